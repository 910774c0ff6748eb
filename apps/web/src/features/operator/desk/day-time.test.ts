import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format';
import { daysAfter, parseDayTime, readUntil } from './day-time';

describe('parseDayTime', () => {
  it.each([
    ['27/11/2026 09:05', new Date(2026, 10, 27, 9, 5)],
    ['1/2/2027 23:59', new Date(2027, 1, 1, 23, 59)],
    ['  05/06/2026   00:00 ', new Date(2026, 5, 5, 0, 0)],
  ])('reads %j on the viewer clock', (text, expected) => {
    expect(parseDayTime(text)?.getTime()).toBe(expected.getTime());
  });

  it.each([
    '',
    '2026-11-27 09:05',
    '31/02/2027 10:00',
    '27/11/2026 24:00',
    '27/11/2026 9:5',
    '27/13/2026 10:00',
  ])('refuses %j', (text) => {
    expect(parseDayTime(text)).toBeNull();
  });

  it('reads back what formatDateTime writes', () => {
    const moment = new Date(2026, 11, 31, 18, 45);
    expect(parseDayTime(formatDateTime(moment))?.getTime()).toBe(moment.getTime());
  });
});

describe('readUntil', () => {
  const now = new Date(2026, 10, 26, 12, 0);

  it('takes a later time', () => {
    expect(readUntil('27/11/2026 12:00', now)).toEqual({
      until: new Date(2026, 10, 27, 12, 0),
      problem: null,
    });
  });

  it('refuses now or earlier, and an unreadable text', () => {
    expect(readUntil('26/11/2026 12:00', now).problem).toBe('past');
    expect(readUntil('tomorrow', now).problem).toBe('format');
  });
});

describe('daysAfter', () => {
  it('is whole days later, seconds dropped', () => {
    const now = new Date(2026, 10, 26, 12, 30, 41);
    expect(daysAfter(now, 1).getTime() - new Date(2026, 10, 26, 12, 30).getTime()).toBe(
      24 * 60 * 60_000,
    );
  });
});
