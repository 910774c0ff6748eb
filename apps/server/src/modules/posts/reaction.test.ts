import type { Reaction, UserAction } from '@clutch/contract/posts';
import { describe, expect, it } from 'vitest';
import { nextAction } from './reaction.js';

describe('pressing like or dislike', () => {
  it.each<[UserAction, Reaction, UserAction]>([
    [null, 'like', true],
    [true, 'like', null],
    [false, 'like', true],
    [null, 'dislike', false],
    [false, 'dislike', null],
    [true, 'dislike', false],
  ])('while holding %s, pressing %s leaves %s', (current, pressed, after) => {
    expect(nextAction(current, pressed)).toBe(after);
  });

  it.each<Reaction>(['like', 'dislike'])(
    'pressing %s twice from no reaction ends with no reaction',
    (pressed) => {
      expect(nextAction(nextAction(null, pressed), pressed)).toBeNull();
    },
  );
});
