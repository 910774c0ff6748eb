// Messages in the database. appendMessage is the one way a message is written: a single statement
// numbers it in its chat (under the chat row's lock, so seq has no gaps and follows commit order
// within the chat), takes its id, moves the chat's counters and the sender's read marker.
import {
  ChatFileSchema,
  SystemAttributesSchema,
  type ChatFile,
  type SystemAttributes,
} from '@clutch/contract/messenger';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../platform/db/database.js';

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
