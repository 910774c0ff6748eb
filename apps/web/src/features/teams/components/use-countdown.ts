// The vote's time left, redrawn every minute (the spec's refresh), and a refresh of the team once
// the vote's end has passed, so the page shows the closed vote and the leader it chose.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshTeams } from '../api/teams';
import { COUNTDOWN_REFRESH_MS, formatRemaining, remainingUntil } from '../countdown';

/** The server's job closes the vote a moment after end_at; asking again a little later finds it closed. */
const CLOSE_GRACE_MS = 1500;
/** setTimeout takes at most a signed 32-bit delay. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

export function useCountdown(endAt: string | null): string | undefined {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (endAt === null) return undefined;
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), COUNTDOWN_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [endAt]);
  if (endAt === null) return undefined;
  return formatRemaining(remainingUntil(endAt, now), {
    hours: t('teams.vote.units.hours'),
    minutes: t('teams.vote.units.minutes'),
  });
}

export function useRefreshAfterVote(endAt: string | null, isActive: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isActive || endAt === null) return undefined;
    const delay = Math.min(MAX_TIMEOUT_MS, new Date(endAt).getTime() - Date.now() + CLOSE_GRACE_MS);
    const timer = window.setTimeout(() => void refreshTeams(queryClient), Math.max(0, delay));
    return () => window.clearTimeout(timer);
  }, [endAt, isActive, queryClient]);
}
