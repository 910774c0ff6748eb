// Database access for transfers between users. The ledger moves the crystals; this table remembers
// who sent what to whom and whether it went back, and answers the page of a user's transfers (with
// the other side's name) in one query plus a count.
import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import type { PageWindow } from '../../../platform/http/pagination.js';
import { users } from '../../auth/auth.tables.js';
import { transfers } from '../wallet.tables.js';
import { rawFirstColumn } from '../../../platform/db/raw-rows.js';

export type TransferRow = typeof transfers.$inferSelect;
export interface BriefRow {
  id: number;
  username: string;
  avatarUrl: string | null;
}
export interface TransferWithCounterpart {
  transfer: TransferRow;
  counterpart: BriefRow;
}

const brief = { id: users.id, username: users.username, avatarUrl: users.avatarUrl };

export const transfersRepository = {
  async userBrief(db: DbOrTx, userId: number): Promise<BriefRow | undefined> {
    const [row] = await db.select(brief).from(users).where(eq(users.id, userId));
    return row;
  },

  /**
   * The id the next transfer row will have. The posting's reference names the transfer and the
   * transfer row names the posting, so one of them must know its id before it is written.
   */
  async nextTransferId(tx: DbOrTx): Promise<number> {
    const result: unknown = await tx.execute(
      sql`SELECT nextval(pg_get_serial_sequence('transfers', 'id'))::int AS id`,
    );
    const id = rawFirstColumn(result, 'id');
    if (typeof id !== 'number') throw new Error('transfers sequence gave no id');
    return id;
  },

  async insertTransfer(
    tx: DbOrTx,
    values: {
      id: number;
      fromUserId: number;
      toUserId: number;
      amount: number;
      transactionId: number;
    },
  ): Promise<TransferRow> {
    const [row] = await tx.insert(transfers).overridingSystemValue().values(values).returning();
    if (!row) throw new Error('transfer was not inserted');
    return row;
  },

  /** The transfer if `recipientId` received it, locked until the transaction ends. */
  async lockReceived(
    tx: DbOrTx,
    transferId: number,
    recipientId: number,
  ): Promise<TransferRow | undefined> {
    const [row] = await tx
      .select()
      .from(transfers)
      .where(and(eq(transfers.id, transferId), eq(transfers.toUserId, recipientId)))
      .for('update');
    return row;
  },

  /** Marks it returned once: undefined when it already was (the condition makes it race-proof). */
  async markReturned(
    tx: DbOrTx,
    transferId: number,
    returnTransactionId: number,
  ): Promise<TransferRow | undefined> {
    const [row] = await tx
      .update(transfers)
      .set({ returnTransactionId, returnedAt: new Date() })
      .where(
        and(
          eq(transfers.id, transferId),
          isNull(transfers.returnTransactionId),
          isNull(transfers.returnedAt),
        ),
      )
      .returning();
    return row;
  },

  /** The user's transfers, sent and received, newest first, each with the other user. */
  async listOf(
    db: DbOrTx,
    userId: number,
    window: PageWindow,
  ): Promise<{ count: number; results: TransferWithCounterpart[] }> {
    const mine = or(eq(transfers.fromUserId, userId), eq(transfers.toUserId, userId));
    const counterpartId = sql`CASE WHEN ${transfers.fromUserId} = ${userId} THEN ${transfers.toUserId} ELSE ${transfers.fromUserId} END`;
    const [results, [total]] = await Promise.all([
      db
        .select({ transfer: transfers, counterpart: brief })
        .from(transfers)
        .innerJoin(users, eq(users.id, counterpartId))
        .where(mine)
        .orderBy(desc(transfers.id))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ count: count() }).from(transfers).where(mine),
    ]);
    return { count: total?.count ?? 0, results };
  },
};
