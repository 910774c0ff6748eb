// Ratings per user, game and book, and the statistics lines of finished matches: what a result
// writes, what mixing and levels read, and what statistics pages and histories list.
import { and, desc, eq, inArray, sql, count } from 'drizzle-orm';
import type { Book } from '@clutch/contract/money';
import type { DbOrTx } from '../../platform/db/database.js';
import { users } from '../auth/auth.tables.js';
import { DEFAULT_SKILL, type Skill } from './rating.js';
import {
  playerRatings,
  quickMatchPlayers,
  quickMatchStats,
  quickMatches,
} from './quickmatch.tables.js';

export type StatsRow = typeof quickMatchStats.$inferInsert;

export const ratingsRepository = {
  /** Each user's skill in a game and book; a user who never played has openskill's default. */
  async skills(
    db: DbOrTx,
    userIds: number[],
    game: number,
    book: Book,
  ): Promise<Map<number, Skill>> {
    const found = new Map<number, Skill>(userIds.map((id) => [id, DEFAULT_SKILL]));
    if (userIds.length === 0) return found;
    const rows = await db
      .select()
      .from(playerRatings)
      .where(
        and(
          inArray(playerRatings.userId, userIds),
          eq(playerRatings.game, game),
          eq(playerRatings.book, book),
        ),
      );
    for (const row of rows) found.set(row.userId, { mu: row.mu, sigma: row.sigma });
    return found;
  },

  async record(
    tx: DbOrTx,
    row: { userId: number; game: number; book: Book; skill: Skill; won: boolean },
  ): Promise<void> {
    const wins = row.won ? 1 : 0;
    await tx
      .insert(playerRatings)
      .values({
        userId: row.userId,
        game: row.game,
        book: row.book,
        mu: row.skill.mu,
        sigma: row.skill.sigma,
        matches: 1,
        wins,
      })
      .onConflictDoUpdate({
        target: [playerRatings.userId, playerRatings.game, playerRatings.book],
        set: {
          mu: row.skill.mu,
          sigma: row.skill.sigma,
          matches: sql`${playerRatings.matches} + 1`,
          wins: sql`${playerRatings.wins} + ${wins}`,
        },
      });
  },

  ofUser: (db: DbOrTx, userId: number) =>
    db.select().from(playerRatings).where(eq(playerRatings.userId, userId)),

  insertStats: (tx: DbOrTx, rows: StatsRow[]) =>
    rows.length === 0
      ? Promise.resolve()
      : tx
          .insert(quickMatchStats)
          .values(rows)
          .then(() => undefined),

  statsOf: (db: DbOrTx, quickMatchId: number) =>
    db
      .select({
        stats: quickMatchStats,
        user: { id: users.id, username: users.username, avatarUrl: users.avatarUrl },
      })
      .from(quickMatchStats)
      .innerJoin(users, eq(users.id, quickMatchStats.userId))
      .where(eq(quickMatchStats.quickMatchId, quickMatchId)),

  /** A user's quick matches that were played (running or finished), newest first. */
  async history(
    db: DbOrTx,
    userId: number,
    filter: { game?: number | undefined },
    window: { limit: number; offset: number },
  ) {
    const where = and(
      eq(quickMatchPlayers.userId, userId),
      inArray(quickMatches.status, ['in_game', 'finished']),
      filter.game === undefined ? undefined : eq(quickMatches.game, filter.game),
    );
    const [rows, total] = await Promise.all([
      db
        .select({
          lobby: quickMatches,
          position: quickMatchPlayers.position,
          ratingBefore: quickMatchStats.ratingBefore,
          ratingAfter: quickMatchStats.ratingAfter,
        })
        .from(quickMatchPlayers)
        .innerJoin(quickMatches, eq(quickMatches.id, quickMatchPlayers.quickMatchId))
        .leftJoin(
          quickMatchStats,
          and(
            eq(quickMatchStats.quickMatchId, quickMatches.id),
            eq(quickMatchStats.userId, userId),
          ),
        )
        .where(where)
        .orderBy(desc(quickMatches.startedAt), desc(quickMatches.id))
        .limit(window.limit)
        .offset(window.offset),
      db
        .select({ n: count() })
        .from(quickMatchPlayers)
        .innerJoin(quickMatches, eq(quickMatches.id, quickMatchPlayers.quickMatchId))
        .where(where),
    ]);
    return { rows, count: total[0]?.n ?? 0 };
  },
};
