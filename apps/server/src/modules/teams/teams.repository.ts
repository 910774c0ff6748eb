// Database access for teams and their members: the team row lock every roster change takes, and the
// team and member writes. Pages of teams as the API shows them are in team-views.repository.ts.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { users } from '../auth/auth.tables.js';
import { teamMembers, teams } from './teams.tables.js';

export interface BriefRow {
  id: number;
  username: string;
  avatarUrl: string | null;
}
export type TeamRow = typeof teams.$inferSelect;
export type TeamChanges = Partial<Pick<TeamRow, 'name' | 'country' | 'description' | 'avatarUrl'>>;

const brief = { id: users.id, username: users.username, avatarUrl: users.avatarUrl };

export const teamsRepository = {
  async findTeam(db: DbOrTx, id: number): Promise<TeamRow | undefined> {
    const [row] = await db.select().from(teams).where(eq(teams.id, id));
    return row;
  },
  /** Serialises roster, leader and share changes of one team until the transaction ends. */
  async lockTeam(db: DbOrTx, id: number): Promise<TeamRow | undefined> {
    const [row] = await db.select().from(teams).where(eq(teams.id, id)).for('update');
    return row;
  },
  async nameTaken(db: DbOrTx, name: string, exceptId?: number): Promise<boolean> {
    const rows = await db
      .select({ id: teams.id })
      .from(teams)
      .where(
        and(
          sql`lower(${teams.name}) = lower(${name})`,
          exceptId === undefined ? undefined : sql`${teams.id} <> ${exceptId}`,
        ),
      );
    return rows.length > 0;
  },
  /** undefined: the name is taken (in any case), found by the unique index itself. */
  async insertTeam(
    db: DbOrTx,
    values: TeamChanges & { name: string; leaderId: number },
  ): Promise<TeamRow | undefined> {
    const [row] = await db.insert(teams).values(values).onConflictDoNothing().returning();
    return row;
  },
  async updateTeam(db: DbOrTx, id: number, changes: TeamChanges): Promise<void> {
    if (Object.keys(changes).length > 0)
      await db.update(teams).set(changes).where(eq(teams.id, id));
  },
  async setLeader(db: DbOrTx, id: number, leaderId: number): Promise<void> {
    await db.update(teams).set({ leaderId }).where(eq(teams.id, id));
  },
  async deleteTeam(db: DbOrTx, id: number): Promise<void> {
    await db.delete(teams).where(eq(teams.id, id));
  },

  async memberIds(db: DbOrTx, teamId: number): Promise<number[]> {
    const rows = await db
      .select({ userId: teamMembers.userId })
      .from(teamMembers)
      .where(eq(teamMembers.teamId, teamId));
    return rows.map((row) => row.userId);
  },
  async isMember(db: DbOrTx, teamId: number, userId: number): Promise<boolean> {
    const rows = await db
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
    return rows.length > 0;
  },
  async insertMember(
    db: DbOrTx,
    member: { teamId: number; userId: number; isSubstitute: boolean; prizePercentage: number },
  ): Promise<void> {
    await db.insert(teamMembers).values(member);
  },
  async deleteMember(db: DbOrTx, teamId: number, userId: number) {
    const [row] = await db
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
      .returning({
        isSubstitute: teamMembers.isSubstitute,
        prizePercentage: teamMembers.prizePercentage,
      });
    return row;
  },
  async addShare(db: DbOrTx, teamId: number, userId: number, points: number): Promise<void> {
    await db
      .update(teamMembers)
      .set({ prizePercentage: sql`${teamMembers.prizePercentage} + ${points}` })
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  },
  async setShare(db: DbOrTx, teamId: number, userId: number, percentage: number): Promise<void> {
    await db
      .update(teamMembers)
      .set({ prizePercentage: percentage })
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  },
  /** The longest-benched substitute takes the free starting place. */
  async promoteFirstSubstitute(db: DbOrTx, teamId: number): Promise<void> {
    const first = db
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.isSubstitute, true)))
      .orderBy(asc(teamMembers.joinedAt), asc(teamMembers.id))
      .limit(1);
    await db.update(teamMembers).set({ isSubstitute: false }).where(inArray(teamMembers.id, first));
  },
  async briefs(db: DbOrTx, ids: number[]): Promise<Map<number, BriefRow>> {
    if (ids.length === 0) return new Map();
    const rows = await db.select(brief).from(users).where(inArray(users.id, ids));
    return new Map(rows.map((row) => [row.id, row]));
  },
};
