import { describe, expect, it } from 'vitest';
import { DEFAULT_SKILL, levelOf, ordinalOf, rateMatch, type Skill } from './rating.js';
import { seededRandom } from '../../../test/seeded-random.js';

const skill = (mu: number, sigma: number): Skill => ({ mu, sigma });
const five = (s: Skill) => [s, s, s, s, s];
const strong = skill(40, 2);
const weak = skill(15, 2);

describe('DEFAULT_SKILL', () => {
  it('is openskill’s new player: mu 25, sigma 25/3, ordinal 0, level 1', () => {
    expect(DEFAULT_SKILL).toEqual({ mu: 25, sigma: 25 / 3 });
    expect(ordinalOf(DEFAULT_SKILL)).toBeCloseTo(0, 12);
    expect(levelOf(DEFAULT_SKILL)).toBe(1);
  });
});

describe('rateMatch', () => {
  it.each([
    { winner: 'a', up: 0, down: 1 },
    { winner: 'b', up: 1, down: 0 },
  ] as const)(
    'raises side $winner and lowers the other, new players 1v1',
    ({ winner, up, down }) => {
      const sides = rateMatch([[DEFAULT_SKILL], [DEFAULT_SKILL]], winner);
      expect(sides[up][0]?.mu).toBeGreaterThan(25);
      expect(sides[down][0]?.mu).toBeLessThan(25);
      expect(ordinalOf(sides[up][0] ?? DEFAULT_SKILL)).toBeGreaterThan(0);
    },
  );

  it('moves an upset more than an expected win, for both sides', () => {
    const [[expectedWinner], [expectedLoser]] = rateMatch([[strong], [weak]], 'a');
    const [[upsetLoser], [upsetWinner]] = rateMatch([[strong], [weak]], 'b');
    const gain = (after: Skill | undefined, before: Skill) => (after?.mu ?? NaN) - before.mu;
    expect(gain(upsetWinner, weak)).toBeGreaterThan(gain(expectedWinner, strong));
    expect(-gain(upsetLoser, strong)).toBeGreaterThan(-gain(expectedLoser, weak));
  });

  it.each([
    { name: 'new players', a: DEFAULT_SKILL, b: DEFAULT_SKILL },
    { name: 'settled players', a: skill(30, 1), b: skill(28, 1) },
    { name: 'very sure players', a: skill(30, 0.2), b: skill(20, 0.2) },
    { name: 'a new player against a settled one', a: DEFAULT_SKILL, b: skill(35, 1.5) },
  ])('never widens sigma for $name, and narrows a new player’s', ({ a, b }) => {
    for (const winner of ['a', 'b'] as const) {
      const [[newA], [newB]] = rateMatch([[a], [b]], winner);
      expect(newA?.sigma).toBeLessThanOrEqual(a.sigma);
      expect(newB?.sigma).toBeLessThanOrEqual(b.sigma);
    }
    const [[newcomer]] = rateMatch([[DEFAULT_SKILL], [b]], 'a');
    expect(newcomer?.sigma).toBeLessThan(DEFAULT_SKILL.sigma);
  });

  it('rates a 5v5: every winner up, every loser down, in the order given', () => {
    const winners = [skill(20, 8), skill(25, 3), skill(30, 5), skill(22, 1), skill(28, 2)];
    const [a, b] = rateMatch([winners, five(DEFAULT_SKILL)], 'a');
    expect(a).toHaveLength(5);
    expect(b).toHaveLength(5);
    a.forEach((after, i) => expect(after.mu).toBeGreaterThan(winners[i]?.mu ?? Infinity));
    b.forEach((after) => expect(after.mu).toBeLessThan(25));
    // The least certain player learns the most from the same result.
    const moved = a.map((after, i) => after.mu - (winners[i]?.mu ?? 0));
    expect(Math.max(...moved)).toBe(moved[0]);
  });

  it('answers plain objects and leaves its input alone', () => {
    const a = Object.freeze([Object.freeze(skill(25, 5))]);
    const b = [skill(25, 5)];
    const [[newA], [newB]] = rateMatch([a, b], 'b');
    expect(Object.keys(newA ?? {}).sort()).toEqual(['mu', 'sigma']);
    expect(newB?.mu).toBeGreaterThan(25);
    expect(a[0]).toEqual(skill(25, 5));
    expect(b[0]).toEqual(skill(25, 5));
  });

  it.each([
    { name: 'an empty side', sides: [[], [DEFAULT_SKILL]] },
    { name: 'a zero sigma', sides: [[skill(25, 0)], [DEFAULT_SKILL]] },
    { name: 'a NaN mu', sides: [[DEFAULT_SKILL], [skill(NaN, 1)]] },
  ] as const)('refuses $name', ({ sides }) => {
    expect(() => rateMatch(sides, 'a')).toThrow(RangeError);
  });

  it('keeps a player’s level moving with wins and losses over a long random season', () => {
    const random = seededRandom(3);
    let player = DEFAULT_SKILL;
    for (let game = 0; game < 200; game++) {
      const opponent = skill(15 + random() * 20, 1 + random() * 6);
      const won = random() < 0.5;
      const [[after]] = rateMatch([[player], [opponent]], won ? 'a' : 'b');
      if (!after) throw new Error('no rating');
      expect(after.sigma).toBeLessThanOrEqual(player.sigma);
      expect(won ? after.mu > player.mu : after.mu < player.mu).toBe(true);
      player = after;
    }
  });
});

