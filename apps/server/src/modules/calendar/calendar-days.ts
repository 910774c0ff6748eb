// The calendar of one user, free of the database: the matches they take part in, laid out on the
// local days of their time zone, with colour, round label and clashes between matches they play.

import type { CalendarDay, CalendarEvent, CalendarEventKind } from '@clutch/contract/calendar';
import { addDays, datesBetween, localDateOf, startOfLocalDay } from './local-days.js';

export { isValidTimeZone } from './local-days.js';

/** A match shorter than this (or with no end yet) is shown, and clashes, as this long (spec §9). */
export const MIN_EVENT_MINUTES = 5;
/** Month view shows this many events a day; the client offers 'more' for the rest (spec §9). */
export const MONTH_VIEW_MAX_EVENTS = 4;
/** The longest range one request may lay out: a year, so a request cannot ask for endless days. */
export const MAX_RANGE_DAYS = 366;

const MINUTE_MS = 60_000;

export type CalendarRoles = {
  organizer: boolean;
  player: boolean;
  pending: boolean;
  watcher: boolean;
  caster: boolean;
};

export type CalendarRole = keyof CalendarRoles;

/** One match the user is part of, as the repository reads it. */
export type CalendarEntry = {
  /** The calendar event's id (what DELETE delete-event/{id} takes). */
  id: number;
  kind: CalendarEventKind;
  /** The bracket match or quick match; null for a tournament whose bracket is not built yet. */
  matchId: number | null;
  tournamentId: number | null;
  title: string;
  game: number;
  /** The match's status (a tournament's before its bracket). */
  status: string;
  startTime: Date;
  endTime: Date | null;
  /** 1 the final, 2 the semifinals, ..., grid the first round; null outside a bracket. */
  level: number | null;
  /** The bracket's number of levels (2^grid places); null outside a tournament. */
  grid: number | null;
  roles: CalendarRoles;
  /** The user (or their team) lost this match. */
  lost: boolean;
  playerStatus: string | null;
  /** The user hid it (delete-event): not laid out, but it still clashes with what they play. */
  hidden?: boolean;
};

export type CalendarEventView = CalendarEvent;
export type { CalendarDay };

export type BuildDaysOptions = {
  from: Date;
  to: Date;
  timeZone: string;
  monthView: boolean;
  maxPerDay?: number;
};

/** One colour per role, so the client needs no table of its own. */
export const CALENDAR_COLOURS: Readonly<Record<CalendarRole, string>> = {
  organizer: '#F5A623',
  player: '#4A90E2',
  pending: '#9B9B9B',
  caster: '#BD10E0',
  watcher: '#50E3C2',
};

// Strongest involvement first: an organiser who also plays is shown as the organiser.
const ROLE_PRIORITY: readonly CalendarRole[] = [
  'organizer',
  'player',
  'pending',
  'caster',
  'watcher',
];

/** The colour of the strongest role; an entry with no role (should not happen) looks watched. */
export function colourOf(roles: CalendarRoles): string {
  const strongest = ROLE_PRIORITY.find((role) => roles[role]) ?? 'watcher';
  return CALENDAR_COLOURS[strongest];
}

/** The spec's label: the final '1', then '1/2', '1/4', ... '1/2^(level-1)'; grid ≤ 1 is all final. */
export function roundLabel(grid: number, level: number): string {
  if (grid <= 1 || level <= 1) return '1';
  return `1/${String(2 ** (level - 1))}`;
}

/** The instant the calendar shows the entry ending: never less than MIN_EVENT_MINUTES long. */
export function displayEndOf(entry: Pick<CalendarEntry, 'startTime' | 'endTime'>): Date {
  const shortest = entry.startTime.getTime() + MIN_EVENT_MINUTES * MINUTE_MS;
  return new Date(Math.max(shortest, entry.endTime?.getTime() ?? shortest));
}

function byStartThenId(a: CalendarEntry, b: CalendarEntry): number {
  return a.startTime.getTime() - b.startTime.getTime() || a.id - b.id;
}

/**
 * Ids of the events the user plays (a pending application is not a match they play yet) that
 * overlap another such event; intervals are half-open, so one ending as the next starts is fine.
 * One sweep by start: an event clashes with an earlier one exactly when it starts before the
 * latest end so far, and the event holding that end clashes with it too.
 */
