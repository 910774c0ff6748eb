import { describe, expect, it } from 'vitest';
import { cooldownMinutes, nextCooldown, STRIKES_FORGOTTEN_AFTER_MS } from './cooldown.js';

const at = (iso: string) => new Date(iso);

describe('ready-check cooldowns', () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 4],
    [4, 8],
    [5, 16],
    [6, 32],
    [7, 60],
    [12, 60],
  ])('a miss with %i strikes bars joining for %i minutes', (strikes, minutes) => {
    expect(cooldownMinutes(strikes)).toBe(minutes);
  });

  it('when a user misses for the first time, then the cooldown is one minute', () => {
    const now = at('2026-11-25T10:00:00Z');
    expect(nextCooldown(null, now)).toEqual({
      strikes: 1,
      lastStrikeAt: now,
      until: at('2026-11-25T10:01:00Z'),
    });
  });

  it('when misses repeat within a day, then each one doubles the wait', () => {
    const first = nextCooldown(null, at('2026-11-25T10:00:00Z'));
    const second = nextCooldown(first, at('2026-11-25T10:05:00Z'));
    const third = nextCooldown(second, at('2026-11-25T11:00:00Z'));
    expect([second.strikes, third.strikes]).toEqual([2, 3]);
    expect(third.until).toEqual(at('2026-11-25T11:04:00Z'));
  });

  it('when a day passes without a miss, then the ladder starts again', () => {
    const was = nextCooldown(null, at('2026-11-25T10:00:00Z'));
    const later = new Date(was.lastStrikeAt.getTime() + STRIKES_FORGOTTEN_AFTER_MS + 1);
    expect(nextCooldown({ ...was, strikes: 5 }, later).strikes).toBe(1);
  });
});
