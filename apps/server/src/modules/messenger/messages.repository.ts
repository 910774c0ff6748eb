// Messages in the database. appendMessage is the one way a message is written: a single statement
// numbers it in its chat (under the chat row's lock, so seq has no gaps and follows commit order
// within the chat), takes its id, moves the chat's counters and the sender's read marker.
import {
  ChatFileSchema,
  SystemAttributesSchema,
  type ChatFile,
  type ReactionType,
  type SystemAttributes,
} from '@clutch/contract/messenger';
import { and, desc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../platform/db/database.js';
import { users } from '../auth/auth.tables.js';
import { chatMembers, chatMessages, chatReactions, chats } from './messenger.tables.js';

export interface NewMessage {
  chatId: number;
  /** null for a system message the platform writes. */
  senderId: number | null;
  text: string;
  files: ChatFile[];
  /** Set for a system message. */
  system: SystemAttributes | null;
  txnId: string | null;
}

export interface MessageRow {
  id: number;
  chatId: number;
  seq: number;
  ordinal: number;
  senderId: number | null;
  contentText: string;
  files: ChatFile[];
  isSystem: boolean;
  attributes: SystemAttributes | null;
  likesCount: number;
  dislikesCount: number;
  txnId: string | null;
  createdAt: Date;
}

/** A row as raw SQL answers it on both drivers (bigint as text on pg, dates as Date or text). */
const RawMessageRowSchema = z.object({
  id: z.coerce.number(),
  chat_id: z.number(),
  seq: z.number(),
  ordinal: z.number(),
  sender_id: z.number().nullable(),
  content_text: z.string(),
  files: z.preprocess(parsedJson, z.array(ChatFileSchema)),
  is_system: z.boolean(),
  attributes: z.preprocess(parsedJson, SystemAttributesSchema.nullable()),
  likes_count: z.number(),
  dislikes_count: z.number(),
  txn_id: z.string().nullable(),
  created_at: z.coerce.date(),
});

function parsedJson(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

/** Raw rows of chat_messages in the shape Drizzle's selects give. */
export function messageRowsOf(result: unknown): MessageRow[] {
  const rows = z.object({ rows: z.array(RawMessageRowSchema) }).parse(result).rows;
  return rows.map((raw) => ({
    id: raw.id,
    chatId: raw.chat_id,
    seq: raw.seq,
    ordinal: raw.ordinal,
    senderId: raw.sender_id,
    contentText: raw.content_text,
    files: raw.files,
    isSystem: raw.is_system,
    attributes: raw.attributes,
    likesCount: raw.likes_count,
    dislikesCount: raw.dislikes_count,
    txnId: raw.txn_id,
    createdAt: raw.created_at,
  }));
}

/**
 * Writes the message and answers it; null when the chat does not exist. Run it inside the
 * transaction that checked the sender's right to post. A repeated (chat, sender, txn_id) fails on
 * chat_messages_txn_key: the caller answers the first message instead.
 */
export async function appendMessage(db: DbOrTx, message: NewMessage): Promise<MessageRow | null> {
  const counts = message.system === null ? 1 : 0;
  const result = await db.execute(sql`
    with numbered as (
      update chats
         set last_seq = last_seq + 1,
             last_ordinal = last_ordinal + ${counts},
             last_message_id = nextval(pg_get_serial_sequence('chat_messages', 'id')),
             last_message_at = now()
       where id = ${message.chatId}
   returning id, last_seq, last_ordinal, last_message_id
    ), written as (
      insert into chat_messages
        (id, chat_id, seq, ordinal, sender_id, content_text, files, is_system, attributes, txn_id)
      select last_message_id, id, last_seq, last_ordinal, ${message.senderId}, ${message.text},
             ${JSON.stringify(message.files)}::jsonb, ${message.system !== null},
             ${message.system === null ? null : JSON.stringify(message.system)}::jsonb,
             ${message.txnId}
        from numbered
   returning *
    ), sender_read as (
      update chat_members m
         set last_read_seq = w.seq, last_read_message_id = w.id, last_read_ordinal = w.ordinal
        from written w
       where m.chat_id = w.chat_id and m.user_id = w.sender_id and m.last_read_seq < w.seq
    )
    select * from written`);
  return messageRowsOf(result)[0] ?? null;
}

export async function findMessage(db: DbOrTx, id: number): Promise<MessageRow | null> {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
  return row ?? null;
}

/** The message a sender's earlier send with this txn_id made. */
export async function findByTxn(
  db: DbOrTx,
  chatId: number,
  senderId: number,
  txnId: string,
): Promise<MessageRow | null> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.chatId, chatId),
        eq(chatMessages.senderId, senderId),
        eq(chatMessages.txnId, txnId),
      ),
    );
  return row ?? null;
}

export interface ReactionCounts {
  likesCount: number;
  dislikesCount: number;
}

/**
 * Sets (or, with null, takes back) a user's reaction and moves the message's counts by the
 * difference. The message row stays locked until the transaction ends, so reactions to one message
 * take turns and the counts always equal the reactions. Null when the message is gone.
 */
