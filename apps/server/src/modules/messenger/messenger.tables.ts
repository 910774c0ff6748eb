// Chats, their members and messages. Unread is derived, never stored per message: each member keeps
// a read marker (`last_read_seq`), each chat counts its messages (`last_seq`, and `last_ordinal` for
// the non-system ones), so a post to a 5,000-member channel is one insert and one chat update.
// Messages are numbered per chat without gaps (`seq`, taken under the chat's row lock), which turns
// a page number into an index range: page 4,000 costs what page 1 costs.
import type {
  ChatFile,
  ChatKind,
  ChatRole,
  ChatType,
  ReactionType,
  SystemAttributes,
} from '@clutch/contract/messenger';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { tstz } from '../../platform/db/columns.js';
import { users } from '../auth/auth.tables.js';

export const chats = pgTable(
  'chats',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: varchar('type', { length: 8 }).$type<ChatType>().notNull(),
    /** user: made by users; team and match: made and kept by the platform. */
    kind: varchar('kind', { length: 8 }).$type<ChatKind>().notNull().default('user'),
    /** What a platform chat belongs to: `team:<id>`, `quickmatch:<id>`, `tournament-match:<id>`. */
    ownerKey: varchar('owner_key', { length: 40 }),
    /** The page a platform chat belongs to (its team, lobby or tournament), kept by its reconcile; null once the owner is gone. */
    link: varchar('link', { length: 120 }),
    name: varchar('name', { length: 100 }).notNull().default(''),
    description: varchar('description', { length: 500 }).notNull().default(''),
    avatarUrl: text('avatar_url'),
    isPrivate: boolean('is_private').notNull().default(false),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    inviteToken: varchar('invite_token', { length: 64 }).notNull(),
    /** Private chats: the two users, smaller id first. */
    privateLowId: integer('private_low_id').references(() => users.id, { onDelete: 'cascade' }),
    privateHighId: integer('private_high_id').references(() => users.id, { onDelete: 'cascade' }),
    /** seq of the newest message (= how many messages the chat has). */
    lastSeq: integer('last_seq').notNull().default(0),
    /** How many of them are not system messages (unread counts these). */
    lastOrdinal: integer('last_ordinal').notNull().default(0),
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    lastMessageAt: tstz('last_message_at'),
    membersCount: integer('members_count').notNull().default(0),
    /** Read-only from now on (a match room after its match). */
    archived: boolean('archived').notNull().default(false),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chats_invite_token_key').on(t.inviteToken),
    uniqueIndex('chats_owner_key').on(t.ownerKey),
    uniqueIndex('chats_private_pair_key')
      .on(t.privateLowId, t.privateHighId)
      .where(sql`${t.type} = 'private'`),
    check('chats_type_known', sql`${t.type} in ('private', 'group', 'channel')`),
    check('chats_kind_known', sql`${t.kind} in ('user', 'team', 'match')`),
    check(
      'chats_private_pair',
      sql`(${t.type} = 'private') = (${t.privateLowId} is not null and ${t.privateHighId} is not null and ${t.privateLowId} < ${t.privateHighId})`,
    ),
  ],
);

export type ChatRestriction = 'ban' | 'mute';

export const chatMembers = pgTable(
  'chat_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 admin, 2 moderator, 3 user. */
    role: smallint('role').$type<ChatRole>().notNull().default(3),
    /** The member has read every message up to this seq (and this id, which the API speaks). */
    lastReadSeq: integer('last_read_seq').notNull().default(0),
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }).notNull().default(0),
    /** Non-system messages up to the read marker: unread = chat.last_ordinal - this. */
    lastReadOrdinal: integer('last_read_ordinal').notNull().default(0),
    /** A ban (cannot read or post) or a mute (cannot post), for good when `restricted_until` is null. */
    restriction: varchar('restriction', { length: 4 }).$type<ChatRestriction>(),
    restrictedUntil: tstz('restricted_until'),
    joinedAt: tstz('joined_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_members_chat_user_key').on(t.chatId, t.userId),
    index('chat_members_user_idx').on(t.userId),
    index('chat_members_chat_role_idx').on(t.chatId, t.role, t.id),
    index('chat_members_chat_read_idx').on(t.chatId, t.lastReadSeq),
    check('chat_members_role_known', sql`${t.role} in (1, 2, 3)`),
    check(
      'chat_members_restriction_known',
      sql`${t.restriction} is null or ${t.restriction} in ('ban', 'mute')`,
    ),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    /** Taken from its sequence in the same statement that numbers the message (see appendMessage). */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    /** 1, 2, 3 … within the chat, no gaps. */
    seq: integer('seq').notNull(),
    /** Non-system messages of the chat up to this one. */
    ordinal: integer('ordinal').notNull(),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    contentText: text('content_text').notNull().default(''),
    files: jsonb('files').$type<ChatFile[]>().notNull().default([]),
    isSystem: boolean('is_system').notNull().default(false),
    attributes: jsonb('attributes').$type<SystemAttributes>(),
    likesCount: integer('likes_count').notNull().default(0),
    dislikesCount: integer('dislikes_count').notNull().default(0),
    /** The sender's id for the send: a retry with the same id answers the first message. */
    txnId: varchar('txn_id', { length: 64 }),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_chat_seq_key').on(t.chatId, t.seq),
    uniqueIndex('chat_messages_txn_key')
      .on(t.chatId, t.senderId, t.txnId)
      .where(sql`${t.txnId} is not null`),
  ],
);

export const chatReactions = pgTable(
  'chat_reactions',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 1 }).$type<ReactionType>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId] }),
    check('chat_reactions_type_known', sql`${t.type} in ('L', 'D')`),
  ],
);
