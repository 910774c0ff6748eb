import { describe, expect, it } from 'vitest';
import {
  advance,
  allMatches,
  buildBracket,
  findMatch,
  placementsOf,
  restoreBracket,
  type Bracket,
  type BracketMatch,
  type MatchRef,
} from './bracket.js';
import { type Entrant } from './seeding.js';
import { seededRandom } from '../../../../test/seeded-random.js';

/** n entrants with ids 101.. and a few repeated levels, so seeding has ties to draw. */
const entrantsOf = (n: number): Entrant[] =>
  Array.from({ length: n }, (_, i) => ({ id: 101 + i, level: 1 + ((i * 7) % 5) }));

function build(n: number, grid: number, thirdPlace = true, seed = n * 31 + grid) {
  const outcome = buildBracket(entrantsOf(n), grid, { thirdPlace, random: seededRandom(seed) });
  if (outcome.kind !== 'bracket') throw new Error(`expected a bracket for ${String(n)}`);
  return outcome;
}

const refOf = (match: BracketMatch): MatchRef =>
  match.isThirdPlace ? 'third-place' : { level: match.level, position: match.position };

const firstRound = (bracket: Bracket) => bracket.matches.filter((m) => m.level === bracket.grid);

/** Throws on the first broken rule; plain checks, because `expect` per match would take minutes. */
function check(condition: boolean, problem: () => string) {
  if (!condition) throw new Error(problem());
}

const sent = (m: BracketMatch | undefined) =>
  m && (m.status === 'finished' || m.status === 'walkover') ? m.winner : null;
const decided = (m: BracketMatch | undefined) =>
  m !== undefined && (m.status === 'finished' || m.status === 'walkover' || m.status === 'void');

function statusFromFeeders(match: BracketMatch, childA?: BracketMatch, childB?: BracketMatch) {
  if (!decided(childA) || !decided(childB)) return match.status === 'waiting';
  if (match.a !== null && match.b !== null)
    return match.status === 'ready' || match.status === 'finished';
  if (match.a !== null || match.b !== null) return match.status === 'walkover';
  return match.status === 'void';
}

/** The first thing wrong with match `index`, checked independently of bracket.ts; null if none. */
function matchProblem(bracket: Bracket, index: number): string | null {
  const match = bracket.matches[index];
  if (match === undefined) return 'missing';
  if (match.level !== Math.floor(Math.log2(index + 1)) + 1) return 'level';
  if (match.position !== index + 2 - 2 ** (match.level - 1)) return 'position';
  if (match.a !== null && match.a === match.b) return 'a participant twice';
  const hasWinner = match.status === 'finished' || match.status === 'walkover';
  if (hasWinner !== (match.winner !== null)) return 'winner without a result';
  if (hasWinner && match.winner !== match.a && match.winner !== match.b) return 'winner not a side';
  if (match.level === bracket.grid) return null;
  const [childA, childB] = [bracket.matches[2 * index + 1], bracket.matches[2 * index + 2]];
  if (match.a !== sent(childA) || match.b !== sent(childB)) return 'sides not the feeders winners';
  return statusFromFeeders(match, childA, childB) ? null : `status ${match.status}`;
}

function checkConsistent(bracket: Bracket) {
  for (let index = 0; index < bracket.matches.length; index++) {
    const problem = matchProblem(bracket, index);
    if (problem !== null) throw new Error(`match #${String(index)}: ${problem}`);
  }
}

