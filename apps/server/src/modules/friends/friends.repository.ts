// Database access of the friends module: requests, friendships, blocks, and the pair lock.
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/database.js';
import type { PageWindow } from '../../platform/http/pagination.js';
import { users } from '../auth/auth.tables.js';
import { friendRequests, friendships, userBlocks } from './friends.tables.js';

export interface BriefRow {
  id: number;
  username: string;
  avatarUrl: string | null;
}
export interface FriendRow {
  id: number;
  createdAt: Date;
  friend: BriefRow;
}
export interface RequestRow {
  id: number;
  createdAt: Date;
  fromUser: BriefRow;
  toUser: BriefRow;
}
export interface BlockRow {
  id: number;
  createdAt: Date;
  blocked: BriefRow;
}

const fromUsers = alias(users, 'from_user');
const toUsers = alias(users, 'to_user');
const brief = (table: typeof users | typeof fromUsers | typeof toUsers) => ({
  id: table.id,
  username: table.username,
  avatarUrl: table.avatarUrl,
});

const pairOf = (a: number, b: number) => ({ low: Math.min(a, b), high: Math.max(a, b) });
const friendshipOf = (a: number, b: number) => {
  const { low, high } = pairOf(a, b);
  return and(eq(friendships.userLowId, low), eq(friendships.userHighId, high));
};
const friendshipsOf = (userId: number) =>
  or(eq(friendships.userLowId, userId), eq(friendships.userHighId, userId));
const requestBetween = (from: number, to: number) =>
  and(eq(friendRequests.fromUserId, from), eq(friendRequests.toUserId, to));

