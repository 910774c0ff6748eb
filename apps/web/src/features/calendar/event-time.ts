// Calendar times as the spec writes dates, dd/mm/yyyy hh:mm (24-hour), in a named time zone: the
// viewer's, which the calendar also sends as `tz`, so the modal and the grid agree.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** dd/mm/yyyy hh:mm in `timeZone`; an unreadable instant or zone gives an empty string. */
export function formatInTimeZone(value: string | Date, timeZone: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = formatterFor(timeZone).formatToParts(date);
  } catch {
    return '';
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

/** "26/11/2026 18:00 – 26/11/2026 19:30". */
export function formatEventSpan(start: string, end: string, timeZone: string): string {
  return `${formatInTimeZone(start, timeZone)} – ${formatInTimeZone(end, timeZone)}`;
}

/** The local date (YYYY-MM-DD) of an instant in `timeZone`. */
export function localDateIn(value: string | Date, timeZone: string): string {
  const text = formatInTimeZone(value, timeZone);
  const match = /^(\d{2})\/(\d{2})\/(\d{4})/.exec(text);
  return match === null ? '' : `${match[3] ?? ''}-${match[2] ?? ''}-${match[1] ?? ''}`;
}
