// Finding a chat as a caller names it, with the caller's membership (and, in a private chat, the
// other party's): every chat and message use case starts here. `user`/N is the private chat between
// the caller and user N; `group`/N and `channel`/N are chat N, of that type.
import type { ChatAddress } from '@clutch/contract/messenger';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import type { PolicyChat, PolicyMember } from './chat-policy.js';
import { chatMembers, chats } from './messenger.tables.js';

export type ChatRow = typeof chats.$inferSelect;
export type MemberRow = typeof chatMembers.$inferSelect;

export interface ChatAccess {
  chat: ChatRow;
  /** The caller's membership, or null. */
  member: MemberRow | null;
  /** Private chats: the other party (user id and membership). */
  otherUserId: number | null;
  other: MemberRow | null;
}

export const policyChat = (chat: ChatRow): PolicyChat => ({
  type: chat.type,
  kind: chat.kind,
  isPrivate: chat.isPrivate,
  archived: chat.archived,
  creatorId: chat.creatorId,
});

export const policyMember = (member: MemberRow | null): PolicyMember | null =>
  member === null
    ? null
    : {
        userId: member.userId,
        role: member.role,
        restriction: member.restriction,
        restrictedUntil: member.restrictedUntil,
      };

export const privatePair = (a: number, b: number): [number, number] => (a < b ? [a, b] : [b, a]);

async function membersOf(db: DbOrTx, chatId: number, userIds: number[]): Promise<MemberRow[]> {
  return db
    .select()
    .from(chatMembers)
    .where(and(eq(chatMembers.chatId, chatId), sql`${chatMembers.userId} in ${userIds}`));
}

/**
 * The chat the caller names, or null when there is none (a private chat not started yet, a wrong
 * type for the id). `lock` takes the chat row's lock (FOR UPDATE) for a change that must not race.
 */
export async function findChat(
  db: DbOrTx,
  callerId: number,
  address: ChatAddress,
  options: { lock?: boolean } = {},
): Promise<ChatAccess | null> {
  const { receiver_content_type: type, receiver_object_id: objectId } = address;
  let query;
  if (type === 'user') {
    if (objectId === callerId) return null;
    const [low, high] = privatePair(callerId, objectId);
    query = db
      .select()
      .from(chats)
      .where(
        and(eq(chats.type, 'private'), eq(chats.privateLowId, low), eq(chats.privateHighId, high)),
      );
  } else {
    query = db
      .select()
      .from(chats)
      .where(and(eq(chats.id, objectId), eq(chats.type, type)));
  }
  const [chat] = options.lock ? await query.for('update') : await query;
  if (!chat) return null;
  const otherUserId =
    chat.type === 'private'
      ? chat.privateLowId === callerId
        ? chat.privateHighId
        : chat.privateLowId
      : null;
  const ids = otherUserId === null ? [callerId] : [callerId, otherUserId];
  const rows = await membersOf(db, chat.id, ids);
  return {
    chat,
    member: rows.find((row) => row.userId === callerId) ?? null,
    otherUserId,
    other: otherUserId === null ? null : (rows.find((row) => row.userId === otherUserId) ?? null),
  };
}

/** The chat by id (for message ids and reactions), as the caller would name it. */
export async function findChatById(
  db: DbOrTx,
  callerId: number,
  chatId: number,
  options: { lock?: boolean } = {},
): Promise<ChatAccess | null> {
  const [chat] = await db.select().from(chats).where(eq(chats.id, chatId));
  if (!chat) return null;
  // Someone else's private chat: addressOf would name the caller's own chat with one of its
  // parties, a different chat. The caller has no way to name this one.
  if (chat.type === 'private' && chat.privateLowId !== callerId && chat.privateHighId !== callerId)
    return null;
  return findChat(db, callerId, addressOf(chat, callerId), options);
}

/** How `viewerId` names the chat: the other party for a private chat, else its type and id. */
export function addressOf(chat: ChatRow, viewerId: number): ChatAddress {
  if (chat.type !== 'private')
    return { receiver_content_type: chat.type, receiver_object_id: chat.id };
  const other = chat.privateLowId === viewerId ? chat.privateHighId : chat.privateLowId;
  return { receiver_content_type: 'user', receiver_object_id: other ?? 0 };
}
