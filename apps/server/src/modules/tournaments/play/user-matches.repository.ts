// A user's bracket matches, newest first: those a registration they play for (their own 1_1 place
// or a team's locked roster) is a side of, one window at a time, and their count.
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import type { PageWindow } from '../../../platform/http/pagination.js';
import { tournamentMatches as m } from '../tournament-matches.tables.js';
import { tournamentRoster as roster } from '../tournament-participants.tables.js';
import { tournaments } from '../tournaments.tables.js';

const onEitherSide = or(eq(m.sideA, roster.participantId), eq(m.sideB, roster.participantId));

export const userMatchesRepository = {
  page(db: DbOrTx, userId: number, filter: { game?: number | undefined }, window: PageWindow) {
    return db
      .select({
        id: m.id,
        tournamentId: m.tournamentId,
        game: tournaments.game,
        type: tournaments.type,
        participantId: roster.participantId,
        sideA: m.sideA,
        scoreA: m.scoreA,
        scoreB: m.scoreB,
        winnerId: m.winnerId,
        status: m.status,
        startTime: m.startTime,
      })
      .from(roster)
      .innerJoin(m, and(eq(m.tournamentId, roster.tournamentId), onEitherSide))
      .innerJoin(tournaments, eq(tournaments.id, m.tournamentId))
      .where(
        and(
          eq(roster.userId, userId),
          filter.game === undefined ? undefined : eq(tournaments.game, filter.game),
        ),
      )
      .orderBy(desc(m.startTime), desc(m.id))
      .limit(window.limit)
      .offset(window.offset);
  },

  async count(db: DbOrTx, userId: number, filter: { game?: number | undefined }): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(roster)
      .innerJoin(m, and(eq(m.tournamentId, roster.tournamentId), onEitherSide))
      .innerJoin(tournaments, eq(tournaments.id, m.tournamentId))
      .where(
        and(
          eq(roster.userId, userId),
          filter.game === undefined ? undefined : eq(tournaments.game, filter.game),
        ),
      );
    return row?.count ?? 0;
  },
};

export type UserMatchRow = Awaited<ReturnType<typeof userMatchesRepository.page>>[number];
