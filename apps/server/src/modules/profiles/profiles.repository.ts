// Database access of the profiles module: profile/me (with the columns of other modules' parts),
// public profiles and the user search. Reads the friends tables in joins; writes only the profile
// columns of `users`.
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  ilike,
  ne,
  notExists,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import type { PageWindow } from '../../platform/http/pagination.js';
import { users } from '../auth/auth.tables.js';
import { userBans, type BanKind } from '../auth/user-bans.tables.js';
import { friendRequests, friendships, userBlocks } from '../friends/friends.tables.js';
import { containing } from '../../platform/db/like.js';
import { meColumns, type MeContribution } from './me-parts.js';

export type ProfileRow = typeof users.$inferSelect;

export interface MeRow {
  user: ProfileRow;
  /** Active bans, the latest end per kind (null end: for good). */
  bans: { kind: BanKind; until: number | null; reason: string | null }[] | null;
  /** The other modules' columns, which their parts read back. */
  parts: Record<string, unknown>;
}

export type ProfileChanges = Partial<
  Pick<ProfileRow, 'currentGame' | 'isDemo' | 'quietModeTo' | 'country' | 'discord' | 'avatarUrl'>
>;

export interface SearchFilters {
  username: string | undefined;
  excludeMe: boolean;
  onlyBlocked: boolean;
}

export function createProfilesRepository(db: Db, parts: readonly MeContribution[]) {
  // profile/me is the hottest read of the client: one prepared statement, planned once per
  // connection, with every part's columns composed in once. Without joins Drizzle leaves column
  // names unqualified, so the correlated subqueries name the outer user explicitly.
  const userId = sql`${sql.identifier('users')}.${sql.identifier('id')}`;
  const meById = db
    .select({
      user: users,
      bans: sql<
        { kind: BanKind; until: number | null; reason: string | null }[] | null
      >`(select json_agg(json_build_object('kind', b.kind, 'until', (extract(epoch from b.until) * 1000)::bigint, 'reason', b.reason)) from ${userBans} b where b.user_id = ${userId} and (b.until is null or b.until > now()))`,
      parts: meColumns(parts, userId),
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('profile_me');

  const blockedBy = (viewerId: number) =>
    db
      .select({ one: sql`1` })
      .from(userBlocks)
      .where(and(eq(userBlocks.blockerId, viewerId), eq(userBlocks.blockedId, users.id)));

  return {
    async findMe(id: number): Promise<MeRow | undefined> {
      const [row] = await meById.execute({ id });
      return row;
    },
    async update(target: DbOrTx, id: number, values: ProfileChanges): Promise<boolean> {
      const rows = await target
        .update(users)
        .set({ ...values, version: sql`${users.version} + 1` })
        .where(eq(users.id, id))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** The user with the viewer's relation to them, in one query. */
    async publicView(viewerId: number, userId: number) {
      const low = Math.min(viewerId, userId);
      const high = Math.max(viewerId, userId);
      const requestId = (from: number, to: number) =>
        sql<
          number | null
        >`(select ${friendRequests.id} from ${friendRequests} where ${friendRequests.fromUserId} = ${from} and ${friendRequests.toUserId} = ${to})`;
      const [row] = await db
        .select({
          user: users,
          isFriend: sql<boolean>`exists (select 1 from ${friendships} where ${friendships.userLowId} = ${low} and ${friendships.userHighId} = ${high})`,
          sentRequestId: requestId(viewerId, userId),
          receivedRequestId: requestId(userId, viewerId),
          isBlocked: sql<boolean>`${exists(blockedBy(viewerId))}`,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    async search(viewerId: number, filters: SearchFilters, window: PageWindow) {
      const conditions: (SQL | undefined)[] = [
        filters.username ? ilike(users.username, containing(filters.username)) : undefined,
        filters.excludeMe ? ne(users.id, viewerId) : undefined,
        filters.onlyBlocked ? exists(blockedBy(viewerId)) : notExists(blockedBy(viewerId)),
      ];
      const where = and(...conditions);
      const prefix = (filters.username ?? '').toLowerCase();
      const [results, [total]] = await Promise.all([
        db
          .select({
            id: users.id,
            username: users.username,
            avatarUrl: users.avatarUrl,
            country: users.country,
          })
          .from(users)
          .where(where)
          // Names that start with what was typed come first.
          .orderBy(
            desc(sql`starts_with(lower(${users.username}), ${prefix})`),
            asc(sql`lower(${users.username})`),
            asc(users.id),
          )
          .limit(window.limit)
          .offset(window.offset),
        db.select({ count: count() }).from(users).where(where),
      ]);
      return { count: total?.count ?? 0, results };
    },
  };
}
