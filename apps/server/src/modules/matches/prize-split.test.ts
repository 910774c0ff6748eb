import { describe, expect, it } from 'vitest';
import { apportion, percentOf, splitTeamPrize, type Share } from './prize-split.js';
import { seededRandom } from '../../../test/seeded-random.js';

const upTo = (random: () => number, max: number) => Math.floor(random() * (max + 1));

/** Whole percents summing to 100 over `players` players, some of them zero. */
function randomShares(random: () => number, players: number): Share[] {
  const cuts = Array.from({ length: players - 1 }, () => upTo(random, 100)).sort((x, y) => x - y);
  const bounds = [0, ...cuts, 100];
  return Array.from({ length: players }, (_, i) => ({
    userId: 1000 - i * 7,
    percentage: (bounds[i + 1] ?? 0) - (bounds[i] ?? 0),
  }));
}

/** Throws on the first broken rule; plain checks keep thousands of random runs fast. */
function check(condition: boolean, problem: () => string) {
  if (!condition) throw new Error(problem());
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('percentOf', () => {
  it.each([
    { amount: 10_000, percent: 10, fee: 1000 },
    { amount: 999, percent: 10, fee: 99 },
    { amount: 1000, percent: 2.5, fee: 25 },
    { amount: 1, percent: 99.99, fee: 0 },
    { amount: 12_345, percent: 0, fee: 0 },
    { amount: 12_345, percent: 100, fee: 12_345 },
    { amount: 2 ** 52, percent: 33.33, fee: Math.floor((2 ** 52 * 3333) / 10_000) },
  ])('takes $percent% of $amount as $fee, rounded down', ({ amount, percent, fee }) => {
    expect(percentOf(amount, percent)).toBe(fee);
  });

  it.each([{ percent: -1 }, { percent: 100.01 }, { percent: 2.555 }])(
    'refuses $percent%',
    ({ percent }) => {
      expect(() => percentOf(100, percent)).toThrow(RangeError);
    },
  );
});

describe('apportion', () => {
  it.each([
    { amount: 100, weights: [1, 1, 1], parts: [34, 33, 33] },
    { amount: 2, weights: [1, 1, 1], parts: [1, 1, 0] },
    { amount: 10, weights: [0, 1], parts: [0, 10] },
    { amount: 7, weights: [50, 30, 20], parts: [4, 2, 1] },
    { amount: 0, weights: [3, 2], parts: [0, 0] },
    { amount: 1, weights: [1, 3], parts: [0, 1] },
  ])('splits $amount by $weights as $parts', ({ amount, weights, parts }) => {
    expect(apportion(amount, weights)).toEqual(parts);
  });

  it('refuses all-zero weights, negative weights and fractional amounts', () => {
    expect(() => apportion(10, [0, 0])).toThrow(RangeError);
    expect(() => apportion(10, [1, -1])).toThrow(RangeError);
    expect(() => apportion(10.5, [1])).toThrow(RangeError);
  });

  it('always adds up, and each part is its exact share rounded down or up', () => {
    const random = seededRandom(11);
    for (let run = 0; run < 2000; run++) {
      const amount = upTo(random, run % 3 === 0 ? 2 ** 53 - 1 : 10_000);
      const weights = Array.from({ length: 1 + upTo(random, 6) }, () =>
        upTo(random, run % 2 ? 10 ** 12 : 100),
      );
      if (sum(weights) === 0) weights[0] = 1;
      const parts = apportion(amount, weights);
      const at = () => `${String(amount)} by ${weights.join()}: ${parts.join()}`;
      check(sum(parts) === amount, at);
      const total = BigInt(sum(weights));
      parts.forEach((part, i) => {
        const exact = BigInt(amount) * BigInt(weights[i] ?? 0);
        const floor = Number(exact / total);
        check(part === floor || (part === floor + 1 && exact % total !== 0n), at);
      });
    }
  });
});

describe('splitTeamPrize', () => {
  const s = (userId: number, percentage: number) => ({ userId, percentage });

  it.each([
    { name: 'all to one player', amount: 500, shares: [s(7, 100)], parts: { 7: 500 } },
    {
      name: 'a leftover unit to the largest remainder',
      amount: 100,
      shares: [s(3, 33), s(1, 33), s(2, 34)],
      parts: { 1: 33, 2: 34, 3: 33 },
    },
    {
      name: 'equal remainders to the lower user id',
      amount: 1,
      shares: [s(9, 50), s(4, 50)],
      parts: { 4: 1, 9: 0 },
    },
    {
      name: 'five equal players and 3 minor units',
      amount: 3,
      shares: [s(5, 20), s(4, 20), s(3, 20), s(2, 20), s(1, 20)],
      parts: { 1: 1, 2: 1, 3: 1, 4: 0, 5: 0 },
    },
    {
      name: 'a 0% player gets nothing',
      amount: 999,
      shares: [s(1, 0), s(2, 100)],
      parts: { 1: 0, 2: 999 },
    },
  ])('$name', ({ amount, shares, parts }) => {
    const split = splitTeamPrize(amount, shares);
    expect(Object.fromEntries(split.map((part) => [part.userId, part.amount]))).toEqual(parts);
  });

  it.each([
    { name: 'percentages under 100', shares: [s(1, 50), s(2, 49)] },
    { name: 'a fractional percent', shares: [s(1, 50.5), s(2, 49.5)] },
    { name: 'a player twice', shares: [s(1, 50), s(1, 50)] },
    { name: 'no players', shares: [] },
  ])('refuses $name', ({ shares }) => {
    expect(() => splitTeamPrize(100, shares)).toThrow(RangeError);
  });

  it('never loses or makes a crystal, for random amounts and percentages', () => {
    const random = seededRandom(5);
    for (let run = 0; run < 3000; run++) {
      const amount = upTo(random, run % 4 === 0 ? 10 ** 13 : 50_000);
      const shares = randomShares(random, 1 + upTo(random, 6));
      const split = splitTeamPrize(amount, shares);
      const at = () => `${String(amount)} by ${JSON.stringify(shares)}`;
      check(sum(split.map((part) => part.amount)) === amount, at);
      for (const part of split) {
        const percentage = shares.find((share) => share.userId === part.userId)?.percentage ?? -1;
        const floor = Math.floor((amount * percentage) / 100);
        check(part.amount === floor || part.amount === floor + 1, at);
      }
    }
  });
});
