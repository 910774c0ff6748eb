import { describe, expect, it } from 'vitest';
import { NOTICE_TEXT, utcMinute } from './notice-texts.js';

describe('notice texts', () => {
  it.each([
    ['2030-01-01T10:30:00.000Z', '2030-01-01 10:30 UTC'],
    ['2030-12-31T23:59:59.999Z', '2030-12-31 23:59 UTC'],
  ])('write %s as %s', (iso, text) => {
    expect(utcMinute(iso)).toBe(text);
  });

  it.each([
    [1, 'The tournament has finished: you took 1st place.'],
    [2, 'The tournament has finished: you took 2nd place.'],
    [3, 'The tournament has finished: you took 3rd place.'],
    [null, 'The tournament has finished.'],
  ] as const)('tell place %s as “%s”', (place, text) => {
    expect(NOTICE_TEXT.finished(place)).toBe(text);
  });
});
