import { describe, expect, it } from 'vitest';
import type { Share } from '../../matches/prize-split.js';
import {
  PLACES,
  prizePool,
  settlePrizes,
  type Announced,
  type PoolInput,
  type PrizeJar,
  type Settlement,
  type Standings,
} from './prizes.js';
import { seededRandom } from '../../../../test/seeded-random.js';

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

const noPool: PoolInput = {
  creatorPrizePool: 0,
  entryFees: 0,
  watcherFees: 0,
  jars: [],
  platformFeePercent: 0,
};

const user = (userId: number) => ({ kind: 'user', userId }) as const;
const podium: Standings = { first: user(1), second: user(2), third: user(3) };
const announced = (first: number, second: number, third: number): Announced => ({
  first,
  second,
  third,
});

/** Throws on the first broken rule; plain checks keep thousands of random runs fast. */
function check(condition: boolean, problem: () => string) {
  if (!condition) throw new Error(problem());
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const paidTo = (settlement: Settlement, userId: number) =>
  sum(settlement.payouts.filter((p) => p.userId === userId).map((p) => p.amount));

describe('prizePool', () => {
  const jar = (id: number, type: number, amount: number): PrizeJar => ({ id, type, amount });

  it('puts the prize pool, fees after the platform fee, and pool jars in the shared pool', () => {
    const pool = prizePool({
      creatorPrizePool: 10_000,
      entryFees: 6400,
      watcherFees: 600,
      jars: [jar(1, 5, 300), jar(2, 2, 1000), jar(3, 4, 50)],
      platformFeePercent: 5,
    });
    expect(pool).toEqual({
      creatorPrizePool: 10_000,
      escrowIn: 10_000 + 7000,
      platformFee: 350,
      shared: 10_000 + 7000 - 350 + 300,
      poolJars: [jar(1, 5, 300)],
      placeJars: { first: [jar(2, 2, 1000)], second: [], third: [jar(3, 4, 50)] },
    });
  });

  it.each([
    { name: 'a user jar (type 1)', input: { ...noPool, jars: [jar(1, 1, 5)] } },
    { name: 'a negative fee', input: { ...noPool, entryFees: -1 } },
    { name: 'a fractional prize pool', input: { ...noPool, creatorPrizePool: 0.5 } },
    { name: 'a negative jar', input: { ...noPool, jars: [jar(1, 5, -5)] } },
  ])('refuses $name', ({ input }) => {
    expect(() => prizePool(input)).toThrow(RangeError);
  });
});

describe('settlePrizes', () => {
  it('pays exactly the announced prizes when nothing else came in', () => {
    const pool = prizePool({ ...noPool, creatorPrizePool: 1000 });
    const settlement = settlePrizes(pool, announced(500, 300, 200), podium);
    expect(settlement).toEqual({
      platformFee: 0,
      prizes: { first: 500, second: 300, third: 200 },
      payouts: [
        { place: 'first', userId: 1, amount: 500 },
        { place: 'second', userId: 2, amount: 300 },
        { place: 'third', userId: 3, amount: 200 },
      ],
      organiser: 0,
      jarsCollected: [],
    });
  });

  it('grows every prize in proportion with the fees after the platform fee', () => {
    const pool = prizePool({
      ...noPool,
      creatorPrizePool: 1000,
      entryFees: 1000,
      platformFeePercent: 10,
    });
    const settlement = settlePrizes(pool, announced(500, 300, 200), podium);
    expect(settlement.platformFee).toBe(100);
    expect(settlement.prizes).toEqual({ first: 950, second: 570, third: 380 });
  });

  it('pays out the whole prize pool by the announced shape, even when they add up to less', () => {
    const pool = prizePool({ ...noPool, creatorPrizePool: 1000 });
    const settlement = settlePrizes(pool, announced(300, 100, 0), podium);
    expect(settlement.prizes).toEqual({ first: 750, second: 250, third: 0 });
    expect(settlement.payouts.map((p) => p.place)).toEqual(['first', 'second']);
  });

  it('gives everything to the winner when no prize was announced', () => {
    const pool = prizePool({ ...noPool, entryFees: 800, platformFeePercent: 2.5 });
    const settlement = settlePrizes(pool, announced(0, 0, 0), podium);
    expect(settlement).toMatchObject({
      platformFee: 20,
      prizes: { first: 780, second: 0, third: 0 },
      organiser: 0,
    });
  });

  it('returns the share of a place nobody took to the organiser and leaves its jar alone', () => {
    const pool = prizePool({
      ...noPool,
      creatorPrizePool: 1000,
      jars: [
        { id: 7, type: 4, amount: 90 },
        { id: 8, type: 2, amount: 10 },
      ],
    });
    const settlement = settlePrizes(pool, announced(500, 300, 200), { ...podium, third: null });
    expect(settlement).toMatchObject({
      prizes: { first: 510, second: 300, third: 0 },
      organiser: 200,
      jarsCollected: [8],
    });
  });

  it('splits a team prize among its players by their locked percentages', () => {
    const pool = prizePool({ ...noPool, creatorPrizePool: 1001 });
    const team = {
      kind: 'team',
      shares: [
        { userId: 12, percentage: 50 },
        { userId: 11, percentage: 50 },
      ],
    } as const;
    const settlement = settlePrizes(pool, announced(1001, 0, 0), { ...podium, first: team });
    expect(settlement.payouts).toEqual([
      { place: 'first', userId: 11, amount: 501 },
      { place: 'first', userId: 12, amount: 500 },
    ]);
  });

  it('refuses announced prizes above the prize pool', () => {
    const pool = prizePool({ ...noPool, creatorPrizePool: 100 });
    expect(() => settlePrizes(pool, announced(60, 30, 20), podium)).toThrow(RangeError);
  });

  it('balances, pays each place at least its announced prize and each (place, user) once', () => {
    const random = seededRandom(99);
    for (let run = 0; run < 2000; run++) {
      const creatorPrizePool = upTo(random, run % 5 === 0 ? 10 ** 12 : 100_000);
      const first = upTo(random, creatorPrizePool);
      const second = upTo(random, creatorPrizePool - first);
      const third = upTo(random, creatorPrizePool - first - second);
      const jars = Array.from({ length: upTo(random, 4) }, (_, id) => ({
        id,
        type: 2 + upTo(random, 3),
        amount: upTo(random, 5000),
      }));
      const pool = prizePool({
        creatorPrizePool,
        entryFees: upTo(random, 1024) * upTo(random, 10_000),
        watcherFees: upTo(random, 50_000),
        jars,
        platformFeePercent: upTo(random, 3000) / 100,
      });
      const teamOf = (base: number) => ({
        kind: 'team' as const,
        shares: randomShares(random, 5).map((share, i) => ({ ...share, userId: base + i })),
      });
      const standings: Standings = {
        first: random() < 0.5 ? user(1) : teamOf(10),
        second: random() < 0.5 ? user(2) : teamOf(20),
        third: random() < 0.3 ? null : random() < 0.5 ? user(3) : teamOf(30),
      };
      const prizes = announced(first, second, third);
      const settlement = settlePrizes(pool, prizes, standings);
      const collected = jars.filter((jar) => settlement.jarsCollected.includes(jar.id));
      const paid = sum(settlement.payouts.map((p) => p.amount));
      const at = (rule: string) => () => `run ${String(run)}: ${rule}`;
      check(
        pool.escrowIn + sum(collected.map((jar) => jar.amount)) ===
          settlement.platformFee + paid + settlement.organiser,
        at('in = out'),
      );
      for (const place of PLACES) {
        const payouts = settlement.payouts.filter((p) => p.place === place);
        check(sum(payouts.map((p) => p.amount)) === settlement.prizes[place], at('place sum'));
        check(new Set(payouts.map((p) => p.userId)).size === payouts.length, at('paid twice'));
        check(
          standings[place] === null
            ? settlement.prizes[place] === 0
            : settlement.prizes[place] >= prizes[place],
          at(`${place} below its announced prize`),
        );
      }
      check(
        settlement.payouts.every((p) => p.amount > 0),
        at('empty payout'),
      );
      check(
        standings.third === null ? settlement.organiser >= 0 : settlement.organiser === 0,
        at('organiser'),
      );
    }
  });

  it('pays a 1_1 winner their whole prize', () => {
    const pool = prizePool({ ...noPool, creatorPrizePool: 321 });
    expect(paidTo(settlePrizes(pool, announced(321, 0, 0), podium), 1)).toBe(321);
  });
});
