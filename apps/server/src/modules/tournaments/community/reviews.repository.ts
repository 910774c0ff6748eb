// Database access for tournament reviews: one user's row (locked), its upsert, the tournament's
// counters moved by deltas under the tournament's row lock, and a page of written reviews.
import { and, count, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import type { PageWindow } from '../../../platform/http/pagination.js';
import { users } from '../../auth/auth.tables.js';
import { tournamentReviews, tournaments, type ReviewAction } from '../tournaments.tables.js';

export type ReviewRow = typeof tournamentReviews.$inferSelect;
export interface ReviewValues {
  userAction: ReviewAction;
  comment: string | null;
  rating: number | null;
}
export interface CounterDeltas {
  likes: number;
  dislikes: number;
  ratingSum: number;
  ratings: number;
}

const r = tournamentReviews;
const written = or(isNotNull(r.comment), isNotNull(r.rating));

export const reviewsRepository = {
  async lockOwn(tx: DbOrTx, tournamentId: number, userId: number) {
    const [row] = await tx
      .select()
      .from(r)
      .where(and(eq(r.tournamentId, tournamentId), eq(r.userId, userId)))
      .for('update');
    return row;
  },

  async save(tx: DbOrTx, tournamentId: number, userId: number, values: ReviewValues) {
    await tx
      .insert(r)
      .values({ tournamentId, userId, ...values })
      .onConflictDoUpdate({
        target: [r.tournamentId, r.userId],
        set: { ...values, updatedAt: new Date() },
      });
  },

  /** GREATEST keeps a counter at 0 even if a row was ever lost; the lock keeps them exact. */
  async moveCounters(tx: DbOrTx, tournamentId: number, d: CounterDeltas) {
    const t = tournaments;
    const [row] = await tx
      .update(t)
      .set({
        likesCount: sql`GREATEST(${t.likesCount} + ${d.likes}, 0)`,
        dislikesCount: sql`GREATEST(${t.dislikesCount} + ${d.dislikes}, 0)`,
        ratingSum: sql`GREATEST(${t.ratingSum} + ${d.ratingSum}, 0)`,
        ratingCount: sql`GREATEST(${t.ratingCount} + ${d.ratings}, 0)`,
        version: sql`${t.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(t.id, tournamentId))
      .returning({
        likes: t.likesCount,
        dislikes: t.dislikesCount,
        ratingSum: t.ratingSum,
        ratings: t.ratingCount,
        version: t.version,
      });
    if (!row) throw new Error(`tournament ${String(tournamentId)} vanished under its lock`);
    return row;
  },

  /** Reviews with a comment or stars, newest first, with their authors. */
  async page(db: DbOrTx, tournamentId: number, window: PageWindow) {
    const where = and(eq(r.tournamentId, tournamentId), written);
    const [results, [total]] = await Promise.all([
      db
        .select({
          review: r,
          user: { id: users.id, username: users.username, avatarUrl: users.avatarUrl },
        })
        .from(r)
        .innerJoin(users, eq(users.id, r.userId))
        .where(where)
        .orderBy(desc(r.updatedAt), desc(r.id))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ count: count() }).from(r).where(where),
    ]);
    return { count: total?.count ?? 0, results };
  },
};
