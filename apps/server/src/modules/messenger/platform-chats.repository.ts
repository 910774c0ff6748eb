// Database access for the platform's own chats: the chat and member rows the roster reconcile
// writes (platform-rosters.repository reads the rosters). A platform chat is found by its owner key,
// unique in `chats`, so two instances creating it at once make one.
import { randomBytes } from 'node:crypto';
import type { ChatRole } from '@clutch/contract/messenger';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import type { UserBriefRow } from '../../platform/http/user-brief.js';
import { users } from '../auth/auth.tables.js';
import type { ChatRow } from './chat-access.repository.js';
import { chatMembers, chats } from './messenger.tables.js';
import type { RosterMember } from './platform-roster.js';
import {
  chatKindOf,
  ownerKeyOf,
  rosterOf,
  type RoomOwner,
  type Roster,
} from './platform-rosters.repository.js';

export const platformChatsRepository = {
  /** The owner's roster as committed now, or null when the owner does not exist. */
  roster: rosterOf,

  async byOwner(db: DbOrTx, owner: RoomOwner): Promise<ChatRow | null> {
    const [chat] = await db
      .select()
      .from(chats)
      .where(eq(chats.ownerKey, ownerKeyOf(owner)));
    return chat ?? null;
  },

  /**
   * Makes the owner's chat unless it exists, and answers whether this call made it. Two callers at
   * once: the second's insert waits on the unique owner key, does nothing, and reads the first's.
   */
  async ensure(
    db: DbOrTx,
    owner: RoomOwner,
    roster: Roster,
  ): Promise<{ chat: ChatRow; created: boolean }> {
    const [made] = await db
      .insert(chats)
      .values({
        type: 'group',
        kind: chatKindOf(owner),
        ownerKey: ownerKeyOf(owner),
        name: roster.name,
        avatarUrl: roster.avatarUrl,
        link: roster.link,
        isPrivate: true,
        inviteToken: randomBytes(24).toString('base64url'),
      })
      .onConflictDoNothing({ target: chats.ownerKey })
      .returning();
    if (made) return { chat: made, created: true };
    const found = await platformChatsRepository.byOwner(db, owner);
    if (!found) throw new Error(`platform chat ${ownerKeyOf(owner)} vanished`);
    return { chat: found, created: false };
  },

  /** The chat row under its lock: reconciles of one chat run one after another. */
  async lock(db: DbOrTx, chatId: number): Promise<ChatRow | null> {
    const [chat] = await db.select().from(chats).where(eq(chats.id, chatId)).for('update');
    return chat ?? null;
  },

  members: (db: DbOrTx, chatId: number): Promise<RosterMember[]> =>
    db
      .select({ userId: chatMembers.userId, role: chatMembers.role })
      .from(chatMembers)
      .where(eq(chatMembers.chatId, chatId)),

  async isMember(db: DbOrTx, chatId: number, userId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: chatMembers.id })
      .from(chatMembers)
      .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, userId)));
    return row !== undefined;
  },

  /** New members have read everything before they came: their unread starts at nothing. */
  async addMembers(db: DbOrTx, chat: ChatRow, members: readonly RosterMember[]): Promise<void> {
    if (members.length === 0) return;
    await db
      .insert(chatMembers)
      .values(
        members.map((member) => ({
          chatId: chat.id,
          userId: member.userId,
          role: member.role,
          lastReadSeq: chat.lastSeq,
          lastReadMessageId: chat.lastMessageId ?? 0,
          lastReadOrdinal: chat.lastOrdinal,
        })),
      )
      .onConflictDoNothing();
  },

  async removeMembers(db: DbOrTx, chatId: number, userIds: readonly number[]): Promise<void> {
    if (userIds.length === 0) return;
    await db
      .delete(chatMembers)
      .where(and(eq(chatMembers.chatId, chatId), inArray(chatMembers.userId, [...userIds])));
  },

  setRole: (db: DbOrTx, chatId: number, userId: number, role: ChatRole) =>
    db
      .update(chatMembers)
      .set({ role })
      .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, userId))),

  /** Recounts the members and, when given, follows the owner's name and picture. */
  async refresh(
    db: DbOrTx,
    chatId: number,
    changes: { name?: string; avatarUrl?: string | null; link?: string | null; archived?: true },
  ): Promise<ChatRow> {
    const [chat] = await db
      .update(chats)
      .set({
        ...changes,
        membersCount: sql`(select count(*)::int from ${chatMembers} where ${chatMembers.chatId} = ${chatId})`,
      })
      .where(eq(chats.id, chatId))
      .returning();
    if (!chat) throw new Error(`chat ${String(chatId)} vanished`);
    return chat;
  },

  async briefs(db: DbOrTx, userIds: readonly number[]): Promise<Map<number, UserBriefRow>> {
    if (userIds.length === 0) return new Map();
    const rows = await db
      .select({ id: users.id, username: users.username, avatarUrl: users.avatarUrl })
      .from(users)
      .where(inArray(users.id, [...userIds]));
    return new Map(rows.map((row) => [row.id, row]));
  },
};
