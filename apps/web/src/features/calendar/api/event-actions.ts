// What the event modal does: hide an event from the calendar (DELETE events_calendar/delete-event/
// {id}/, which never leaves a tournament or lobby) and cancel a pending tournament application
// (DELETE tournaments/{id}/cansel-application/, failing silently as the spec's catalogue says).
import { CALENDAR_PUSH_ACTIONS, calendarEndpoints } from '@clutch/contract/calendar';
import { tournamentRegistrationEndpoints } from '@clutch/contract/tournament-registration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { applyCalendarPush } from '../live-updates';
import { rememberOwnChange } from '../own-changes';
import { patchDayQueries, refreshCalendar } from './user-events';

export function deleteCalendarEvent(eventId: number): Promise<null> {
  return call(calendarEndpoints.deleteEvent, { params: { eventId } });
}

export function cancelTournamentApplication(tournamentId: number): Promise<null> {
  return call(
    tournamentRegistrationEndpoints.cancelApplication,
    { params: { id: tournamentId } },
    { quiet: true },
  );
}

export function useDeleteCalendarEvent(timeZone: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCalendarEvent,
    onSuccess: (_null, eventId) => {
      rememberOwnChange(eventId);
      patchDayQueries(queryClient, (days) =>
        applyCalendarPush(
          days,
          { action: CALENDAR_PUSH_ACTIONS.deleted, data: { id: eventId } },
          timeZone,
        ),
      );
      void refreshCalendar(queryClient);
    },
  });
}

/** `eventId` is the calendar event the application shows as, whose echo the banner ignores. */
export function useCancelApplication(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTournamentApplication,
    onSuccess: () => rememberOwnChange(eventId),
    onSettled: () => refreshCalendar(queryClient),
  });
}
