// Database access for the users and teams a creator keeps out of a tournament: one ban per user or
// team and tournament (unique keys), pages of one tournament's bans or of all a creator's.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import type { PageWindow } from '../../../platform/http/pagination.js';
import { users } from '../../auth/auth.tables.js';
import { teams } from '../../teams/teams.tables.js';
import { teamBrief, userBrief } from './participants.repository.js';
import { tournamentBans } from '../tournament-participants.tables.js';
import { tournaments } from '../tournaments.tables.js';

const b = tournamentBans;
export type BanRow = typeof tournamentBans.$inferSelect;

async function pageWhere(db: DbOrTx, where: SQL | undefined, window: PageWindow) {
  const [results, [total]] = await Promise.all([
    db
      .select({ ban: b, user: userBrief, team: teamBrief })
      .from(b)
      .innerJoin(tournaments, eq(tournaments.id, b.tournamentId))
      .leftJoin(users, eq(users.id, b.userId))
      .leftJoin(teams, eq(teams.id, b.teamId))
      .where(where)
      .orderBy(desc(b.id))
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ count: count() })
      .from(b)
      .innerJoin(tournaments, eq(tournaments.id, b.tournamentId))
      .where(where),
  ]);
  return { count: total?.count ?? 0, results };
}

export const tournamentBansRepository = {
  /** Undefined when the user or team is already banned here. */
  async insert(
    tx: DbOrTx,
    values: { tournamentId: number; bannedBy: number; userId?: number; teamId?: number },
  ): Promise<BanRow | undefined> {
    const [row] = await tx.insert(b).values(values).onConflictDoNothing().returning();
    return row;
  },

  async remove(tx: DbOrTx, tournamentId: number, banId: number): Promise<boolean> {
    const rows = await tx
      .delete(b)
      .where(and(eq(b.id, banId), eq(b.tournamentId, tournamentId)))
      .returning({ id: b.id });
    return rows.length > 0;
  },

  async withBriefs(db: DbOrTx, banId: number) {
    const [row] = await db
      .select({ ban: b, user: userBrief, team: teamBrief })
      .from(b)
      .leftJoin(users, eq(users.id, b.userId))
      .leftJoin(teams, eq(teams.id, b.teamId))
      .where(eq(b.id, banId));
    return row;
  },

  pageOfTournament: (db: DbOrTx, tournamentId: number, window: PageWindow) =>
    pageWhere(db, eq(b.tournamentId, tournamentId), window),

  pageOfCreator: (db: DbOrTx, creatorId: number, window: PageWindow) =>
    pageWhere(db, eq(tournaments.createdBy, creatorId), window),

  async teamExists(db: DbOrTx, teamId: number): Promise<boolean> {
    const [row] = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId));
    return row !== undefined;
  },
};
