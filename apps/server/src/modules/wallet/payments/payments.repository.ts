// Database access for buying crystals: packs, orders, the provider events already applied, and the
// reads the balances answer needs. Order status changes are conditional updates, so two events
// racing for one order can change it only once.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { users } from '../../auth/auth.tables.js';
import {
  crystalPacks,
  paymentOrders,
  providerEvents,
  walletAccounts,
  type OrderStatus,
} from '../wallet.tables.js';

export type PackRow = typeof crystalPacks.$inferSelect;
export type OrderRow = typeof paymentOrders.$inferSelect;

export const paymentsRepository = {
  /** The packs on sale (a disabled one stays only for its orders). */
  listPacks(db: DbOrTx): Promise<PackRow[]> {
    return db
      .select()
      .from(crystalPacks)
      .where(eq(crystalPacks.isActive, true))
      .orderBy(asc(crystalPacks.priceCents), asc(crystalPacks.id));
  },

  async findPack(db: DbOrTx, id: number): Promise<PackRow | undefined> {
    const [row] = await db.select().from(crystalPacks).where(eq(crystalPacks.id, id));
    return row;
  },

  async insertOrder(
    db: DbOrTx,
    values: {
      userId: number;
      provider: string;
      packId: number | null;
      crystals: number;
      priceCents: number;
    },
  ): Promise<OrderRow> {
    const [row] = await db.insert(paymentOrders).values(values).returning();
    if (!row) throw new Error('payment order was not inserted');
    return row;
  },

  async setProviderReference(db: DbOrTx, id: number, reference: string | null): Promise<void> {
    await db
      .update(paymentOrders)
      .set({ providerReference: reference })
      .where(eq(paymentOrders.id, id));
  },

  async findOrder(db: DbOrTx, id: number): Promise<OrderRow | undefined> {
    const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
    return row;
  },

  async findOrderWithBuyer(
    db: DbOrTx,
    id: number,
  ): Promise<{ order: OrderRow; buyer: string } | undefined> {
    const [row] = await db
      .select({ order: paymentOrders, buyer: users.username })
      .from(paymentOrders)
      .innerJoin(users, eq(users.id, paymentOrders.userId))
      .where(eq(paymentOrders.id, id));
    return row;
  },

  async lockOrder(tx: DbOrTx, id: number): Promise<OrderRow | undefined> {
    const [row] = await tx
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, id))
      .for('update');
    return row;
  },

  /** Records an applied event; false when it was applied before (a replay). */
  async claimEvent(
    tx: DbOrTx,
    values: { provider: string; eventId: string; orderId: number | null },
  ): Promise<boolean> {
    const inserted = await tx
      .insert(providerEvents)
      .values(values)
      .onConflictDoNothing()
      .returning({ eventId: providerEvents.eventId });
    return inserted.length > 0;
  },

  /** Moves the order to `to` if it is in one of `from`; undefined when it was not. */
  async changeStatus(
    tx: DbOrTx,
    id: number,
    from: readonly OrderStatus[],
    to: OrderStatus,
  ): Promise<OrderRow | undefined> {
    const [row] = await tx
      .update(paymentOrders)
      .set({ status: to, ...(to === 'paid' ? { paidAt: sql`now()` } : {}) })
      .where(and(eq(paymentOrders.id, id), inArray(paymentOrders.status, [...from])))
      .returning();
    return row;
  },

  async isDemo(db: DbOrTx, userId: number): Promise<boolean> {
    const [row] = await db.select({ isDemo: users.isDemo }).from(users).where(eq(users.id, userId));
    return row?.isDemo ?? false;
  },

  /** Locks the account row, so two top-ups cannot both fill the same gap; null if not opened yet. */
  async lockAccountBalance(tx: DbOrTx, key: string): Promise<number | null> {
    const [row] = await tx
      .select({ balance: walletAccounts.balance })
      .from(walletAccounts)
      .where(eq(walletAccounts.key, key))
      .for('update');
    return row ? row.balance : null;
  },
};
