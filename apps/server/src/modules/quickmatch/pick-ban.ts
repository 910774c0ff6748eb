// The hero and map veto of a quick match, free of the database: which steps the two sides play,
// which moves are legal, what the server plays when a turn times out, and what the veto decided.
//
// One engine for both games: a plan is a pool and a list of steps; a state is a plan and the moves
// played so far. A plan's pool holds only what the veto works on, so "what is left" is the answer.
//
// Heroes (Dota 2):
// - no_ban: no steps and an empty pool; heroes = [] (any hero allowed).
// - all_but_one: a pool of exactly one hero; no steps; heroes = that one (everyone plays it).
// - one_of_many: a pool of 2 or more; the sides ban alternately, side a first, until
//   playersPerSide heroes remain (none when the pool has playersPerSide or fewer); heroes = the
//   remaining ones in pool order, and the i-th player of each side may play heroes[i % length].
// Maps (CS2):
// - no_ban: no steps; the plan keeps only pool[0] (the pool may not be empty); maps = [pool[0]].
// - all_but_one: a pool of exactly one map; no steps; maps = [that map].
// - one_of_many, bestOf 1: a pool of 2 to 7; the sides ban alternately, side a first, until one map
//   remains; maps = [that map].
// - one_of_many, bestOf 3: a pool of exactly 7; ban a, ban b, pick a, pick b, ban a, ban b;
//   maps = [pick a, pick b, the decider that remains]. bestOf is ignored for no_ban and all_but_one.
// - After the bans and picks of a one_of_many veto, the side that did not act last takes a 'side'
//   step choosing 'ct' or 't' for itself; startingSide says it for side a. With no side step (no_ban,
//   all_but_one) side a starts ct.
// Moves are refused, in this order: after the end ('finished'), by the side whose turn it is not
// ('not_your_turn'), an item outside the pool or not 'ct'/'t' on a side step ('unknown_item'), an
// item already banned or picked ('not_available'). Bad plan input throws: the service validates
// lobby forms before planning, so reaching it is a programming error.

export type VetoSide = 'a' | 'b';
export type VetoAction = 'ban' | 'pick' | 'side';
export interface VetoStep {
  readonly side: VetoSide;
  readonly action: VetoAction;
}
export type BanType = 'no_ban' | 'one_of_many' | 'all_but_one';
export interface VetoPlan {
  readonly kind: 'hero' | 'map';
  /** Items the sides ban and pick from: hero ids as strings ("11"), or map keys ("de_mirage"). */
  readonly pool: readonly string[];
  readonly steps: readonly VetoStep[];
}
export interface VetoMove {
  readonly side: VetoSide;
  readonly action: VetoAction;
  readonly item: string;
  /** Played by the server when the turn timed out. */
  readonly random: boolean;
}
export interface VetoState {
  readonly plan: VetoPlan;
  readonly moves: readonly VetoMove[];
}
export type VetoRefusal = 'finished' | 'not_your_turn' | 'unknown_item' | 'not_available';
export type StartingSide = 'ct' | 't';
export interface VetoOutcome {
  finished: boolean;
  banned: { a: string[]; b: string[] };
  /** Played maps in order: picks, then the decider once no ban or pick is left; [] for heroes. */
  maps: string[];
  /** Heroes left for play, in pool order; [] for maps, and for heroes means any hero. */
  heroes: string[];
  /** Side a's first half; null for heroes and until the side step is played. */
  startingSide: { a: StartingSide } | null;
}

/** Seconds a side has for each step before the server plays `randomMove` for it. */
export const VETO_TURN_SECONDS = 30;

const SIDES: readonly StartingSide[] = ['ct', 't'];
const MAX_MAP_POOL = 7;
const BO3_POOL = 7;

const other = (side: VetoSide): VetoSide => (side === 'a' ? 'b' : 'a');
const step = (side: VetoSide, action: VetoAction): VetoStep => ({ side, action });
const alternateBans = (count: number): VetoStep[] =>
  Array.from({ length: count }, (_, i) => step(i % 2 === 0 ? 'a' : 'b', 'ban'));

function checkPool(pool: readonly string[]) {
  if (pool.some((item) => item === ''))
    throw new Error('A veto pool item may not be an empty string.');
  if (new Set(pool).size !== pool.length) throw new Error('A veto pool lists an item twice.');
}

function checkPoolSize(what: string, pool: readonly string[], min: number, max = Infinity) {
  if (pool.length >= min && pool.length <= max) return;
  const size =
    min === max
      ? `exactly ${String(min)}`
      : max === Infinity
        ? `at least ${String(min)}`
        : `${String(min)} to ${String(max)}`;
  throw new Error(`${what} needs ${size} items in its pool, got ${String(pool.length)}.`);
}

/** The side step goes to the side that did not act last, so both sides get a say at the end. */
function withSideStep(steps: readonly VetoStep[]): VetoStep[] {
  const last = steps.at(-1);
  return [...steps, step(last ? other(last.side) : 'a', 'side')];
}

export function planHeroVeto(input: {
  banType: BanType;
  pool: readonly string[];
  playersPerSide: 1 | 5;
}): VetoPlan {
  const { banType, pool, playersPerSide } = input;
  checkPool(pool);
  if (banType === 'no_ban') return { kind: 'hero', pool: [], steps: [] };
  if (banType === 'all_but_one') {
    checkPoolSize('An all_but_one hero veto', pool, 1, 1);
    return { kind: 'hero', pool: [...pool], steps: [] };
  }
  checkPoolSize('A one_of_many hero veto', pool, 2);
  const bans = Math.max(0, pool.length - playersPerSide);
  return { kind: 'hero', pool: [...pool], steps: alternateBans(bans) };
}

