// The like/dislike toggle of the spec: the same reaction again clears it, the other one switches.
// Counts are not computed here: the repository recounts the stored reactions (see posts.tables.ts).
import type { Reaction, UserAction } from '@clutch/contract/posts';

/** The caller's reaction after pressing `pressed` while holding `current`. */
export function nextAction(current: UserAction, pressed: Reaction): UserAction {
  const wanted = pressed === 'like';
  return current === wanted ? null : wanted;
}
