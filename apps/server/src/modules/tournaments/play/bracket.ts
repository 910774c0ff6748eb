// Single elimination over 2^grid slots, free of the database: building the bracket from the
// entrants (seeded, byes settled at once), advancing winners, and the final placements.
import type { Side } from '../../matches/match.js';
import { seedEntrants, seedOrder, type Entrant, type SeededEntrant } from './seeding.js';

export const MIN_GRID = 1;
export const MAX_GRID = 10;

/**
 * waiting: a side is still to come from an unplayed match; ready: both sides known, to be played;
 * finished: played, `winner` set; walkover: only one side can ever arrive (a bye), who advances
 * unplayed; void: no side can ever arrive (two byes met), so it sends no one on.
 */
export type BracketMatchStatus = 'waiting' | 'ready' | 'finished' | 'walkover' | 'void';

export interface BracketMatch {
  /** 1 the final (and the third-place match), 2 the semifinals, ..., grid the first round. */
  readonly level: number;
  /** 1..2^(level-1), top to bottom; 1 for the third-place match. */
  readonly position: number;
  readonly isThirdPlace: boolean;
  /** Participant ids; null while unknown, or for good when nobody comes (see `status`). */
  readonly a: number | null;
  readonly b: number | null;
  readonly winner: number | null;
  readonly status: BracketMatchStatus;
}

export interface Bracket {
  readonly grid: number;
  /** Heap order: matches[0] is the final; matches[2k+1] (side a) and matches[2k+2] feed matches[k]. */
  readonly matches: readonly BracketMatch[];
  /** Between the semifinals' losers; null without semifinals or when the tournament has no 3rd prize. */
  readonly thirdPlace: BracketMatch | null;
}

/** Which match: level and position, or the third-place match. */
export type MatchRef = { level: number; position: number } | 'third-place';

export interface Placements {
  readonly first: number;
  /** Null only if the final was never played, which a bracket of 2+ entrants cannot produce. */
  readonly second: number | null;
  /** The third-place match's winner; null without one, or when neither semifinal had a loser. */
  readonly third: number | null;
}

export type BuildOutcome =
  | { kind: 'bracket'; bracket: Bracket; seeds: SeededEntrant[] }
  | { kind: 'cancel'; reason: string };

export type AdvanceOutcome =
  | { ok: true; bracket: Bracket; changed: BracketMatch[]; placements: Placements | null }
  | { ok: false; problem: string };

/** What a side of a match receives from the match feeding it: someone, no one ever, or not yet. */
type Arrival = number | 'none' | 'pending';

const levelOf = (index: number) => Math.floor(Math.log2(index + 1)) + 1;
const indexOf = (level: number, position: number) => 2 ** (level - 1) - 2 + position;

function blankMatch(index: number): BracketMatch {
  const level = levelOf(index);
  return {
    level,
    position: index + 2 - 2 ** (level - 1),
    isThirdPlace: false,
    a: null,
    b: null,
    winner: null,
    status: 'waiting',
  };
}

const THIRD_PLACE: BracketMatch = { ...blankMatch(0), isThirdPlace: true };

function winnerOf(match: BracketMatch | undefined): Arrival {
  if (match === undefined) return 'none';
  if (match.status === 'finished' || match.status === 'walkover') return match.winner ?? 'none';
  return match.status === 'void' ? 'none' : 'pending';
}

/** A semifinal's loser, for the third-place match: nobody when the semifinal was not played. */
function loserOf(match: BracketMatch | undefined): Arrival {
  if (match === undefined) return 'none';
  if (match.status === 'finished')
    return match.winner === match.a ? (match.b ?? 'none') : (match.a ?? 'none');
  return match.status === 'walkover' || match.status === 'void' ? 'none' : 'pending';
}

