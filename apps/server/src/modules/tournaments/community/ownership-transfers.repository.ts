// Database access for ownership transfers: insert an offer, find one by its token's hash or id
// (locked when deciding), decide it, move the tournament to its new organiser, and list a page.
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../platform/db/database.js';
import type { PageWindow } from '../../../platform/http/pagination.js';
import { users } from '../../auth/auth.tables.js';
import { tournamentTransfers, tournamentTranslations, tournaments } from '../tournaments.tables.js';

export type TransferRow = typeof tournamentTransfers.$inferSelect;
export type TranslationRow = typeof tournamentTranslations.$inferSelect;

const x = tournamentTransfers;
const fromUser = alias(users, 'from_user');
const toUser = alias(users, 'to_user');
const joined = {
  transfer: x,
  tournament: {
    id: tournaments.id,
    type: tournaments.type,
    game: tournaments.game,
    startTime: tournaments.startTime,
    status: tournaments.status,
  },
  from: { id: fromUser.id, username: fromUser.username, avatarUrl: fromUser.avatarUrl },
  to: { id: toUser.id, username: toUser.username, avatarUrl: toUser.avatarUrl },
};

function selectJoined(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(joined)
    .from(x)
    .innerJoin(tournaments, eq(tournaments.id, x.tournamentId))
    .innerJoin(fromUser, eq(fromUser.id, x.fromUserId))
    .innerJoin(toUser, eq(toUser.id, x.toUserId))
    .where(where);
}
export type JoinedTransfer = Awaited<ReturnType<typeof selectJoined>>[number];

export const ownershipTransfersRepository = {
  async userExists(db: DbOrTx, userId: number): Promise<boolean> {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    return row !== undefined;
  },

  async insert(
    tx: DbOrTx,
    values: { tournamentId: number; fromUserId: number; toUserId: number; tokenHash: string },
  ): Promise<number> {
    const [row] = await tx.insert(x).values(values).returning({ id: x.id });
    if (!row) throw new Error('transfer was not inserted');
    return row.id;
  },

  async hasPending(tx: DbOrTx, tournamentId: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: x.id })
      .from(x)
      .where(and(eq(x.tournamentId, tournamentId), eq(x.status, 1)));
    return row !== undefined;
  },

  async byTokenHash(db: DbOrTx, tokenHash: string): Promise<TransferRow | undefined> {
    const [row] = await db.select().from(x).where(eq(x.tokenHash, tokenHash));
    return row;
  },

  async lockById(tx: DbOrTx, id: number): Promise<TransferRow | undefined> {
    const [row] = await tx.select().from(x).where(eq(x.id, id)).for('update');
    return row;
  },

  async decide(tx: DbOrTx, id: number, status: 2 | 3 | 4): Promise<void> {
    await tx.update(x).set({ status, decidedAt: new Date() }).where(eq(x.id, id));
  },

  async joined(db: DbOrTx, id: number): Promise<JoinedTransfer | undefined> {
    const [row] = await selectJoined(db, eq(x.id, id));
    return row;
  },

  async page(db: DbOrTx, tournamentId: number, status: number | undefined, window: PageWindow) {
    const where = and(
      eq(x.tournamentId, tournamentId),
      status === undefined ? undefined : eq(x.status, status),
    );
    const [results, [total]] = await Promise.all([
      selectJoined(db, where)
        .orderBy(desc(x.createdAt), desc(x.id))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ count: count() }).from(x).where(where),
    ]);
    return { count: total?.count ?? 0, results };
  },

  async translations(db: DbOrTx, ids: readonly number[]): Promise<TranslationRow[]> {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(tournamentTranslations)
      .where(inArray(tournamentTranslations.tournamentId, [...ids]));
  },
};
