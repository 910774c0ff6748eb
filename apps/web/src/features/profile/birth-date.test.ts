import { describe, expect, it } from 'vitest';
import {
  birthDays,
  birthYears,
  changeBirthDate,
  composeBirthDate,
  daysInMonth,
  EMPTY_BIRTH_DATE,
  isLeapYear,
  splitBirthDate,
} from './birth-date';

describe('the birth-date selects', () => {
  it('offer years from this year back 50, newest first', () => {
    const years = birthYears(new Date('2026-06-15T12:00:00Z'));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1976);
    expect(years).toHaveLength(51);
  });

  it.each([
    [2000, true],
    [2024, true],
    [1900, false],
    [2023, false],
    [2100, false],
  ])('know that %i is a leap year: %s', (year, expected) => {
    expect(isLeapYear(year)).toBe(expected);
  });

  it.each([
    [1, 2023, 31],
    [2, 2023, 28],
    [2, 2024, 29],
    [2, 2000, 29],
    [2, 1900, 28],
    [2, null, 29],
    [4, 2023, 30],
    [6, null, 30],
    [9, 2001, 30],
    [11, 2001, 30],
    [12, 2001, 31],
    [null, null, 31],
  ])('give month %s of %s %i days', (month, year, days) => {
    expect(daysInMonth(month, year)).toBe(days);
    expect(birthDays(month, year)).toHaveLength(days);
    expect(birthDays(month, year).at(-1)).toBe(days);
  });

  it('move a day the new month lacks to its last day', () => {
    const march31 = { day: 31, month: 3, year: 2023 };
    expect(changeBirthDate(march31, { month: 2 })).toEqual({ day: 28, month: 2, year: 2023 });
    expect(changeBirthDate(march31, { month: 4 })).toEqual({ day: 30, month: 4, year: 2023 });
    const leapDay = { day: 29, month: 2, year: 2024 };
    expect(changeBirthDate(leapDay, { year: 2023 })).toEqual({ day: 28, month: 2, year: 2023 });
    expect(changeBirthDate(leapDay, { year: 2020 })).toEqual({ ...leapDay, year: 2020 });
  });

  it('send year-month-day with zero padding, only when all three are chosen', () => {
    expect(composeBirthDate({ day: 5, month: 3, year: 1999 })).toBe('1999-03-05');
    expect(composeBirthDate({ day: 5, month: null, year: 1999 })).toBeNull();
    expect(composeBirthDate(EMPTY_BIRTH_DATE)).toBe('');
  });

  it('read a stored date back into the three selects', () => {
    expect(splitBirthDate('1999-03-05')).toEqual({ day: 5, month: 3, year: 1999 });
    expect(splitBirthDate(null)).toEqual(EMPTY_BIRTH_DATE);
    expect(splitBirthDate('05.03.1999')).toEqual(EMPTY_BIRTH_DATE);
  });
});
