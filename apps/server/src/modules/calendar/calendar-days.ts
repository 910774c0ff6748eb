// The calendar of one user, free of the database: the matches they take part in, laid out on the
// local days of their time zone, with colour, round label and clashes between matches they play.

import { datesBetween, localDateOf, type LocalDate } from './local-days.js';

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
  kind: 'tournament' | 'quickmatch';
  matchId: number;
  tournamentId: number | null;
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
};

export type CalendarEventView = {
  id: number;
  kind: CalendarEntry['kind'];
  match: { id: number; start_time: string; end_time: string | null; level: number | null };
  tournament: { id: number; grid: number | null } | null;
  /** The end the calendar shows: the match's end, at least MIN_EVENT_MINUTES after its start. */
  display_end: string;
  is_organizer: boolean;
  is_player: boolean;
  is_pending: boolean;
  is_watcher: boolean;
  is_caster: boolean;
  is_lose_match: boolean;
  player_status: string | null;
  color: string;
  round_label: string | null;
  is_conflict: boolean;
};

export type CalendarDay = { date: LocalDate; day_events: number; events: CalendarEventView[] };

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
  const tournament =
    entry.kind === 'tournament' && tournamentId !== null ? { id: tournamentId, grid } : null;
  return {
    id: entry.id,
    kind: entry.kind,
    match: {
      id: entry.matchId,
      start_time: entry.startTime.toISOString(),
      end_time: entry.endTime?.toISOString() ?? null,
      level,
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
 * The local dates in [first, last] an entry touches: from its start's date to the date of its last
 * instant (half-open, so a match ending at midnight stays on its day). Clipped to the range, so a
 * match with a far-off end costs no more than the range.
 */
function datesTouched(
  entry: CalendarEntry,
  timeZone: string,
  range: { first: LocalDate; last: LocalDate },
): LocalDate[] {
  const lastInstant = new Date(displayEndOf(entry).getTime() - 1);
  const startDate = localDateOf(entry.startTime, timeZone);
  const endDate = localDateOf(lastInstant, timeZone);
  // 'YYYY-MM-DD' strings order as the dates do.
  const first = startDate > range.first ? startDate : range.first;
  const last = endDate < range.last ? endDate : range.last;
  return datesBetween(first, last);
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
  const range = {
    first: localDateOf(options.from, timeZone),
    last: localDateOf(options.to, timeZone),
  };
  const dates = datesBetween(range.first, range.last);
  if (dates.length > MAX_RANGE_DAYS)
    throw new RangeError(`A calendar range spans at most ${String(MAX_RANGE_DAYS)} days.`);
  const perDay = new Map<LocalDate, CalendarEventView[]>(dates.map((date) => [date, []]));
  const clashing = conflictsOf(entries);
  for (const entry of [...entries].sort(byStartThenId)) {
    const view = viewOf(entry, clashing.has(entry.id));
    for (const date of datesTouched(entry, timeZone, range)) perDay.get(date)?.push(view);
  }
  return dates.map((date) => {
    const events = perDay.get(date) ?? [];
    return {
      date,
      day_events: events.length,
      events: monthView ? events.slice(0, maxPerDay) : events,
    };
  });
}
