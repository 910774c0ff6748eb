// Database access for registering: the tournament row lock and its counters, and the participant
// rows with their locked rosters (who may register is read in eligibility.repository.ts). Counters move by conditional updates, so even a missed lock cannot push a
// tournament past 2^grid players (the CHECK on players_count is the last word).
import { and, asc, eq, exists, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { teams } from '../../teams/teams.tables.js';
import {
  tournamentParticipants,
  tournamentRoster,
  type ParticipantKind,
  type ParticipantStatus,
} from '../tournament-participants.tables.js';
import { tournaments } from '../tournaments.tables.js';

export type LockedTournament = typeof tournaments.$inferSelect;
export type ParticipantRow = typeof tournamentParticipants.$inferSelect;

const p = tournamentParticipants;
const registered = eq(p.status, 'registered');

export const registrationRepository = {
  /** Serialises everything that changes who takes part (and cancelling, in tournaments.service). */
  async lockTournament(tx: DbOrTx, id: number): Promise<LockedTournament | undefined> {
    const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for('update');
    return row;
  },

  async find(db: DbOrTx, id: number): Promise<LockedTournament | undefined> {
    const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id));
    return row;
  },

  /**
   * Moves the players or watchers counter and the version; null when it would leave 0..2^grid
   * (players). Answers the new version.
   */
  async count(tx: DbOrTx, id: number, kind: ParticipantKind, delta: number) {
    const column = kind === 'player' ? tournaments.playersCount : tournaments.watchersCount;
    const within =
      kind === 'player'
        ? sql`${column} + ${delta} BETWEEN 0 AND (1 << ${tournaments.grid})`
        : sql`${column} + ${delta} >= 0`;
    const [row] = await tx
      .update(tournaments)
      .set({
        ...(kind === 'player'
          ? { playersCount: sql`${column} + ${delta}` }
          : { watchersCount: sql`${column} + ${delta}` }),
        version: sql`${tournaments.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(tournaments.id, id), within))
      .returning({ version: tournaments.version });
    return row?.version ?? null;
  },

  async bumpVersion(tx: DbOrTx, id: number): Promise<number> {
    const [row] = await tx
      .update(tournaments)
      .set({ version: sql`${tournaments.version} + 1`, updatedAt: new Date() })
      .where(eq(tournaments.id, id))
      .returning({ version: tournaments.version });
    return row?.version ?? 0;
  },

  async insertParticipant(
    tx: DbOrTx,
    values: {
      tournamentId: number;
      kind: ParticipantKind;
      userId: number | null;
      teamId: number | null;
      registeredBy: number;
      level: number;
      feeHoldId: number | null;
    },
  ): Promise<number> {
    const [row] = await tx.insert(p).values(values).returning({ id: p.id });
    if (!row) throw new Error('participant was not inserted');
    return row.id;
  },

  async insertRoster(
    tx: DbOrTx,
    participantId: number,
    tournamentId: number,
    shares: readonly { userId: number; percentage: number }[],
  ): Promise<void> {
    if (shares.length === 0) return;
    await tx.insert(tournamentRoster).values(
      shares.map((share) => ({
        participantId,
        tournamentId,
        userId: share.userId,
        prizePercentage: share.percentage,
      })),
    );
  },

  /**
   * The registrations `userId` may take out: their own place (player or watcher) and the teams
   * they registered or now lead.
   */
  async ownRegistrations(db: DbOrTx, tournamentId: number, userId: number) {
    return db
      .select()
      .from(p)
      .where(
        and(
          eq(p.tournamentId, tournamentId),
          registered,
          or(
            eq(p.userId, userId),
            and(
              isNotNull(p.teamId),
              or(
                eq(p.registeredBy, userId),
                exists(
                  db
                    .select({ one: sql`1` })
                    .from(teams)
                    .where(and(eq(teams.id, p.teamId), eq(teams.leaderId, userId))),
                ),
              ),
            ),
          ),
        ),
      )
      .for('update');
  },

  /** Whether the user plays for a registered team here without leading it. */
  async playsInTeam(db: DbOrTx, tournamentId: number, userId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: tournamentRoster.participantId })
      .from(tournamentRoster)
      .where(
        and(eq(tournamentRoster.tournamentId, tournamentId), eq(tournamentRoster.userId, userId)),
      )
      .limit(1);
    return row !== undefined;
  },

  /** Registrations of a user (their own place, or a team they play in) or of a team, locked. */
  async registrationsOf(
    tx: DbOrTx,
    tournamentId: number,
    who: { user?: number | undefined; team?: number | undefined },
  ): Promise<ParticipantRow[]> {
    const inRoster = (userId: number) =>
      exists(
        tx
          .select({ one: sql`1` })
          .from(tournamentRoster)
          .where(
            and(eq(tournamentRoster.participantId, p.id), eq(tournamentRoster.userId, userId)),
          ),
      );
    const match =
      who.user !== undefined
        ? or(eq(p.userId, who.user), inRoster(who.user))
        : eq(p.teamId, who.team ?? 0);
    return tx
      .select()
      .from(p)
      .where(and(eq(p.tournamentId, tournamentId), registered, match))
      .orderBy(asc(p.id))
      .for('update');
  },

  /** Ends a registration (the row stays for the money history); its roster frees its players. */
  async endRegistration(tx: DbOrTx, id: number, status: Exclude<ParticipantStatus, 'registered'>) {
    const freed = await tx
      .delete(tournamentRoster)
      .where(eq(tournamentRoster.participantId, id))
      .returning({ userId: tournamentRoster.userId });
    const [row] = await tx
      .update(p)
      .set({ status, leftAt: new Date() })
      .where(and(eq(p.id, id), registered))
      .returning();
    return row ? { row, rosterUserIds: freed.map((f) => f.userId) } : undefined;
  },
};
