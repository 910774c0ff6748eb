import { describe, expect, it } from 'vitest';
import { sharesProblem, type Share } from './percentages.js';

const s = (userId: number, percentage: number): Share => ({ userId, percentage });

describe('sharesProblem', () => {
  it.each([
    { name: 'all to one player', members: [1], shares: [s(1, 100)], ok: true },
    {
      name: 'split summing to 100',
      members: [1, 2, 3],
      shares: [s(1, 50), s(2, 25), s(3, 25)],
      ok: true,
    },
    { name: 'zero shares allowed', members: [1, 2], shares: [s(1, 100), s(2, 0)], ok: true },
    { name: 'sum under 100', members: [1, 2], shares: [s(1, 50), s(2, 49)], ok: false },
    { name: 'sum over 100', members: [1, 2], shares: [s(1, 60), s(2, 41)], ok: false },
    { name: 'a player left out', members: [1, 2], shares: [s(1, 100)], ok: false },
    { name: 'a stranger named', members: [1], shares: [s(1, 90), s(7, 10)], ok: false },
    { name: 'a player twice', members: [1, 2], shares: [s(1, 50), s(1, 50)], ok: false },
    { name: 'a fraction', members: [1, 2], shares: [s(1, 50.5), s(2, 49.5)], ok: false },
    { name: 'a negative share', members: [1, 2], shares: [s(1, 110), s(2, -10)], ok: false },
  ])('$name', ({ members, shares, ok }) => {
    expect(sharesProblem(members, shares) === null).toBe(ok);
  });

  it('names the actual sum', () => {
    expect(sharesProblem([1, 2], [s(1, 30), s(2, 30)])).toEqual({
      players: ['The shares must add up to 100; they add up to 60.'],
    });
  });
});
