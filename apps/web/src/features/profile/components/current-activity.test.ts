import { describe, expect, it } from 'vitest';
import { activityTabs } from './current-activity';

const none = { current_quick_match: null, next_match: null };
const quick = { current_quick_match: { id: 12 }, next_match: null };
const tournament = { current_quick_match: null, next_match: { id: 40, tournament: { id: 5 } } };
const both = { current_quick_match: { id: 12 }, next_match: { id: 40, tournament: { id: 5 } } };

describe('the quick match / tournament switch', () => {
  it('shows nothing without a current game', () => {
    expect(activityTabs(none, '/')).toEqual([]);
  });

  it('shows a single game anywhere but on its own page', () => {
    expect(activityTabs(quick, '/')).toEqual([{ kind: 'quick-match', id: 12, path: '/match/12' }]);
    expect(activityTabs(quick, '/match/12')).toEqual([]);
    expect(activityTabs(quick, '/match/12/invite-token')).toEqual([]);
    expect(activityTabs(quick, '/match/120')).toHaveLength(1);
    expect(activityTabs(tournament, '/tournaments')).toEqual([
      { kind: 'tournament', id: 5, path: '/tournaments/5' },
    ]);
    expect(activityTabs(tournament, '/tournaments/5/players')).toEqual([]);
  });

  it('offers both, with the switch, when there is a quick match and a tournament match', () => {
    expect(activityTabs(both, '/match/12').map((tab) => tab.kind)).toEqual([
      'quick-match',
      'tournament',
    ]);
  });
});
