// The console's typed moments: 'dd/mm/yyyy HH:mm' (24-hour) on the viewer's own clock, the format the
// app shows every date in, read back into an instant for the API (an ISO time with its offset).

const DAY_TIME = /^(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2}):(\d{2})$/;

/** The instant the text names, or null when it is not a real 'dd/mm/yyyy HH:mm' time. */
export function parseDayTime(text: string): Date | null {
  const match = DAY_TIME.exec(text.trim());
  if (match === null) return null;
  const [day, month, year, hours, minutes] = match.slice(1).map(Number);
  if (
    day === undefined ||
    month === undefined ||
    year === undefined ||
    hours === undefined ||
    minutes === undefined
  )
    return null;
  if (hours > 23 || minutes > 59) return null;
  const date = new Date(year, month - 1, day, hours, minutes);
  // new Date rolls 31/02 over into March; such a text names no real day.
  return date.getMonth() === month - 1 && date.getDate() === day && date.getHours() === hours
    ? date
    : null;
}

/** `days` whole days after `now`, to the minute. */
export function daysAfter(now: Date, days: number): Date {
  const moment = new Date(now.getTime() + days * 24 * 60 * 60_000);
  moment.setSeconds(0, 0);
  return moment;
}

export type UntilProblem = 'format' | 'past';

/** A ban's end as typed: the instant, or why it cannot be sent. */
export function readUntil(
  text: string,
  now: Date,
): { until: Date; problem: null } | { until: null; problem: UntilProblem } {
  const until = parseDayTime(text);
  if (until === null) return { until: null, problem: 'format' };
  if (until.getTime() <= now.getTime()) return { until: null, problem: 'past' };
  return { until, problem: null };
}
