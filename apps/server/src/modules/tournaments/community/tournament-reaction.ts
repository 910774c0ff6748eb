// The like/dislike toggle of the spec (section 4): the same reaction again clears it, the other one
// switches; whatever a reaction leaves lowers its counter by one. The repository applies the deltas
// under the tournament's row lock, so the counters stay equal to the stored reactions.
import type { ReviewAction } from '@clutch/contract/tournaments';

export interface ReactionChange {
  next: ReviewAction;
  likes: -1 | 0 | 1;
  dislikes: -1 | 0 | 1;
}

const count = (action: ReviewAction, counted: ReviewAction) => (action === counted ? 1 : 0);

/** The caller's reaction after pressing `pressed` (none or absent keeps it) while holding `current`. */
export function toggleReaction(
  current: ReviewAction,
  pressed: ReviewAction | undefined,
): ReactionChange {
  const next =
    pressed === undefined || pressed === 'none' ? current : pressed === current ? 'none' : pressed;
  return {
    next,
    likes: delta(count(next, 'like') - count(current, 'like')),
    dislikes: delta(count(next, 'dislike') - count(current, 'dislike')),
  };
}

function delta(value: number): -1 | 0 | 1 {
  return value > 0 ? 1 : value < 0 ? -1 : 0;
}