export function conflictsOf(entries: readonly CalendarEntry[]): Set<number> {
  const played = entries.filter((entry) => entry.roles.player).sort(byStartThenId);
  const clashing = new Set<number>();
  let latest: { id: number; endMs: number } | null = null;
  for (const entry of played) {
    const endMs = displayEndOf(entry).getTime();
    if (latest && entry.startTime.getTime() < latest.endMs) {
      clashing.add(entry.id);
      clashing.add(latest.id);
    }
    if (!latest || endMs > latest.endMs) latest = { id: entry.id, endMs };
  }
  return clashing;
}

function viewOf(entry: CalendarEntry, isConflict: boolean): CalendarEventView {
  const { level, grid, tournamentId } = entry;
  const tournament = tournamentId !== null ? { id: tournamentId, grid } : null;
  return {
    id: entry.id,
    kind: entry.kind,
    title: entry.title,
    game: entry.game,
    match: {
      id: entry.matchId,
      start_time: entry.startTime.toISOString(),
      end_time: entry.endTime?.toISOString() ?? null,
      level,
      status: entry.status,
    },
    tournament,
    display_end: displayEndOf(entry).toISOString(),
    is_organizer: entry.roles.organizer,
    is_player: entry.roles.player,
    is_pending: entry.roles.pending,
    is_watcher: entry.roles.watcher,
    is_caster: entry.roles.caster,
    is_lose_match: entry.lost,
    player_status: entry.playerStatus,
    color: colourOf(entry.roles),
    round_label: tournament && level !== null && grid !== null ? roundLabel(grid, level) : null,
    is_conflict: isConflict,
  };
}

/**
 * The index of the local day holding `instantMs`, given the days' first instants in order (with
 * the instant after the last day at the end): -1 before the first day, `days` after the last.
 * A binary search, so laying out an event costs no time-zone conversion.
 */
function dayIndexOf(instantMs: number, starts: readonly number[]): number {
  let low = 0;
  let high = starts.length - 1;
  if (instantMs < (starts[0] ?? 0)) return -1;
  if (instantMs >= (starts[high] ?? 0)) return high;
  // Invariant: starts[low] <= instant < starts[high].
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if (instantMs >= (starts[middle] ?? 0)) low = middle;
    else high = middle;
  }
  return low;
}

/** Every entry the user sees (hidden ones still clash), by start, as the client shows it. */
export function eventViews(entries: readonly CalendarEntry[]): CalendarEventView[] {
  const clashing = conflictsOf(entries);
  return entries
    .filter((entry) => entry.hidden !== true)
    .sort(byStartThenId)
    .map((entry) => viewOf(entry, clashing.has(entry.id)));
}

/**
 * The day objects from the local date of `from` to the local date of `to`, both included, every
 * day present even when empty (the client renders a grid). Each event sits on every local day it
 * touches, so a match past midnight shows on both; events run by start, then id. In month view a
 * day lists at most `maxPerDay` events and `day_events` counts them all. A range longer than
 * MAX_RANGE_DAYS or an unknown time zone throws RangeError: the service validates input first.
 */
export function buildDays(
  entries: readonly CalendarEntry[],
  options: BuildDaysOptions,
): CalendarDay[] {
  const { timeZone, monthView, maxPerDay = MONTH_VIEW_MAX_EVENTS } = options;
  const first = localDateOf(options.from, timeZone);
  const last = localDateOf(options.to, timeZone);
  const dates = datesBetween(first, last);
  if (dates.length > MAX_RANGE_DAYS)
    throw new RangeError(`A calendar range spans at most ${String(MAX_RANGE_DAYS)} days.`);
  // Each local day's first instant, and the instant after the last day: the only time-zone work.
  const starts = [...dates, addDays(last, 1)].map((date) =>
    startOfLocalDay(date, timeZone).getTime(),
  );
  const days: CalendarDay[] = dates.map((date) => ({ date, day_events: 0, events: [] }));
  const limit = monthView ? maxPerDay : Number.POSITIVE_INFINITY;
  const clashing = conflictsOf(entries);
  for (const entry of [...entries].sort(byStartThenId)) {
    if (entry.hidden === true) continue;
    // Half-open: a match ending at midnight stays on its day. Clipped to the range.
    const from = Math.max(0, dayIndexOf(entry.startTime.getTime(), starts));
    const to = Math.min(dates.length - 1, dayIndexOf(displayEndOf(entry).getTime() - 1, starts));
    // Built once, and only when some day lists it (month view cuts the rest).
    let view: CalendarEventView | null = null;
    for (let index = from; index <= to; index += 1) {
      const day = days[index];
      if (!day) continue;
      day.day_events += 1;
      if (day.events.length < limit)
        day.events.push((view ??= viewOf(entry, clashing.has(entry.id))));
    }
  }
  return days;
}
