// Reads of the console's tournaments & lobbies and infrastructure sections: tournaments, their
// registrations and disputed matches, quick-match lobbies and their seats, the CS2 server pool and
// the Dota bots, each read in joins of their owners' tables (only the owners write them).
import type { QuickMatchStatus } from '@clutch/contract/quickmatch';
import type { TournamentStatus } from '@clutch/contract/tournament-options';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/database.js';
import { containing } from '../../platform/db/like.js';
import type { PageWindow } from '../../platform/http/pagination.js';
import { users } from '../auth/auth.tables.js';
import { cs2ServerListing, cs2Servers } from '../matches/hosting/cs2-servers.tables.js';
import { dotaBots, hostedMatches } from '../matches/hosting/hosted-matches.tables.js';
import { quickMatches, quickMatchPlayers } from '../quickmatch/quickmatch.tables.js';
import { teams } from '../teams/teams.tables.js';
import { matchReports, tournamentMatches } from '../tournaments/tournament-matches.tables.js';
import { tournamentParticipants } from '../tournaments/tournament-participants.tables.js';
import { tournamentTranslations, tournaments } from '../tournaments/tournaments.tables.js';
import { walletHolds } from '../wallet/wallet.tables.js';

/** Lobbies the console lists when no status is named: the ones that can still be cancelled. */
export const LIVE_LOBBY_STATUSES: readonly QuickMatchStatus[] = [
  'waiting',
  'ready_check',
  'veto',
  'in_game',
];

const brief = (table: typeof users) => ({
  id: table.id,
  username: table.username,
  avatarUrl: table.avatarUrl,
});

const byIdOrName = (search: string | undefined, id: SQL | undefined, name: SQL | undefined) =>
  search && /^\d{1,9}$/.test(search) ? or(id, name) : name;

const participantsCount = sql<number>`(select count(*)::int from ${tournamentParticipants}
  where ${tournamentParticipants.tournamentId} = ${tournaments.id}
    and ${tournamentParticipants.kind} = 'player' and ${tournamentParticipants.status} = 'registered')`;
const disputedCount = sql<number>`(select count(*)::int from ${tournamentMatches}
  where ${tournamentMatches.tournamentId} = ${tournaments.id} and ${tournamentMatches.isDisputed})`;

const tournamentRow = {
  id: tournaments.id,
  name: tournamentTranslations.name,
  game: tournaments.game,
  type: tournaments.type,
  status: tournaments.status,
  isDemo: tournaments.isDemo,
  entryFee: tournaments.entryFee,
  prizePool: tournaments.prizePool,
  startTime: tournaments.startTime,
  createdAt: tournaments.createdAt,
  organiser: brief(users),
  participantsCount,
  disputedCount,
};

export interface TournamentFilter {
  search: string | undefined;
  status: TournamentStatus | undefined;
  game: number | undefined;
  disputed: boolean | undefined;
}

const heldAmount = sql<number>`coalesce(${walletHolds.amount}, 0)::bigint`;
const liveHosted = inArray(hostedMatches.status, ['loading', 'live']);

const seatsCount = sql<number>`(select count(*)::int from ${quickMatchPlayers}
  where ${quickMatchPlayers.quickMatchId} = ${quickMatches.id} and ${quickMatchPlayers.isLive})`;

const lobbyRow = {
  id: quickMatches.id,
  name: quickMatches.name,
  game: quickMatches.game,
  type: quickMatches.type,
  status: quickMatches.status,
  isDemo: quickMatches.isDemo,
  entryFee: quickMatches.entryFee,
  createdAt: quickMatches.createdAt,
  createdBy: brief(users),
  playersCount: seatsCount,
};

