// The caller's day objects for a range (GET events_calendar/user-events/): the calendar's visible
// range and the 'more' view's single day, each a query keyed by its parameters. Live pushes patch
// the queries of the non-month views in place (live-updates.ts); month view refetches on request.
import { calendarEndpoints, type CalendarDay } from '@clutch/contract/calendar';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/session-query';
import type { CalendarQuery } from '../calendar-events';

export const CALENDAR_QUERY_KEY = [...SESSION_QUERY_KEY, 'calendar'] as const;
const USER_EVENTS_KEY = [...CALENDAR_QUERY_KEY, 'user-events'] as const;

export function userEventsQueryOptions(query: CalendarQuery) {
  return queryOptions({
    queryKey: [...USER_EVENTS_KEY, query.month_view ? 'month' : 'days', query],
    queryFn: () => call(calendarEndpoints.userEvents, { query }),
  });
}

type DaysChange = (days: readonly CalendarDay[]) => CalendarDay[];

/** Applies a change to every loaded range of the non-month views. */
export function patchDayQueries(queryClient: QueryClient, change: DaysChange): void {
  queryClient.setQueriesData<CalendarDay[]>({ queryKey: [...USER_EVENTS_KEY, 'days'] }, (days) =>
    days === undefined ? days : change(days),
  );
}

/** Month-view ranges are not patched live: marked stale, they load again when next shown. */
export function staleMonthQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: [...USER_EVENTS_KEY, 'month'],
    refetchType: 'none',
  });
}

/** Reads every range again (the 'refresh' of the new-data banner, a reconnect, a change made here). */
export function refreshCalendar(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: USER_EVENTS_KEY });
}
