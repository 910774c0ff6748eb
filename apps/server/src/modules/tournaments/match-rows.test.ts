import { describe, expect, it } from 'vitest';
import type { BracketMatch } from './bracket.js';
import { rowOf, toBracketMatch, type StoredMatch } from './match-rows.js';

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
