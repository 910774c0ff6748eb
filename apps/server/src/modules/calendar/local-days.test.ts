import { describe, expect, it } from 'vitest';
import {
  addDays,
  datesBetween,
  isValidTimeZone,
  localDateOf,
  localDayBounds,
  startOfLocalDay,
} from './local-days.js';

const HOUR_MS = 3_600_000;

describe('isValidTimeZone', () => {
  it.each([
    { timeZone: 'UTC', valid: true },
    { timeZone: 'Europe/Kyiv', valid: true },
    { timeZone: 'Europe/Kiev', valid: true },
    { timeZone: 'Asia/Kathmandu', valid: true },
    { timeZone: 'America/New_York', valid: true },
    { timeZone: '', valid: false },
    { timeZone: 'Mars/Olympus_Mons', valid: false },
    { timeZone: 'Europe/Kyiv; DROP TABLE', valid: false },
  ])('says "$timeZone" is valid: $valid', ({ timeZone, valid }) => {
    expect(isValidTimeZone(timeZone)).toBe(valid);
  });
});

describe('localDateOf', () => {
  it.each([
    { instant: '2026-05-10T20:30:00Z', timeZone: 'UTC', date: '2026-05-10' },
    { instant: '2026-05-10T20:30:00Z', timeZone: 'Europe/Kyiv', date: '2026-05-10' },
    { instant: '2026-05-10T21:00:00Z', timeZone: 'Europe/Kyiv', date: '2026-05-11' },
    { instant: '2026-05-10T20:30:00Z', timeZone: 'Asia/Shanghai', date: '2026-05-11' },
    { instant: '2026-05-10T20:30:00Z', timeZone: 'America/New_York', date: '2026-05-10' },
    { instant: '2026-05-11T03:59:59Z', timeZone: 'America/New_York', date: '2026-05-10' },
    { instant: '2026-05-10T18:14:59Z', timeZone: 'Asia/Kathmandu', date: '2026-05-10' },
    { instant: '2026-05-10T18:15:00Z', timeZone: 'Asia/Kathmandu', date: '2026-05-11' },
    { instant: '2026-12-31T18:15:00Z', timeZone: 'Asia/Kathmandu', date: '2027-01-01' },
  ])('puts $instant on $date in $timeZone', ({ instant, timeZone, date }) => {
    expect(localDateOf(new Date(instant), timeZone)).toBe(date);
  });
});

describe('addDays and datesBetween', () => {
  it.each([
    { date: '2026-01-31', days: 1, next: '2026-02-01' },
    { date: '2026-12-31', days: 1, next: '2027-01-01' },
    { date: '2028-02-28', days: 1, next: '2028-02-29' },
    { date: '2026-03-01', days: -1, next: '2026-02-28' },
    { date: '2026-03-28', days: 2, next: '2026-03-30' },
  ])('moves $date by $days days to $next', ({ date, days, next }) => {
    expect(addDays(date, days)).toBe(next);
  });

  it('lists every date across a year end, both ends included', () => {
    expect(datesBetween('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });

  it('lists one date for a one-day range and none for a backwards one', () => {
    expect(datesBetween('2026-06-01', '2026-06-01')).toEqual(['2026-06-01']);
    expect(datesBetween('2026-06-02', '2026-06-01')).toEqual([]);
  });
});

describe('localDayBounds', () => {
  it.each([
    { timeZone: 'UTC', date: '2026-03-29', start: '2026-03-29T00:00:00Z', hours: 24 },
    { timeZone: 'Asia/Kathmandu', date: '2026-01-01', start: '2025-12-31T18:15:00Z', hours: 24 },
    { timeZone: 'Asia/Shanghai', date: '2026-07-01', start: '2026-06-30T16:00:00Z', hours: 24 },
    { timeZone: 'Europe/Kyiv', date: '2026-03-28', start: '2026-03-27T22:00:00Z', hours: 24 },
    { timeZone: 'Europe/Kyiv', date: '2026-03-29', start: '2026-03-28T22:00:00Z', hours: 23 },
    { timeZone: 'Europe/Kyiv', date: '2026-03-30', start: '2026-03-29T21:00:00Z', hours: 24 },
    { timeZone: 'Europe/Kyiv', date: '2026-10-25', start: '2026-10-24T21:00:00Z', hours: 25 },
    { timeZone: 'America/New_York', date: '2026-03-08', start: '2026-03-08T05:00:00Z', hours: 23 },
    { timeZone: 'America/New_York', date: '2026-11-01', start: '2026-11-01T04:00:00Z', hours: 25 },
    // Chile moves its clocks at midnight: 00:00 never happens, the day starts at 01:00.
    { timeZone: 'America/Santiago', date: '2026-09-06', start: '2026-09-06T04:00:00Z', hours: 23 },
  ])('starts $date in $timeZone at $start and lasts $hours hours', (row) => {
    const { start, end } = localDayBounds(row.date, row.timeZone);
    expect(start.toISOString()).toBe(new Date(row.start).toISOString());
    expect((end.getTime() - start.getTime()) / HOUR_MS).toBe(row.hours);
  });

  it('chains days without gaps or overlaps through a whole year in every zone tested', () => {
    for (const timeZone of ['UTC', 'Europe/Kyiv', 'America/New_York', 'Asia/Kathmandu']) {
      for (const date of datesBetween('2026-01-01', '2026-12-31')) {
        const { start, end } = localDayBounds(date, timeZone);
        expect(localDateOf(start, timeZone)).toBe(date);
        expect(localDateOf(new Date(end.getTime() - 1), timeZone)).toBe(date);
        expect(startOfLocalDay(addDays(date, 1), timeZone)).toEqual(end);
      }
    }
  });
});
