// The pickers hand the form the values it always kept: `YYYY-MM-DDTHH:mm` for a moment and
// `YYYY-MM-DD` for a day, whatever Mantine's own value looks like.
import { describe, expect, it } from 'vitest';
import { toLocalDay, toLocalMoment } from './date-fields';

describe('toLocalMoment', () => {
  it.each([
    ['2026-12-25 18:30:00', '2026-12-25T18:30'],
    ['2026-12-25 18:30', '2026-12-25T18:30'],
    ['2026-12-25T07:05', '2026-12-25T07:05'],
    [null, ''],
    ['not a date', ''],
  ])('when the picker holds %j, then the form keeps %j', (value, kept) => {
    expect(toLocalMoment(value)).toBe(kept);
  });
});

describe('toLocalDay', () => {
  it.each([
    ['2026-12-25', '2026-12-25'],
    ['2026-12-25 00:00:00', '2026-12-25'],
    [null, ''],
  ])('when the picker holds %j, then the form keeps %j', (value, kept) => {
    expect(toLocalDay(value)).toBe(kept);
  });
});
