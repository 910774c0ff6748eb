import { describe, expect, it } from 'vitest';
import { calendarEvent } from './calendar.fixture';
import { canCancelApplication, eventPath, knownStatus, rolesOf } from './event-details';

describe('rolesOf', () => {
  it.each([
    [{ is_player: true }, ['player']],
    [{ is_player: false, is_organizer: true, is_caster: true }, ['organizer', 'caster']],
    [{ is_player: false, is_pending: true }, ['pending']],
    [{ is_player: false, is_watcher: true }, ['watcher']],
    [{ is_player: true, is_lose_match: true }, ['player', 'lost']],
  ])('%o gives %o', (flags, roles) => {
    expect(rolesOf(calendarEvent({ id: 1, ...flags }))).toEqual(roles);
  });
});

describe('eventPath', () => {
  it('leads a tournament event to the tournament', () => {
    expect(eventPath(calendarEvent({ id: 1, tournament: { id: 42, grid: 8 } }))).toEqual({
      kind: 'tournament',
      path: '/tournaments/42',
    });
  });

  it('leads a quick match to its page', () => {
    const base = calendarEvent({ id: 1 });
    const quick = calendarEvent({
      id: 1,
      kind: 'quick_match',
      tournament: null,
      match: { ...base.match, id: 77 },
    });
    expect(eventPath(quick)).toEqual({ kind: 'match', path: '/match/77' });
  });

  it('has nowhere to go without a tournament or a quick match id', () => {
    const base = calendarEvent({ id: 1 });
    const none = calendarEvent({
      id: 1,
      kind: 'quick_match',
      tournament: null,
      match: { ...base.match, id: null },
    });
    expect(eventPath(none)).toBeNull();
  });
});

describe('knownStatus and canCancelApplication', () => {
  it('knows the statuses it has words for', () => {
    expect(knownStatus('in_game')).toBe('in_game');
    expect(knownStatus('something_new')).toBeNull();
    expect(knownStatus(null)).toBeNull();
  });

  it('offers cancelling only a pending application to a tournament', () => {
    expect(canCancelApplication(calendarEvent({ id: 1, is_pending: true }))).toBe(true);
    expect(canCancelApplication(calendarEvent({ id: 1, is_pending: false }))).toBe(false);
    expect(canCancelApplication(calendarEvent({ id: 1, is_pending: true, tournament: null }))).toBe(
      false,
    );
  });
});
