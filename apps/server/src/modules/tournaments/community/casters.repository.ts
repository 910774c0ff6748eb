// Database access for match casters and stream links: the match with its tournament's organiser and
// both sides (for the commentator card), invitations by match, and the stream link itself.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { users } from '../../auth/auth.tables.js';
import { teams } from '../../teams/teams.tables.js';
import { matchCommentators, tournamentMatches } from '../tournament-matches.tables.js';
import { tournamentParticipants } from '../tournament-participants.tables.js';
import { tournaments } from '../tournaments.tables.js';

export type MatchRow = typeof tournamentMatches.$inferSelect;
export type CommentatorRow = typeof matchCommentators.$inferSelect;

const m = tournamentMatches;
const c = matchCommentators;
const p = tournamentParticipants;
const userBrief = { id: users.id, username: users.username, avatarUrl: users.avatarUrl };

export const castersRepository = {
  /** The match and who organises its tournament now. */
  async match(db: DbOrTx, matchId: number) {
    const [row] = await db
      .select({ match: m, createdBy: tournaments.createdBy, status: tournaments.status })
      .from(m)
      .innerJoin(tournaments, eq(tournaments.id, m.tournamentId))
      .where(eq(m.id, matchId));
    return row;
  },

  /** Both sides' registrations with the player or team they name. */
  async sides(db: DbOrTx, participantIds: readonly number[]) {
    if (participantIds.length === 0) return [];
    return db
      .select({
        id: p.id,
        seed: p.seed,
        user: userBrief,
        team: { id: teams.id, name: teams.name, avatarUrl: teams.avatarUrl },
      })
      .from(p)
      .leftJoin(users, eq(users.id, p.userId))
      .leftJoin(teams, eq(teams.id, p.teamId))
      .where(inArray(p.id, [...participantIds]));
  },

  async userExists(db: DbOrTx, userId: number): Promise<boolean> {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    return row !== undefined;
  },

  async lockOne(tx: DbOrTx, matchId: number, where: { id: number } | { userId: number }) {
    const [row] = await tx
      .select()
      .from(c)
      .where(
        and(
          eq(c.matchId, matchId),
          'id' in where ? eq(c.id, where.id) : eq(c.userId, where.userId),
        ),
      )
      .for('update');
    return row;
  },

  /** A fresh invitation, or a declined one asked again. */
  async invite(tx: DbOrTx, matchId: number, userId: number, invitedBy: number): Promise<number> {
    const [row] = await tx
      .insert(c)
      .values({ matchId, userId, invitedBy })
      .onConflictDoUpdate({
        target: [c.matchId, c.userId],
        set: { status: 1, invitedBy, createdAt: new Date(), decidedAt: null },
      })
      .returning({ id: c.id });
    if (!row) throw new Error('commentator was not invited');
    return row.id;
  },

  async decide(tx: DbOrTx, id: number, status: 2 | 3): Promise<void> {
    await tx.update(c).set({ status, decidedAt: new Date() }).where(eq(c.id, id));
  },

  async remove(tx: DbOrTx, id: number): Promise<void> {
    await tx.delete(c).where(eq(c.id, id));
  },

  async ofMatch(db: DbOrTx, matchId: number, id?: number) {
    return db
      .select({ commentator: c, user: userBrief })
      .from(c)
      .innerJoin(users, eq(users.id, c.userId))
      .where(and(eq(c.matchId, matchId), id === undefined ? undefined : eq(c.id, id)))
      .orderBy(asc(c.id));
  },

  /** The tournament's matches the user casts, by accepted invitation. */
  async castMatchIds(db: DbOrTx, tournamentId: number, userId: number): Promise<number[]> {
    const rows = await db
      .select({ matchId: c.matchId })
      .from(c)
      .innerJoin(m, eq(m.id, c.matchId))
      .where(and(eq(m.tournamentId, tournamentId), eq(c.userId, userId), eq(c.status, 2)))
      .orderBy(asc(c.matchId));
    return rows.map((row) => row.matchId);
  },

  async isAcceptedCaster(db: DbOrTx, matchId: number, userId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: c.id })
      .from(c)
      .where(and(eq(c.matchId, matchId), eq(c.userId, userId), eq(c.status, 2)));
    return row !== undefined;
  },

  /** Bumps the match's version, as every change the grid shows does. */
  /** Answers the match's new version, which grid-updates pushes carry. */
  async setStreamLink(db: DbOrTx, matchId: number, link: string | null): Promise<number | null> {
    const [row] = await db
      .update(m)
      .set({ streamLink: link, version: sql`${m.version} + 1` })
      .where(eq(m.id, matchId))
      .returning({ version: m.version });
    return row?.version ?? null;
  },
};