describe('buildBracket', () => {
  it.each([{ n: 0 }, { n: 1 }])('cancels with $n participants', ({ n }) => {
    const outcome = buildBracket(entrantsOf(n), 3, { thirdPlace: true, random: Math.random });
    expect(outcome).toEqual({ kind: 'cancel', reason: 'Fewer than two participants registered.' });
  });

  it.each([
    { name: 'grid 0', grid: 0, n: 2 },
    { name: 'grid 11', grid: 11, n: 2 },
    { name: 'a fractional grid', grid: 1.5, n: 2 },
    { name: 'more entrants than slots', grid: 2, n: 5 },
  ])('refuses $name', ({ grid, n }) => {
    expect(() =>
      buildBracket(entrantsOf(n), grid, { thirdPlace: false, random: Math.random }),
    ).toThrow(RangeError);
  });

  it('refuses an entrant listed twice', () => {
    const twice = [...entrantsOf(2), { id: 101, level: 3 }];
    expect(() => buildBracket(twice, 2, { thirdPlace: false, random: Math.random })).toThrow(
      'listed twice',
    );
  });

  it('pairs 4 entrants 1 v 4 and 2 v 3, with a waiting final and third-place match', () => {
    const entrants = [40, 30, 20, 10].map((level, i) => ({ id: i + 1, level }));
    const outcome = buildBracket(entrants, 2, { thirdPlace: true, random: Math.random });
    if (outcome.kind !== 'bracket') throw new Error('no bracket');
    const { matches, thirdPlace } = outcome.bracket;
    expect(matches.map((m) => [m.level, m.position, m.a, m.b, m.status])).toEqual([
      [1, 1, null, null, 'waiting'],
      [2, 1, 1, 4, 'ready'],
      [2, 2, 2, 3, 'ready'],
    ]);
    expect(thirdPlace).toMatchObject({
      level: 1,
      position: 1,
      isThirdPlace: true,
      status: 'waiting',
    });
  });

  it('gives 3 of 8 slots: byes to seeds 1 to 3, a void match where two byes meet', () => {
    const entrants = [30, 20, 10].map((level, i) => ({ id: i + 1, level }));
    const outcome = buildBracket(entrants, 3, { thirdPlace: true, random: Math.random });
    if (outcome.kind !== 'bracket') throw new Error('no bracket');
    const { matches, thirdPlace } = outcome.bracket;
    expect(matches.map((m) => [m.level, m.position, m.a, m.b, m.winner, m.status])).toEqual([
      [1, 1, 1, null, null, 'waiting'],
      [2, 1, 1, null, 1, 'walkover'],
      [2, 2, 2, 3, null, 'ready'],
      [3, 1, 1, null, 1, 'walkover'],
      [3, 2, null, null, null, 'void'],
      [3, 3, 2, null, 2, 'walkover'],
      [3, 4, 3, null, 3, 'walkover'],
    ]);
    expect(thirdPlace?.status).toBe('waiting');
  });

  it('has a third-place match only with semifinals and when asked for', () => {
    expect(build(2, 1, true).bracket.thirdPlace).toBeNull();
    expect(build(4, 2, false).bracket.thirdPlace).toBeNull();
    expect(build(4, 2, true).bracket.thirdPlace).not.toBeNull();
  });

  it('builds a valid bracket for every count from 2 to 2^grid at every grid', () => {
    let built = 0;
    for (let grid = 1; grid <= 10; grid++) {
      const slots = 2 ** grid;
      for (let n = 2; n <= slots; n++) {
        const { bracket, seeds } = build(n, grid);
        const at = () => `${String(n)} in grid ${String(grid)}`;
        check(bracket.matches.length === slots - 1, () => `${at()}: match count`);
        checkConsistent(bracket);
        const round = firstRound(bracket);
        // Everyone appears exactly once in the first round (a bye is a first-round walkover).
        const sides = round.flatMap((m) => [m.a, m.b]).filter((id) => id !== null);
        const ids = new Set(sides.filter((id) => id >= 101 && id <= 100 + n));
        check(sides.length === n && ids.size === n, () => `${at()}: first round sides`);
        // Byes: seeds 1 .. min(n, slots - n) advance unplayed, nobody else does.
        const seedOf = new Map(seeds.map((entrant) => [entrant.id, entrant.seed]));
        const byes = round
          .filter((m) => m.status === 'walkover')
          .map((m) => seedOf.get(m.winner ?? 0) ?? 0)
          .sort((x, y) => x - y);
        check(
          byes.length === Math.min(n, slots - n) && byes.every((seed, i) => seed === i + 1),
          () => `${at()}: byes to seeds ${byes.join()}`,
        );
        // Seeds 1 and 2 start in opposite halves, so they can meet only in the final.
        const topHalf = (id: number | undefined) =>
          round.findIndex((m) => m.a === id || m.b === id) < round.length / 2;
        check(
          grid === 1 || topHalf(seeds[0]?.id) !== topHalf(seeds[1]?.id),
          () => `${at()}: seeds 1 and 2 in one half`,
        );
        const final = bracket.matches[0]?.status;
        check(final === 'ready' || final === 'waiting', () => `${at()}: final is ${String(final)}`);
        built++;
      }
    }
    expect(built).toBe(2 ** 11 - 2 - 10);
  });
});

/** Counts around the byes' edges (2, 3, half, full) always, and about 1 in 16 others. */
const sampled = (n: number, slots: number, random: () => number) =>
  n <= 5 || Math.abs(n - slots / 2) <= 1 || n >= slots - 1 || random() < 1 / 16;