describe('ordinalOf', () => {
  it.each([
    { mu: 25, sigma: 25 / 3, ordinal: 0 },
    { mu: 30, sigma: 2, ordinal: 24 },
    { mu: 10, sigma: 5, ordinal: -5 },
    { mu: 43.07, sigma: 2.42, ordinal: 35.81 },
  ])('is $ordinal for mu $mu and sigma $sigma', ({ mu, sigma, ordinal }) => {
    expect(ordinalOf(skill(mu, sigma))).toBeCloseTo(ordinal, 10);
  });
});

describe('levelOf', () => {
  it.each([
    { name: 'a new player', mu: 25, sigma: 25 / 3, level: 1 },
    { name: 'a negative ordinal', mu: 10, sigma: 5, level: 1 },
    { name: 'ordinal 0.25 (rounds 1.5 up)', mu: 3.25, sigma: 1, level: 2 },
    { name: 'ordinal 0.2', mu: 3.2, sigma: 1, level: 1 },
    { name: 'ordinal 1', mu: 4, sigma: 1, level: 3 },
    { name: 'ordinal 10', mu: 16, sigma: 2, level: 21 },
    { name: 'ordinal 24', mu: 30, sigma: 2, level: 49 },
    { name: 'ordinal 49.4', mu: 52.4, sigma: 1, level: 100 },
    { name: 'ordinal 49.5', mu: 52.5, sigma: 1, level: 100 },
    { name: 'ordinal 49.2', mu: 52.2, sigma: 1, level: 99 },
    { name: 'a very high ordinal', mu: 500, sigma: 1, level: 100 },
  ])('is $level for $name', ({ mu, sigma, level }) => {
    expect(levelOf(skill(mu, sigma))).toBe(level);
  });

  it('is a whole number from 1 to 100 that never falls as the ordinal rises', () => {
    let previous = 1;
    for (let ordinal = -20; ordinal <= 70; ordinal += 0.05) {
      const level = levelOf(skill(ordinal + 3, 1));
      expect(Number.isInteger(level) && level >= 1 && level <= 100).toBe(true);
      expect(level).toBeGreaterThanOrEqual(previous);
      previous = level;
    }
    expect(previous).toBe(100);
  });

  it('refuses a skill that is not a number', () => {
    expect(() => levelOf(skill(Infinity, 1))).toThrow(RangeError);
  });
});
