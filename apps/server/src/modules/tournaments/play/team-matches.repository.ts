// A team's bracket matches, newest first: the matches one of its registrations plays on either side,
// with both sides' teams joined, one window at a time, and their count.
import { desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../platform/db/database.js';
import type { PageWindow } from '../../../platform/http/pagination.js';
import { teams } from '../../teams/teams.tables.js';
import { tournamentMatches as m } from '../tournament-matches.tables.js';
import { tournamentParticipants as p } from '../tournament-participants.tables.js';
import { tournaments } from '../tournaments.tables.js';

const sideA = alias(p, 'side_a');
const sideB = alias(p, 'side_b');
const teamA = alias(teams, 'team_a');
const teamB = alias(teams, 'team_b');

/** The team's registrations: a match is the team's when one of them is on a side. */
const ofTeam = (db: DbOrTx, teamId: number) => {
  const registrations = db.select({ id: p.id }).from(p).where(eq(p.teamId, teamId));
  return or(inArray(m.sideA, registrations), inArray(m.sideB, registrations));
};

export const teamMatchesRepository = {
  async page(db: DbOrTx, teamId: number, window: PageWindow) {
    return db
      .select({
        id: m.id,
        tournamentId: m.tournamentId,
        game: tournaments.game,
        level: m.level,
        isThirdPlace: m.isThirdPlace,
        scoreA: m.scoreA,
        scoreB: m.scoreB,
        winnerId: m.winnerId,
        status: m.status,
        startTime: m.startTime,
        sideA: m.sideA,
        sideB: m.sideB,
        teamA: { id: teamA.id, name: teamA.name, avatarUrl: teamA.avatarUrl },
        teamB: { id: teamB.id, name: teamB.name, avatarUrl: teamB.avatarUrl },
      })
      .from(m)
      .innerJoin(tournaments, eq(tournaments.id, m.tournamentId))
      .leftJoin(sideA, eq(sideA.id, m.sideA))
      .leftJoin(teamA, eq(teamA.id, sideA.teamId))
      .leftJoin(sideB, eq(sideB.id, m.sideB))
      .leftJoin(teamB, eq(teamB.id, sideB.teamId))
      .where(ofTeam(db, teamId))
      .orderBy(desc(m.startTime), desc(m.id))
      .limit(window.limit)
      .offset(window.offset);
  },

  async count(db: DbOrTx, teamId: number): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(m)
      .where(ofTeam(db, teamId));
    return row?.count ?? 0;
  },
};

export type TeamMatchRow = Awaited<ReturnType<typeof teamMatchesRepository.page>>[number];
