// Database access of the profiles module: profile/me, public profiles and the user search. Reads
// the friends and notifications tables in joins; writes only the profile columns of `users`.
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
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.js';
import { friendRequests, friendships, userBlocks } from '../friends/friends.tables.js';
import { notificationInboxes, notifications } from '../notifications/notifications.tables.js';
import { tournamentMatches } from '../tournaments/tournament-matches.tables.js';
import {
  tournamentParticipants,
  tournamentRoster,
} from '../tournaments/tournament-participants.tables.js';
import { tournaments } from '../tournaments/tournaments.tables.js';
import { walletAccounts } from '../wallet/wallet.tables.js';
import { userBans, type BanKind } from './user-bans.tables.js';
import { containing } from '../../platform/db/like.js';

export type ProfileRow = typeof users.$inferSelect;

export interface MeRow {
  user: ProfileRow;
  unread: number;
  /** Grows with every change to the user's notifications; added to the user's own version. */
  inboxVersion: number;
  /** Minor units; null while the account has never been used. */
  realBalance: number | null;
  demoBalance: number | null;
  /** Grows with every ledger entry on either balance; added to the version too. */
  walletVersion: number;
  /** Active bans, the latest end per kind (null end: for good). */
  bans: { kind: BanKind; until: number | null }[] | null;
  /** The running tournament the user plays in, else the one they are registered for that starts first. */
  currentTournamentId: number | null;
  /** The user's earliest unfinished match in a running tournament. */
  nextMatch: { id: number; tournament: { id: number } } | null;
}

export type ProfileChanges = Partial<
  Pick<ProfileRow, 'currentGame' | 'isDemo' | 'quietModeTo' | 'country' | 'discord' | 'avatarUrl'>
>;

export interface SearchFilters {
  username: string | undefined;
  excludeMe: boolean;
  onlyBlocked: boolean;
}

// A player's places are their tournament_roster rows (a 1_1 player has one too), found by the
// roster's user index; a user who never played costs one index probe per field.
const currentTournamentOf = (userId: SQL | typeof users.id) =>
  sql<
    number | null
  >`(select ${tournaments.id} from ${tournamentRoster} join ${tournamentParticipants} on ${tournamentParticipants.id} = ${tournamentRoster.participantId} and ${tournamentParticipants.status} = 'registered' join ${tournaments} on ${tournaments.id} = ${tournamentRoster.tournamentId} and ${tournaments.status} in ('registration', 'running') where ${tournamentRoster.userId} = ${userId} order by ${tournaments.status} = 'running' desc, ${tournaments.startTime}, ${tournaments.id} limit 1)`;

const nextMatchOf = (userId: SQL | typeof users.id) =>
  sql<{
    id: number;
    tournament: { id: number };
  } | null>`(select json_build_object('id', ${tournamentMatches.id}, 'tournament', json_build_object('id', ${tournamentMatches.tournamentId})) from ${tournamentRoster} join ${tournaments} on ${tournaments.id} = ${tournamentRoster.tournamentId} and ${tournaments.status} = 'running' join ${tournamentMatches} on ${tournamentMatches.tournamentId} = ${tournaments.id} and ${tournamentRoster.participantId} in (${tournamentMatches.sideA}, ${tournamentMatches.sideB}) and ${tournamentMatches.status} <> 'finished' where ${tournamentRoster.userId} = ${userId} order by ${tournamentMatches.startTime}, ${tournamentMatches.id} limit 1)`;

export function createProfilesRepository(db: Db) {
  // profile/me is the hottest read of the client: one prepared statement, planned once per connection.
  // The join also makes Drizzle qualify column names, which the correlated count needs.
  const real = alias(walletAccounts, 'real_account');
  const demo = alias(walletAccounts, 'demo_account');
  const meById = db
    .select({
      user: users,
      unread: sql<number>`(select count(*)::int from ${notifications} where ${notifications.userId} = ${users.id} and not ${notifications.seen})`,
      inboxVersion: sql<number>`coalesce(${notificationInboxes.version}, 0)`,
      realBalance: real.balance,
      demoBalance: demo.balance,
      walletVersion: sql<number>`(coalesce(${real.version}, 0) + coalesce(${demo.version}, 0))::int`,
      bans: sql<
        { kind: BanKind; until: number | null }[] | null
      >`(select json_agg(json_build_object('kind', b.kind, 'until', (extract(epoch from b.until) * 1000)::bigint)) from ${userBans} b where b.user_id = ${users.id} and (b.until is null or b.until > now()))`,
      currentTournamentId: currentTournamentOf(users.id),
      nextMatch: nextMatchOf(users.id),
    })
    .from(users)
    .leftJoin(notificationInboxes, eq(notificationInboxes.userId, users.id))
    .leftJoin(real, eq(real.key, sql`'real:user:' || ${users.id}`))
    .leftJoin(demo, eq(demo.key, sql`'demo:user:' || ${users.id}`))
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
