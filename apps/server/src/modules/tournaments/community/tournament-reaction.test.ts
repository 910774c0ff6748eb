import type { ReviewAction } from '@clutch/contract/tournaments';
import { describe, expect, it } from 'vitest';
import { toggleReaction } from './tournament-reaction.js';

const cases: [ReviewAction, ReviewAction | undefined, ReviewAction, number, number][] = [
  ['none', 'like', 'like', 1, 0],
  ['none', 'dislike', 'dislike', 0, 1],
  ['none', 'none', 'none', 0, 0],
  ['none', undefined, 'none', 0, 0],
  ['like', 'like', 'none', -1, 0],
  ['like', 'dislike', 'dislike', -1, 1],
  ['like', 'none', 'like', 0, 0],
  ['like', undefined, 'like', 0, 0],
  ['dislike', 'dislike', 'none', 0, -1],
  ['dislike', 'like', 'like', 1, -1],
  ['dislike', 'none', 'dislike', 0, 0],
  ['dislike', undefined, 'dislike', 0, 0],
];

describe('the tournament like/dislike toggle', () => {
  it.each(cases)(
    'holding %s and pressing %s leaves %s, likes %i, dislikes %i',
    (current, pressed, next, likes, dislikes) => {
      expect(toggleReaction(current, pressed)).toEqual({ next, likes, dislikes });
    },
  );
});
