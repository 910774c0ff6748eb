// Database access for chats and their members, for the use cases that change them (lists and
// search are chat-lists.repository's, messages messages.repository's).
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import type { UserBriefRow } from '../../platform/http/user-brief.js';
import { users } from '../auth/auth.tables.js';
import { userBans } from '../auth/user-bans.tables.js';
import { friendships } from '../friends/friends.tables.js';
import type { ChatRow, MemberRow } from './chat-access.repository.js';
import { chatMembers, chats, type ChatRestriction } from './messenger.tables.js';

/** A new invitation token: 24 random bytes, 32 URL-safe characters. */
export const newInviteToken = () => randomBytes(24).toString('base64url');

export type NewChat = typeof chats.$inferInsert;
export type ChatChanges = Partial<
  Pick<NewChat, 'name' | 'description' | 'isPrivate' | 'avatarUrl' | 'inviteToken' | 'creatorId'>
>;
export interface MemberChanges {
  role?: MemberRow['role'];
  restriction?: ChatRestriction | null;
  restrictedUntil?: Date | null;
}

const brief = (table: typeof users) => ({
  id: table.id,
  username: table.username,
  avatarUrl: table.avatarUrl,
});

/** A member row under a ban that has not lapsed (SQL twin of policy.activeRestriction). */
export const activeBan = (m: { restriction: SQLWrapper; restrictedUntil: SQLWrapper }) =>
  sql`(coalesce(${m.restriction} = 'ban', false) and (${m.restrictedUntil} is null or ${m.restrictedUntil} > now()))`;

