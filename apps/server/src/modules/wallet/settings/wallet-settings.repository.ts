// Database access for the operators' wallet settings: the override rows and the crystal packs as
// the console sees them (disabled ones too, with how many orders name each).
import { asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { crystalPacks, paymentOrders, walletSettings } from '../wallet.tables.js';
import type { StoredSetting } from './wallet-settings.js';

export type PackRow = typeof crystalPacks.$inferSelect;
export interface PackWithOrders {
  pack: PackRow;
  orders: number;
}

// Written out: inside a select list Drizzle renders columns unqualified, and pack_id = id would then
// compare an order's pack with the order's own id.
const ordersOf = sql<number>`(select count(*)::int from payment_orders o where o.pack_id = crystal_packs.id)`;

export const walletSettingsRepository = {
  all(db: DbOrTx): Promise<StoredSetting[]> {
    return db
      .select({
        key: walletSettings.key,
        value: walletSettings.value,
        updatedAt: walletSettings.updatedAt,
      })
      .from(walletSettings);
  },

  /** Takes the settings' lock: two operators editing at once are applied one after the other. */
  async lock(tx: DbOrTx): Promise<void> {
    await tx.execute(sql`lock table ${walletSettings} in share row exclusive mode`);
  },

  async put(tx: DbOrTx, key: string, value: unknown, by: number): Promise<void> {
    await tx
      .insert(walletSettings)
      .values({ key, value, updatedBy: by })
      .onConflictDoUpdate({
        target: walletSettings.key,
        set: { value, updatedBy: by, updatedAt: sql`now()` },
      });
  },

  async remove(tx: DbOrTx, key: string): Promise<boolean> {
    const removed = await tx
      .delete(walletSettings)
      .where(eq(walletSettings.key, key))
      .returning({ key: walletSettings.key });
    return removed.length > 0;
  },

  packs(db: DbOrTx): Promise<PackWithOrders[]> {
    return db
      .select({ pack: crystalPacks, orders: ordersOf })
      .from(crystalPacks)
      .orderBy(asc(crystalPacks.priceCents), asc(crystalPacks.id));
  },

  async pack(db: DbOrTx, id: number, lock = false): Promise<PackWithOrders | undefined> {
    const query = db
      .select({ pack: crystalPacks, orders: ordersOf })
      .from(crystalPacks)
      .where(eq(crystalPacks.id, id));
    const [row] = lock ? await query.for('update', { of: crystalPacks }) : await query;
    return row;
  },

  async insertPack(tx: DbOrTx, values: { crystals: number; priceCents: number }): Promise<number> {
    const [row] = await tx.insert(crystalPacks).values(values).returning({ id: crystalPacks.id });
    if (!row) throw new Error('no pack inserted');
    return row.id;
  },

  async updatePack(
    tx: DbOrTx,
    id: number,
    changes: Partial<Pick<PackRow, 'crystals' | 'priceCents' | 'isActive'>>,
  ): Promise<void> {
    if (Object.keys(changes).length === 0) return;
    await tx.update(crystalPacks).set(changes).where(eq(crystalPacks.id, id));
  },

  /** Deletes the pack only while no order names it; false when one does (or it is gone). */
  async deleteUnordered(tx: DbOrTx, id: number): Promise<boolean> {
    const [orders] = await tx
      .select({ n: count() })
      .from(paymentOrders)
      .where(eq(paymentOrders.packId, id));
    if ((orders?.n ?? 0) > 0) return false;
    const removed = await tx
      .delete(crystalPacks)
      .where(eq(crystalPacks.id, id))
      .returning({ id: crystalPacks.id });
    return removed.length > 0;
  },
};
