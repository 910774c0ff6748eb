// The published sanction ladder: the next step from a user's earlier sanctions, and what each does.
import type { SanctionStep } from '@clutch/contract/operator';
import { describe, expect, it } from 'vitest';
import { bansFor, nextSanction } from './sanction-ladder.js';

const NOW = new Date('2026-03-29T00:30:00Z');
const days = (n: number) => new Date(NOW.getTime() + n * 86_400_000);

describe('sanction ladder', () => {
  it.each<[SanctionStep[], SanctionStep]>([
    [[], 'warning'],
    [['warning'], 'quick_match_cooldown_1d'],
    [['warning', 'quick_match_cooldown_1d'], 'quick_match_cooldown_7d'],
    [['warning', 'quick_match_cooldown_1d', 'quick_match_cooldown_7d'], 'ban_30d'],
    [['warning', 'quick_match_cooldown_1d', 'quick_match_cooldown_7d', 'ban_30d'], 'permanent'],
    [['permanent'], 'permanent'],
    // The worst earlier step counts, whatever the order the steps were applied in.
    [['quick_match_cooldown_7d', 'warning'], 'ban_30d'],
    [['warning', 'warning', 'warning'], 'quick_match_cooldown_1d'],
  ])('after %j comes %s', (previous, next) => {
    expect(nextSanction(previous)).toBe(next);
  });

  it.each<[SanctionStep, ReturnType<typeof bansFor>]>([
    ['warning', []],
    ['quick_match_cooldown_1d', [{ kind: 'quick_match', until: days(1) }]],
    ['quick_match_cooldown_7d', [{ kind: 'quick_match', until: days(7) }]],
    [
      'ban_30d',
      [
        { kind: 'tournament', until: days(30) },
        { kind: 'quick_match', until: days(30) },
      ],
    ],
    [
      'permanent',
      [
        { kind: 'tournament', until: null },
        { kind: 'quick_match', until: null },
        { kind: 'chat', until: null },
      ],
    ],
  ])('%s bans %j', (step, bans) => {
    expect(bansFor(step, NOW)).toEqual(bans);
  });

  it('never bans withdrawals', () => {
    for (const step of ['warning', 'ban_30d', 'permanent'] as const)
      expect(bansFor(step, NOW).some((ban) => ban.kind === 'withdrawal')).toBe(false);
  });
});
