// The home of a signed-in person, composed from the features that own its data: their calendar for
// the next match (a month ahead), the running tournaments, their teams and match history.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { userEventsQueryOptions } from '../../features/calendar/api/user-events';
import { browserTimeZone, localDateOf } from '../../features/calendar/calendar-events';
import { HomeFeed, type Loaded } from '../../features/home/components/home-feed';
import { nextMatchOf } from '../../features/home/home-feed';
import { useMe } from '../../features/profile/api/me';
import { matchHistoryQueryOptions } from '../../features/quickmatch/api/statistics';
import { profileTeamsQueryOptions } from '../../features/teams/api/teams';
import { tournamentListQueryOptions } from '../../features/tournaments/api/tournaments';
import { useLocalePath, useRouteLocale } from '../../lib/locale-navigation';

const DAY_MS = 86_400_000;
const AHEAD_DAYS = 30;
const RECENT_RESULTS = 5;
const LIVE_SHOWN = 5;

function loaded<T, U>(query: UseQueryResult<T>, pick: (data: T) => U): Loaded<U> {
  if (query.data !== undefined) return { state: 'ready', data: pick(query.data) };
  return query.isError ? { state: 'failed' } : { state: 'loading' };
}

function useFeedQueries(userId: number) {
  const locale = useRouteLocale();
  const calendarQuery = useMemo(() => {
    const today = new Date();
    return {
      date_start: localDateOf(today),
      date_end: localDateOf(new Date(today.getTime() + AHEAD_DAYS * DAY_MS)),
      month_view: false,
      tz: browserTimeZone(),
      lang: locale,
    };
  }, [locale]);
  return {
    calendar: useQuery(userEventsQueryOptions(calendarQuery)),
    live: useQuery(tournamentListQueryOptions({ status: 'running' }, 1)),
    teams: useQuery(profileTeamsQueryOptions(userId, 1)),
    results: useQuery(matchHistoryQueryOptions(userId, 1)),
  };
}

function Feed({ userId, username }: { userId: number; username: string }) {
  const locale = useRouteLocale();
  const pathTo = useLocalePath();
  const queries = useFeedQueries(userId);
  return (
    <HomeFeed
      userId={userId}
      username={username}
      locale={locale}
      pathTo={pathTo}
      nextMatch={loaded(queries.calendar, (days) => nextMatchOf(days, new Date()))}
      live={loaded(queries.live, (page) => page.results.slice(0, LIVE_SHOWN))}
      teams={loaded(queries.teams, (page) => page.results)}
      results={loaded(queries.results, (page) => page.results.slice(0, RECENT_RESULTS))}
    />
  );
}

export function SignedInHome() {
  const me = useMe();
  if (me.data === undefined) return null;
  return <Feed userId={me.data.id} username={me.data.username} />;
}
