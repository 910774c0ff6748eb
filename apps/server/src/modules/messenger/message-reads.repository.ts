// The messages' hot reads as named prepared statements (PostgreSQL plans each once per connection,
// and Drizzle builds each once): the chat as the caller names it with everything its checks need, a
// page as one seq range, a catch-up, and the two members who have read furthest.
import type { ChatAddress, ReactionType } from '@clutch/contract/messenger';
import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database.js';
import { perDatabase } from '../../platform/db/prepared.js';
import type { UserBriefRow } from '../../platform/http/user-brief.js';
import { users } from '../auth/auth.tables.js';
import { userBans } from '../auth/user-bans.tables.js';
import { privatePair, type ChatAccess } from './chat-access.repository.js';
import type { MessageRow } from './messages.repository.js';
import { chatMembers, chatMessages, chatReactions, chats } from './messenger.tables.js';

const ownReaction = alias(chatReactions, 'own_reaction');
const otherMember = alias(chatMembers, 'other_member');
const placeholder = sql.placeholder;

/** A message with its sender's brief and the viewer's own reaction. */
export interface MessageView {
  row: MessageRow;
  sender: UserBriefRow | null;
  reaction: ReactionType | null;
}

/** Where a member has read up to. */
export interface ReadMarker {
  userId: number;
  lastReadSeq: number;
}

export interface ChatContext {
  /** The chat the caller named, with memberships; null when there is none. */
  access: ChatAccess | null;
  sender: UserBriefRow;
  /** An operator's chat ban (user_bans kind 'chat') is in force. */
  chatBanned: boolean;
}

function contextQuery(db: Db, named: ReturnType<typeof and>) {
  return db
    .select({
      chat: chats,
      member: chatMembers,
      other: otherMember,
      username: users.username,
      avatarUrl: users.avatarUrl,
      chatBanned: sql<boolean>`exists (select 1 from ${userBans} b where b.user_id = ${placeholder('caller')} and b.kind = 'chat' and (b.until is null or b.until > now()))`,
    })
    .from(users)
    .leftJoin(chats, named)
    .leftJoin(
      chatMembers,
      and(eq(chatMembers.chatId, chats.id), eq(chatMembers.userId, placeholder('caller'))),
    )
    .leftJoin(
      otherMember,
      and(eq(otherMember.chatId, chats.id), eq(otherMember.userId, placeholder('other'))),
    )
    .where(eq(users.id, placeholder('caller')));
}

function viewQuery(db: Db) {
  return db
    .select({
      row: chatMessages,
      senderId: users.id,
      username: users.username,
      avatarUrl: users.avatarUrl,
      reaction: ownReaction.type,
    })
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.senderId))
    .leftJoin(
      ownReaction,
      and(
        eq(ownReaction.messageId, chatMessages.id),
        eq(ownReaction.userId, placeholder('viewer')),
      ),
    );
}

function prepareStatements(db: Db) {
  return {
    /** A group or channel by id and type (also: any chat by id, with type = its own type). */
    byId: contextQuery(
      db,
      and(
        eq(chats.id, placeholder('chatId')),
        sql`${chats.type} = coalesce(${placeholder('type')}, ${chats.type})`,
      ),
    ).prepare('chat_context_by_id'),
    /** A private chat by its two users, smaller id first. */
    private: contextQuery(
      db,
      and(
        eq(chats.type, 'private'),
        eq(chats.privateLowId, placeholder('low')),
        eq(chats.privateHighId, placeholder('high')),
      ),
    ).prepare('chat_context_private'),
    between: viewQuery(db)
      .where(
        and(
          eq(chatMessages.chatId, placeholder('chatId')),
          gt(chatMessages.seq, placeholder('after')),
          lte(chatMessages.seq, placeholder('upTo')),
        ),
      )
      .orderBy(desc(chatMessages.seq))
      .prepare('chat_messages_between'),
    // Ids grow with seq inside a chat (appendMessage takes both under the chat's lock), so the
    // id's seq starts one range of chat_messages_chat_seq_key.
    after: viewQuery(db)
      .where(
        and(
          eq(chatMessages.chatId, placeholder('chatId')),
          sql`${chatMessages.seq} > coalesce((select m.seq from ${chatMessages} m where m.id = ${placeholder('afterId')} and m.chat_id = ${placeholder('chatId')}), 0)`,
          gt(chatMessages.id, placeholder('afterId')),
        ),
      )
      .orderBy(asc(chatMessages.seq))
      .limit(placeholder('limit'))
      .prepare('chat_messages_after'),
    readers: db
      .select({ userId: chatMembers.userId, lastReadSeq: chatMembers.lastReadSeq })
      .from(chatMembers)
      .where(eq(chatMembers.chatId, placeholder('chatId')))
      .orderBy(desc(chatMembers.lastReadSeq))
      .limit(2)
      .prepare('chat_read_leaders'),
  };
}

