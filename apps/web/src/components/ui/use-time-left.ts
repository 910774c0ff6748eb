// Countdowns that redraw themselves every second while their moment is ahead and stop once it has
// passed: a start (a tournament's, a timed lobby's) or a deadline (a ready check, a pick-and-ban
// turn). The caller hands in its locale's short word for days, so each feature keeps its own texts.
import { useEffect, useState } from 'react';
import { COUNTDOWN_TICK_MS, formatTimeLeft, secondsLeft, timeLeft } from '../../lib/countdown';

/**
 * The current time, redrawn every second while `isAheadAt(now)` holds. A new `moment` (the next
 * pick-and-ban turn) restarts the clock even after the previous one ran out.
 */
function useClock(isAheadAt: (now: Date) => boolean, moment: string | null): Date {
  const [now, setNow] = useState(() => new Date());
  const isTicking = isAheadAt(now);
  useEffect(() => {
    if (!isTicking) return undefined;
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, [isTicking, moment]);
  return now;
}

/** `2d 04:05:09` until a start while `isActive`; null when inactive or once it has passed. */
export function useTimeLeft(start: string, isActive: boolean, dayUnit: string): string | null {
  const now = useClock((at) => isActive && !timeLeft(start, at).isOver, start);
  const left = timeLeft(start, now);
  if (!isActive || left.isOver) return null;
  return formatTimeLeft(left, dayUnit);
}

/** Whole seconds until a deadline; null without one, 0 once it has passed. */
export function useSecondsLeft(deadline: string | null): number | null {
  const now = useClock((at) => deadline !== null && secondsLeft(deadline, at) > 0, deadline);
  return deadline === null ? null : secondsLeft(deadline, now);
}