export const chatsRepository = {
  async insertChat(tx: DbOrTx, chat: NewChat): Promise<ChatRow | undefined> {
    const [row] = await tx.insert(chats).values(chat).onConflictDoNothing().returning();
    return row;
  },

  async updateChat(tx: DbOrTx, chatId: number, changes: ChatChanges): Promise<ChatRow> {
    const [row] = await tx.update(chats).set(changes).where(eq(chats.id, chatId)).returning();
    if (!row) throw new Error(`chat ${String(chatId)} vanished under its lock`);
    return row;
  },

  async findByInviteToken(tx: DbOrTx, token: string): Promise<ChatRow | undefined> {
    const [row] = await tx.select().from(chats).where(eq(chats.inviteToken, token)).for('update');
    return row;
  },

  /**
   * Adds whoever is not a member yet and answers the rows it made. A newcomer's read marker starts
   * at the chat's newest message: what was said before they came is not unread for them.
   */
  async insertMembers(
    tx: DbOrTx,
    chatId: number,
    members: { userId: number; role: MemberRow['role'] }[],
  ): Promise<MemberRow[]> {
    if (members.length === 0) return [];
    const current = (column: SQL) =>
      sql`(select ${column} from ${chats} where ${chats.id} = ${chatId})`;
    return tx
      .insert(chatMembers)
      .values(
        members.map((m) => ({
          chatId,
          userId: m.userId,
          role: m.role,
          lastReadSeq: current(sql`${chats.lastSeq}`),
          lastReadMessageId: current(sql`coalesce(${chats.lastMessageId}, 0)`),
          lastReadOrdinal: current(sql`${chats.lastOrdinal}`),
        })),
      )
      .onConflictDoNothing()
      .returning();
  },

  /** The member rows of `userIds` in the chat. */
  async membersAmong(tx: DbOrTx, chatId: number, userIds: number[]): Promise<MemberRow[]> {
    if (userIds.length === 0) return [];
    return tx
      .select()
      .from(chatMembers)
      .where(and(eq(chatMembers.chatId, chatId), inArray(chatMembers.userId, userIds)));
  },

  async updateMember(tx: DbOrTx, memberId: number, changes: MemberChanges): Promise<MemberRow> {
    const [row] = await tx
      .update(chatMembers)
      .set(changes)
      .where(eq(chatMembers.id, memberId))
      .returning();
    if (!row) throw new Error(`member ${String(memberId)} vanished under the chat lock`);
    return row;
  },

  async deleteMember(tx: DbOrTx, memberId: number): Promise<void> {
    await tx.delete(chatMembers).where(eq(chatMembers.id, memberId));
  },

  /** Sets chats.members_count from the rows (under the chat's lock) and answers it. */
  async recountMembers(tx: DbOrTx, chatId: number): Promise<number> {
    const [row] = await tx
      .update(chats)
      .set({
        membersCount: sql`(select count(*)::int from ${chatMembers} where ${chatMembers.chatId} = ${chatId})`,
      })
      .where(eq(chats.id, chatId))
      .returning({ count: chats.membersCount });
    return row?.count ?? 0;
  },

  async memberOf(tx: DbOrTx, chatId: number, userId: number): Promise<MemberRow | undefined> {
    const [row] = await tx
      .select()
      .from(chatMembers)
      .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, userId)));
    return row;
  },

  /** Any admin left besides `exceptUserId`. */
  async hasAdminBesides(tx: DbOrTx, chatId: number, exceptUserId: number): Promise<boolean> {
    const rows = await tx
      .select({ id: chatMembers.id })
      .from(chatMembers)
      .where(
        and(
          eq(chatMembers.chatId, chatId),
          eq(chatMembers.role, 1),
          sql`${chatMembers.userId} <> ${exceptUserId}`,
        ),
      )
      .limit(1);
    return rows.length > 0;
  },

  /** The member who joined first and is not banned now (the heir of a chat's last admin). */
  async oldestUnbanned(tx: DbOrTx, chatId: number): Promise<MemberRow | undefined> {
    const [row] = await tx
      .select()
      .from(chatMembers)
      .where(and(eq(chatMembers.chatId, chatId), sql`not ${activeBan(chatMembers)}`))
      .orderBy(asc(chatMembers.joinedAt), asc(chatMembers.id))
      .limit(1);
    return row;
  },

  async briefs(db: DbOrTx, ids: number[]): Promise<Map<number, UserBriefRow>> {
    if (ids.length === 0) return new Map();
    const rows = await db.select(brief(users)).from(users).where(inArray(users.id, ids));
    return new Map(rows.map((row) => [row.id, row]));
  },

  /** Of `ids`, those who are not friends of `userId` (unknown users included). */
  async notFriends(db: DbOrTx, userId: number, ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ low: friendships.userLowId, high: friendships.userHighId })
      .from(friendships)
      .where(
        or(
          and(eq(friendships.userLowId, userId), inArray(friendships.userHighId, ids)),
          and(eq(friendships.userHighId, userId), inArray(friendships.userLowId, ids)),
        ),
      );
    const friends = new Set(rows.map((row) => (row.low === userId ? row.high : row.low)));
    return ids.filter((id) => !friends.has(id));
  },

  /**
   * What a chat's card adds for one viewer, in one statement: the first 100 members' ids (members
   * list order), whether the viewer's account is banned from chat, and the other party's brief.
   */
  async cardExtras(db: DbOrTx, chatId: number, viewerId: number, otherId: number | null) {
    const [row] = await db
      .select({
        memberIds: sql<
          number[]
        >`array(select ${chatMembers.userId} from ${chatMembers} where ${chatMembers.chatId} = ${chatId} order by ${chatMembers.role}, ${chatMembers.id} limit 100)`,
        accountChatBanned: sql<boolean>`exists(select 1 from ${userBans} where ${userBans.userId} = ${viewerId} and ${userBans.kind} = 'chat' and (${userBans.until} is null or ${userBans.until} > now()))`,
        other: sql<UserBriefRow | null>`(select json_build_object('id', o.id, 'username', o.username, 'avatarUrl', o.avatar_url) from ${users} o where o.id = ${otherId ?? 0})`,
      })
      .from(users)
      .where(eq(users.id, viewerId));
    return row ?? { memberIds: [], accountChatBanned: false, other: null };
  },
};
