import type { Reaction, UserAction } from '@clutch/contract/posts';
import { describe, expect, it } from 'vitest';
import { toggleReaction, type ReactionCounts } from './reaction';

const state = (likes: number, dislikes: number, action: UserAction): ReactionCounts => ({
  likes_count: likes,
  dislikes_count: dislikes,
  user_action: action,
});

describe('pressing like or dislike', () => {
  it.each<[string, ReactionCounts, Reaction, ReactionCounts]>([
    ['like with no reaction adds a like', state(2, 1, null), 'like', state(3, 1, true)],
    ['like when liked clears it', state(3, 1, true), 'like', state(2, 1, null)],
    [
      'like when disliked switches and lowers dislikes',
      state(2, 4, false),
      'like',
      state(3, 3, true),
    ],
    ['dislike with no reaction adds a dislike', state(2, 1, null), 'dislike', state(2, 2, false)],
    ['dislike when disliked clears it', state(2, 2, false), 'dislike', state(2, 1, null)],
    [
      'dislike when liked switches and lowers likes',
      state(5, 0, true),
      'dislike',
      state(4, 1, false),
    ],
    ['like when liked never takes likes below 0', state(0, 0, true), 'like', state(0, 0, null)],
    [
      'like when disliked never takes dislikes below 0',
      state(0, 0, false),
      'like',
      state(1, 0, true),
    ],
    [
      'dislike when liked never takes likes below 0',
      state(0, 3, true),
      'dislike',
      state(0, 4, false),
    ],
    [
      'dislike when disliked never takes dislikes below 0',
      state(7, 0, false),
      'dislike',
      state(7, 0, null),
    ],
  ])('%s', (_, before, pressed, after) => {
    expect(toggleReaction(before, pressed)).toEqual(after);
  });

  it('keeps the other fields of the post', () => {
    const post = { id: 4, content: 'gg', ...state(0, 0, null) };
    expect(toggleReaction(post, 'like')).toEqual({ id: 4, content: 'gg', ...state(1, 0, true) });
  });
});
