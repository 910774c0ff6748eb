// Mixing a quick match's players into two sides of equal size whose skills are as close as they
// can be: an exhaustive search, cheap at lobby sizes (C(11, 5) = 462 splits for 12 players).

export interface MixPlayer {
  readonly userId: number;
  /** The player's openskill ordinal (mu − 3·sigma). */
  readonly ordinal: number;
}

const MAX_PLAYERS = 12;
// Sums of float ordinals taken in different orders can differ in the last bits; splits this close
// count as equal, so the tie-break, not rounding noise, decides.
const SAME_DIFFERENCE = 1e-9;

function checkPlayers(players: readonly MixPlayer[]) {
  if (players.length < 2 || players.length > MAX_PLAYERS || players.length % 2 !== 0)
    throw new RangeError(
      `Mixing needs an even number of players from 2 to ${String(MAX_PLAYERS)}.`,
    );
  if (new Set(players.map((p) => p.userId)).size !== players.length)
    throw new RangeError('A player is listed twice for mixing.');
  if (players.some((p) => !Number.isFinite(p.ordinal)))
    throw new RangeError('Every ordinal must be a finite number.');
}

/** Every `size`-subset of 0..n−1, each ascending, in lexicographic order. */
function* combinations(n: number, size: number, from = 0): Generator<number[]> {
  if (size === 0) {
    yield [];
    return;
  }
  for (let first = from; first <= n - size; first++)
    for (const rest of combinations(n, size - 1, first + 1)) yield [first, ...rest];
}

/**
 * Two equal halves minimising |sum of ordinals a − sum of ordinals b|. Deterministic whatever the
 * input order: the lowest user id is always on side a, and among equal splits side a is the
 * lexicographically smallest list of user ids. Each side is answered in ascending user id.
 */
export function balanceSides(players: readonly MixPlayer[]): [number[], number[]] {
  checkPlayers(players);
  const sorted = [...players].sort((x, y) => x.userId - y.userId);
  const ordinalAt = (index: number) => sorted[index]?.ordinal ?? 0;
  const total = sorted.reduce((sum, player) => sum + player.ordinal, 0);
  const half = sorted.length / 2;
  let best: { sideA: number[]; difference: number } | null = null;
  // The lowest user id (index 0) is fixed on side a: a split and its mirror have the same difference.
  for (const others of combinations(sorted.length - 1, half - 1)) {
    const sideA = [0, ...others.map((index) => index + 1)];
    const sumA = sideA.reduce((sum, index) => sum + ordinalAt(index), 0);
    const difference = Math.abs(2 * sumA - total);
    if (best === null || difference < best.difference - SAME_DIFFERENCE)
      best = { sideA, difference };
  }
  const onA = new Set(best?.sideA ?? []);
  const idsWhere = (wanted: boolean) =>
    sorted.filter((_, index) => onA.has(index) === wanted).map((player) => player.userId);
  return [idsWhere(true), idsWhere(false)];
}
