import { describe, expect, it } from 'vitest';
import { isRedisUnavailable } from './redis-errors.js';

describe('isRedisUnavailable', () => {
  it.each([
    ['a closed connection', new Error('Connection is closed.')],
    ['a command past its timeout', new Error('Command timed out')],
    [
      'no offline queue while away',
      new Error("Stream isn't writeable and enableOfflineQueue options is false"),
    ],
    [
      'retries spent',
      Object.assign(new Error('Reached the max retries per request limit (which is 1).'), {
        name: 'MaxRetriesPerRequestError',
      }),
    ],
  ])('is true for %s', (_name, error) => {
    expect(isRedisUnavailable(error)).toBe(true);
  });

  it('is false for other errors', () => {
    expect(isRedisUnavailable(new Error('WRONGTYPE Operation against a key'))).toBe(false);
    expect(isRedisUnavailable('Connection is closed.')).toBe(false);
  });
});
