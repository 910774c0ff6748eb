// Countdowns to a moment: days, hours, minutes and seconds left (a tournament's or a timed lobby's
// start), or whole seconds left (a ready check's or a pick-and-ban turn's deadline), redrawn every
// second. Once the moment has passed they read zero, so a late job never shows a negative time.
export const COUNTDOWN_TICK_MS = 1000;

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Whether the start has been reached. */
  isOver: boolean;
}

export function timeLeft(start: string | Date, now: Date): TimeLeft {
  const startMs = new Date(start).getTime();
  const left = Number.isNaN(startMs) ? 0 : Math.max(0, startMs - now.getTime());
  // Whole seconds rounded up, so the last second still reads 00:00:01 rather than zero.
  const total = Math.ceil(left / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    isOver: total === 0,
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `2d 04:05:09`, or `04:05:09` within a day; `dayUnit` is the locale's short word for days. */
export function formatTimeLeft(left: TimeLeft, dayUnit: string): string {
  const clock = `${pad(left.hours)}:${pad(left.minutes)}:${pad(left.seconds)}`;
  return left.days > 0 ? `${String(left.days)}${dayUnit} ${clock}` : clock;
}

/** Whole seconds until a deadline, rounded up (the last half second still reads 1); 0 once past. */
export function secondsLeft(deadline: string | Date, now: Date): number {
  const left = timeLeft(deadline, now);
  return left.days * 86_400 + left.hours * 3600 + left.minutes * 60 + left.seconds;
}