export function planMapVeto(input: {
  banType: BanType;
  pool: readonly string[];
  bestOf: 1 | 3;
}): VetoPlan {
  const { banType, pool, bestOf } = input;
  checkPool(pool);
  if (banType === 'no_ban') {
    checkPoolSize('A no_ban map veto', pool, 1);
    return { kind: 'map', pool: pool.slice(0, 1), steps: [] };
  }
  if (banType === 'all_but_one') {
    checkPoolSize('An all_but_one map veto', pool, 1, 1);
    return { kind: 'map', pool: [...pool], steps: [] };
  }
  if (bestOf === 3) {
    checkPoolSize('A best-of-3 map veto', pool, BO3_POOL, BO3_POOL);
    const steps = [
      step('a', 'ban'),
      step('b', 'ban'),
      step('a', 'pick'),
      step('b', 'pick'),
      step('a', 'ban'),
      step('b', 'ban'),
    ];
    return { kind: 'map', pool: [...pool], steps: withSideStep(steps) };
  }
  checkPoolSize('A best-of-1 map veto', pool, 2, MAX_MAP_POOL);
  return { kind: 'map', pool: [...pool], steps: withSideStep(alternateBans(pool.length - 1)) };
}

export function startVeto(plan: VetoPlan): VetoState {
  return { plan, moves: [] };
}

/** The step to play now; null when the veto is finished. */
export function currentStep(state: VetoState): VetoStep | null {
  return state.plan.steps[state.moves.length] ?? null;
}

/** Items still bannable or pickable now, in pool order; ['ct', 't'] on a side step. */
export function available(state: VetoState): string[] {
  const now = currentStep(state);
  if (now === null) return [];
  if (now.action === 'side') return [...SIDES];
  return remaining(state);
}

function remaining(state: VetoState): string[] {
  const taken = new Set(state.moves.filter((m) => m.action !== 'side').map((m) => m.item));
  return state.plan.pool.filter((item) => !taken.has(item));
}

function refusalOf(
  state: VetoState,
  now: VetoStep,
  side: VetoSide,
  item: string,
): VetoRefusal | null {
  if (now.side !== side) return 'not_your_turn';
  const known = now.action === 'side' ? SIDES : state.plan.pool;
  if (!known.includes(item)) return 'unknown_item';
  if (!available(state).includes(item)) return 'not_available';
  return null;
}

/** `random` marks a move the server played for a side whose turn timed out. */
export function applyMove(
  state: VetoState,
  side: VetoSide,
  item: string,
  options: { random?: boolean } = {},
): { ok: true; state: VetoState } | { ok: false; refusal: VetoRefusal } {
  const now = currentStep(state);
  if (now === null) return { ok: false, refusal: 'finished' };
  const refusal = refusalOf(state, now, side, item);
  if (refusal !== null) return { ok: false, refusal };
  const move: VetoMove = { side, action: now.action, item, random: options.random ?? false };
  return { ok: true, state: { plan: state.plan, moves: [...state.moves, move] } };
}

/**
 * The move the server plays when a turn times out: the side to play and one of `available`, chosen
 * by `pickIndex(n)` (0 to n − 1, injected so tests are deterministic). Null when finished.
 */
export function randomMove(
  state: VetoState,
  pickIndex: (n: number) => number,
): { side: VetoSide; item: string } | null {
  const now = currentStep(state);
  if (now === null) return null;
  const items = available(state);
  const index = pickIndex(items.length);
  const item = Number.isInteger(index) ? items[index] : undefined;
  if (item === undefined)
    throw new RangeError(`pickIndex(${String(items.length)}) returned ${String(index)}.`);
  return { side: now.side, item };
}

function startingSideOf(state: VetoState, finished: boolean): { a: StartingSide } | null {
  if (state.plan.kind === 'hero') return null;
  const sideMove = state.moves.find((m) => m.action === 'side');
  if (sideMove === undefined) return finished ? { a: 'ct' } : null;
  const chosen = sideMove.item === 'ct' ? 'ct' : 't';
  return { a: sideMove.side === 'a' ? chosen : chosen === 'ct' ? 't' : 'ct' };
}

function mapsOf(state: VetoState): string[] {
  const picks = state.moves.filter((m) => m.action === 'pick').map((m) => m.item);
  const now = currentStep(state);
  const bansAndPicksDone = now === null || now.action === 'side';
  return bansAndPicksDone ? [...picks, ...remaining(state)] : picks;
}

/** What the veto decided so far; read `finished` before acting on it. */
export function outcomeOf(state: VetoState): VetoOutcome {
  const finished = currentStep(state) === null;
  const bansBy = (side: VetoSide) =>
    state.moves.filter((m) => m.action === 'ban' && m.side === side).map((m) => m.item);
  const isMap = state.plan.kind === 'map';
  return {
    finished,
    banned: { a: bansBy('a'), b: bansBy('b') },
    maps: isMap ? mapsOf(state) : [],
    heroes: isMap ? [] : remaining(state),
    startingSide: startingSideOf(state, finished),
  };
}

/** The hero the `indexInSide`-th player of a side must play; null when any hero is allowed. */
export function allowedHeroFor(outcome: VetoOutcome, indexInSide: number): string | null {
  if (!Number.isSafeInteger(indexInSide) || indexInSide < 0)
    throw new RangeError('A player index is a whole number from 0.');
  if (outcome.heroes.length === 0) return null;
  return outcome.heroes[indexInSide % outcome.heroes.length] ?? null;
}
