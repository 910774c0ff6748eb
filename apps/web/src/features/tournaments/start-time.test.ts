import { describe, expect, it } from 'vitest';
import { fromLocalInput, isFutureInput, laterTimes, toLocalInput } from './start-time';

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

describe('the times a match may be moved to', () => {
  const now = new Date('2030-03-05T12:50:00.000Z'); // 18:35 in Kathmandu

  it('offers only the quarter hours still ahead today', () => {
    const times = laterTimes('2030-03-05', now);
    expect(times[0]).toBe('18:45');
    expect(times.at(-1)).toBe('23:45');
    expect(times).toHaveLength(21);
  });

  it('offers the whole day, in 24 h, on a later day and nothing on a past one', () => {
    expect(laterTimes('2030-03-06', now)).toHaveLength(96);
    expect(laterTimes('2030-03-06', now).slice(52, 54)).toEqual(['13:00', '13:15']);
    expect(laterTimes('2030-03-04', now)).toEqual([]);
  });
});
