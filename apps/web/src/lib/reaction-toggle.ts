// The like/dislike toggle of spec 2 section 4 (tournaments and quick-match lobbies), applied
// optimistically before the server answers (its answer then replaces these counts): pressing the current reaction clears it, pressing the other
// switches; a counter that loses a reaction drops by one and never below zero.
import type { ReviewAction } from '@clutch/contract/tournaments';

export type Reaction = 'like' | 'dislike';

export interface ReactionState {
  action: ReviewAction;
  likes: number;
  dislikes: number;
}

const drop = (count: number) => Math.max(0, count - 1);

export function toggleReaction(state: ReactionState, pressed: Reaction): ReactionState {
  const { action, likes, dislikes } = state;
  if (action === pressed)
    return pressed === 'like'
      ? { action: 'none', likes: drop(likes), dislikes }
      : { action: 'none', likes, dislikes: drop(dislikes) };
  if (pressed === 'like')
    return {
      action: 'like',
      likes: likes + 1,
      dislikes: action === 'dislike' ? drop(dislikes) : dislikes,
    };
  return {
    action: 'dislike',
    likes: action === 'like' ? drop(likes) : likes,
    dislikes: dislikes + 1,
  };
}
