import { describe, expect, it } from 'vitest';
import { formatEventSpan, formatInTimeZone, localDateIn } from './event-time';

describe('formatInTimeZone', () => {
  it.each([
    ['2026-11-26T10:00:00.000Z', 'UTC', '26/11/2026 10:00'],
    ['2026-11-26T10:00:00.000Z', 'Europe/Kyiv', '26/11/2026 12:00'],
    ['2026-11-26T10:00:00.000Z', 'Asia/Kathmandu', '26/11/2026 15:45'],
    ['2026-11-26T22:30:00.000Z', 'Asia/Shanghai', '27/11/2026 06:30'],
    ['2026-11-26T03:05:00.000Z', 'America/New_York', '25/11/2026 22:05'],
    ['2026-12-31T23:59:00.000Z', 'Europe/Kyiv', '01/01/2027 01:59'],
    // Summer time in Kyiv is UTC+3.
    ['2026-07-01T00:00:00.000Z', 'Europe/Kyiv', '01/07/2026 03:00'],
    ['2026-11-26T00:00:00.000Z', 'UTC', '26/11/2026 00:00'],
  ])('%s in %s reads %s', (instant, zone, text) => {
    expect(formatInTimeZone(instant, zone)).toBe(text);
  });

  it('gives an empty string for an unreadable instant or zone', () => {
    expect(formatInTimeZone('not a date', 'UTC')).toBe('');
    expect(formatInTimeZone('2026-11-26T10:00:00.000Z', 'Nowhere/Atlantis')).toBe('');
  });

  it('writes the span start to end', () => {
    expect(
      formatEventSpan('2026-11-26T10:00:00.000Z', '2026-11-26T10:05:00.000Z', 'Europe/Kyiv'),
    ).toBe('26/11/2026 12:00 – 26/11/2026 12:05');
  });

  it.each([
    ['2026-11-26T22:30:00.000Z', 'UTC', '2026-11-26'],
    ['2026-11-26T22:30:00.000Z', 'Europe/Kyiv', '2026-11-27'],
    ['2026-11-26T02:00:00.000Z', 'America/Los_Angeles', '2026-11-25'],
  ])('the local date of %s in %s is %s', (instant, zone, date) => {
    expect(localDateIn(instant, zone)).toBe(date);
  });
});
