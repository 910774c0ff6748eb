import { describe, expect, it } from 'vitest';
import { restartDelay, workerRole } from './primary.js';

describe('restartDelay', () => {
  it.each([
    [1, 0],
    [2, 500],
    [3, 1_000],
    [5, 4_000],
    [7, 16_000],
    [8, 30_000],
    [50, 30_000],
  ])('waits, after %i deaths in the last minute, %i ms before the next worker', (deaths, ms) => {
    expect(restartDelay(deaths)).toBe(ms);
  });
});

describe('workerRole', () => {
  it('makes only the worker the primary marks the setup worker', () => {
    expect(workerRole({ CLUTCH_WORKER_ROLE: 'setup' })).toBe('setup');
    expect(workerRole({ CLUTCH_WORKER_ROLE: 'serve' })).toBe('serve');
    expect(workerRole({})).toBe('serve');
  });
});
