// The payment settings' date of birth as three selects (spec 1, section 5): years from this year
// back 50, months, and days that follow the month (and February of a leap year). The date is sent
// as year-month-day, and only once all three are chosen.

export interface BirthDateParts {
  day: number | null;
  month: number | null;
  year: number | null;
}

export const BIRTH_YEAR_RANGE = 50;
export const EMPTY_BIRTH_DATE: BirthDateParts = { day: null, month: null, year: null };

/** This year first, then back 50 years. */
export function birthYears(now: Date): number[] {
  const thisYear = now.getFullYear();
  return Array.from({ length: BIRTH_YEAR_RANGE + 1 }, (_, index) => thisYear - index);
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Without a year yet, February offers the 29th, so no day disappears until the year says so. */
export function daysInMonth(month: number | null, year: number | null): number {
  if (month === null) return 31;
  if (month === 2) return year === null || isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function birthDays(month: number | null, year: number | null): number[] {
  return Array.from({ length: daysInMonth(month, year) }, (_, index) => index + 1);
}

/** A new month or year that the chosen day does not exist in moves the day to the month's last. */
export function changeBirthDate(
  parts: BirthDateParts,
  change: Partial<BirthDateParts>,
): BirthDateParts {
  const next = { ...parts, ...change };
  const last = daysInMonth(next.month, next.year);
  return next.day !== null && next.day > last ? { ...next, day: last } : next;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** year-month-day when all three are chosen, '' when none is, null when the date is half made. */
export function composeBirthDate(parts: BirthDateParts): string | null {
  const { day, month, year } = parts;
  if (day === null && month === null && year === null) return '';
  if (day === null || month === null || year === null) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

export function splitBirthDate(text: string | null): BirthDateParts {
  const match = text === null ? null : /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match === null) return EMPTY_BIRTH_DATE;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}
