import { describe, expect, it } from 'vitest';
import { toggleReaction, type Reaction, type ReactionState } from './reaction-toggle';

describe('toggleReaction', () => {
  it.each<[string, ReactionState, Reaction, ReactionState]>([
    [
      'like with none adds a like',
      { action: 'none', likes: 2, dislikes: 1 },
      'like',
      { action: 'like', likes: 3, dislikes: 1 },
    ],
    [
      'dislike with none adds a dislike',
      { action: 'none', likes: 2, dislikes: 1 },
      'dislike',
      { action: 'dislike', likes: 2, dislikes: 2 },
    ],
    [
      'like when liked clears it',
      { action: 'like', likes: 3, dislikes: 1 },
      'like',
      { action: 'none', likes: 2, dislikes: 1 },
    ],
    [
      'dislike when disliked clears it',
      { action: 'dislike', likes: 3, dislikes: 1 },
      'dislike',
      { action: 'none', likes: 3, dislikes: 0 },
    ],
    [
      'like when disliked switches and lowers dislikes',
      { action: 'dislike', likes: 0, dislikes: 4 },
      'like',
      { action: 'like', likes: 1, dislikes: 3 },
    ],
    [
      'dislike when liked switches and lowers likes',
      { action: 'like', likes: 5, dislikes: 0 },
      'dislike',
      { action: 'dislike', likes: 4, dislikes: 1 },
    ],
    [
      'clearing never goes below zero',
      { action: 'like', likes: 0, dislikes: 0 },
      'like',
      { action: 'none', likes: 0, dislikes: 0 },
    ],
    [
      'switching never goes below zero',
      { action: 'dislike', likes: 0, dislikes: 0 },
      'like',
      { action: 'like', likes: 1, dislikes: 0 },
    ],
  ])('%s', (_name, state, pressed, expected) => {
    expect(toggleReaction(state, pressed)).toEqual(expected);
  });
});
