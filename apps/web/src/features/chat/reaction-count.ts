// Likes and dislikes on a message (spec 2, sections 4 and 9): counts of 1,000 or more read as k with
// one decimal, and pressing a reaction is applied at once (the server's answer then replaces it):
// the same reaction again takes it back, the other one switches, a count never drops below zero.
import type { Reactions, ReactionType } from '@clutch/contract/messenger';

export const REACTION_K_FROM = 1000;

/** 999 reads "999", 1,000 reads "1.0k", 1,250 "1.2k", 12,345 "12.3k": cut, never rounded up. */
export function formatReactionCount(count: number): string {
  const whole = Math.max(0, Math.trunc(count));
  if (whole < REACTION_K_FROM) return String(whole);
  return `${(Math.floor(whole / 100) / 10).toFixed(1)}k`;
}

export type ReactionRequest = { kind: 'add'; type: ReactionType } | { kind: 'delete' };

const drop = (count: number) => Math.max(0, count - 1);

function counted(reactions: Reactions, type: ReactionType, change: (count: number) => number) {
  return type === 'L'
    ? { ...reactions, likes_count: change(reactions.likes_count) }
    : { ...reactions, dislikes_count: change(reactions.dislikes_count) };
}

/** What pressing `pressed` asks the server, and the counts to show until it answers. */
export function pressReaction(
  reactions: Reactions,
  pressed: ReactionType,
): { request: ReactionRequest; shown: Reactions } {
  const current = reactions.user_has_reacted ? reactions.user_reaction_type : null;
  if (current === pressed) {
    const shown = counted(reactions, pressed, drop);
    return {
      request: { kind: 'delete' },
      shown: { ...shown, user_has_reacted: false, user_reaction_type: null },
    };
  }
  let shown = counted(reactions, pressed, (count) => count + 1);
  if (current !== null) shown = counted(shown, current, drop);
  return {
    request: { kind: 'add', type: pressed },
    shown: { ...shown, user_has_reacted: true, user_reaction_type: pressed },
  };
}
