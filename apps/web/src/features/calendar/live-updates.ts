// events-updates reaching the calendar (spec 2: "a live update while month view is on only raises the
// 'new data' popup flag; otherwise it replaces or adds the event"). A changed event takes the place of
// its old copy on every day it still touches and joins the days it now touches; a deleted one leaves
// every day. Frames are parsed with the contract's schemas, so a malformed push changes nothing.
import {
  CALENDAR_PUSH_ACTIONS,
  CalendarEventSchema,
  type CalendarDay,
  type CalendarEvent,
  type CalendarPush,
} from '@clutch/contract/calendar';
import type { ServerFrame } from '@clutch/contract/realtime';
import { z } from 'zod';
import { localDateIn } from './event-time';

const DeletedSchema = z.object({ id: z.number().int() });

export function parseCalendarFrame(
  frame: Pick<ServerFrame, 'action' | 'data'>,
): CalendarPush | null {
  if (frame.action === CALENDAR_PUSH_ACTIONS.event) {
    const event = CalendarEventSchema.safeParse(frame.data);
    return event.success ? { action: CALENDAR_PUSH_ACTIONS.event, data: event.data } : null;
  }
  if (frame.action === CALENDAR_PUSH_ACTIONS.deleted) {
    const deleted = DeletedSchema.safeParse(frame.data);
    return deleted.success ? { action: CALENDAR_PUSH_ACTIONS.deleted, data: deleted.data } : null;
  }
  return null;
}

/** The local days (YYYY-MM-DD, first and last included) an event is drawn on. */
export function daysTouched(
  event: CalendarEvent,
  timeZone: string,
): { first: string; last: string } {
  const start = Date.parse(event.match.start_time);
  // display_end is exclusive: a match ending at midnight does not touch the next day.
  const end = Math.max(start, Date.parse(event.display_end) - 1);
  return {
    first: localDateIn(new Date(start), timeZone),
    last: localDateIn(new Date(end), timeZone),
  };
}

const byStart = (a: CalendarEvent, b: CalendarEvent) =>
  Date.parse(a.match.start_time) - Date.parse(b.match.start_time) || a.id - b.id;

function withEvent(day: CalendarDay, event: CalendarEvent): CalendarDay {
  const at = day.events.findIndex((item) => item.id === event.id);
  if (at >= 0) return { ...day, events: day.events.map((item, i) => (i === at ? event : item)) };
  return {
    ...day,
    day_events: day.day_events + 1,
    events: [...day.events, event].sort(byStart),
  };
}

function withoutEvent(day: CalendarDay, eventId: number): CalendarDay {
  if (!day.events.some((item) => item.id === eventId)) return day;
  return {
    ...day,
    day_events: Math.max(0, day.day_events - 1),
    events: day.events.filter((item) => item.id !== eventId),
  };
}

/** The days with the push applied: replace or add a changed event, drop a deleted one. */
export function applyCalendarPush(
  days: readonly CalendarDay[],
  push: CalendarPush,
  timeZone: string,
): CalendarDay[] {
  if (push.action === CALENDAR_PUSH_ACTIONS.deleted) {
    return days.map((day) => withoutEvent(day, push.data.id));
  }
  const event = push.data;
  const { first, last } = daysTouched(event, timeZone);
  return days.map((day) =>
    day.date >= first && day.date <= last ? withEvent(day, event) : withoutEvent(day, event.id),
  );
}

export interface LiveCalendarState {
  days: readonly CalendarDay[];
  /** A push arrived while month view was on: the banner offers a refresh. */
  hasNewData: boolean;
}

/** What a push does to the calendar on screen: in month view only the flag, else the days. */
export function reduceCalendarPush(
  state: LiveCalendarState,
  push: CalendarPush,
  context: { isMonthView: boolean; timeZone: string },
): LiveCalendarState {
  if (context.isMonthView) return { ...state, hasNewData: true };
  return { ...state, days: applyCalendarPush(state.days, push, context.timeZone) };
}
