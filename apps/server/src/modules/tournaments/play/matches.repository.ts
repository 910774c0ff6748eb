// Bracket matches in the database: the rows a bracket is written to and read back from, the grid
// with both sides in one query, the sides' reports, and who plays for a registration.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../platform/db/database.js';
import { users } from '../../auth/auth.tables.js';
import { teams } from '../../teams/teams.tables.js';
import { walletAccounts, walletHolds } from '../../wallet/wallet.tables.js';
import type { SideView } from './match-rows.js';
import { matchReports, tournamentMatches } from '../tournament-matches.tables.js';
import {
  tournamentApplications,
  tournamentParticipants,
  tournamentRoster,
} from '../tournament-participants.tables.js';

export type MatchRow = typeof tournamentMatches.$inferSelect;
export type MatchInsert = typeof tournamentMatches.$inferInsert;
export type ParticipantRow = typeof tournamentParticipants.$inferSelect;

const sideUser = alias(users, 'side_user');
const sideTeam = alias(teams, 'side_team');

export const matchesRepository = {
  async players(tx: DbOrTx, tournamentId: number): Promise<ParticipantRow[]> {
    return tx
      .select()
      .from(tournamentParticipants)
      .where(
        and(
          eq(tournamentParticipants.tournamentId, tournamentId),
          eq(tournamentParticipants.kind, 'player'),
          eq(tournamentParticipants.status, 'registered'),
        ),
      )
      .orderBy(asc(tournamentParticipants.id));
  },

  async setSeed(tx: DbOrTx, participantId: number, seed: number): Promise<void> {
    await tx
      .update(tournamentParticipants)
      .set({ seed })
      .where(eq(tournamentParticipants.id, participantId));
  },

  async setPlace(tx: DbOrTx, participantId: number, place: number): Promise<void> {
    await tx
      .update(tournamentParticipants)
      .set({ place })
      .where(eq(tournamentParticipants.id, participantId));
  },

  async insertMatches(tx: DbOrTx, rows: MatchInsert[]): Promise<void> {
    if (rows.length > 0) await tx.insert(tournamentMatches).values(rows);
  },

  async matches(tx: DbOrTx, tournamentId: number): Promise<MatchRow[]> {
    return tx
      .select()
      .from(tournamentMatches)
      .where(eq(tournamentMatches.tournamentId, tournamentId))
      .orderBy(
        asc(tournamentMatches.isThirdPlace),
        asc(tournamentMatches.level),
        asc(tournamentMatches.position),
      );
  },

  async find(tx: DbOrTx, matchId: number): Promise<MatchRow | undefined> {
    const [row] = await tx
      .select()
      .from(tournamentMatches)
      .where(eq(tournamentMatches.id, matchId));
    return row;
  },

  /** Changes a match and bumps its version, answering the new row. */
  async update(tx: DbOrTx, matchId: number, patch: Partial<MatchInsert>): Promise<MatchRow> {
    const [row] = await tx
      .update(tournamentMatches)
      .set({ ...patch, version: sql`${tournamentMatches.version} + 1` })
      .where(eq(tournamentMatches.id, matchId))
      .returning();
    if (!row) throw new Error(`match ${String(matchId)} vanished`);
    return row;
  },

  /** Both sides of every match of a tournament, in one query. */
  /** The tournament's seeded sides; `only` narrows them to some registrations (one match's). */
  async sides(
    tx: DbOrTx,
    tournamentId: number,
    only?: readonly number[],
  ): Promise<Map<number, SideView>> {
    const rows = await tx
      .select({
        participantId: tournamentParticipants.id,
        seed: tournamentParticipants.seed,
        userId: sideUser.id,
        username: sideUser.username,
        userAvatar: sideUser.avatarUrl,
        teamId: sideTeam.id,
        teamName: sideTeam.name,
        teamAvatar: sideTeam.avatarUrl,
      })
      .from(tournamentParticipants)
      .leftJoin(sideUser, eq(sideUser.id, tournamentParticipants.userId))
      .leftJoin(sideTeam, eq(sideTeam.id, tournamentParticipants.teamId))
      .where(
        and(
          eq(tournamentParticipants.tournamentId, tournamentId),
          eq(tournamentParticipants.kind, 'player'),
          sql`${tournamentParticipants.seed} IS NOT NULL`,
          only === undefined ? undefined : inArray(tournamentParticipants.id, [...only]),
        ),
      );
    return new Map(
      rows.map((row) => [
        row.participantId,
        {
          participantId: row.participantId,
          seed: row.seed,
          user:
            row.userId === null || row.username === null
              ? null
              : { id: row.userId, username: row.username, avatarUrl: row.userAvatar },
          team:
            row.teamId === null || row.teamName === null
              ? null
              : { id: row.teamId, name: row.teamName, avatarUrl: row.teamAvatar },
        },
      ]),
    );
  },

  async participants(tx: DbOrTx, ids: number[]): Promise<ParticipantRow[]> {
    if (ids.length === 0) return [];
    return tx.select().from(tournamentParticipants).where(inArray(tournamentParticipants.id, ids));
  },

  /** Who plays for each registration, with the prize percentages locked at registration. */
  async rosters(tx: DbOrTx, participantIds: number[]) {
    if (participantIds.length === 0) return [];
    return tx
      .select({
        participantId: tournamentRoster.participantId,
        userId: tournamentRoster.userId,
        percentage: tournamentRoster.prizePercentage,
      })
      .from(tournamentRoster)
      .where(inArray(tournamentRoster.participantId, participantIds));
  },

  /** Who plays for each registration (a team's locked roster, or the player), in one query. */
  async playersOf(tx: DbOrTx, participantIds: readonly number[]): Promise<Map<number, number[]>> {
    const players = new Map<number, number[]>();
    if (participantIds.length === 0) return players;
    const p = tournamentParticipants;
    const rows = await tx
      .select({
        participantId: p.id,
        userId: sql<number | null>`coalesce(${tournamentRoster.userId}, ${p.userId})`,
      })
      .from(p)
      .leftJoin(tournamentRoster, eq(tournamentRoster.participantId, p.id))
      .where(inArray(p.id, [...participantIds]));
    for (const row of rows) {
      if (row.userId === null) continue;
      players.set(row.participantId, [
        ...(players.get(row.participantId) ?? []),
        Number(row.userId),
      ]);
    }
    return players;
  },

  /** The people who play for these registrations, each once. */
  async playerIds(tx: DbOrTx, participantIds: number[]): Promise<number[]> {
    const players = await matchesRepository.playersOf(tx, participantIds);
    return [...new Set([...players.values()].flat())];
  },

  /** Where the user joins their started match of this tournament, if they play in one now. */
  async liveLobby(tx: DbOrTx, tournamentId: number, userId: number) {
    const m = tournamentMatches;
    const [row] = await tx
      .select({
        matchId: m.id,
        lobbyName: m.lobbyName,
        lobbyPassword: m.lobbyPassword,
        connectString: m.connectString,
      })
      .from(m)
      .innerJoin(
        tournamentRoster,
        and(
          eq(tournamentRoster.tournamentId, m.tournamentId),
          sql`${tournamentRoster.participantId} in (${m.sideA}, ${m.sideB})`,
        ),
      )
      .where(
        and(
          eq(m.tournamentId, tournamentId),
          eq(m.status, 'in_game'),
          eq(tournamentRoster.userId, userId),
        ),
      )
      .limit(1);
    return row;
  },

  async upsertReport(
    tx: DbOrTx,
    report: {
      matchId: number;
      participantId: number;
      reportedBy: number;
      scoreA: number;
      scoreB: number;
    },
  ): Promise<void> {
    await tx
      .insert(matchReports)
      .values(report)
      .onConflictDoUpdate({
        target: [matchReports.matchId, matchReports.participantId],
        set: {
          reportedBy: report.reportedBy,
          scoreA: report.scoreA,
          scoreB: report.scoreB,
          createdAt: sql`now()`,
        },
      });
  },

  async reports(tx: DbOrTx, matchId: number) {
    return tx.select().from(matchReports).where(eq(matchReports.matchId, matchId));
  },

  /** Fees captured from the registrations, by kind (entry and watcher fees). */
  async capturedFees(tx: DbOrTx, tournamentId: number) {
    return tx
      .select({ kind: tournamentParticipants.kind, amount: walletHolds.amount })
      .from(tournamentParticipants)
      .innerJoin(walletHolds, eq(walletHolds.id, tournamentParticipants.feeHoldId))
      .where(
        and(
          eq(tournamentParticipants.tournamentId, tournamentId),
          eq(walletHolds.status, 'captured'),
        ),
      );
  },

  /** Fees still held for applications the creator never answered; the start gives them back. */
  /** Unanswered applications, each with its fee hold while that is still held. */
  async pendingApplications(tx: DbOrTx, tournamentId: number) {
    return tx
      .select({
        id: tournamentApplications.id,
        userId: tournamentApplications.userId,
        holdId: walletHolds.id,
      })
      .from(tournamentApplications)
      .leftJoin(
        walletHolds,
        and(eq(walletHolds.id, tournamentApplications.feeHoldId), eq(walletHolds.status, 'held')),
      )
      .where(
        and(
          eq(tournamentApplications.tournamentId, tournamentId),
          eq(tournamentApplications.status, 'pending'),
        ),
      );
  },

  async escrowBalance(tx: DbOrTx, key: string): Promise<number> {
    const [row] = await tx
      .select({ balance: walletAccounts.balance })
      .from(walletAccounts)
      .where(eq(walletAccounts.key, key))
      .for('update');
    return row?.balance ?? 0;
  },
};
