// Runs with TZ=Asia/Kathmandu (UTC+05:45, see vitest.config.ts): a picker that forgot the offset, or
// counted it in whole hours, sends the wrong minute.
import { afterEach, describe, expect, it } from 'vitest';
import {
  canGoToPreviousMonth,
  chosenMoment,
  isPastDay,
  localMoment,
  monthWeeks,
  openHours,
  openMinutes,
  shiftMonth,
  toBanUntil,
} from './ban-until';

const day = (year: number, month: number, date: number) => ({ year, month, day: date });

describe('the time a timed ban is sent with', () => {
  it.each([
    // Kathmandu is 5 h 45 min ahead of UTC, so the local 03:30 is 21:45 of the day before in UTC.
    [day(2030, 0, 1), 3, 30, '2029-12-31 21:45'],
    [day(2030, 5, 15), 5, 45, '2030-06-15 00:00'],
    [day(2030, 5, 15), 23, 55, '2030-06-15 18:10'],
    [day(2030, 11, 31), 23, 50, '2030-12-31 18:05'],
  ])(
    'when %o %i:%i is chosen on the viewer’s clock, then it is sent as %s UTC',
    (d, h, m, sent) => {
      expect(toBanUntil(localMoment(d, h, m))).toBe(sent);
    },
  );

  it('when an instant is given, then its UTC fields are written with leading zeros', () => {
    expect(toBanUntil(new Date(Date.UTC(2031, 1, 3, 4, 5, 59)))).toBe('2031-02-03 04:05');
  });
});

describe('what the picker offers', () => {
  const now = localMoment(day(2030, 3, 10), 14, 7);

  it('when the day is today, then only the hours and minutes after now are open', () => {
    expect(openHours(day(2030, 3, 10), now)).toEqual([14, 15, 16, 17, 18, 19, 20, 21, 22, 23]);
    expect(openMinutes(day(2030, 3, 10), 14, now)).toEqual([
      10, 15, 20, 25, 30, 35, 40, 45, 50, 55,
    ]);
    expect(openMinutes(day(2030, 3, 10), 13, now)).toEqual([]);
  });

  it('when the day is tomorrow, then every hour and every fifth minute are open', () => {
    expect(openHours(day(2030, 3, 11), now)).toHaveLength(24);
    expect(openMinutes(day(2030, 3, 11), 0, now)).toEqual([
      0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55,
    ]);
  });

  it('when the day is before today, or today has no minute left, then it is past', () => {
    expect(isPastDay(day(2030, 3, 9), now)).toBe(true);
    expect(isPastDay(day(2029, 11, 31), now)).toBe(true);
    expect(isPastDay(day(2030, 3, 10), now)).toBe(false);
    expect(isPastDay(day(2030, 3, 11), now)).toBe(false);
    expect(isPastDay(day(2030, 3, 10), localMoment(day(2030, 3, 10), 23, 56))).toBe(true);
  });

  it('when the choice is incomplete or not after now, then there is nothing to confirm', () => {
    expect(chosenMoment(null, 15, 0, now)).toBeNull();
    expect(chosenMoment(day(2030, 3, 10), null, 0, now)).toBeNull();
    expect(chosenMoment(day(2030, 3, 10), 15, null, now)).toBeNull();
    expect(chosenMoment(day(2030, 3, 10), 14, 5, now)).toBeNull();
    expect(chosenMoment(day(2030, 3, 10), 15, 3, now)).toBeNull();
    expect(chosenMoment(day(2030, 3, 10), 14, 10, now)).toEqual(
      localMoment(day(2030, 3, 10), 14, 10),
    );
  });
});

describe('the clock change', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('when an hour is skipped in spring, then it offers none of its minutes', () => {
    // Kyiv moves from 03:00 to 04:00 on the last Sunday of March (2030-03-31).
    process.env.TZ = 'Europe/Kyiv';
    const before = localMoment(day(2030, 2, 30), 12, 0);
    expect(openMinutes(day(2030, 2, 31), 3, before)).toEqual([]);
    expect(openHours(day(2030, 2, 31), before)).not.toContain(3);
    expect(toBanUntil(localMoment(day(2030, 2, 31), 4, 0))).toBe('2030-03-31 01:00');
  });
});

describe('the month grid', () => {
  it('when a month starts on a Sunday, then six blank cells come before it, Monday first', () => {
    const weeks = monthWeeks(2025, 5);
    expect(weeks[0]?.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]?.[6]).toEqual(day(2025, 5, 1));
    expect(weeks.flat().filter((cell) => cell !== null)).toHaveLength(30);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('when a month starts on a Monday, then it has no leading blanks', () => {
    expect(monthWeeks(2027, 1)[0]?.[0]).toEqual(day(2027, 1, 1));
    expect(monthWeeks(2027, 1)).toHaveLength(4);
  });

  it('when paging, then the year rolls over, and it never goes back before this month', () => {
    expect(shiftMonth({ year: 2030, month: 11 }, 1)).toEqual({ year: 2031, month: 0 });
    expect(shiftMonth({ year: 2030, month: 0 }, -1)).toEqual({ year: 2029, month: 11 });
    const now = localMoment(day(2030, 3, 10), 9, 0);
    expect(canGoToPreviousMonth({ year: 2030, month: 3 }, now)).toBe(false);
    expect(canGoToPreviousMonth({ year: 2030, month: 4 }, now)).toBe(true);
  });
});
