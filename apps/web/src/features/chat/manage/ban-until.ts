// The date-time picker of timed bans and mutes (spec 2 item 12): a month of days in the viewer's own
// time, 24-hour hours and minutes, only moments after now, and the choice sent as the server reads
// it, UTC 'YYYY-MM-DD HH:MM'. Pure, so the time-zone arithmetic is tested under an odd offset.

/** A calendar day in the browser's time zone; `month` counts from 0 as Date does. */
export interface LocalDay {
  year: number;
  month: number;
  day: number;
}

/** Minutes offered: every fifth, so the list stays short on a phone. */
export const MINUTE_STEP = 5;

const pad = (value: number) => String(value).padStart(2, '0');

/** The instant as the ban endpoint takes it: UTC, to the minute. */
export function toBanUntil(moment: Date): string {
  return (
    `${String(moment.getUTCFullYear())}-${pad(moment.getUTCMonth() + 1)}-` +
    `${pad(moment.getUTCDate())} ${pad(moment.getUTCHours())}:${pad(moment.getUTCMinutes())}`
  );
}

/** The instant a day, hour and minute name on the viewer's clock. */
export function localMoment(day: LocalDay, hour: number, minute: number): Date {
  return new Date(day.year, day.month, day.day, hour, minute);
}

export function dayOf(moment: Date): LocalDay {
  return { year: moment.getFullYear(), month: moment.getMonth(), day: moment.getDate() };
}

export function isSameDay(a: LocalDay, b: LocalDay): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

const dayNumber = (day: LocalDay) => day.year * 10_000 + day.month * 100 + day.day;

/** Days before today cannot be chosen; today can while a later minute is left in it. */
export function isPastDay(day: LocalDay, now: Date): boolean {
  const today = dayOf(now);
  if (dayNumber(day) !== dayNumber(today)) return dayNumber(day) < dayNumber(today);
  return openHours(day, now).length === 0;
}

/** The minutes of `hour` on `day` that lie after `now`. */
export function openMinutes(day: LocalDay, hour: number, now: Date): number[] {
  const minutes: number[] = [];
  for (let minute = 0; minute < 60; minute += MINUTE_STEP) {
    const moment = localMoment(day, hour, minute);
    // A clock change skips an hour: 02:30 on that night is really 03:30, a time the list already has.
    if (moment.getHours() !== hour) continue;
    if (moment.getTime() > now.getTime()) minutes.push(minute);
  }
  return minutes;
}

/** The hours of `day` that still have a minute after `now`. */
export function openHours(day: LocalDay, now: Date): number[] {
  const hours: number[] = [];
  for (let hour = 0; hour < 24; hour += 1) {
    if (openMinutes(day, hour, now).length > 0) hours.push(hour);
  }
  return hours;
}

/** A complete choice that lies after `now`; anything less keeps Confirm disabled. */
export function chosenMoment(
  day: LocalDay | null,
  hour: number | null,
  minute: number | null,
  now: Date,
): Date | null {
  if (day === null || hour === null || minute === null) return null;
  if (!openMinutes(day, hour, now).includes(minute)) return null;
  return localMoment(day, hour, minute);
}

/**
 * The weeks of a month, Monday first, as the calendar draws them: days of the month, and null in the
 * cells before the first and after the last.
 */
export function monthWeeks(year: number, month: number): (LocalDay | null)[][] {
  const first = new Date(year, month, 1);
  const length = new Date(year, month + 1, 0).getDate();
  // getDay counts from Sunday (0); Monday becomes 0.
  const leading = (first.getDay() + 6) % 7;
  const cells: (LocalDay | null)[] = Array.from({ length: leading }, () => null);
  for (let day = 1; day <= length; day += 1) cells.push({ year, month, day });
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (LocalDay | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

export interface MonthRef {
  year: number;
  month: number;
}

export function shiftMonth({ year, month }: MonthRef, delta: number): MonthRef {
  const moved = new Date(year, month + delta, 1);
  return { year: moved.getFullYear(), month: moved.getMonth() };
}

/** The calendar never pages back past the month of today. */
export function canGoToPreviousMonth(shown: MonthRef, now: Date): boolean {
  return shown.year * 12 + shown.month > now.getFullYear() * 12 + now.getMonth();
}
