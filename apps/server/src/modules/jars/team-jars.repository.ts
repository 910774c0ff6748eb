// Database access for jars attached to teams: the team's leader (read from the teams module's table),
// the team's jars with their creators in one query, attaching and detaching.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { users } from '../auth/auth.tables.js';
import { teams } from '../teams/teams.tables.js';
import { brief, type JarRow, type JarWithCreator } from './jars.repository.js';
import { jars, teamJars } from './jars.tables.js';

export const teamJarsRepository = {
  /** The team's leader, or undefined when there is no such team. */
  async leaderOf(db: DbOrTx, teamId: number): Promise<number | undefined> {
    const [row] = await db
      .select({ leaderId: teams.leaderId })
      .from(teams)
      .where(eq(teams.id, teamId));
    return row?.leaderId;
  },

  async jarsOf(db: DbOrTx, teamId: number): Promise<JarWithCreator[]> {
    return db
      .select({ jar: jars, creator: brief })
      .from(teamJars)
      .innerJoin(jars, eq(jars.id, teamJars.jarId))
      .innerJoin(users, eq(users.id, jars.createdBy))
      .where(eq(teamJars.teamId, teamId))
      .orderBy(asc(teamJars.createdAt), asc(jars.id));
  },

  async jarsByIds(db: DbOrTx, ids: number[]): Promise<JarRow[]> {
    if (ids.length === 0) return [];
    return db.select().from(jars).where(inArray(jars.id, ids));
  },

  async isAttached(db: DbOrTx, teamId: number, jarId: number): Promise<boolean> {
    const rows = await db
      .select({ jarId: teamJars.jarId })
      .from(teamJars)
      .where(and(eq(teamJars.teamId, teamId), eq(teamJars.jarId, jarId)));
    return rows.length > 0;
  },

  /** Jars already attached stay as they are. */
  async attach(db: DbOrTx, teamId: number, jarIds: number[]): Promise<void> {
    if (jarIds.length === 0) return;
    await db
      .insert(teamJars)
      .values(jarIds.map((jarId) => ({ teamId, jarId })))
      .onConflictDoNothing();
  },

  /** false when the jar was not attached to the team. */
  async detach(db: DbOrTx, teamId: number, jarId: number): Promise<boolean> {
    const rows = await db
      .delete(teamJars)
      .where(and(eq(teamJars.teamId, teamId), eq(teamJars.jarId, jarId)))
      .returning({ jarId: teamJars.jarId });
    return rows.length > 0;
  },
};
