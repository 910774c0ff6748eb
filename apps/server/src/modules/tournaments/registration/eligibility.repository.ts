// Who a registration may bring, read in as few statements as possible: each person's level and
// what stands in their way (bans here and by an operator, a place or application already held),
// the teams a user leads, and a team's members and standing. The tournament row is locked first.
import { and, asc, eq, exists, gt, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../platform/db/database.js';
import { users } from '../../auth/auth.tables.js';
import { userBans } from '../../auth/user-bans.tables.js';
import { teamMembers, teams } from '../../teams/teams.tables.js';
import {
  tournamentApplications,
  tournamentBans,
  tournamentParticipants,
  tournamentRoster,
} from '../tournament-participants.tables.js';

export interface PersonRow {
  userId: number;
  username: string;
  level: number;
  bannedHere: boolean;
  bannedFromTournaments: boolean;
  taken: boolean;
}

export interface MemberRow {
  userId: number;
  username: string;
  isSubstitute: boolean;
  prizePercentage: number;
}

const p = tournamentParticipants;
const registered = eq(p.status, 'registered');
const activeTournamentBan = and(
  eq(userBans.userId, users.id),
  eq(userBans.kind, 'tournament'),
  or(isNull(userBans.until), gt(userBans.until, sql`now()`)),
);

// Subqueries that refer to the outer row are built, never written as SQL text: Drizzle leaves the
// columns of a one-table query's select list unqualified, so inside a text subquery "id" would bind
// to the inner table. Built conditions are always qualified.

export const eligibilityRepository = {
  async teamsLedBy(db: DbOrTx, userId: number): Promise<{ id: number; name: string }[]> {
    return db
      .select({ id: teams.id, name: teams.name })
      .from(teams)
      .where(eq(teams.leaderId, userId))
      .orderBy(asc(teams.id));
  },

  /** Holds the roster still while it is checked and copied (the teams module locks the same row). */
  async lockTeam(tx: DbOrTx, teamId: number) {
    const [row] = await tx
      .select({ id: teams.id, name: teams.name, leaderId: teams.leaderId })
      .from(teams)
      .where(eq(teams.id, teamId))
      .for('update');
    return row;
  },

  async members(db: DbOrTx, teamId: number): Promise<MemberRow[]> {
    return db
      .select({
        userId: teamMembers.userId,
        username: users.username,
        isSubstitute: teamMembers.isSubstitute,
        prizePercentage: teamMembers.prizePercentage,
      })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(eq(teamMembers.teamId, teamId))
      .orderBy(asc(teamMembers.joinedAt), asc(teamMembers.id));
  },

  /**
   * Each user with what stands in their way, in one statement. `taken`: registered in any role or
   * team, or waiting in an application other than `exceptApplication` (the one being confirmed).
   */
  async people(
    db: DbOrTx,
    tournamentId: number,
    userIds: readonly number[],
    exceptApplication = 0,
  ): Promise<PersonRow[]> {
    if (userIds.length === 0) return [];
    const where = (table: PgTable, condition: SQL | undefined) =>
      sql<boolean>`${exists(
        db
          .select({ one: sql`1` })
          .from(table)
          .where(condition),
      )}`;
    const a = tournamentApplications;
    return db
      .select({
        userId: users.id,
        username: users.username,
        level: users.level,
        bannedHere: where(
          tournamentBans,
          and(eq(tournamentBans.tournamentId, tournamentId), eq(tournamentBans.userId, users.id)),
        ),
        bannedFromTournaments: where(userBans, activeTournamentBan),
        taken: sql<boolean>`(${where(p, and(eq(p.tournamentId, tournamentId), registered, eq(p.userId, users.id)))}
          or ${where(tournamentRoster, and(eq(tournamentRoster.tournamentId, tournamentId), eq(tournamentRoster.userId, users.id)))}
          or ${where(a, and(eq(a.tournamentId, tournamentId), eq(a.status, 'pending'), eq(a.userId, users.id), ne(a.id, exceptApplication)))})`,
      })
      .from(users)
      .where(inArray(users.id, [...userIds]));
  },

  /** Whether the team is banned here, registered, or waiting in another application. */
  async teamStanding(db: DbOrTx, tournamentId: number, teamId: number, exceptApplication = 0) {
    const a = tournamentApplications;
    // Called inside the registration's transaction: one connection, so one query after another.
    const banned = await db
      .select({ id: tournamentBans.id })
      .from(tournamentBans)
      .where(and(eq(tournamentBans.tournamentId, tournamentId), eq(tournamentBans.teamId, teamId)))
      .limit(1);
    const registeredTeam = await db
      .select({ id: p.id })
      .from(p)
      .where(and(eq(p.tournamentId, tournamentId), registered, eq(p.teamId, teamId)))
      .limit(1);
    const applied = await db
      .select({ id: a.id })
      .from(a)
      .where(
        and(
          eq(a.tournamentId, tournamentId),
          eq(a.status, 'pending'),
          eq(a.teamId, teamId),
          ne(a.id, exceptApplication),
        ),
      )
      .limit(1);
    return { banned: banned.length > 0, taken: registeredTeam.length + applied.length > 0 };
  },

  /** The user's pending application here, other than `exceptApplication`. */
  async hasPendingApplication(
    db: DbOrTx,
    tournamentId: number,
    userId: number,
    exceptApplication = 0,
  ): Promise<boolean> {
    const a = tournamentApplications;
    const [row] = await db
      .select({ id: a.id })
      .from(a)
      .where(
        and(
          eq(a.tournamentId, tournamentId),
          eq(a.userId, userId),
          eq(a.status, 'pending'),
          ne(a.id, exceptApplication),
        ),
      )
      .limit(1);
    return row !== undefined;
  },
};
