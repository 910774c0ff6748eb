// The spec's optimistic like/dislike toggle (spec 1, section 4): the same reaction again clears it,
// the other one switches and lowers the other count, and no count goes below 0. The server's answer
// replaces whatever this guessed.
import type { Reaction, UserAction } from '@clutch/contract/posts';

export interface ReactionCounts {
  likes_count: number;
  dislikes_count: number;
  user_action: UserAction;
}

const lower = (count: number) => Math.max(0, count - 1);

export function toggleReaction<T extends ReactionCounts>(post: T, pressed: Reaction): T {
  const wanted = pressed === 'like';
  let { likes_count, dislikes_count } = post;
  if (post.user_action === true) likes_count = lower(likes_count);
  if (post.user_action === false) dislikes_count = lower(dislikes_count);
  if (post.user_action === wanted)
    return { ...post, likes_count, dislikes_count, user_action: null };
  if (wanted) likes_count += 1;
  else dislikes_count += 1;
  return { ...post, likes_count, dislikes_count, user_action: wanted };
}