type Statements = ReturnType<typeof prepareStatements>;
type ContextRow = Awaited<ReturnType<Statements['byId']['execute']>>[number];
type ViewRow = Awaited<ReturnType<Statements['between']['execute']>>[number];

const statements = perDatabase(prepareStatements);

const toView = (found: ViewRow): MessageView => ({
  row: found.row,
  sender:
    found.senderId === null || found.username === null
      ? null
      : { id: found.senderId, username: found.username, avatarUrl: found.avatarUrl },
  reaction: found.reaction,
});

function toContext(
  row: ContextRow | undefined,
  callerId: number,
  otherUserId: number | null,
): ChatContext | null {
  if (!row) return null;
  const { chat } = row;
  let access: ChatAccess | null = null;
  if (chat) {
    // By id, a private chat's other party comes from the chat row; its membership is not read.
    const other =
      otherUserId ??
      (chat.type === 'private'
        ? chat.privateLowId === callerId
          ? chat.privateHighId
          : chat.privateLowId
        : null);
    access = {
      chat,
      member: row.member,
      otherUserId: other,
      other: otherUserId === null ? null : row.other,
    };
  }
  return {
    access,
    sender: { id: callerId, username: row.username, avatarUrl: row.avatarUrl },
    chatBanned: row.chatBanned,
  };
}

/**
 * The chat the caller names (as findChat finds it) with the caller's membership and, for a private
 * chat, the other party's; the caller's brief and chat ban. Null when the caller's account is gone.
 */
export async function chatContext(
  db: Db,
  callerId: number,
  address: ChatAddress,
): Promise<ChatContext | null> {
  const { receiver_content_type: type, receiver_object_id: objectId } = address;
  if (type !== 'user') {
    const [row] = await statements(db).byId.execute({
      caller: callerId,
      other: 0,
      chatId: objectId,
      type,
    });
    return toContext(row, callerId, null);
  }
  // A private chat with oneself does not exist: low = high matches no chat.
  const [low, high] =
    objectId === callerId ? [callerId, callerId] : privatePair(callerId, objectId);
  const [row] = await statements(db).private.execute({
    caller: callerId,
    other: objectId,
    low,
    high,
  });
  return toContext(row, callerId, objectId);
}

/** Any chat by id, as its member `callerId` reads it (no other party's membership). */
export async function chatContextById(
  db: Db,
  callerId: number,
  chatId: number,
): Promise<ChatContext | null> {
  const [row] = await statements(db).byId.execute({
    caller: callerId,
    other: 0,
    chatId,
    type: null,
  });
  return toContext(row, callerId, null);
}

/** Messages with seq in (afterSeq, upToSeq], newest first: one range of chat_messages_chat_seq_key. */
export async function messagesBetween(
  db: Db,
  chatId: number,
  viewerId: number,
  afterSeq: number,
  upToSeq: number,
): Promise<MessageView[]> {
  const found = await statements(db).between.execute({
    chatId,
    viewer: viewerId,
    after: afterSeq,
    upTo: upToSeq,
  });
  return found.map(toView);
}

/** Up to `limit` messages after message `afterId`, oldest first. */
export async function messagesAfter(
  db: Db,
  chatId: number,
  viewerId: number,
  afterId: number,
  limit: number,
): Promise<MessageView[]> {
  const found = await statements(db).after.execute({ chatId, viewer: viewerId, afterId, limit });
  return found.map(toView);
}

/** The two members who have read furthest (chat_members_chat_read_idx): whether a message is seen. */
export async function furthestReaders(db: Db, chatId: number): Promise<ReadMarker[]> {
  return statements(db).readers.execute({ chatId });
}
