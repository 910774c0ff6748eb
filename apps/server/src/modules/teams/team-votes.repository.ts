// Database access for captain votes and their ballots.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { teamBallots, teamVotes } from './teams.tables.js';

export type VoteRow = typeof teamVotes.$inferSelect;

export const teamVotesRepository = {
  async latest(db: DbOrTx, teamId: number): Promise<VoteRow | undefined> {
    const [row] = await db
      .select()
      .from(teamVotes)
      .where(eq(teamVotes.teamId, teamId))
      .orderBy(desc(teamVotes.id))
      .limit(1);
    return row;
  },
  async openOf(db: DbOrTx, teamId: number): Promise<VoteRow | undefined> {
    const [row] = await db
      .select()
      .from(teamVotes)
      .where(and(eq(teamVotes.teamId, teamId), isNull(teamVotes.closedAt)));
    return row;
  },
  /** The vote, still open, locked until the transaction ends; undefined once closed. */
  async lockOpen(db: DbOrTx, voteId: number): Promise<VoteRow | undefined> {
    const [row] = await db
      .select()
      .from(teamVotes)
      .where(and(eq(teamVotes.id, voteId), isNull(teamVotes.closedAt)))
      .for('update');
    return row;
  },
  /** undefined: the team already has an open vote (the partial unique index says so). */
  async insert(
    db: DbOrTx,
    vote: { teamId: number; startedById: number; endAt: Date },
  ): Promise<VoteRow | undefined> {
    const [row] = await db.insert(teamVotes).values(vote).onConflictDoNothing().returning();
    return row;
  },
  async close(db: DbOrTx, voteId: number, winnerId: number | null, at: Date): Promise<void> {
    await db.update(teamVotes).set({ closedAt: at, winnerId }).where(eq(teamVotes.id, voteId));
  },
  async ballots(db: DbOrTx, voteId: number) {
    return db
      .select({ voterId: teamBallots.voterId, candidateId: teamBallots.candidateId })
      .from(teamBallots)
      .where(eq(teamBallots.voteId, voteId));
  },
  async castBallot(db: DbOrTx, voteId: number, voterId: number, candidateId: number) {
    await db
      .insert(teamBallots)
      .values({ voteId, voterId, candidateId })
      .onConflictDoUpdate({
        target: [teamBallots.voteId, teamBallots.voterId],
        set: { candidateId, castAt: new Date() },
      });
  },
};
