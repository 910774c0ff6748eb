// Mapper from a stored message (and the rows around it) to the contract's ChatMessage: no database
// access, no permission checks. The address is the viewer's (a private chat names the other user).
import type { UserBrief } from '@clutch/contract/common';
import type { ChatMessage, ReactionType } from '@clutch/contract/messenger';
import { addressOf, type ChatRow } from './chat-access.repository.js';
import type { ReadMarker } from './message-reads.repository.js';
import type { MessageRow } from './messages.repository.js';

export interface OwnView {
  /** Someone other than the sender has read it. */
  seen: boolean;
  /** The viewer's own reaction. */
  reaction: ReactionType | null;
}

/** A message as pushed to the whole room: not seen yet, nobody's own reaction. */
export const NO_OWN_VIEW: OwnView = { seen: false, reaction: null };

export function toChatMessage(
  row: MessageRow,
  chat: ChatRow,
  sender: UserBrief | null,
  viewerId: number,
  own: OwnView,
): ChatMessage {
  return {
    id: row.id,
    seq: row.seq,
    chat_id: row.chatId,
    sender,
    ...addressOf(chat, viewerId),
    content_text: row.contentText,
    files: row.files,
    timestamp: row.createdAt.toISOString(),
    seen: own.seen,
    is_system: row.isSystem,
    attributes: row.attributes,
    reactions: {
      likes_count: row.likesCount,
      dislikes_count: row.dislikesCount,
      user_has_reacted: own.reaction !== null,
      user_reaction_type: own.reaction,
    },
    txn_id: row.txnId,
  };
}

/** Whether someone other than the message's sender has read up to it (a system message: anyone). */
export function isSeen(row: Pick<MessageRow, 'seq' | 'senderId'>, top: readonly ReadMarker[]) {
  const furthestOther = top.find((marker) => marker.userId !== row.senderId);
  return furthestOther !== undefined && furthestOther.lastReadSeq >= row.seq;
}
