// The private iCalendar feed (GET events_calendar/feed/) and a new address for it (POST
// events_calendar/feed/regenerate/), after which the old one stops working.
import { calendarEndpoints } from '@clutch/contract/calendar';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { CALENDAR_QUERY_KEY } from './user-events';

export function calendarFeedQueryOptions() {
  return queryOptions({
    queryKey: [...CALENDAR_QUERY_KEY, 'feed'],
    queryFn: () => call(calendarEndpoints.feed),
  });
}

export function useRegenerateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(calendarEndpoints.regenerateFeed),
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedQueryOptions().queryKey, feed),
  });
}
