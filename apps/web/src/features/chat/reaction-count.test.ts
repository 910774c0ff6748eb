import type { Reactions } from '@clutch/contract/messenger';
import { describe, expect, it } from 'vitest';
import { formatReactionCount, pressReaction } from './reaction-count';

describe('formatReactionCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1.0k'],
    [1049, '1.0k'],
    [1250, '1.2k'],
    [1999, '1.9k'],
    [12_345, '12.3k'],
    [999_999, '999.9k'],
    [1_500_000, '1500.0k'],
    [-3, '0'],
  ])('%i reads %j', (count, text) => {
    expect(formatReactionCount(count)).toBe(text);
  });
});

const none: Reactions = {
  likes_count: 4,
  dislikes_count: 2,
  user_has_reacted: false,
  user_reaction_type: null,
};
const liked: Reactions = { ...none, user_has_reacted: true, user_reaction_type: 'L' };
const disliked: Reactions = { ...none, user_has_reacted: true, user_reaction_type: 'D' };

describe('pressReaction', () => {
  it.each([
    ['a like with none', none, 'L', { kind: 'add', type: 'L' }, [5, 2, 'L']],
    ['a dislike with none', none, 'D', { kind: 'add', type: 'D' }, [4, 3, 'D']],
    ['a like when liked', liked, 'L', { kind: 'delete' }, [3, 2, null]],
    ['a dislike when disliked', disliked, 'D', { kind: 'delete' }, [4, 1, null]],
    ['a like when disliked', disliked, 'L', { kind: 'add', type: 'L' }, [5, 1, 'L']],
    ['a dislike when liked', liked, 'D', { kind: 'add', type: 'D' }, [3, 3, 'D']],
  ] as const)('%s asks %j', (_, reactions, pressed, request, [likes, dislikes, type]) => {
    const result = pressReaction(reactions, pressed);
    expect(result.request).toEqual(request);
    expect(result.shown).toEqual({
      likes_count: likes,
      dislikes_count: dislikes,
      user_has_reacted: type !== null,
      user_reaction_type: type,
    });
  });

  it('never shows a count below zero', () => {
    const odd: Reactions = { ...liked, likes_count: 0 };
    expect(pressReaction(odd, 'L').shown.likes_count).toBe(0);
    expect(pressReaction(odd, 'D').shown.likes_count).toBe(0);
  });
});
