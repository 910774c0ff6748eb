// Database access for quick matches: lobbies, sides and seats, the list and looking-for-game pages,
// reactions, cooldowns and the timed-lobby periods. Statistics and ratings are ratings.repository.ts.
import type { Server } from '@clutch/contract/tournament-options';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { containing } from '../../platform/db/like.js';
import { users } from '../auth/auth.tables.js';
import { userBans } from '../auth/user-bans.tables.js';
import { teamMembers, teams } from '../teams/teams.tables.js';
import { tournamentMatches } from '../tournaments/tournament-matches.tables.js';
import { tournaments } from '../tournaments/tournaments.tables.js';
import { tournamentRoster } from '../tournaments/tournament-participants.tables.js';
import {
  quickMatchCooldowns,
  quickMatchPlayers,
  quickMatchReactions,
  quickMatchSides,
  quickMatches,
} from './quickmatch.tables.js';

export type LobbyRow = typeof quickMatches.$inferSelect;
export type LobbyInsert = typeof quickMatches.$inferInsert;
export type SideRow = typeof quickMatchSides.$inferSelect;
export type SeatRow = typeof quickMatchPlayers.$inferSelect;
export interface SeatView extends SeatRow {
  username: string;
  avatarUrl: string | null;
  level: number;
}
/** The hosts a timed lobby books: the simulator (demo), CS2 servers of a region, or Dota bots. */
export interface HostPool {
  isDemo: boolean;
  game: number;
  /** CS2 servers are per region; null for the simulator and Dota bots (any region). */
  server: Server | null;
  /** Real tournaments' rounds book the same hosts (they do when the platform hosts them). */
  tournaments: boolean;
}
export interface CreatorRow {
  id: number;
  username: string;
  avatarUrl: string | null;
}
export interface ListFilter {
  game?: number | undefined;
  type: '1_1' | '5_5';
  isOpened?: boolean | undefined;
  gameTimeType?: 'snap_game' | 'timed' | undefined;
  isDemo?: boolean | undefined;
}

const creatorColumns = { id: users.id, username: users.username, avatarUrl: users.avatarUrl };
/** What a lobby's card shows: the list reads these and nothing else (no veto, no pool). */
const cardColumns = {
  id: quickMatches.id,
  game: quickMatches.game,
  name: quickMatches.name,
  type: quickMatches.type,
  status: quickMatches.status,
  gameTimeType: quickMatches.gameTimeType,
  gameTime: quickMatches.gameTime,
  isOpened: quickMatches.isOpened,
  mix: quickMatches.mix,
  isDemo: quickMatches.isDemo,
  server: quickMatches.server,
  prize: quickMatches.prize,
  entryFee: quickMatches.entryFee,
  createdBy: quickMatches.createdBy,
  createdAt: quickMatches.createdAt,
};
export type CardRow = Pick<LobbyRow, keyof typeof cardColumns>;
/** Statuses of a lobby that still holds its players. */
export const LIVE_STATUSES = ['waiting', 'ready_check', 'veto', 'in_game'] as const;