export async function setReaction(
  tx: DbOrTx,
  messageId: number,
  userId: number,
  type: ReactionType | null,
): Promise<{ before: ReactionType | null; counts: ReactionCounts } | null> {
  const [locked] = await tx
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(eq(chatMessages.id, messageId))
    .for('no key update');
  if (!locked) return null;
  const [old] = await tx
    .select({ type: chatReactions.type })
    .from(chatReactions)
    .where(and(eq(chatReactions.messageId, messageId), eq(chatReactions.userId, userId)));
  const before = old?.type ?? null;
  if (type === null)
    await tx
      .delete(chatReactions)
      .where(and(eq(chatReactions.messageId, messageId), eq(chatReactions.userId, userId)));
  else
    await tx
      .insert(chatReactions)
      .values({ messageId, userId, type })
      .onConflictDoUpdate({
        target: [chatReactions.messageId, chatReactions.userId],
        set: { type },
      });
  const delta = (kind: ReactionType) => (type === kind ? 1 : 0) - (before === kind ? 1 : 0);
  const [counts] = await tx
    .update(chatMessages)
    .set({
      likesCount: sql`${chatMessages.likesCount} + ${delta('L')}`,
      dislikesCount: sql`${chatMessages.dislikesCount} + ${delta('D')}`,
    })
    .where(eq(chatMessages.id, messageId))
    .returning({
      likesCount: chatMessages.likesCount,
      dislikesCount: chatMessages.dislikesCount,
    });
  return counts ? { before, counts } : null;
}

export interface ReadState {
  /** Whether the marker moved. */
  moved: boolean;
  lastReadMessageId: number;
  unread: number;
}

/**
 * Moves the member's read marker forward to the message (never back) and answers where it stands
 * and how many messages (not system ones) stay unread. Null when the caller is not a member. Run
 * it in a transaction, so the answer is the marker this call left.
 */
export async function markRead(
  tx: DbOrTx,
  chatId: number,
  userId: number,
  message: Pick<MessageRow, 'id' | 'seq' | 'ordinal'>,
): Promise<ReadState | null> {
  const moved = await tx
    .update(chatMembers)
    .set({
      lastReadSeq: message.seq,
      lastReadMessageId: message.id,
      lastReadOrdinal: message.ordinal,
    })
    .where(
      and(
        eq(chatMembers.chatId, chatId),
        eq(chatMembers.userId, userId),
        lt(chatMembers.lastReadSeq, message.seq),
      ),
    )
    .returning({ id: chatMembers.id });
  const [state] = await tx
    .select({
      lastReadMessageId: chatMembers.lastReadMessageId,
      unread: sql<number>`greatest(${chats.lastOrdinal} - ${chatMembers.lastReadOrdinal}, 0)`,
    })
    .from(chatMembers)
    .innerJoin(chats, eq(chats.id, chatMembers.chatId))
    .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, userId)));
  return state ? { moved: moved.length > 0, ...state } : null;
}

/** The chats a user belongs to, with what canRead needs (the sockets' rooms). */
export async function membershipsOf(db: DbOrTx, userId: number) {
  return db
    .select({
      chatId: chats.id,
      type: chats.type,
      kind: chats.kind,
      isPrivate: chats.isPrivate,
      archived: chats.archived,
      creatorId: chats.creatorId,
      member: {
        userId: chatMembers.userId,
        role: chatMembers.role,
        restriction: chatMembers.restriction,
        restrictedUntil: chatMembers.restrictedUntil,
      },
    })
    .from(chatMembers)
    .innerJoin(chats, eq(chats.id, chatMembers.chatId))
    .where(eq(chatMembers.userId, userId));
}

/**
 * The chat's archived flag and the members' rows as they are now: the send's second look under the
 * chat's lock, so a ban or mute committed before the message took its number stops it.
 */
export async function postingState(
  db: DbOrTx,
  chatId: number,
  userIds: number[],
): Promise<{ archived: boolean; members: (typeof chatMembers.$inferSelect)[] } | null> {
  const rows = await db
    .select({ archived: chats.archived, member: chatMembers })
    .from(chats)
    .leftJoin(
      chatMembers,
      and(eq(chatMembers.chatId, chats.id), inArray(chatMembers.userId, userIds)),
    )
    .where(eq(chats.id, chatId));
  const [first] = rows;
  if (!first) return null;
  return {
    archived: first.archived,
    members: rows.flatMap((row) => (row.member ? [row.member] : [])),
  };
}

/**
 * The newest `limit` messages `senderIds` wrote in a chat up to `until`, oldest first, with their
 * senders (the operator console's evidence for a report).
 */
export async function excerptOf(
  db: DbOrTx,
  input: { chatId: number; senderIds: number[]; until: Date; limit: number },
) {
  const rows = await db
    .select({
      id: chatMessages.id,
      seq: chatMessages.seq,
      contentText: chatMessages.contentText,
      files: chatMessages.files,
      createdAt: chatMessages.createdAt,
      senderId: users.id,
      senderName: users.username,
      senderAvatar: users.avatarUrl,
    })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.senderId))
    .where(
      and(
        eq(chatMessages.chatId, input.chatId),
        inArray(chatMessages.senderId, input.senderIds),
        lte(chatMessages.createdAt, input.until),
      ),
    )
    .orderBy(desc(chatMessages.seq))
    .limit(input.limit);
  return rows.reverse();
}
