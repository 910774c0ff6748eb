// The captain vote's countdown: time left until end_at in whole hours and minutes, rounded up so the
// last minute still reads "0 h 1 m" rather than zero; the page redraws it every minute.
export const COUNTDOWN_REFRESH_MS = 60_000;

export interface Remaining {
  hours: number;
  minutes: number;
}

export function remainingUntil(endAt: string | Date, now: Date): Remaining {
  const left = Math.max(0, new Date(endAt).getTime() - now.getTime());
  const totalMinutes = Math.ceil(left / 60_000);
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

/** `units` are the locale's short words (h/m, г/хв, 小时/分钟). */
export function formatRemaining(
  { hours, minutes }: Remaining,
  units: { hours: string; minutes: string },
): string {
  return `${String(hours)} ${units.hours} ${String(minutes)} ${units.minutes}`;
}
