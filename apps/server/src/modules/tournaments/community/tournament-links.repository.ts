// Database access for what a tournament points at: its banner and jars (the creator's own), the users
// and teams it bans at creation, and the answers other modules ask of tournaments (is a team's roster
// locked, is a prize jar held).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { users } from '../../auth/auth.tables.js';
import { banners } from '../../banners/banners.tables.js';
import { jars } from '../../jars/jars.tables.js';
import { teams } from '../../teams/teams.tables.js';
import { tournamentBans, tournamentParticipants } from '../tournament-participants.tables.js';
import { tournamentJars, tournaments, type TournamentJarRole } from '../tournaments.tables.js';

export interface OwnedJarRow {
  id: number;
  jarType: number;
  status: string;
  createdBy: number;
}

/** Two tournaments raced for one prize jar: the loser hits the one-tournament-per-prize-jar key. */
export function prizeJarTaken(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause)
    if ('code' in e && e.code === '23505')
      return 'constraint' in e && e.constraint === 'tournament_jars_prize_key';
  return false;
}

const UNFINISHED = sql`${tournaments.status} IN ('registration', 'running')`;

export const tournamentLinksRepository = {
  async bannerOwner(db: DbOrTx, bannerId: number): Promise<number | undefined> {
    const [row] = await db
      .select({ createdBy: banners.createdBy })
      .from(banners)
      .where(eq(banners.id, bannerId));
    return row?.createdBy;
  },

  async jarsByIds(db: DbOrTx, ids: readonly number[]): Promise<OwnedJarRow[]> {
    if (ids.length === 0) return [];
    return db
      .select({
        id: jars.id,
        jarType: jars.jarType,
        status: jars.status,
        createdBy: jars.createdBy,
      })
      .from(jars)
      .where(inArray(jars.id, [...ids]));
  },

  /** Jars among `ids` that another unfinished tournament pays out as prizes. */
  async prizeJarsElsewhere(db: DbOrTx, ids: readonly number[], tournamentId: number) {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ jarId: tournamentJars.jarId })
      .from(tournamentJars)
      .where(
        and(
          inArray(tournamentJars.jarId, [...ids]),
          eq(tournamentJars.role, 'prize'),
          sql`${tournamentJars.tournamentId} <> ${tournamentId}`,
        ),
      );
    return rows.map((row) => row.jarId);
  },

  async replaceJars(
    tx: DbOrTx,
    tournamentId: number,
    role: TournamentJarRole,
    ids: readonly number[],
  ): Promise<void> {
    await tx
      .delete(tournamentJars)
      .where(and(eq(tournamentJars.tournamentId, tournamentId), eq(tournamentJars.role, role)));
    if (ids.length > 0)
      await tx.insert(tournamentJars).values(ids.map((jarId) => ({ tournamentId, jarId, role })));
  },

  async attachJar(
    tx: DbOrTx,
    tournamentId: number,
    jarId: number,
    role: TournamentJarRole,
  ): Promise<void> {
    await tx.insert(tournamentJars).values({ tournamentId, jarId, role }).onConflictDoNothing();
  },

  async jarIds(db: DbOrTx, tournamentId: number, role: TournamentJarRole): Promise<number[]> {
    const rows = await db
      .select({ jarId: tournamentJars.jarId })
      .from(tournamentJars)
      .where(and(eq(tournamentJars.tournamentId, tournamentId), eq(tournamentJars.role, role)));
    return rows.map((row) => row.jarId);
  },

  async existingUsers(db: DbOrTx, ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [...ids]));
    return rows.map((row) => row.id);
  },

  async existingTeams(db: DbOrTx, ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ id: teams.id })
      .from(teams)
      .where(inArray(teams.id, [...ids]));
    return rows.map((row) => row.id);
  },

  async insertBans(
    tx: DbOrTx,
    tournamentId: number,
    bannedBy: number,
    banned: { users: readonly number[]; teams: readonly number[] },
  ): Promise<void> {
    const rows = [
      ...banned.users.map((userId) => ({ tournamentId, bannedBy, userId })),
      ...banned.teams.map((teamId) => ({ tournamentId, bannedBy, teamId })),
    ];
    if (rows.length > 0) await tx.insert(tournamentBans).values(rows).onConflictDoNothing();
  },

  /** Whether the team stands registered in a tournament that has not finished. */
  async teamInUnfinished(db: DbOrTx, teamId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: tournamentParticipants.id })
      .from(tournamentParticipants)
      .innerJoin(tournaments, eq(tournaments.id, tournamentParticipants.tournamentId))
      .where(
        and(
          eq(tournamentParticipants.teamId, teamId),
          eq(tournamentParticipants.status, 'registered'),
          UNFINISHED,
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  /** Whether an unfinished tournament will pay this jar out as a prize. */
  async prizeJarInUnfinished(db: DbOrTx, jarId: number): Promise<boolean> {
    const [row] = await db
      .select({ jarId: tournamentJars.jarId })
      .from(tournamentJars)
      .innerJoin(tournaments, eq(tournaments.id, tournamentJars.tournamentId))
      .where(and(eq(tournamentJars.jarId, jarId), eq(tournamentJars.role, 'prize'), UNFINISHED))
      .limit(1);
    return row !== undefined;
  },
};
