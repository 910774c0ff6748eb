// The calendar's day objects turned into what FullCalendar draws: one event per id (an event that
// spans midnight comes in every day it touches), coloured by role and ending at display_end; which
// month-view days get a 'more' button; and the request a visible range asks for.
import type { CalendarDay, CalendarEvent } from '@clutch/contract/calendar';
import type { EventInput } from '@fullcalendar/core';
import type { Locale } from '../../lib/locale';

/** Our view names and the FullCalendar views behind them. */
export const CALENDAR_VIEWS = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  day: 'timeGridDay',
  list: 'listWeek',
} as const;
export type CalendarViewName = keyof typeof CALENDAR_VIEWS;
export const CALENDAR_VIEW_NAMES: readonly CalendarViewName[] = ['month', 'week', 'day', 'list'];

/** Below this width (Mantine's `sm`) a month grid is unreadable: the list is the default. */
export const NARROW_SCREEN_PX = 768;

export function defaultViewFor(screenWidthPx: number): CalendarViewName {
  return screenWidthPx < NARROW_SCREEN_PX ? 'list' : 'month';
}

export function viewNameOf(fullCalendarView: string): CalendarViewName | null {
  return CALENDAR_VIEW_NAMES.find((name) => CALENDAR_VIEWS[name] === fullCalendarView) ?? null;
}

/** Every event of the days once, the first sighting winning, in start order. */
export function eventsOfDays(days: readonly CalendarDay[]): CalendarEvent[] {
  const byId = new Map<number, CalendarEvent>();
  for (const day of days) {
    for (const event of day.events) if (!byId.has(event.id)) byId.set(event.id, event);
  }
  return [...byId.values()].sort(
    (a, b) => Date.parse(a.match.start_time) - Date.parse(b.match.start_time) || a.id - b.id,
  );
}

export function toEventInput(event: CalendarEvent): EventInput {
  return {
    id: String(event.id),
    title: event.title,
    start: event.match.start_time,
    end: event.display_end,
    backgroundColor: event.color,
    borderColor: event.is_conflict ? 'var(--mantine-color-red-6)' : event.color,
    textColor: '#fff',
    classNames: event.is_conflict ? ['clutch-calendar-conflict'] : [],
    extendedProps: { calendarEvent: event },
  };
}

export function toEventInputs(days: readonly CalendarDay[]): EventInput[] {
  return eventsOfDays(days).map(toEventInput);
}

/** The events the server left out of a month-view day (it lists at most 4, counting them all). */
export function hiddenEventCount(day: CalendarDay, isMonthView: boolean): number {
  return isMonthView ? Math.max(0, day.day_events - day.events.length) : 0;
}

/** Local date (YYYY-MM-DD) → how many events its 'more' button stands for. */
export function moreButtons(
  days: readonly CalendarDay[],
  isMonthView: boolean,
): Map<string, number> {
  const out = new Map<string, number>();
  for (const day of days) {
    const hidden = hiddenEventCount(day, isMonthView);
    if (hidden > 0) out.set(day.date, hidden);
  }
  return out;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The browser-local date of an instant, YYYY-MM-DD (FullCalendar runs on the browser's zone). */
export function localDateOf(date: Date): string {
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export interface CalendarQuery {
  date_start: string;
  date_end: string;
  month_view: boolean;
  tz: string;
  /** The route locale: tournament names come in its language. */
  lang: Locale;
}

/** FullCalendar's visible range ends at an exclusive midnight; the API's date_end is included. */
export function queryForRange(
  range: { start: Date; end: Date },
  view: CalendarViewName,
  timeZone: string,
  lang: Locale,
): CalendarQuery {
  const lastDay = new Date(range.end.getTime() - 1);
  return {
    date_start: localDateOf(range.start),
    date_end: localDateOf(lastDay < range.start ? range.start : lastDay),
    month_view: view === 'month',
    tz: timeZone,
    lang,
  };
}

/** The 'more' view: that one day, every event of it. */
export function queryForDay(date: string, timeZone: string, lang: Locale): CalendarQuery {
  return { date_start: date, date_end: date, month_view: false, tz: timeZone, lang };
}
