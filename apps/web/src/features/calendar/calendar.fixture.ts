// Calendar events and days for the calendar's tests.
import type { CalendarDay, CalendarEvent } from '@clutch/contract/calendar';

export function calendarEvent(overrides: Partial<CalendarEvent> & { id: number }): CalendarEvent {
  return {
    kind: 'tournament_match',
    title: `Match ${String(overrides.id)}`,
    game: 1,
    match: {
      id: 100 + overrides.id,
      start_time: '2026-11-26T10:00:00.000Z',
      end_time: '2026-11-26T11:00:00.000Z',
      level: 2,
      status: 'scheduled',
    },
    tournament: { id: 7, grid: 8 },
    display_end: '2026-11-26T11:00:00.000Z',
    is_organizer: false,
    is_player: true,
    is_pending: false,
    is_watcher: false,
    is_caster: false,
    is_lose_match: false,
    player_status: 'registered',
    color: '#2f9e44',
    round_label: '1/2',
    is_conflict: false,
    ...overrides,
  };
}

/** An event from `start` to `end` (ISO instants), shown until `end`. */
export function timedEvent(id: number, start: string, end: string): CalendarEvent {
  const base = calendarEvent({ id });
  return {
    ...base,
    match: { ...base.match, start_time: start, end_time: end },
    display_end: end,
  };
}

export function day(date: string, events: CalendarEvent[], dayEvents = events.length): CalendarDay {
  return { date, day_events: dayEvents, events };
}