export const quickMatchRepository = {
  async insert(tx: DbOrTx, values: LobbyInsert): Promise<LobbyRow> {
    const [row] = await tx.insert(quickMatches).values(values).returning();
    if (!row) throw new Error('quick match insert returned nothing');
    await tx.insert(quickMatchSides).values([
      { quickMatchId: row.id, side: 'a' },
      { quickMatchId: row.id, side: 'b' },
    ]);
    return row;
  },

  async find(db: DbOrTx, id: number): Promise<LobbyRow | undefined> {
    const [row] = await db.select().from(quickMatches).where(eq(quickMatches.id, id));
    return row;
  },

  /** Every change to a lobby happens under its row lock, so seats and money move in one order. */
  async lock(tx: DbOrTx, id: number): Promise<LobbyRow | undefined> {
    const [row] = await tx.select().from(quickMatches).where(eq(quickMatches.id, id)).for('update');
    return row;
  },

  async update(tx: DbOrTx, id: number, values: Partial<LobbyInsert>): Promise<LobbyRow> {
    const [row] = await tx
      .update(quickMatches)
      .set({ ...values, version: sql`${quickMatches.version} + 1` })
      .where(eq(quickMatches.id, id))
      .returning();
    if (!row) throw new Error(`quick match ${String(id)} vanished`);
    return row;
  },

  async creator(db: DbOrTx, userId: number): Promise<CreatorRow | undefined> {
    const [row] = await db.select(creatorColumns).from(users).where(eq(users.id, userId));
    return row;
  },

  sides: (db: DbOrTx, id: number): Promise<SideRow[]> =>
    db
      .select()
      .from(quickMatchSides)
      .where(eq(quickMatchSides.quickMatchId, id))
      .orderBy(asc(quickMatchSides.side)),

  async teamNames(db: DbOrTx, teamIds: number[]): Promise<Map<number, string>> {
    if (teamIds.length === 0) return new Map();
    const rows = await db
      .select({ id: teams.id, name: teams.name })
      .from(teams)
      .where(inArray(teams.id, teamIds));
    return new Map(rows.map((row) => [row.id, row.name]));
  },

  setSideTeam: (tx: DbOrTx, sideId: number, teamId: number | null) =>
    tx.update(quickMatchSides).set({ teamId }).where(eq(quickMatchSides.id, sideId)),

  seats: (db: DbOrTx, id: number): Promise<SeatView[]> =>
    db
      .select({
        id: quickMatchPlayers.id,
        quickMatchId: quickMatchPlayers.quickMatchId,
        userId: quickMatchPlayers.userId,
        position: quickMatchPlayers.position,
        isReady: quickMatchPlayers.isReady,
        holdId: quickMatchPlayers.holdId,
        isLive: quickMatchPlayers.isLive,
        joinedAt: quickMatchPlayers.joinedAt,
        username: users.username,
        avatarUrl: users.avatarUrl,
        level: users.level,
      })
      .from(quickMatchPlayers)
      .innerJoin(users, eq(users.id, quickMatchPlayers.userId))
      .where(eq(quickMatchPlayers.quickMatchId, id))
      .orderBy(asc(quickMatchPlayers.position)),

  async seatOf(db: DbOrTx, id: number, userId: number): Promise<SeatRow | undefined> {
    const [row] = await db
      .select()
      .from(quickMatchPlayers)
      .where(and(eq(quickMatchPlayers.quickMatchId, id), eq(quickMatchPlayers.userId, userId)));
    return row;
  },

  async insertSeat(
    tx: DbOrTx,
    values: { quickMatchId: number; userId: number; position: number; holdId: number | null },
  ): Promise<void> {
    await tx.insert(quickMatchPlayers).values(values);
  },

  removeSeat: (tx: DbOrTx, seatId: number) =>
    tx.delete(quickMatchPlayers).where(eq(quickMatchPlayers.id, seatId)),

  moveSeat: (tx: DbOrTx, seatId: number, position: number) =>
    tx
      .update(quickMatchPlayers)
      .set({ position, isReady: false })
      .where(eq(quickMatchPlayers.id, seatId)),

  setReady: (tx: DbOrTx, seatId: number, isReady: boolean) =>
    tx.update(quickMatchPlayers).set({ isReady }).where(eq(quickMatchPlayers.id, seatId)),

  /** The lobby is over: its players may sit in another one. */
  endSeats: (tx: DbOrTx, id: number) =>
    tx
      .update(quickMatchPlayers)
      .set({ isLive: false })
      .where(eq(quickMatchPlayers.quickMatchId, id)),

  /** Seats are renumbered through negatives so the unique (lobby, position) key never trips. */
  async reseat(tx: DbOrTx, moves: { seatId: number; position: number }[]): Promise<void> {
    for (const move of moves)
      await tx
        .update(quickMatchPlayers)
        .set({ position: -move.position })
        .where(eq(quickMatchPlayers.id, move.seatId));
    for (const move of moves)
      await tx
        .update(quickMatchPlayers)
        .set({ position: move.position })
        .where(eq(quickMatchPlayers.id, move.seatId));
  },

  /** The live lobby a user sits in, if any. */
  async liveLobbyOf(db: DbOrTx, userId: number): Promise<number | undefined> {
    const [row] = await db
      .select({ id: quickMatchPlayers.quickMatchId })
      .from(quickMatchPlayers)
      .where(and(eq(quickMatchPlayers.userId, userId), eq(quickMatchPlayers.isLive, true)));
    return row?.id;
  },

  /** Whether the user plays a tournament match that is being played now. */
  async inTournamentMatch(db: DbOrTx, userId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: tournamentMatches.id })
      .from(tournamentRoster)
      .innerJoin(
        tournamentMatches,
        and(
          sql`${tournamentRoster.participantId} in (${tournamentMatches.sideA}, ${tournamentMatches.sideB})`,
          eq(tournamentMatches.status, 'in_game'),
        ),
      )
      .where(eq(tournamentRoster.userId, userId))
      .limit(1);
    return row !== undefined;
  },

  async activeBan(db: DbOrTx, userId: number, now: Date): Promise<{ until: Date | null } | null> {
    const rows = await db
      .select({ until: userBans.until })
      .from(userBans)
      .where(and(eq(userBans.userId, userId), eq(userBans.kind, 'quick_match')));
    const active = rows.filter((row) => row.until === null || row.until > now);
    if (active.length === 0) return null;
    if (active.some((row) => row.until === null)) return { until: null };
    return { until: new Date(Math.max(...active.map((row) => row.until?.getTime() ?? 0))) };
  },

  async cooldown(db: DbOrTx, userId: number) {
    const [row] = await db
      .select()
      .from(quickMatchCooldowns)
      .where(eq(quickMatchCooldowns.userId, userId));
    return row;
  },

  upsertCooldown: (tx: DbOrTx, row: typeof quickMatchCooldowns.$inferInsert) =>
    tx
      .insert(quickMatchCooldowns)
      .values(row)
      .onConflictDoUpdate({
        target: quickMatchCooldowns.userId,
        set: { strikes: row.strikes, lastStrikeAt: row.lastStrikeAt, until: row.until },
      }),

  async isTeamMember(db: DbOrTx, teamId: number, userId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
    return row !== undefined;
  },

  teamShares: (db: DbOrTx, teamId: number) =>
    db
      .select({ userId: teamMembers.userId, percentage: teamMembers.prizePercentage })
      .from(teamMembers)
      .where(eq(teamMembers.teamId, teamId)),

  async page(db: DbOrTx, filter: ListFilter, window: { limit: number; offset: number }) {
    const where = and(
      eq(quickMatches.status, 'waiting'),
      eq(quickMatches.type, filter.type),
      filter.game === undefined ? undefined : eq(quickMatches.game, filter.game),
      filter.isOpened === undefined ? undefined : eq(quickMatches.isOpened, filter.isOpened),
      filter.gameTimeType === undefined
        ? undefined
        : eq(quickMatches.gameTimeType, filter.gameTimeType),
      filter.isDemo === undefined ? undefined : eq(quickMatches.isDemo, filter.isDemo),
    );
    const seated = db
      .select({ n: count() })
      .from(quickMatchPlayers)
      .where(eq(quickMatchPlayers.quickMatchId, quickMatches.id));
    const [rows, total] = await Promise.all([
      db
        .select({
          lobby: cardColumns,
          creator: creatorColumns,
          seated: sql<number>`(${seated})::int`,
        })
        .from(quickMatches)
        .innerJoin(users, eq(users.id, quickMatches.createdBy))
        .where(where)
        .orderBy(desc(quickMatches.id))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ n: count() }).from(quickMatches).where(where),
    ]);
    return { rows, count: total[0]?.n ?? 0 };
  },

  async lookingForGame(
    db: DbOrTx,
    filter: { username?: string | undefined; game?: number | undefined },
    window: { limit: number; offset: number },
  ) {
    const where = and(
      eq(quickMatches.status, 'waiting'),
      eq(quickMatchPlayers.isLive, true),
      filter.game === undefined ? undefined : eq(quickMatches.game, filter.game),
      filter.username ? ilike(users.username, containing(filter.username)) : undefined,
    );
    const seated = sql<number>`(select count(*) from ${quickMatchPlayers} p where p.quick_match_id = ${quickMatches.id})::int`;
    const base = db
      .select({
        userId: users.id,
        username: users.username,
        avatarUrl: users.avatarUrl,
        level: users.level,
        lobby: {
          id: quickMatches.id,
          game: quickMatches.game,
          type: quickMatches.type,
          name: quickMatches.name,
        },
        seated,
      })
      .from(quickMatchPlayers)
      .innerJoin(quickMatches, eq(quickMatches.id, quickMatchPlayers.quickMatchId))
      .innerJoin(users, eq(users.id, quickMatchPlayers.userId))
      .where(where);
    const [rows, total] = await Promise.all([
      base
        .orderBy(desc(quickMatchPlayers.joinedAt), desc(quickMatchPlayers.id))
        .limit(window.limit)
        .offset(window.offset),
      db
        .select({ n: count() })
        .from(quickMatchPlayers)
        .innerJoin(quickMatches, eq(quickMatches.id, quickMatchPlayers.quickMatchId))
        .innerJoin(users, eq(users.id, quickMatchPlayers.userId))
        .where(where),
    ]);
    return { rows, count: total[0]?.n ?? 0 };
  },

  async reactionOf(db: DbOrTx, id: number, userId: number): Promise<boolean | null> {
    const [row] = await db
      .select({ isLike: quickMatchReactions.isLike })
      .from(quickMatchReactions)
      .where(and(eq(quickMatchReactions.quickMatchId, id), eq(quickMatchReactions.userId, userId)));
    return row?.isLike ?? null;
  },

  async setReaction(tx: DbOrTx, id: number, userId: number, isLike: boolean | null) {
    await tx
      .delete(quickMatchReactions)
      .where(and(eq(quickMatchReactions.quickMatchId, id), eq(quickMatchReactions.userId, userId)));
    if (isLike !== null)
      await tx.insert(quickMatchReactions).values({ quickMatchId: id, userId, isLike });
  },

  /**
   * What books one pool of hosts (book, game and, for CS2, region) in [start, end): timed lobbies,
   * and for real hosts the unplayed matches of running real tournaments (their rounds reserve
   * capacity from the tournament's start).
   */
  async bookedIn(db: DbOrTx, start: Date, end: Date, pool: HostPool): Promise<Date[]> {
    const rounds = pool.tournaments
      ? await db
          .select({ startTime: tournamentMatches.startTime })
          .from(tournamentMatches)
          .innerJoin(tournaments, eq(tournaments.id, tournamentMatches.tournamentId))
          .where(
            and(
              eq(tournaments.isDemo, false),
              eq(tournaments.game, pool.game),
              eq(tournaments.status, 'running'),
              pool.server === null ? undefined : eq(tournaments.server, pool.server),
              inArray(tournamentMatches.status, ['scheduled', 'ready', 'in_game']),
              gte(tournamentMatches.startTime, start),
              lt(tournamentMatches.startTime, end),
            ),
          )
      : [];
    const rows = await db
      .select({ gameTime: quickMatches.gameTime })
      .from(quickMatches)
      .where(
        and(
          eq(quickMatches.gameTimeType, 'timed'),
          eq(quickMatches.isDemo, pool.isDemo),
          eq(quickMatches.game, pool.game),
          pool.server === null ? undefined : eq(quickMatches.server, pool.server),
          inArray(quickMatches.status, [...LIVE_STATUSES]),
          gte(quickMatches.gameTime, start),
          lt(quickMatches.gameTime, end),
        ),
      );
    return [
      ...rows.flatMap((row) => (row.gameTime ? [row.gameTime] : [])),
      ...rounds.map((row) => row.startTime),
    ];
  },

  async isDemoUser(db: DbOrTx, userId: number): Promise<boolean> {
    const [row] = await db.select({ isDemo: users.isDemo }).from(users).where(eq(users.id, userId));
    return row?.isDemo ?? false;
  },

  /** Serialises the booking of one period across transactions and instances. */
  lockPeriod: (tx: DbOrTx, start: Date) =>
    tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`qm-period:${start.toISOString()}`}))`),
};
