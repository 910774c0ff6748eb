// The ready-check cooldown ladder (the README publishes it): a missed ready check bars joining a
// quick match for 1 minute, each further miss within 24 hours doubles it, up to an hour.
export const COOLDOWN_LADDER_MINUTES = [1, 2, 4, 8, 16, 32, 60] as const;
/** A day without a miss wipes the slate. */
export const STRIKES_FORGOTTEN_AFTER_MS = 24 * 60 * 60_000;

export interface Cooldown {
  strikes: number;
  lastStrikeAt: Date;
  until: Date;
}

export function cooldownMinutes(strikes: number): number {
  const index = Math.min(Math.max(strikes, 1), COOLDOWN_LADDER_MINUTES.length) - 1;
  return COOLDOWN_LADDER_MINUTES[index] ?? 60;
}

/** The cooldown after one more miss at `now`, given the user's last one (if any). */
export function nextCooldown(was: Cooldown | null, now: Date): Cooldown {
  const fresh =
    was === null || now.getTime() - was.lastStrikeAt.getTime() > STRIKES_FORGOTTEN_AFTER_MS;
  const strikes = fresh ? 1 : was.strikes + 1;
  return {
    strikes,
    lastStrikeAt: now,
    until: new Date(now.getTime() + cooldownMinutes(strikes) * 60_000),
  };
}
