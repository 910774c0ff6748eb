// The published sanction ladder: each sanction a report decision applies is the step after the
// worst one the user already had; permanent stays permanent. What each step does:
//
// | step                    | bans (user_bans)                          |
// | ----------------------- | ----------------------------------------- |
// | warning                 | none (a record only)                      |
// | quick_match_cooldown_1d | quick_match for 1 day                     |
// | quick_match_cooldown_7d | quick_match for 7 days                    |
// | ban_30d                 | tournament and quick_match for 30 days    |
// | permanent               | tournament, quick_match and chat for good |
//
// Withdrawals are never part of a sanction: a sanctioned user can still take their money out.
import { SANCTION_STEPS, type SanctionStep } from '@clutch/contract/operator';
import type { BanKind } from '../auth/user-bans.tables.js';

const DAY_MS = 86_400_000;

export function nextSanction(previous: readonly SanctionStep[]): SanctionStep {
  const worst = Math.max(-1, ...previous.map((step) => SANCTION_STEPS.indexOf(step)));
  return SANCTION_STEPS[Math.min(worst + 1, SANCTION_STEPS.length - 1)] ?? 'permanent';
}

export interface SanctionBan {
  kind: BanKind;
  /** null: for good. */
  until: Date | null;
}

export function bansFor(step: SanctionStep, now: Date): SanctionBan[] {
  const inDays = (days: number) => new Date(now.getTime() + days * DAY_MS);
  switch (step) {
    case 'warning':
      return [];
    case 'quick_match_cooldown_1d':
      return [{ kind: 'quick_match', until: inDays(1) }];
    case 'quick_match_cooldown_7d':
      return [{ kind: 'quick_match', until: inDays(7) }];
    case 'ban_30d':
      return [
        { kind: 'tournament', until: inDays(30) },
        { kind: 'quick_match', until: inDays(30) },
      ];
    case 'permanent':
      return [
        { kind: 'tournament', until: null },
        { kind: 'quick_match', until: null },
        { kind: 'chat', until: null },
      ];
  }
}
