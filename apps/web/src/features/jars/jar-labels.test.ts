import { describe, expect, it } from 'vitest';
import { isPrizeJar, JAR_TYPE_CHOICES, jarTypeKey } from './jar-labels';

describe('jar types', () => {
  it.each([
    [1, 'user'],
    [2, 'prize_first'],
    [3, 'prize_second'],
    [4, 'prize_third'],
    [5, 'prize_pool'],
    [9, 'user'],
  ])('type %i is named %s', (type, key) => {
    expect(jarTypeKey(type)).toBe(key);
  });

  it('offers the five types in order', () => {
    expect(JAR_TYPE_CHOICES.map((choice) => choice.value)).toEqual([1, 2, 3, 4, 5]);
  });

  it('counts every type but the user jar as a prize jar', () => {
    expect([1, 2, 3, 4, 5].map(isPrizeJar)).toEqual([false, true, true, true, true]);
  });
});
