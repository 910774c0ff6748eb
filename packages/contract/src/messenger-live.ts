// The live side of the messenger, on group-chat-updates. A socket joins the rooms of all the
// caller's chats when it opens and follows membership changes itself; pushes carry the message id
// and the chat's `seq`, so a client that sees a gap (or reconnects after a close other than 1000)
// asks `{action: 'catch_up', pk: chatId, last_id}` and gets what it missed, in order, once.
import type { z } from 'zod';
import type {
  ChatAddressSchema,
  ChatMessageSchema,
  ChatRoleSchema,
  MemberRestrictionSchema,
  MissedMessagesSchema,
  ReactionTypeSchema,
} from './messenger.js';
import type { UserBrief } from './common.js';

/** Actions the server pushes on group-chat-updates. */
export const CHAT_PUSH_ACTIONS = {
  /** data: the message as its members see it (seen false, no own reaction). */
  message: 'new_message',
  /** data: a member moved their read marker: every earlier non-system message of others is seen. */
  seen: 'seen',
  /** data: a message's counts after a reaction; `user`/`type` say whose and which (null: taken back). */
  reaction: 'reaction',
  /** data: a member joined, left, was added, removed, banned, muted, unbanned or changed role. */
  member: 'member',
  /** data: the chat's name, description, avatar or privacy changed, or it was archived. */
  chat: 'chat',
  /** data: the caller lost this chat (left, removed, banned): close it. */
  removed: 'chat_removed',
  /** The answer to catch_up: data is `{chat_id, results, has_more}`. */
  catchUp: 'catch_up',
} as const;

type Address = z.infer<typeof ChatAddressSchema>;

export interface ChatSeenData {
  chat_id: number;
  user_id: number;
  /** Read up to and including this message id. */
  message_id: number;
}
export interface ChatReactionData {
  chat_id: number;
  message_id: number;
  likes_count: number;
  dislikes_count: number;
  user_id: number;
  type: z.infer<typeof ReactionTypeSchema> | null;
}
export interface ChatMemberData {
  chat_id: number;
  change: 'joined' | 'left' | 'added' | 'removed' | 'role' | 'restriction';
  user: UserBrief;
  role: z.infer<typeof ChatRoleSchema> | null;
  ban: z.infer<typeof MemberRestrictionSchema> | null;
  members_count: number;
}
export interface ChatChangedData {
  chat_id: number;
  name: string;
  description: string;
  avatar_url: string | null;
  private: boolean;
  archived: boolean;
}

/**
 * A private chat's address differs per reader (each sees the other user), so a pushed message
 * carries the sender's view; clients use `chat_id` to find the chat.
 */
export type ChatPush =
  | { action: typeof CHAT_PUSH_ACTIONS.message; data: z.infer<typeof ChatMessageSchema> }
  | { action: typeof CHAT_PUSH_ACTIONS.seen; data: ChatSeenData }
  | { action: typeof CHAT_PUSH_ACTIONS.reaction; data: ChatReactionData }
  | { action: typeof CHAT_PUSH_ACTIONS.member; data: ChatMemberData }
  | { action: typeof CHAT_PUSH_ACTIONS.chat; data: ChatChangedData }
  | { action: typeof CHAT_PUSH_ACTIONS.removed; data: { chat_id: number } & Partial<Address> };

export type ChatCatchUpData = { chat_id: number } & z.infer<typeof MissedMessagesSchema>;
