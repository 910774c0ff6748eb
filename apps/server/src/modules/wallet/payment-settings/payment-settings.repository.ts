// Database access of payment settings.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { paymentSettings } from '../payment-settings.tables.js';

export type PaymentSettingsRow = typeof paymentSettings.$inferSelect;
export type PaymentSettingsChanges = Partial<Omit<PaymentSettingsRow, 'userId' | 'updatedAt'>>;

export const paymentSettingsRepository = {
  async find(db: DbOrTx, userId: number): Promise<PaymentSettingsRow | undefined> {
    const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.userId, userId));
    return row;
  },
  async save(
    db: DbOrTx,
    userId: number,
    changes: PaymentSettingsChanges,
  ): Promise<PaymentSettingsRow> {
    const [row] = await db
      .insert(paymentSettings)
      .values({ userId, ...changes })
      .onConflictDoUpdate({
        target: paymentSettings.userId,
        set: { ...changes, updatedAt: sql`now()` },
      })
      .returning();
    if (!row) throw new Error('upsert returned no row');
    return row;
  },
};
