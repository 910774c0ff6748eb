// What the calendar announces: a user hid an event (their other sockets drop it), and a postponed
// match now overlaps another match the player plays (a notice tells them).
import type { EventShapes } from '../../platform/realtime/event-shapes.js';

export type CalendarAppEvent =
  | { type: 'CalendarEventHidden'; userId: number; eventId: number }
  | {
      type: 'CalendarClashFound';
      userId: number;
      /** The calendar event that moved, and the one it now overlaps. */
      eventId: number;
      clashEventId: number;
      tournamentId: number;
      title: string;
      clashTitle: string;
      /** The moved match's new start (ISO). */
      startTime: string;
    };

export const calendarEventShapes: EventShapes<CalendarAppEvent> = {
  CalendarEventHidden: { userId: 'number', eventId: 'number' },
  CalendarClashFound: {
    userId: 'number',
    eventId: 'number',
    clashEventId: 'number',
    tournamentId: 'number',
    title: 'string',
    clashTitle: 'string',
    startTime: 'string',
  },
};
