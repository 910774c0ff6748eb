import { describe, expect, it } from 'vitest';
import {
  apportion,
  percentOf,
  PLACES,
  prizePool,
  settlePrizes,
  splitTeamPrize,
  type Announced,
  type PoolInput,
  type PrizeJar,
  type Settlement,
  type Share,
  type Standings,
} from './prizes.js';

/** mulberry32: a seeded generator, so every "random" run here is reproducible. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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
