import type { TeamMatch } from '@clutch/contract/teams';
import { describe, expect, it } from 'vitest';
import { createMatchHistory, type MatchHistorySource } from './match-history.service.js';

const match = (id: number, day: number): TeamMatch => ({
  id,
  kind: 'tournament',
  tournament: { id: 1 },
  quick_match: null,
  game: 1,
  level: 1,
  is_third_place: false,
  side_a: null,
  side_b: null,
  score_a: 0,
  score_b: 0,
  winner: null,
  status: 'scheduled',
  start_time: new Date(Date.UTC(2026, 0, day)).toISOString(),
});

/** A source over fixed matches, answering windows of them newest first as an owner would. */
function sourceOf(matches: TeamMatch[]): MatchHistorySource & { windows: unknown[] } {
  const sorted = [...matches].sort((x, y) => y.start_time.localeCompare(x.start_time));
  const windows: unknown[] = [];
  return {
    kind: 'tournament',
    windows,
    ofTeam(_teamId, window) {
      windows.push(window);
      const results = sorted.slice(window.offset, window.offset + window.limit);
      return Promise.resolve({ count: sorted.length, results });
    },
    ofUser: () => Promise.resolve({ count: 0, results: [] }),
  };
}

describe('createMatchHistory', () => {
  it('hands a single source the window as it is', async () => {
    const only = sourceOf([match(1, 1), match(2, 2), match(3, 3)]);
    const page = await createMatchHistory([only]).ofTeam(7, { offset: 1, limit: 1 });
    expect(page).toEqual({ count: 3, results: [match(2, 2)] });
    expect(only.windows).toEqual([{ offset: 1, limit: 1 }]);
  });

  it.each([
    { offset: 0, limit: 2, ids: [14, 3] },
    { offset: 2, limit: 2, ids: [12, 1] },
    { offset: 4, limit: 2, ids: [] },
    { offset: 1, limit: 10, ids: [3, 12, 1] },
  ])('merges every source newest first: window $offset+$limit', async ({ offset, limit, ids }) => {
    const tournaments = sourceOf([match(1, 1), match(3, 10)]);
    const quick = sourceOf([match(12, 5), match(14, 20)]);
    const page = await createMatchHistory([tournaments, quick]).ofTeam(7, { offset, limit });
    expect(page.count).toBe(4);
    expect(page.results.map((m) => m.id)).toEqual(ids);
  });
});
