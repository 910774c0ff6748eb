import { describe, expect, it } from 'vitest';
import { seedEntrants, seedOrder } from './seeding.js';
import { seededRandom } from '../../../../test/seeded-random.js';

describe('seedOrder', () => {
  it.each([
    { slots: 2, order: [1, 2] },
    { slots: 4, order: [1, 4, 2, 3] },
    { slots: 8, order: [1, 8, 4, 5, 2, 7, 3, 6] },
    { slots: 16, order: [1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11] },
  ])('orders $slots slots as the standard bracket', ({ slots, order }) => {
    expect(seedOrder(slots)).toEqual(order);
  });

  it('pairs every seed s with N + 1 - s and keeps the better half of each block on top', () => {
    for (let grid = 1; grid <= 10; grid++) {
      const slots = 2 ** grid;
      const order = seedOrder(slots);
      expect([...order].sort((x, y) => x - y)).toEqual(order.map((_, i) => i + 1));
      for (let i = 0; i < slots; i += 2)
        expect((order[i] ?? 0) + (order[i + 1] ?? 0)).toBe(slots + 1);
      // In every aligned block the best seed is the block's best possible: the blocks are brackets too.
      for (let size = 2; size <= slots; size *= 2)
        for (let start = 0; start < slots; start += size) {
          const block = order.slice(start, start + size);
          expect(Math.min(...block)).toBe(block[0]);
        }
    }
  });
});

describe('seedEntrants', () => {
  it('ranks by level, highest first, and numbers the seeds from 1', () => {
    const entrants = [
      { id: 1, level: 10 },
      { id: 2, level: 90 },
      { id: 3, level: 50 },
    ];
    expect(seedEntrants(entrants, seededRandom(1))).toEqual([
      { id: 2, seed: 1 },
      { id: 3, seed: 2 },
      { id: 1, seed: 3 },
    ]);
  });

  it('draws ties evenly: each of the 6 orders of three equal levels comes up about as often', () => {
    const random = seededRandom(7);
    const tally = new Map<string, number>();
    const equal = [1, 2, 3].map((id) => ({ id, level: 5 }));
    for (let draw = 0; draw < 6000; draw++) {
      const key = seedEntrants(equal, random)
        .map((e) => e.id)
        .join();
      tally.set(key, (tally.get(key) ?? 0) + 1);
    }
    expect(tally.size).toBe(6);
    for (const count of tally.values()) expect(Math.abs(count - 1000)).toBeLessThan(150);
  });
});
