// Calendar days in a person's IANA time zone, with the platform's Intl data only (no tz library).
// A local day runs from one local midnight to the next, so DST days last 23 or 25 hours.

/** A civil date, 'YYYY-MM-DD'. */
export type LocalDate = string;

type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

// One formatter per zone: building one is far slower than using it, and the zone list is finite
// (an invalid zone throws before it is cached).
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  const cached = formatters.get(timeZone);
  if (cached) return cached;
  const created = new Intl.DateTimeFormat('en-US', {
    timeZone,
    calendar: 'iso8601',
    numberingSystem: 'latn',
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  formatters.set(timeZone, created);
  return created;
}

/** Whether `timeZone` is an IANA zone (or alias such as 'UTC') this runtime knows. */
export function isValidTimeZone(timeZone: string): boolean {
  if (timeZone.length === 0) return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

const CLOCK_FIELDS = ['year', 'month', 'day', 'hour', 'minute', 'second'] as const;

function wallClockAt(instantMs: number, timeZone: string): WallClock {
  const clock: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatterFor(timeZone).formatToParts(instantMs)) {
    const field = CLOCK_FIELDS.find((name) => name === part.type);
    if (field) clock[field] = Number(part.value);
  }
  return clock;
}

/** How far the zone's wall clock is ahead of UTC at this instant, in ms. */
function offsetAt(instantMs: number, timeZone: string): number {
  const c = wallClockAt(instantMs, timeZone);
  const wallAsUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  // The wall clock has whole seconds; drop the instant's milliseconds to compare like with like.
  return wallAsUtc - (instantMs - (((instantMs % 1000) + 1000) % 1000));
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

function formatDate(year: number, month: number, day: number): LocalDate {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** The local calendar date of an instant in `timeZone`. */
export function localDateOf(instant: Date, timeZone: string): LocalDate {
  const c = wallClockAt(instant.getTime(), timeZone);
  return formatDate(c.year, c.month, c.day);
}

/** Midnight of `date` read as if it were UTC: civil-date arithmetic free of any zone. */
function civilMs(date: LocalDate): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}

/** The civil date `days` after `date` (negative: before). */
export function addDays(date: LocalDate, days: number): LocalDate {
  const next = new Date(civilMs(date) + days * DAY_MS);
  return formatDate(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
}

/**
 * The first instant of `date` in `timeZone`. Around a transition the zone has two offsets; each
 * is tried and kept only if the zone really uses it at the resulting instant. Both fit when
 * midnight repeats (the earlier one wins); neither fits when midnight is skipped (some zones
 * change at 00:00), and then the day begins at the transition, the old offset's midnight.
 */
export function startOfLocalDay(date: LocalDate, timeZone: string): Date {
  const wall = civilMs(date);
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  const fitting = [wall - before, wall - after].filter(
    (candidate) => offsetAt(candidate, timeZone) === wall - candidate,
  );
  return new Date(fitting.length > 0 ? Math.min(...fitting) : wall - before);
}

/** Every date from `first` to `last`, both included; empty when `last` is before `first`. */
export function datesBetween(first: LocalDate, last: LocalDate): LocalDate[] {
  const count = Math.round((civilMs(last) - civilMs(first)) / DAY_MS) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, index) => addDays(first, index));
}

/** The instants a local day runs over, [start, end): 23 or 25 hours on DST change days. */
export function localDayBounds(date: LocalDate, timeZone: string): { start: Date; end: Date } {
  return {
    start: startOfLocalDay(date, timeZone),
    end: startOfLocalDay(addDays(date, 1), timeZone),
  };
}