/** The match once its sides are what the feeding matches send; a played match never changes. */
function settle(match: BracketMatch, a: Arrival, b: Arrival): BracketMatch {
  if (match.status === 'finished') return match;
  const sideA = typeof a === 'number' ? a : null;
  const sideB = typeof b === 'number' ? b : null;
  const { level, position, isThirdPlace } = match;
  const status: BracketMatchStatus =
    a === 'pending' || b === 'pending'
      ? 'waiting'
      : sideA !== null && sideB !== null
        ? 'ready'
        : sideA !== null || sideB !== null
          ? 'walkover'
          : 'void';
  const winner = status === 'walkover' ? (sideA ?? sideB) : null;
  return { level, position, isThirdPlace, a: sideA, b: sideB, winner, status };
}

const sameMatch = (x: BracketMatch, y: BracketMatch) =>
  x.a === y.a && x.b === y.b && x.winner === y.winner && x.status === y.status;

/** Re-settles every match above `from` until one stays as it was; collects what changed. */
function settleUpwards(matches: BracketMatch[], from: number, changed: Set<BracketMatch>) {
  for (let index = from; index > 0;) {
    index = Math.floor((index - 1) / 2);
    const match = matches[index];
    if (match === undefined) return;
    const next = settle(match, winnerOf(matches[2 * index + 1]), winnerOf(matches[2 * index + 2]));
    if (sameMatch(next, match)) return;
    matches[index] = next;
    changed.add(next);
  }
}

function settleThirdPlace(matches: readonly BracketMatch[], third: BracketMatch | null) {
  return third && settle(third, loserOf(matches[1]), loserOf(matches[2]));
}

function checkGrid(grid: number) {
  if (!Number.isInteger(grid) || grid < MIN_GRID || grid > MAX_GRID)
    throw new RangeError(`A bracket has ${String(MIN_GRID)} to ${String(MAX_GRID)} levels.`);
}

/**
 * The bracket when registration closes: seeded by level (ties drawn with `random`), byes to the
 * best seeds and settled at once (a bye's opponent advances unplayed, two byes make a void match),
 * and a third-place match when there are semifinals and `thirdPlace` is on. Fewer than two
 * entrants cancel the tournament.
 */
export function buildBracket(
  entrants: readonly Entrant[],
  grid: number,
  options: { thirdPlace: boolean; random: () => number },
): BuildOutcome {
  checkGrid(grid);
  const slots = 2 ** grid;
  if (entrants.length > slots)
    throw new RangeError(`${String(entrants.length)} entrants do not fit ${String(slots)} slots.`);
  if (new Set(entrants.map((entrant) => entrant.id)).size !== entrants.length)
    throw new RangeError('An entrant is listed twice.');
  if (entrants.length < 2)
    return { kind: 'cancel', reason: 'Fewer than two participants registered.' };

  const seeds = seedEntrants(entrants, options.random);
  const bySeed = new Map(seeds.map((entrant) => [entrant.seed, entrant.id]));
  const order = seedOrder(slots);
  const slot = (at: number): Arrival => bySeed.get(order[at] ?? 0) ?? 'none';
  const matches = Array.from({ length: slots - 1 }, (_, index) => blankMatch(index));
  const firstIndex = slots / 2 - 1;
  for (let index = matches.length - 1; index >= 0; index--) {
    const match = matches[index] ?? blankMatch(index);
    const at = 2 * (index - firstIndex);
    matches[index] =
      index >= firstIndex
        ? settle(match, slot(at), slot(at + 1))
        : settle(match, winnerOf(matches[2 * index + 1]), winnerOf(matches[2 * index + 2]));
  }
  const third = grid >= 2 && options.thirdPlace ? THIRD_PLACE : null;
  return {
    kind: 'bracket',
    bracket: { grid, matches, thirdPlace: settleThirdPlace(matches, third) },
    seeds,
  };
}

/** Every match: the heap from the final down to the first round, then the third-place match. */
export function allMatches(bracket: Bracket): BracketMatch[] {
  return bracket.thirdPlace ? [...bracket.matches, bracket.thirdPlace] : [...bracket.matches];
}

export function findMatch(bracket: Bracket, ref: MatchRef): BracketMatch | undefined {
  if (ref === 'third-place') return bracket.thirdPlace ?? undefined;
  if (!fits(bracket.grid, ref)) return undefined;
  return bracket.matches[indexOf(ref.level, ref.position)];
}

