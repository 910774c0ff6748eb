import { describe, expect, it } from 'vitest';
import { roundLabel, roundStartTime, roundStartTimes } from './rounds.js';

describe('roundLabel', () => {
  it.each([
    { level: 0, label: '1' },
    { level: 1, label: '1' },
    { level: 2, label: '1/2' },
    { level: 3, label: '1/4' },
    { level: 4, label: '1/8' },
    { level: 7, label: '1/64' },
    { level: 8, label: '1/128' },
    { level: 10, label: '1/512' },
  ])('labels level $level "$label"', ({ level, label }) => {
    expect(roundLabel(level)).toBe(label);
  });
});

describe('roundStartTimes', () => {
  const start = new Date('2030-03-30T23:45:00Z');

  it('starts the first round at the start and each next one a match duration later', () => {
    expect(roundStartTimes(start, 45, 3)).toEqual([
      { level: 3, startsAt: new Date('2030-03-30T23:45:00Z') },
      { level: 2, startsAt: new Date('2030-03-31T00:30:00Z') },
      { level: 1, startsAt: new Date('2030-03-31T01:15:00Z') },
    ]);
  });

  it('starts a one-level bracket (only the final) at the start', () => {
    expect(roundStartTimes(start, 30, 1)).toEqual([{ level: 1, startsAt: start }]);
  });

  it('counts in absolute minutes, whatever the time zone (tests run at +05:45)', () => {
    for (let grid = 1; grid <= 10; grid++)
      for (let level = 1; level <= grid; level++)
        expect(roundStartTime(start, 90, grid, level).getTime() - start.getTime()).toBe(
          (grid - level) * 90 * 60_000,
        );
  });
});
