import { describe, expect, it } from 'vitest';
import { nextPicks } from './picks';

describe('nextPicks', () => {
  it.each<[string, number[], number, number, number[]]>([
    ['a new pick is added while there is room', [1, 2], 3, 10, [1, 2, 3]],
    ['a picked one is dropped', [1, 2, 3], 2, 10, [1, 3]],
    ['a new pick at the limit is refused', [1, 2], 3, 2, [1, 2]],
    ['with a limit of one a new pick replaces the old', [1], 3, 1, [3]],
    ['with a limit of one the picked one is dropped', [3], 3, 1, []],
  ])('%s', (_, picked, item, limit, expected) => {
    expect(nextPicks(picked, item, limit)).toEqual(expected);
  });
});