export const friendsRepository = {
  /**
   * Serialises every change between two users (request, accept, block) until the transaction ends,
   * so "B asks A" and "A asks B" at the same moment end as one friendship, not two requests.
   */
  async lockPair(tx: DbOrTx, a: number, b: number): Promise<void> {
    const { low, high } = pairOf(a, b);
    await tx.execute(sql`select pg_advisory_xact_lock(${low}::int, ${high}::int)`);
  },
  async briefs(db: DbOrTx, ids: number[]): Promise<Map<number, BriefRow>> {
    const rows = await db.select(brief(users)).from(users).where(inArray(users.id, ids));
    return new Map(rows.map((row) => [row.id, row]));
  },

  async listFriends(db: DbOrTx, userId: number, window: PageWindow) {
    const other = sql`case when ${friendships.userLowId} = ${userId} then ${friendships.userHighId} else ${friendships.userLowId} end`;
    const [results, [total]] = await Promise.all([
      db
        .select({ id: friendships.id, createdAt: friendships.createdAt, friend: brief(users) })
        .from(friendships)
        .innerJoin(users, eq(users.id, other))
        .where(friendshipsOf(userId))
        .orderBy(desc(friendships.id))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ count: count() }).from(friendships).where(friendshipsOf(userId)),
    ]);
    return { count: total?.count ?? 0, results: results satisfies FriendRow[] };
  },
  async findFriendship(db: DbOrTx, a: number, b: number): Promise<FriendRow | undefined> {
    const other = a === Math.min(a, b) ? friendships.userHighId : friendships.userLowId;
    const [row] = await db
      .select({ id: friendships.id, createdAt: friendships.createdAt, friend: brief(users) })
      .from(friendships)
      .innerJoin(users, eq(users.id, other))
      .where(friendshipOf(a, b));
    return row;
  },
  async insertFriendship(db: DbOrTx, a: number, b: number): Promise<void> {
    const { low, high } = pairOf(a, b);
    await db.insert(friendships).values({ userLowId: low, userHighId: high }).onConflictDoNothing();
  },
  async deleteFriendship(db: DbOrTx, a: number, b: number): Promise<boolean> {
    const rows = await db
      .delete(friendships)
      .where(friendshipOf(a, b))
      .returning({ id: friendships.id });
    return rows.length > 0;
  },

  async listRequests(
    db: DbOrTx,
    userId: number,
    direction: 'received' | 'sent',
    window: PageWindow,
  ) {
    const where =
      direction === 'received'
        ? eq(friendRequests.toUserId, userId)
        : eq(friendRequests.fromUserId, userId);
    const [results, [total]] = await Promise.all([
      db
        .select({
          id: friendRequests.id,
          createdAt: friendRequests.createdAt,
          fromUser: brief(fromUsers),
          toUser: brief(toUsers),
        })
        .from(friendRequests)
        .innerJoin(fromUsers, eq(fromUsers.id, friendRequests.fromUserId))
        .innerJoin(toUsers, eq(toUsers.id, friendRequests.toUserId))
        .where(where)
        .orderBy(desc(friendRequests.id))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ count: count() }).from(friendRequests).where(where),
    ]);
    return { count: total?.count ?? 0, results: results satisfies RequestRow[] };
  },
  async findRequest(db: DbOrTx, id: number) {
    const [row] = await db.select().from(friendRequests).where(eq(friendRequests.id, id));
    return row;
  },
  async findRequestBetween(db: DbOrTx, from: number, to: number) {
    const [row] = await db.select().from(friendRequests).where(requestBetween(from, to));
    return row;
  },
  async insertRequest(db: DbOrTx, from: number, to: number) {
    const [row] = await db
      .insert(friendRequests)
      .values({ fromUserId: from, toUserId: to })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },
  async deleteRequest(db: DbOrTx, id: number): Promise<boolean> {
    const rows = await db
      .delete(friendRequests)
      .where(eq(friendRequests.id, id))
      .returning({ id: friendRequests.id });
    return rows.length > 0;
  },
  async deleteRequestsBetween(db: DbOrTx, a: number, b: number): Promise<void> {
    await db.delete(friendRequests).where(or(requestBetween(a, b), requestBetween(b, a)));
  },

  async isBlocked(db: DbOrTx, blocker: number, blocked: number): Promise<boolean> {
    const rows = await db
      .select({ id: userBlocks.id })
      .from(userBlocks)
      .where(and(eq(userBlocks.blockerId, blocker), eq(userBlocks.blockedId, blocked)));
    return rows.length > 0;
  },
  async isBlockedEitherWay(db: DbOrTx, a: number, b: number): Promise<boolean> {
    const rows = await db
      .select({ id: userBlocks.id })
      .from(userBlocks)
      .where(
        or(
          and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
          and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
        ),
      )
      .limit(1);
    return rows.length > 0;
  },
  async insertBlock(db: DbOrTx, blocker: number, blocked: number): Promise<void> {
    await db
      .insert(userBlocks)
      .values({ blockerId: blocker, blockedId: blocked })
      .onConflictDoNothing();
  },
  async findBlock(db: DbOrTx, blocker: number, blocked: number): Promise<BlockRow | undefined> {
    const [row] = await db
      .select({ id: userBlocks.id, createdAt: userBlocks.createdAt, blocked: brief(users) })
      .from(userBlocks)
      .innerJoin(users, eq(users.id, userBlocks.blockedId))
      .where(and(eq(userBlocks.blockerId, blocker), eq(userBlocks.blockedId, blocked)));
    return row;
  },
  async deleteBlock(db: DbOrTx, blocker: number, blocked: number): Promise<void> {
    await db
      .delete(userBlocks)
      .where(and(eq(userBlocks.blockerId, blocker), eq(userBlocks.blockedId, blocked)));
  },
  async listBlocks(db: DbOrTx, blocker: number, window: PageWindow) {
    const where = eq(userBlocks.blockerId, blocker);
    const [results, [total]] = await Promise.all([
      db
        .select({ id: userBlocks.id, createdAt: userBlocks.createdAt, blocked: brief(users) })
        .from(userBlocks)
        .innerJoin(users, eq(users.id, userBlocks.blockedId))
        .where(where)
        .orderBy(desc(userBlocks.id))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ count: count() }).from(userBlocks).where(where),
    ]);
    return { count: total?.count ?? 0, results: results satisfies BlockRow[] };
  },
};
