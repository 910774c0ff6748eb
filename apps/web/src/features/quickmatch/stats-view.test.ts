import type { MatchStatistics } from '@clutch/contract/quickmatch';
import { describe, expect, it } from 'vitest';
import { formatDuration } from './quickmatch-labels';
import {
  changeColour,
  formatChange,
  formatStat,
  ratingChange,
  statColumnsOf,
  viewerOutcome,
} from './stats-view';

const stats = (winner: 'a' | 'b' | null): MatchStatistics => ({
  id: 12,
  game: 2,
  type: '1_1',
  status: 'finished',
  is_demo: false,
  started_at: null,
  finished_at: null,
  duration_seconds: 1800,
  result: winner === null ? null : { winner, score_a: 13, score_b: 9 },
  maps: [],
  teams: [],
  players: [
    {
      user: { id: 7, username: 'alice', avatar_url: null },
      side: 'a',
      hero: null,
      stats: {},
      rating_before: 20,
      rating_after: 22.5,
      level_after: 4,
    },
    {
      user: { id: 9, username: 'bob', avatar_url: null },
      side: 'b',
      hero: null,
      stats: {},
      rating_before: 21,
      rating_after: 19,
      level_after: 3,
    },
  ],
});

describe('the statistics page’s readings', () => {
  it('tells each player their own result, and a watcher none', () => {
    expect(viewerOutcome(stats('a'), 7)).toBe('win');
    expect(viewerOutcome(stats('a'), 9)).toBe('loss');
    expect(viewerOutcome(stats('a'), 5)).toBeNull();
    expect(viewerOutcome(stats(null), 7)).toBeNull();
  });

  it('shows each game’s columns', () => {
    expect(statColumnsOf(1)).toContain('last_hits');
    expect(statColumnsOf(2)).toEqual([
      'kills',
      'deaths',
      'assists',
      'adr',
      'headshot_pct',
      'mvps',
      'score',
    ]);
    expect(statColumnsOf(3)).toEqual([]);
  });

  it.each([
    ['kills', 12, '12'],
    ['adr', 87.456, '87.5'],
    ['headshot_pct', 41.25, '41.3%'],
    ['kills', undefined, '—'],
  ] as const)('%s %s reads %s', (column, value, text) => {
    expect(formatStat(column, value)).toBe(text);
  });

  it.each([
    [20, 22.5, '+2.5', 'teal'],
    [21, 19, '-2.0', 'red'],
    [20, 20.04, '0.0', 'dimmed'],
  ])('a rating from %s to %s changes by %s (%s)', (before, after, text, colour) => {
    const change = ratingChange(before, after);
    expect(change === null ? null : formatChange(change)).toBe(text);
    expect(changeColour(change)).toBe(colour);
  });

  it('has no change without both ratings', () => {
    expect(ratingChange(null, 20)).toBeNull();
    expect(changeColour(null)).toBe('dimmed');
  });

  it.each([
    [59, '0:59'],
    [1805, '30:05'],
    [3725, '1:02:05'],
  ])('%i seconds last %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});