/** Plays every ready match with random winners until the tournament ends, checking each step. */
function playThrough(start: Bracket, random: () => number) {
  let bracket = start;
  const ready = allMatches(bracket).filter((m) => m.status === 'ready');
  const losses = new Map<number, number>();
  let played = 0;
  while (ready.length > 0) {
    const [match] = ready.splice(Math.floor(random() * ready.length), 1);
    if (match === undefined) break;
    const side = random() < 0.5 ? 'a' : 'b';
    const outcome = advance(bracket, refOf(match), side);
    if (!outcome.ok) throw new Error(outcome.problem);
    played++;
    const loser = side === 'a' ? match.b : match.a;
    if (!match.isThirdPlace && loser !== null) losses.set(loser, (losses.get(loser) ?? 0) + 1);
    for (const changed of outcome.changed) {
      check(changed.a === null || changed.a !== changed.b, () => 'a participant meets themself');
      if (changed.status === 'ready') ready.push(changed);
    }
    bracket = outcome.bracket;
    check(
      (outcome.placements === null) === ready.length > 0,
      () => 'placements before the end, or none at the end',
    );
  }
  return { bracket, played, losses, placements: placementsOf(bracket) };
}

describe('advance', () => {
  it('plays every count at every grid to exactly one champion and distinct medals', () => {
    const random = seededRandom(2024);
    let tournaments = 0;
    for (let grid = 1; grid <= 10; grid++) {
      for (let n = 2; n <= 2 ** grid; n++) {
        // Grids 9 and 10 cost most (every step copies the bracket): the edges and a sample.
        if (grid >= 9 && !sampled(n, 2 ** grid, random)) continue;
        for (const thirdPlace of grid <= 6 ? [true, false] : [n % 2 === 0]) {
          const end = playThrough(build(n, grid, thirdPlace).bracket, random);
          const at = () =>
            `${String(n)} in grid ${String(grid)}, third place ${String(thirdPlace)}`;
          const hasThird = thirdPlace && grid >= 2 && n >= 3;
          // Byes are never played: n - 1 matches, plus a third-place match between two losers.
          check(end.played === n - 1 + (hasThird && n >= 4 ? 1 : 0), () => `${at()}: played`);
          // Everyone but the champion lost exactly once in the bracket proper.
          check(end.losses.size === n - 1, () => `${at()}: losers`);
          check(
            [...end.losses.values()].every((count) => count === 1),
            () => `${at()}: losses`,
          );
          const p = end.placements;
          if (p === null) throw new Error(`${at()}: not finished`);
          check(!end.losses.has(p.first) && p.second !== null, () => `${at()}: champion`);
          const medals = [p.first, p.second, p.third].filter((id) => id !== null);
          check(new Set(medals).size === medals.length, () => `${at()}: medals repeat`);
          check((p.third !== null) === hasThird, () => `${at()}: third`);
          if (grid <= 6) checkConsistent(end.bracket);
          tournaments++;
        }
      }
    }
    expect(tournaments).toBeGreaterThan(700);
  });

  it('moves the winner of (level, p) to (level - 1, ceil(p / 2)): side a from odd p, b from even', () => {
    const { bracket } = build(8, 3);
    for (let position = 1; position <= 4; position++) {
      const outcome = advance(bracket, { level: 3, position }, 'b');
      if (!outcome.ok) throw new Error(outcome.problem);
      const source = findMatch(bracket, { level: 3, position });
      const parent = findMatch(outcome.bracket, { level: 2, position: Math.ceil(position / 2) });
      expect(position % 2 === 1 ? parent?.a : parent?.b).toBe(source?.b);
      expect(outcome.placements).toBeNull();
    }
  });

  it('sends the loser of a semifinal to the third-place match, on the side of its semifinal', () => {
    let { bracket } = build(4, 2);
    const semi = (position: number) => findMatch(bracket, { level: 2, position });
    const [first, second] = [semi(1), semi(2)];
    for (const position of [2, 1]) {
      const outcome = advance(bracket, { level: 2, position }, 'a');
      if (!outcome.ok) throw new Error(outcome.problem);
      bracket = outcome.bracket;
    }
    expect(bracket.thirdPlace).toMatchObject({ a: first?.b, b: second?.b, status: 'ready' });
    expect(bracket.matches[0]).toMatchObject({ a: first?.a, b: second?.a, status: 'ready' });
  });

  it('gives 3rd to the only semifinal loser by walkover when 3 play', () => {
    const { bracket } = build(3, 2);
    const outcome = advance(bracket, { level: 2, position: 2 }, 'a');
    if (!outcome.ok) throw new Error(outcome.problem);
    expect(outcome.bracket.thirdPlace).toMatchObject({ status: 'walkover' });
    expect(outcome.bracket.thirdPlace?.winner).toBe(
      findMatch(bracket, { level: 2, position: 2 })?.b,
    );
  });

  it('finishes only when both the final and the third-place match are decided', () => {
    let { bracket } = build(4, 2);
    const steps: MatchRef[] = [
      { level: 2, position: 1 },
      { level: 2, position: 2 },
      { level: 1, position: 1 },
      'third-place',
    ];
    const finished = steps.map((ref) => {
      const outcome = advance(bracket, ref, 'b');
      if (!outcome.ok) throw new Error(outcome.problem);
      bracket = outcome.bracket;
      return outcome.placements !== null;
    });
    expect(finished).toEqual([false, false, false, true]);
    const final = bracket.matches[0];
    expect(placementsOf(bracket)).toEqual({
      first: final?.b,
      second: final?.a,
      third: bracket.thirdPlace?.b,
    });
  });

  it('has no 3rd without a third-place match', () => {
    let { bracket } = build(4, 2, false);
    for (const ref of [
      { level: 2, position: 1 },
      { level: 2, position: 2 },
      { level: 1, position: 1 },
    ]) {
      const outcome = advance(bracket, ref, 'a');
      if (!outcome.ok) throw new Error(outcome.problem);
      bracket = outcome.bracket;
    }
    expect(placementsOf(bracket)?.third).toBeNull();
  });

  it.each([
    {
      name: 'a match outside the grid',
      ref: { level: 4, position: 1 },
      problem: 'There is no such match in this bracket.',
    },
    {
      name: 'position 0',
      ref: { level: 2, position: 0 },
      problem: 'There is no such match in this bracket.',
    },
    {
      name: 'a waiting match',
      ref: { level: 1, position: 1 },
      problem: 'This match is still waiting for its players.',
    },
    {
      name: 'a walkover',
      ref: { level: 3, position: 1 },
      problem: 'This match already has a winner.',
    },
    { name: 'a void match', ref: { level: 3, position: 2 }, problem: 'This match has no players.' },
  ])('refuses $name', ({ ref, problem }) => {
    const { bracket } = build(3, 3);
    expect(advance(bracket, ref, 'a')).toEqual({ ok: false, problem });
  });

  it('refuses the third-place match when there is none, and a match played already', () => {
    const { bracket } = build(4, 2, false);
    expect(advance(bracket, 'third-place', 'a')).toMatchObject({ ok: false });
    const once = advance(bracket, { level: 2, position: 1 }, 'a');
    if (!once.ok) throw new Error(once.problem);
    expect(advance(once.bracket, { level: 2, position: 1 }, 'b')).toEqual({
      ok: false,
      problem: 'This match already has a winner.',
    });
  });

  it('leaves the bracket it was given untouched', () => {
    const { bracket } = build(4, 2);
    const before = JSON.stringify(bracket);
    advance(bracket, { level: 2, position: 1 }, 'a');
    expect(JSON.stringify(bracket)).toBe(before);
  });
});

describe('restoreBracket', () => {
  it('rebuilds the same bracket from its matches in any order', () => {
    const { bracket } = build(13, 4);
    const shuffled = [...allMatches(bracket)].reverse();
    expect(restoreBracket(4, shuffled)).toEqual({ ok: true, bracket });
  });

  it.each([
    {
      name: 'a missing match',
      edit: (m: BracketMatch[]) => m.slice(1),
      problem: 'A match is missing.',
    },
    {
      name: 'a doubled match',
      edit: (m: BracketMatch[]) => [...m, m[0] as BracketMatch],
      problem: 'A match is stored twice.',
    },
    {
      name: 'a match off the grid',
      edit: (m: BracketMatch[]) => [...m, { ...(m[0] as BracketMatch), level: 9 }],
      problem: 'No match 9/1 in this grid.',
    },
    {
      name: 'two third-place matches',
      edit: (m: BracketMatch[]) => [...m, { ...(m[0] as BracketMatch), isThirdPlace: true }],
      problem: 'Unexpected third-place match.',
    },
  ])('refuses $name', ({ edit, problem }) => {
    const { bracket } = build(5, 3);
    expect(restoreBracket(3, edit(allMatches(bracket)))).toEqual({ ok: false, problem });
  });
});
