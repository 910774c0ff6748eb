// Display formats the spec fixes: abbreviated counts (k, M, G, T, P, E), capped badges ("99+") and
// dates as dd/mm/yyyy hh:mm in the viewer's own time zone, the same in every locale.

const UNITS = ['', 'k', 'M', 'G', 'T', 'P', 'E'] as const;

/** 950 reads 950, 1500 reads 1.5k, 2_000_000 reads 2M; `digits` decimals at most, no trailing zeros. */
export function formatCompactNumber(value: number, digits = 1): string {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 ? '-' : '';
  let scaled = Math.abs(value);
  let unit = 0;
  while (scaled >= 1000 && unit < UNITS.length - 1) {
    scaled /= 1000;
    unit += 1;
  }
  const factor = 10 ** digits;
  let rounded = Math.round(scaled * factor) / factor;
  // 999_960 rounds to 1000k, which reads better as the next unit.
  if (rounded >= 1000 && unit < UNITS.length - 1) {
    rounded = Math.round((rounded / 1000) * factor) / factor;
    unit += 1;
  }
  return `${sign}${String(rounded)}${UNITS[unit] ?? ''}`;
}

/** The spec's unread badges: up to 99 as the number, beyond that "99+". */
export const BADGE_CAP = 99;

export function formatBadgeCount(count: number, cap = BADGE_CAP): string {
  return count > cap ? `${String(cap)}+` : String(Math.max(0, Math.trunc(count)));
}

const pad = (value: number) => String(value).padStart(2, '0');

function readDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** dd/mm/yyyy in the time zone of the browser; an unreadable date gives an empty string. */
export function formatDate(value: Date | string | number): string {
  const date = readDate(value);
  if (date === null) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${String(date.getFullYear())}`;
}

/** hh:mm (24-hour) in the time zone of the browser. */
export function formatTime(value: Date | string | number): string {
  const date = readDate(value);
  if (date === null) return '';
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** dd/mm/yyyy hh:mm in the time zone of the browser; an unreadable date gives an empty string. */
export function formatDateTime(value: Date | string | number): string {
  const date = readDate(value);
  return date === null ? '' : `${formatDate(date)} ${formatTime(date)}`;
}
