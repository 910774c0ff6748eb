import { describe, expect, it } from 'vitest';
import { balanceSides, type MixPlayer } from './mixing.js';
import { seededRandom } from '../../../test/seeded-random.js';

const players = (...ordinals: number[]): MixPlayer[] =>
  ordinals.map((ordinal, i) => ({ userId: i + 1, ordinal }));
const sumOf = (ids: readonly number[], all: readonly MixPlayer[]) =>
  ids.reduce((sum, id) => sum + (all.find((p) => p.userId === id)?.ordinal ?? NaN), 0);
const differenceOf = ([a, b]: [number[], number[]], all: readonly MixPlayer[]) =>
  Math.abs(sumOf(a, all) - sumOf(b, all));

/** The smallest difference over every bitmask split into equal halves: a second, blunt search. */
function bruteForceMinimum(all: readonly MixPlayer[]): number {
  let best = Infinity;
  for (let mask = 0; mask < 1 << all.length; mask++) {
    const onA = all.filter((_, i) => mask & (1 << i));
    if (onA.length * 2 !== all.length) continue;
    const onB = all.filter((_, i) => !(mask & (1 << i)));
    const ids = (side: MixPlayer[]) => side.map((p) => p.userId);
    best = Math.min(best, differenceOf([ids(onA), ids(onB)], all));
  }
  return best;
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

describe('balanceSides', () => {
  it.each([
    { name: 'a 1v1', input: players(10, 3), sides: [[1], [2]] },
    { name: 'a 1v1 with the lower id weaker', input: players(-2, 30), sides: [[1], [2]] },
    {
      name: 'strong with weak',
      input: players(10, 9, 2, 1),
      sides: [
        [1, 4],
        [2, 3],
      ],
    },
    {
      name: 'a perfect split',
      input: players(1, 2, 3, 4, 5, 7),
      sides: [
        [1, 3, 6],
        [2, 4, 5],
      ],
    },
    {
      name: 'the lexicographically smallest of equal splits',
      input: players(5, 5, 5, 5),
      sides: [
        [1, 2],
        [3, 4],
      ],
    },
    {
      name: 'a 5v5',
      input: players(30, 25, 20, 18, 15, 12, 10, 8, 5, 1),
      sides: [
        [1, 4, 5, 8, 10],
        [2, 3, 6, 7, 9],
      ],
    },
    {
      name: 'a 5v5 of new players (ordinal 0)',
      input: players(0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
      sides: [
        [1, 2, 3, 4, 5],
        [6, 7, 8, 9, 10],
      ],
    },
    {
      name: 'negative and fractional ordinals',
      input: players(-3.5, 0.25, 7.75, -1, 2, 4.5),
      sides: [
        [1, 2, 3],
        [4, 5, 6],
      ],
    },
    {
      name: 'user ids out of order',
      input: [
        { userId: 40, ordinal: 1 },
        { userId: 7, ordinal: 9 },
        { userId: 13, ordinal: 2 },
        { userId: 21, ordinal: 10 },
      ],
      sides: [
        [7, 13],
        [21, 40],
      ],
    },
  ])('splits $name', ({ input, sides }) => {
    expect(balanceSides(input)).toEqual(sides);
  });

  it('finds a split as close as a blunt search over every split, for 2 to 12 players', () => {
    const random = seededRandom(8);
    for (let run = 0; run < 300; run++) {
      const count = 2 * (1 + (run % 6));
      const all = Array.from({ length: count }, (_, i) => ({
        userId: 100 + i * 3,
        ordinal: run % 3 === 0 ? Math.floor(random() * 10) : random() * 80 - 20,
      }));
      const [a, b] = balanceSides(all);
      expect(a).toHaveLength(count / 2);
      expect(b).toHaveLength(count / 2);
      expect([...a, ...b].sort((x, y) => x - y)).toEqual(all.map((p) => p.userId));
      expect(a[0]).toBe(100);
      expect(differenceOf([a, b], all)).toBeCloseTo(bruteForceMinimum(all), 9);
    }
  });

  it('gives the same sides whatever order the players come in', () => {
    const random = seededRandom(21);
    for (let run = 0; run < 100; run++) {
      const all = Array.from({ length: 10 }, (_, i) => ({
        userId: 1 + Math.floor(random() * 1000) * 10 + i,
        ordinal: Math.floor(random() * 6) / 2,
      }));
      const expected = balanceSides(all);
      for (let order = 0; order < 5; order++)
        expect(balanceSides(shuffled(all, random))).toEqual(expected);
    }
  });

  it.each([
    { name: 'an odd count', input: players(1, 2, 3) },
    { name: 'nobody', input: [] },
    { name: 'one player', input: players(1) },
    { name: 'more than 12 players', input: players(...Array.from({ length: 14 }, () => 1)) },
    {
      name: 'a player twice',
      input: [...players(1, 2), { userId: 1, ordinal: 3 }, { userId: 9, ordinal: 0 }],
    },
    { name: 'a NaN ordinal', input: players(1, NaN) },
  ])('refuses $name', ({ input }) => {
    expect(() => balanceSides(input)).toThrow(RangeError);
  });
});