export const operatorOpsRepository = {
  async tournaments(db: DbOrTx, filter: TournamentFilter, window: PageWindow) {
    const search = filter.search;
    const where = and(
      byIdOrName(
        search,
        eq(tournaments.id, Number(search)),
        search ? ilike(tournamentTranslations.name, containing(search)) : undefined,
      ),
      filter.status === undefined ? undefined : eq(tournaments.status, filter.status),
      filter.game === undefined ? undefined : eq(tournaments.game, filter.game),
      filter.disputed === true ? sql`${disputedCount} > 0` : undefined,
    );
    const from = () =>
      db
        .select(tournamentRow)
        .from(tournaments)
        .innerJoin(users, eq(users.id, tournaments.createdBy))
        .leftJoin(
          tournamentTranslations,
          and(
            eq(tournamentTranslations.tournamentId, tournaments.id),
            eq(tournamentTranslations.locale, 'en'),
          ),
        )
        .where(where);
    const [rows, total] = await Promise.all([
      from().orderBy(desc(tournaments.id)).limit(window.limit).offset(window.offset),
      db.select({ count: count() }).from(from().as('found')),
    ]);
    return { count: total[0]?.count ?? 0, results: rows };
  },

  async tournament(db: DbOrTx, id: number) {
    const [row] = await db
      .select(tournamentRow)
      .from(tournaments)
      .innerJoin(users, eq(users.id, tournaments.createdBy))
      .leftJoin(
        tournamentTranslations,
        and(
          eq(tournamentTranslations.tournamentId, tournaments.id),
          eq(tournamentTranslations.locale, 'en'),
        ),
      )
      .where(eq(tournaments.id, id));
    return row;
  },

  /** Registrations, newest first; a fee shows while held or captured (not once released). */
  async participants(db: DbOrTx, tournamentId: number) {
    const player = alias(users, 'player');
    const registrar = alias(users, 'registrar');
    return db
      .select({
        id: tournamentParticipants.id,
        kind: tournamentParticipants.kind,
        status: tournamentParticipants.status,
        userId: tournamentParticipants.userId,
        teamId: tournamentParticipants.teamId,
        player: { id: player.id, username: player.username, avatarUrl: player.avatarUrl },
        team: { id: teams.id, name: teams.name },
        registeredBy: {
          id: registrar.id,
          username: registrar.username,
          avatarUrl: registrar.avatarUrl,
        },
        feeHeld: heldAmount,
        seed: tournamentParticipants.seed,
        place: tournamentParticipants.place,
        registeredAt: tournamentParticipants.registeredAt,
      })
      .from(tournamentParticipants)
      .leftJoin(player, eq(player.id, tournamentParticipants.userId))
      .leftJoin(teams, eq(teams.id, tournamentParticipants.teamId))
      .innerJoin(registrar, eq(registrar.id, tournamentParticipants.registeredBy))
      .leftJoin(
        walletHolds,
        and(
          eq(walletHolds.id, tournamentParticipants.feeHoldId),
          inArray(walletHolds.status, ['held', 'captured']),
        ),
      )
      .where(eq(tournamentParticipants.tournamentId, tournamentId))
      .orderBy(desc(tournamentParticipants.id));
  },

  async disputedMatches(db: DbOrTx, tournamentId: number) {
    return db
      .select({
        id: tournamentMatches.id,
        level: tournamentMatches.level,
        status: tournamentMatches.status,
        sideA: tournamentMatches.sideA,
        sideB: tournamentMatches.sideB,
      })
      .from(tournamentMatches)
      .where(
        and(
          eq(tournamentMatches.tournamentId, tournamentId),
          eq(tournamentMatches.isDisputed, true),
        ),
      )
      .orderBy(asc(tournamentMatches.level), asc(tournamentMatches.position));
  },

  async matchReports(db: DbOrTx, matchIds: number[]) {
    if (matchIds.length === 0) return [];
    return db
      .select({
        matchId: matchReports.matchId,
        participantId: matchReports.participantId,
        scoreA: matchReports.scoreA,
        scoreB: matchReports.scoreB,
        reportedBy: brief(users),
      })
      .from(matchReports)
      .innerJoin(users, eq(users.id, matchReports.reportedBy))
      .where(inArray(matchReports.matchId, matchIds))
      .orderBy(asc(matchReports.id));
  },

  async lobbies(
    db: DbOrTx,
    filter: {
      search: string | undefined;
      status: QuickMatchStatus | undefined;
      game: number | undefined;
    },
    window: PageWindow,
  ) {
    const search = filter.search;
    const where = and(
      byIdOrName(
        search,
        eq(quickMatches.id, Number(search)),
        search ? ilike(quickMatches.name, containing(search)) : undefined,
      ),
      filter.status === undefined
        ? inArray(quickMatches.status, [...LIVE_LOBBY_STATUSES])
        : eq(quickMatches.status, filter.status),
      filter.game === undefined ? undefined : eq(quickMatches.game, filter.game),
    );
    const [rows, total] = await Promise.all([
      db
        .select(lobbyRow)
        .from(quickMatches)
        .innerJoin(users, eq(users.id, quickMatches.createdBy))
        .where(where)
        .orderBy(desc(quickMatches.id))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ count: count() }).from(quickMatches).where(where),
    ]);
    return { count: total[0]?.count ?? 0, results: rows };
  },

  async lobby(db: DbOrTx, id: number) {
    const [row] = await db
      .select(lobbyRow)
      .from(quickMatches)
      .innerJoin(users, eq(users.id, quickMatches.createdBy))
      .where(eq(quickMatches.id, id));
    return row;
  },

  /** Live seats, with the stake still held (0 once released or captured). */
  async lobbyPlayers(db: DbOrTx, id: number) {
    return db
      .select({
        user: brief(users),
        position: quickMatchPlayers.position,
        isReady: quickMatchPlayers.isReady,
        stakeHeld: heldAmount,
      })
      .from(quickMatchPlayers)
      .innerJoin(users, eq(users.id, quickMatchPlayers.userId))
      .leftJoin(
        walletHolds,
        and(eq(walletHolds.id, quickMatchPlayers.holdId), eq(walletHolds.status, 'held')),
      )
      .where(and(eq(quickMatchPlayers.quickMatchId, id), eq(quickMatchPlayers.isLive, true)))
      .orderBy(asc(quickMatchPlayers.position));
  },

  cs2Servers: (db: DbOrTx) =>
    db.select(cs2ServerListing).from(cs2Servers).orderBy(asc(cs2Servers.id)),

  dotaBots: (db: DbOrTx) =>
    db
      .select({
        id: dotaBots.id,
        account: dotaBots.account,
        steamId: dotaBots.steamId,
        capacity: dotaBots.capacity,
        connection: dotaBots.connection,
        lastSeenAt: dotaBots.lastSeenAt,
        createdAt: dotaBots.createdAt,
      })
      .from(dotaBots)
      .orderBy(asc(dotaBots.id)),

  /** Matches a server or bot hosts now (loading or live). */
  liveHostedMatches: (db: DbOrTx) =>
    db
      .select({
        id: hostedMatches.id,
        ownerKind: hostedMatches.ownerKind,
        ownerId: hostedMatches.ownerId,
        matchId: hostedMatches.matchId,
        status: hostedMatches.status,
        cs2ServerId: hostedMatches.cs2ServerId,
        botId: hostedMatches.botId,
        createdAt: hostedMatches.createdAt,
      })
      .from(hostedMatches)
      .where(
        and(liveHosted, or(isNotNull(hostedMatches.cs2ServerId), isNotNull(hostedMatches.botId))),
      )
      .orderBy(asc(hostedMatches.id)),

  async quickMatchSummary(db: DbOrTx, id: number) {
    const [row] = await db
      .select({
        status: quickMatches.status,
        scoreA: quickMatches.scoreA,
        scoreB: quickMatches.scoreB,
        finishedAt: quickMatches.finishedAt,
      })
      .from(quickMatches)
      .where(eq(quickMatches.id, id));
    return row;
  },

  async tournamentMatchSummary(db: DbOrTx, id: number) {
    const [row] = await db
      .select({
        status: tournamentMatches.status,
        scoreA: tournamentMatches.scoreA,
        scoreB: tournamentMatches.scoreB,
        finishedAt: tournamentMatches.finishedAt,
      })
      .from(tournamentMatches)
      .where(eq(tournamentMatches.id, id));
    return row;
  },
};
