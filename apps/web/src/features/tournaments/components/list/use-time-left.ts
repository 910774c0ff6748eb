// The time left until a start, redrawn every second while the start is ahead; null once it passed.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTDOWN_TICK_MS, formatTimeLeft, timeLeft } from './countdown';

export function useTimeLeft(start: string, isActive: boolean): string | null {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  const left = timeLeft(start, now);
  const isTicking = isActive && !left.isOver;
  useEffect(() => {
    if (!isTicking) return undefined;
    const timer = window.setInterval(() => setNow(new Date()), COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, [isTicking]);
  if (!isActive || left.isOver) return null;
  return formatTimeLeft(left, t('tournaments.countdown.days'));
}
