import { describe, expect, it } from 'vitest';
import { settleQuickMatch, type QmPayee } from './qm-prizes.js';
import { seededRandom } from '../../../test/seeded-random.js';

const upTo = (random: () => number, max: number) => Math.floor(random() * (max + 1));
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const user = (userId: number): QmPayee => ({ kind: 'user', userId });
const even = (...userIds: number[]): QmPayee => ({ kind: 'even', userIds });
const team = (...shares: [number, number][]): QmPayee => ({
  kind: 'team',
  shares: shares.map(([userId, percentage]) => ({ userId, percentage })),
});

describe('settleQuickMatch', () => {
  it.each([
    {
      name: 'a 1x1 winner takes the prize and both fees, less the fee on the fees',
      input: { prize: 1000, entryFees: [500, 500], platformFeePercent: 10, winners: user(7) },
      settlement: { platformFee: 100, payouts: [{ userId: 7, amount: 1900 }] },
    },
    {
      name: 'no platform fee on the creator’s prize',
      input: { prize: 5000, entryFees: [], platformFeePercent: 10, winners: user(7) },
      settlement: { platformFee: 0, payouts: [{ userId: 7, amount: 5000 }] },
    },
    {
      name: 'the platform fee rounded down',
      input: { prize: 0, entryFees: [333, 333, 333], platformFeePercent: 2.5, winners: user(1) },
      settlement: { platformFee: 24, payouts: [{ userId: 1, amount: 975 }] },
    },
    {
      name: 'a team split by its percentages, ties to the lower user id',
      input: {
        prize: 1,
        entryFees: [],
        platformFeePercent: 0,
        winners: team([12, 50], [11, 50]),
      },
      settlement: { platformFee: 0, payouts: [{ userId: 11, amount: 1 }] },
    },
    {
      name: 'a team of five by uneven percentages',
      input: {
        prize: 10_000,
        entryFees: Array.from({ length: 10 }, () => 1000),
        platformFeePercent: 5,
        winners: team([5, 40], [4, 15], [3, 15], [2, 15], [1, 15]),
      },
      settlement: {
        platformFee: 500,
        payouts: [
          { userId: 1, amount: 2925 },
          { userId: 2, amount: 2925 },
          { userId: 3, amount: 2925 },
          { userId: 4, amount: 2925 },
          { userId: 5, amount: 7800 },
        ],
      },
    },
    {
      name: 'an even split with the leftover units to the lower user ids',
      input: {
        prize: 0,
        entryFees: [501, 501],
        platformFeePercent: 0,
        winners: even(9, 3, 5, 1, 7),
      },
      settlement: {
        platformFee: 0,
        payouts: [
          { userId: 1, amount: 201 },
          { userId: 3, amount: 201 },
          { userId: 5, amount: 200 },
          { userId: 7, amount: 200 },
          { userId: 9, amount: 200 },
        ],
      },
    },
    {
      name: 'an even split too small to reach everyone, paying only positive amounts',
      input: { prize: 2, entryFees: [], platformFeePercent: 0, winners: even(4, 2, 3) },
      settlement: {
        platformFee: 0,
        payouts: [
          { userId: 2, amount: 1 },
          { userId: 3, amount: 1 },
        ],
      },
    },
    {
      name: 'nothing when the pot is empty',
      input: { prize: 0, entryFees: [0, 0], platformFeePercent: 10, winners: user(1) },
      settlement: { platformFee: 0, payouts: [] },
    },
    {
      name: 'everything to the platform at 100%',
      input: { prize: 0, entryFees: [70, 30], platformFeePercent: 100, winners: user(1) },
      settlement: { platformFee: 100, payouts: [] },
    },
  ])('pays $name', ({ input, settlement }) => {
    expect(settleQuickMatch(input)).toEqual(settlement);
  });

  it.each([
    { name: 'a negative prize', input: { prize: -1 } },
    { name: 'a fractional entry fee', input: { entryFees: [10.5] } },
    { name: 'a pot past 2^53', input: { prize: 2 ** 53 - 1, entryFees: [1] } },
    { name: 'a fee percent with three decimals', input: { platformFeePercent: 1.234 } },
    { name: 'a fee percent above 100', input: { platformFeePercent: 101 } },
    { name: 'team percentages under 100', input: { winners: team([1, 60], [2, 30]) } },
    { name: 'an even split with nobody', input: { winners: even() } },
    { name: 'an even split naming a winner twice', input: { winners: even(1, 2, 1) } },
  ])('refuses $name', ({ input }) => {
    const base = { prize: 100, entryFees: [10], platformFeePercent: 0, winners: user(1) };
    expect(() => settleQuickMatch({ ...base, ...input })).toThrow(RangeError);
  });

  it('never loses or makes a crystal: prize + entry fees = platform fee + payouts', () => {
    const random = seededRandom(17);
    for (let run = 0; run < 3000; run++) {
      const big = run % 5 === 0;
      const entryFees = Array.from({ length: upTo(random, 10) }, () =>
        upTo(random, big ? 10 ** 12 : 5000),
      );
      const cuts = Array.from({ length: 4 }, () => upTo(random, 100)).sort((x, y) => x - y);
      const bounds = [0, ...cuts, 100];
      const kinds: QmPayee[] = [
        user(1),
        team(
          ...bounds
            .slice(1)
            .map((bound, i): [number, number] => [50 - i, bound - (bounds[i] ?? 0)]),
        ),
        even(...Array.from({ length: 1 + upTo(random, 4) }, (_, i) => 20 - i * 3)),
      ];
      const input = {
        prize: upTo(random, big ? 10 ** 13 : 100_000),
        entryFees,
        platformFeePercent: upTo(random, 10_000) / 100,
        winners: kinds[run % 3] ?? user(1),
      };
      const { platformFee, payouts } = settleQuickMatch(input);
      const at = `run ${String(run)}: ${JSON.stringify(input)}`;
      expect(input.prize + sum(entryFees), at).toBe(
        platformFee + sum(payouts.map((p) => p.amount)),
      );
      expect(platformFee, at).toBeLessThanOrEqual(sum(entryFees));
      expect(
        payouts.every((p) => p.amount > 0),
        at,
      ).toBe(true);
      expect(new Set(payouts.map((p) => p.userId)).size, at).toBe(payouts.length);
    }
  });
});
