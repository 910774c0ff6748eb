// Seeding for single elimination: who sits in which first-round slot. Standard bracket order keeps
// the two best seeds apart until the final and hands the empty slots (byes) to the best seeds.

/** A registered player (1_1) or team (5_5) with the level seeding ranks by. */
export interface Entrant {
  readonly id: number;
  readonly level: number;
}

/** Seed 1 is the strongest. */
export interface SeededEntrant {
  readonly id: number;
  readonly seed: number;
}

/**
 * Seeds in slot order for `slots` (a power of two): 8 gives [1, 8, 4, 5, 2, 7, 3, 6], and slots 2k-1
 * and 2k meet in the first round. Each doubling pairs seed s with (size + 1 - s), so every pair of
 * a round sums to the same number and seeds 1 and 2 stay in opposite halves.
 */
export function seedOrder(slots: number): number[] {
  let order = [1];
  while (order.length < slots) {
    const size = order.length * 2;
    const next: number[] = [];
    for (const seed of order) next.push(seed, size + 1 - seed);
    order = next;
  }
  return order;
}

/**
 * Higher level first; equal levels in an order drawn from `random` (values in [0, 1)), so nobody can
 * predict a tie by registering early or late. A Fisher-Yates shuffle followed by a stable sort
 * keeps the draw uniform within each level.
 */
export function seedEntrants(entrants: readonly Entrant[], random: () => number): SeededEntrant[] {
  const shuffled = [...entrants];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    const [picked, current] = [shuffled[j], shuffled[i]];
    if (picked === undefined || current === undefined) continue;
    shuffled[i] = picked;
    shuffled[j] = current;
  }
  return shuffled
    .sort((x, y) => y.level - x.level)
    .map((entrant, index) => ({ id: entrant.id, seed: index + 1 }));
}
