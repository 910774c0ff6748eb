import { describe, expect, it } from 'vitest';
import { fromLocalInput, isFutureInput, toLocalInput } from './start-time';

// TZ is Asia/Kathmandu (UTC+05:45) in these tests.
describe('the start time input', () => {
  it.each([
    ['2030-03-05T18:30', '2030-03-05T12:45:00.000Z'],
    ['2030-01-01T00:10', '2029-12-31T18:25:00.000Z'],
  ])('%s is read in the viewer’s zone', (text, iso) => {
    expect(fromLocalInput(text)?.toISOString()).toBe(iso);
    expect(toLocalInput(new Date(iso))).toBe(text);
  });

  it.each(['', '2030-02-31T10:00', '2030-03-05 18:30', '2030-03-05T25:00', 'soon'])(
    '%j names no time',
    (text) => {
      expect(fromLocalInput(text)).toBeNull();
    },
  );

  it.each([
    ['2030-03-01T16:00', true],
    ['2030-03-01T15:45', false],
    ['', false],
  ])('%s is in the future of 10:00 UTC: %s', (text, expected) => {
    expect(isFutureInput(text, new Date('2030-03-01T10:00:00Z'))).toBe(expected);
  });
});
