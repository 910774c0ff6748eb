// What a played match leaves behind: its statistics (GET quickmatch/{id}/statistic/), a user's
// ratings per game and book (GET profile/{id}/ratings/) and their match history, quick matches and
// tournament matches newest first (GET profile/{id}/match-history/, 10 a page).
import { MATCH_HISTORY_PER_PAGE, quickMatchEndpoints } from '@clutch/contract/quickmatch';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { QUICK_MATCHES_QUERY_KEY } from './lobbies';

export function matchStatisticsQueryOptions(matchId: number) {
  return queryOptions({
    queryKey: [...QUICK_MATCHES_QUERY_KEY, 'statistics', matchId],
    queryFn: () => call(quickMatchEndpoints.statistic, { params: { id: matchId } }),
  });
}

export function ratingsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: [...QUICK_MATCHES_QUERY_KEY, 'ratings', userId],
    queryFn: () => call(quickMatchEndpoints.ratings, { params: { id: userId } }),
  });
}

export function matchHistoryQueryOptions(
  userId: number,
  page: number,
  kind?: 'quickmatch' | 'tournament',
) {
  const query = { page, per_page: MATCH_HISTORY_PER_PAGE, ...(kind ? { kind } : {}) };
  return queryOptions({
    queryKey: [...QUICK_MATCHES_QUERY_KEY, 'history', userId, query],
    queryFn: () => call(quickMatchEndpoints.matchHistory, { params: { id: userId }, query }),
    placeholderData: keepPreviousData,
  });
}
