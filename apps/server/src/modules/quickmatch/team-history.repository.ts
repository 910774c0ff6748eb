// A team's 5x5 quick matches, newest first: those in which it held a side, with both sides' teams,
// one window at a time, and their count. Only matches that were played (running or finished).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/database.js';
import type { PageWindow } from '../../platform/http/pagination.js';
import { teams } from '../teams/teams.tables.js';
import { quickMatchSides as sides, quickMatches as q } from './quickmatch.tables.js';

const sideA = alias(sides, 'qm_side_a');
const sideB = alias(sides, 'qm_side_b');
const teamA = alias(teams, 'qm_team_a');
const teamB = alias(teams, 'qm_team_b');

const played = inArray(q.status, ['in_game', 'finished']);
const heldBy = (db: DbOrTx, teamId: number) =>
  inArray(q.id, db.select({ id: sides.quickMatchId }).from(sides).where(eq(sides.teamId, teamId)));

export const teamHistoryRepository = {
  page(db: DbOrTx, teamId: number, window: PageWindow) {
    return db
      .select({
        id: q.id,
        game: q.game,
        status: q.status,
        scoreA: q.scoreA,
        scoreB: q.scoreB,
        winner: q.winner,
        startedAt: q.startedAt,
        createdAt: q.createdAt,
        teamA: { id: teamA.id, name: teamA.name, avatarUrl: teamA.avatarUrl },
        teamB: { id: teamB.id, name: teamB.name, avatarUrl: teamB.avatarUrl },
      })
      .from(q)
      .innerJoin(sideA, and(eq(sideA.quickMatchId, q.id), eq(sideA.side, 'a')))
      .innerJoin(sideB, and(eq(sideB.quickMatchId, q.id), eq(sideB.side, 'b')))
      .leftJoin(teamA, eq(teamA.id, sideA.teamId))
      .leftJoin(teamB, eq(teamB.id, sideB.teamId))
      .where(and(played, heldBy(db, teamId)))
      .orderBy(desc(q.startedAt), desc(q.id))
      .limit(window.limit)
      .offset(window.offset);
  },

  async count(db: DbOrTx, teamId: number): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(q)
      .where(and(played, heldBy(db, teamId)));
    return row?.count ?? 0;
  },
};

export type TeamHistoryRow = Awaited<ReturnType<typeof teamHistoryRepository.page>>[number];
