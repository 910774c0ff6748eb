// The chat lists, read-only and hot: the caller's chat list (messages bar) is one named prepared
// statement whatever the page (the caller's memberships with each chat, its last message and sender,
// the other party of a private chat, and the total); search is one statement per kind; a members
// page is one statement with its total.
import type { SystemAttributes } from '@clutch/contract/messenger';
import { and, asc, desc, eq, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/database.js';
import { perDatabase } from '../../platform/db/prepared.js';
import { containing } from '../../platform/db/like.js';
import type { PageWindow } from '../../platform/http/pagination.js';
import type { UserBriefRow } from '../../platform/http/user-brief.js';
import { users } from '../auth/auth.tables.js';
import type { ChatRow } from './chat-access.repository.js';
import { activeBan } from './chats.repository.js';
import { chatMembers, chatMessages, chats } from './messenger.tables.js';

const lastMessage = alias(chatMessages, 'last_message');
const sender = alias(users, 'sender');
const other = alias(users, 'other');
/** The caller's own membership, in search (where it may be missing). */
const mine = alias(chatMembers, 'mine');

const brief = (table: typeof users | typeof sender | typeof other) => ({
  id: table.id,
  username: table.username,
  avatarUrl: table.avatarUrl,
});

/** Members list order: admins, moderators, users, each by joining order (chat_members_chat_role_idx). */
const memberOrder = [asc(chatMembers.role), asc(chatMembers.id)];

/** The other party of a private chat, for `caller`. */
const otherOf = (caller: SQL | number) =>
  sql`case when ${chats.privateLowId} = ${caller} then ${chats.privateHighId} else ${chats.privateLowId} end`;

/** Columns a chat list item needs; `member` is null for a chat the caller only found by search. */
function barColumns(memberTable: typeof chatMembers | typeof mine) {
  return {
    chat: {
      id: chats.id,
      type: chats.type,
      kind: chats.kind,
      name: chats.name,
      avatarUrl: chats.avatarUrl,
      privateLowId: chats.privateLowId,
      privateHighId: chats.privateHighId,
      lastOrdinal: chats.lastOrdinal,
      archived: chats.archived,
      createdAt: chats.createdAt,
    },
    member: {
      id: memberTable.id,
      lastReadOrdinal: memberTable.lastReadOrdinal,
      lastReadMessageId: memberTable.lastReadMessageId,
    },
    message: {
      id: lastMessage.id,
      contentText: lastMessage.contentText,
      isSystem: lastMessage.isSystem,
      hasFiles: sql<boolean>`jsonb_array_length(${lastMessage.files}) > 0`,
      attributes: lastMessage.attributes,
      createdAt: lastMessage.createdAt,
    },
    sender: brief(sender),
    other: brief(other),
  };
}

type Bound = number | Placeholder;
function barQuery(db: DbOrTx, caller: SQL | number, limit: Bound, offset: Bound) {
  return db
    .select({ ...barColumns(chatMembers), total: sql<number>`(count(*) over ())::int` })
    .from(chatMembers)
    .innerJoin(chats, eq(chats.id, chatMembers.chatId))
    .leftJoin(lastMessage, eq(lastMessage.id, chats.lastMessageId))
    .leftJoin(sender, eq(sender.id, lastMessage.senderId))
    .leftJoin(other, and(eq(chats.type, 'private'), eq(other.id, otherOf(caller))))
    .where(
      and(
        eq(chatMembers.userId, caller),
        or(eq(chats.type, 'private'), sql`not ${activeBan(chatMembers)}`),
      ),
    )
    .orderBy(desc(sql`coalesce(${chats.lastMessageAt}, ${chats.createdAt})`), desc(chats.id))
    .limit(limit)
    .offset(offset);
}

/** A chat list item's data; `member` is null for a chat the caller found by search only. */
export interface BarRow {
  chat: {
    id: number;
    type: ChatRow['type'];
    kind: ChatRow['kind'];
    name: string;
    avatarUrl: string | null;
    privateLowId: number | null;
    privateHighId: number | null;
    lastOrdinal: number;
    archived: boolean;
    createdAt: Date;
  };
  member: { lastReadOrdinal: number; lastReadMessageId: number } | null;
  message: {
    contentText: string;
    isSystem: boolean;
    hasFiles: boolean;
    attributes: SystemAttributes | null;
    createdAt: Date;
  } | null;
  sender: UserBriefRow | null;
  other: UserBriefRow | null;
}

type Maybe<T> = { [K in keyof T]: T[K] | null } | null;
interface RawBarRow {
  chat: BarRow['chat'];
  member: Maybe<{ id: number; lastReadOrdinal: number; lastReadMessageId: number }>;
  message: Maybe<{
    id: number;
    contentText: string;
    isSystem: boolean;
    hasFiles: boolean;
    attributes: SystemAttributes;
    createdAt: Date;
  }>;
  sender: Maybe<UserBriefRow>;
  other: Maybe<UserBriefRow>;
}

const briefOf = (raw: Maybe<UserBriefRow>): UserBriefRow | null =>
  raw && raw.id !== null && raw.username !== null
    ? { id: raw.id, username: raw.username, avatarUrl: raw.avatarUrl }
    : null;

/** Left joins answer all-null columns for a missing row; those become null here. */
function toBarRow(raw: RawBarRow): BarRow {
  const { member, message } = raw;
  return {
    chat: raw.chat,
    member:
      member && member.id !== null
        ? {
            lastReadOrdinal: member.lastReadOrdinal ?? 0,
            lastReadMessageId: member.lastReadMessageId ?? 0,
          }
        : null,
    message:
      message && message.id !== null && message.createdAt !== null
        ? {
            contentText: message.contentText ?? '',
            isSystem: message.isSystem ?? false,
            hasFiles: message.hasFiles ?? false,
            attributes: message.attributes,
            createdAt: message.createdAt,
          }
        : null,
    sender: briefOf(raw.sender),
    other: briefOf(raw.other),
  };
}

/**
 * A members page: the page's ids cut from chat_members_chat_role_idx alone and the total counted
 * there too (both uncorrelated, each run once), then only those rows joined with their users: a
 * window count over the join made every page of a 5,000-member channel join and sort all 5,000.
 */
function membersQuery(db: DbOrTx) {
  const chat = sql.placeholder('chat');
  const pageIds = db
    .select({ id: chatMembers.id })
    .from(chatMembers)
    .where(eq(chatMembers.chatId, chat))
    .orderBy(...memberOrder)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  return db
    .select({
      member: {
        id: chatMembers.id,
        userId: chatMembers.userId,
        role: chatMembers.role,
        restriction: chatMembers.restriction,
        restrictedUntil: chatMembers.restrictedUntil,
      },
      user: brief(users),
      total: sql<number>`(SELECT count(*)::int FROM ${chatMembers} WHERE ${chatMembers.chatId} = ${chat})`,
    })
    .from(chatMembers)
    .innerJoin(users, eq(users.id, chatMembers.userId))
    .where(sql`${chatMembers.id} IN (${pageIds})`)
    .orderBy(...memberOrder);
}

function prepareStatements(db: DbOrTx) {
  return {
    bar: barQuery(
      db,
      sql`${sql.placeholder('caller')}::int`,
      sql.placeholder('limit'),
      sql.placeholder('offset'),
    ).prepare('chat_bar_page'),
    members: membersQuery(db).prepare('chat_members_page'),
    memberships: db
      .select({
        chatId: chatMembers.chatId,
        restriction: chatMembers.restriction,
        restrictedUntil: chatMembers.restrictedUntil,
      })
      .from(chatMembers)
      .where(eq(chatMembers.userId, sql.placeholder('caller')))
      .prepare('chat_bar_memberships'),
  };
}
const statements = perDatabase(prepareStatements);

const SEARCH_LIMIT = 20;

export const chatListsRepository = {
  async membersPage(db: DbOrTx, chatId: number, window: PageWindow) {
    const rows = await statements(db).members.execute({
      chat: chatId,
      limit: window.limit,
      offset: window.offset,
    });
    const total = rows[0]?.total ?? (window.offset === 0 ? 0 : await countMembers(db, chatId));
    return { count: total, results: rows };
  },

  /**
   * Every chat the caller belongs to, and when the first of their timed bans ends (after which
   * the chat is on their list again): what a kept list of theirs depends on besides the chats.
   */
  async barMemberships(
    db: DbOrTx,
    callerId: number,
    now: Date,
  ): Promise<{ chatIds: number[]; banEnds: Date | null }> {
    const rows = await statements(db).memberships.execute({ caller: callerId });
    let banEnds: Date | null = null;
    for (const row of rows)
      if (
        row.restriction === 'ban' &&
        row.restrictedUntil !== null &&
        row.restrictedUntil > now &&
        (banEnds === null || row.restrictedUntil < banEnds)
      )
        banEnds = row.restrictedUntil;
    return { chatIds: rows.map((row) => row.chatId), banEnds };
  },

  /** The caller's chats, newest activity first, without those they are banned from. */
  async barPage(db: DbOrTx, callerId: number, window: PageWindow) {
    const rows = await statements(db).bar.execute({
      caller: callerId,
      limit: window.limit,
      offset: window.offset,
    });
    const total = rows[0]?.total ?? (window.offset === 0 ? 0 : await countBar(db, callerId));
    return { count: total, results: rows.map(toBarRow) };
  },

  /**
   * Chats named like `text`: the caller's own (a private chat by the other party's name) and public
   * user-made groups and channels; the caller's first. One statement.
   */
  async searchChats(db: DbOrTx, callerId: number, text: string): Promise<BarRow[]> {
    const pattern = containing(text);
    const rows = await db
      .select(barColumns(mine))
      .from(chats)
      .leftJoin(mine, and(eq(mine.chatId, chats.id), eq(mine.userId, callerId)))
      .leftJoin(
        lastMessage,
        and(sql`${mine.id} is not null`, eq(lastMessage.id, chats.lastMessageId)),
      )
      .leftJoin(sender, eq(sender.id, lastMessage.senderId))
      .leftJoin(other, and(eq(chats.type, 'private'), eq(other.id, otherOf(callerId))))
      .where(
        and(
          or(
            and(
              sql`${mine.id} is not null`,
              or(eq(chats.type, 'private'), sql`not ${activeBan(mine)}`),
            ),
            and(
              isNull(mine.id),
              sql`${chats.type} <> 'private'`,
              eq(chats.kind, 'user'),
              eq(chats.isPrivate, false),
            ),
          ),
          or(
            and(sql`${chats.type} <> 'private'`, sql`${chats.name} ilike ${pattern}`),
            and(eq(chats.type, 'private'), sql`${other.username} ilike ${pattern}`),
          ),
        ),
      )
      .orderBy(
        sql`${mine.id} is null`,
        desc(sql`coalesce(${chats.lastMessageAt}, ${chats.createdAt})`),
        desc(chats.id),
      )
      .limit(SEARCH_LIMIT);
    return rows.map(toBarRow);
  },

  async searchUsers(db: DbOrTx, callerId: number, text: string): Promise<UserBriefRow[]> {
    return db
      .select(brief(users))
      .from(users)
      .where(and(sql`${users.username} ilike ${containing(text)}`, sql`${users.id} <> ${callerId}`))
      .orderBy(sql`lower(${users.username})`)
      .limit(SEARCH_LIMIT);
  },
};

async function countMembers(db: DbOrTx, chatId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(chatMembers)
    .where(eq(chatMembers.chatId, chatId));
  return row?.count ?? 0;
}

async function countBar(db: DbOrTx, callerId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(chatMembers)
    .innerJoin(chats, eq(chats.id, chatMembers.chatId))
    .where(
      and(
        eq(chatMembers.userId, callerId),
        or(eq(chats.type, 'private'), sql`not ${activeBan(chatMembers)}`),
      ),
    );
  return row?.count ?? 0;
}
