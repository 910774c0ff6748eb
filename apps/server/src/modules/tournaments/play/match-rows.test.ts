import { describe, expect, it } from 'vitest';
import type { BracketMatch } from './bracket.js';
import { firstMatchesOf, rowOf, toBracketMatch, type StoredMatch } from './match-rows.js';

const slot = { level: 2, position: 1, isThirdPlace: false };

describe('match rows', () => {
  it.each<[Partial<StoredMatch>, BracketMatch['status']]>([
    [{ status: 'scheduled' }, 'waiting'],
    [{ status: 'ready', sideA: 1, sideB: 2 }, 'ready'],
    [{ status: 'in_game', sideA: 1, sideB: 2 }, 'ready'],
    [{ status: 'finished', sideA: 1, sideB: 2, winnerId: 1, resultSource: 'reports' }, 'finished'],
    [{ status: 'finished', sideA: 1, winnerId: 1, resultSource: 'bye' }, 'walkover'],
    [{ status: 'finished', resultSource: 'bye' }, 'void'],
  ])('reads %o as %s', (row, status) => {
    const stored: StoredMatch = {
      ...slot,
      sideA: null,
      sideB: null,
      winnerId: null,
      status: 'scheduled',
      resultSource: null,
      ...row,
    };
    expect(toBracketMatch(stored).status).toBe(status);
  });

  it.each<[BracketMatch['status'], StoredMatch['status'] | null, StoredMatch['status']]>([
    ['waiting', null, 'scheduled'],
    ['ready', 'scheduled', 'ready'],
    ['ready', 'in_game', 'in_game'],
    ['walkover', null, 'finished'],
    ['void', null, 'finished'],
    ['finished', 'in_game', 'finished'],
  ])('writes %s (now %s) as %s', (status, current, stored) => {
    const match: BracketMatch = { ...slot, a: 1, b: 2, winner: null, status };
    expect(rowOf(match, current).status).toBe(stored);
  });
});

describe('first matches', () => {
  const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 12, minutes));
  const match = (id: number, sides: [number | null, number | null], minutes: number) => ({
    id,
    sideA: sides[0],
    sideB: sides[1],
    status: 'ready' as const,
    startTime: at(minutes),
  });
  // Registrations 1 and 2 are single players 11 and 12; registration 3 is a team of 31 and 32.
  const players = new Map([
    [1, [11]],
    [2, [12]],
    [3, [31, 32]],
  ]);

  it.each([
    [
      'a first-round match for both of its players',
      [match(5, [1, 2], 0)],
      [
        [11, 5],
        [12, 5],
      ],
    ],
    [
      'the next round for a player whose bye already put them there',
      [match(5, [1, 2], 0), match(7, [3, null], 30)],
      [
        [11, 5],
        [12, 5],
        [31, 7],
        [32, 7],
      ],
    ],
    [
      'the earlier of two unfinished matches',
      [match(7, [1, null], 30), match(5, [1, 2], 0)],
      [
        [11, 5],
        [12, 5],
      ],
    ],
    ['nothing for a finished match', [{ ...match(5, [1, 2], 0), status: 'finished' as const }], []],
  ])('gives %s', (_, rows, expected) => {
    const found = firstMatchesOf(rows, players).map((m) => [m.userId, m.matchId]);
    expect(found.sort((x, y) => (x[0] ?? 0) - (y[0] ?? 0))).toEqual(expected);
  });

  it('gives the match’s start time as an ISO instant', () => {
    expect(firstMatchesOf([match(5, [1, null], 15)], players)).toEqual([
      { userId: 11, matchId: 5, startTime: '2030-01-01T12:15:00.000Z' },
    ]);
  });
});