function notPlayable(match: BracketMatch): string | null {
  switch (match.status) {
    case 'ready':
      return null;
    case 'waiting':
      return 'This match is still waiting for its players.';
    case 'void':
      return 'This match has no players.';
    default:
      return 'This match already has a winner.';
  }
}

/**
 * Records the winner of a ready match: they move to the next level (position ceil(p/2), side a from
 * an odd position, b from an even one), a semifinal's loser to the third-place match. `changed`
 * lists every match that changed, `placements` is set once the final (and a third-place match
 * that has players) is decided.
 */
export function advance(bracket: Bracket, ref: MatchRef, winnerSide: Side): AdvanceOutcome {
  const match = findMatch(bracket, ref);
  if (match === undefined) return { ok: false, problem: 'There is no such match in this bracket.' };
  const problem = notPlayable(match);
  if (problem !== null) return { ok: false, problem };
  const played: BracketMatch = {
    ...match,
    winner: winnerSide === 'a' ? match.a : match.b,
    status: 'finished',
  };
  const changed = new Set<BracketMatch>([played]);
  const matches = [...bracket.matches];
  let thirdPlace = bracket.thirdPlace;
  if (played.isThirdPlace) thirdPlace = played;
  else {
    const index = indexOf(played.level, played.position);
    matches[index] = played;
    settleUpwards(matches, index, changed);
    const third = settleThirdPlace(matches, thirdPlace);
    if (third && thirdPlace && !sameMatch(third, thirdPlace)) changed.add(third);
    thirdPlace = third;
  }
  const next: Bracket = { grid: bracket.grid, matches, thirdPlace };
  return { ok: true, bracket: next, changed: [...changed], placements: placementsOf(next) };
}

const isDecided = (match: BracketMatch) =>
  match.status === 'finished' || match.status === 'walkover' || match.status === 'void';

/** 1st, 2nd and 3rd once the final and any third-place match are decided; null before. */
export function placementsOf(bracket: Bracket): Placements | null {
  const final = bracket.matches[0];
  if (final === undefined || final.winner === null || !isDecided(final)) return null;
  if (bracket.thirdPlace && !isDecided(bracket.thirdPlace)) return null;
  const runnerUp = loserOf(final);
  return {
    first: final.winner,
    second: typeof runnerUp === 'number' ? runnerUp : null,
    third: bracket.thirdPlace?.winner ?? null,
  };
}

/**
 * A bracket back from stored matches (any order), for the next `advance`. A problem when a match
 * is missing, doubled or out of the grid: the stored rows are not a bracket this file built.
 */
export function restoreBracket(
  grid: number,
  stored: readonly BracketMatch[],
): { ok: true; bracket: Bracket } | { ok: false; problem: string } {
  checkGrid(grid);
  const matches: (BracketMatch | undefined)[] = Array.from({ length: 2 ** grid - 1 });
  let thirdPlace: BracketMatch | null = null;
  for (const match of stored) {
    if (match.isThirdPlace) {
      if (thirdPlace !== null || grid < 2)
        return { ok: false, problem: 'Unexpected third-place match.' };
      thirdPlace = match;
      continue;
    }
    if (!fits(grid, match))
      return {
        ok: false,
        problem: `No match ${String(match.level)}/${String(match.position)} in this grid.`,
      };
    const index = indexOf(match.level, match.position);
    if (matches[index] !== undefined) return { ok: false, problem: 'A match is stored twice.' };
    matches[index] = match;
  }
  const complete = matches.filter((match) => match !== undefined);
  if (complete.length !== matches.length) return { ok: false, problem: 'A match is missing.' };
  return { ok: true, bracket: { grid, matches: complete, thirdPlace } };
}

function fits(grid: number, ref: { level: number; position: number }) {
  const { level, position } = ref;
  return (
    Number.isInteger(level) &&
    level >= 1 &&
    level <= grid &&
    Number.isInteger(position) &&
    position >= 1 &&
    position <= 2 ** (level - 1)
  );
}
