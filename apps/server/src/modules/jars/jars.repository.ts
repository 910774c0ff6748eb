// Database access for jars and their donations. Lists are one page query (with the creator or donor
// joined) plus a count; every change that depends on a jar's state locks its row first.
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import type { PageWindow } from '../../platform/http/pagination.js';
import { users } from '../auth/auth.tables.js';
import { jarDonations, jars, type JarStatus } from './jars.tables.js';
import { containing } from '../../platform/db/like.js';

export type JarRow = typeof jars.$inferSelect;
export type DonationRow = typeof jarDonations.$inferSelect;
export interface BriefRow {
  id: number;
  username: string;
  avatarUrl: string | null;
}
export interface JarWithCreator {
  jar: JarRow;
  creator: BriefRow;
}
export interface JarFilter {
  createdBy?: number | undefined;
  status?: JarStatus | undefined;
  jarType?: number | undefined;
  titleSearch?: string | undefined;
  descriptionSearch?: string | undefined;
}
export type JarValues = Pick<
  typeof jars.$inferInsert,
  'title' | 'description' | 'image' | 'targetAmount' | 'isUnlimited' | 'jarType'
>;
export type JarChanges = Partial<JarValues> & { status?: JarStatus };

export const brief = { id: users.id, username: users.username, avatarUrl: users.avatarUrl };

function filterOf(filter: JarFilter): SQL | undefined {
  return and(
    filter.createdBy === undefined ? undefined : eq(jars.createdBy, filter.createdBy),
    filter.status === undefined ? undefined : eq(jars.status, filter.status),
    filter.jarType === undefined ? undefined : eq(jars.jarType, filter.jarType),
    filter.titleSearch ? ilike(jars.title, containing(filter.titleSearch)) : undefined,
    filter.descriptionSearch
      ? ilike(jars.description, containing(filter.descriptionSearch))
      : undefined,
  );
}

export const jarsRepository = {
  async list(db: DbOrTx, filter: JarFilter, window: PageWindow) {
    const where = filterOf(filter);
    const [results, [total]] = await Promise.all([
      db
        .select({ jar: jars, creator: brief })
        .from(jars)
        .innerJoin(users, eq(users.id, jars.createdBy))
        .where(where)
        .orderBy(desc(jars.id))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ count: count() }).from(jars).where(where),
    ]);
    return { count: total?.count ?? 0, results };
  },

  async withCreator(db: DbOrTx, id: number): Promise<JarWithCreator | undefined> {
    const [row] = await db
      .select({ jar: jars, creator: brief })
      .from(jars)
      .innerJoin(users, eq(users.id, jars.createdBy))
      .where(eq(jars.id, id));
    return row;
  },

  async withCreators(db: DbOrTx, ids: readonly number[]): Promise<JarWithCreator[]> {
    if (ids.length === 0) return [];
    return db
      .select({ jar: jars, creator: brief })
      .from(jars)
      .innerJoin(users, eq(users.id, jars.createdBy))
      .where(inArray(jars.id, [...ids]))
      .orderBy(asc(jars.id));
  },

  /** Serialises donations, breaking, edits and deletion of one jar until the transaction ends. */
  async lock(tx: DbOrTx, id: number): Promise<JarRow | undefined> {
    const [row] = await tx.select().from(jars).where(eq(jars.id, id)).for('update');
    return row;
  },

  async insert(tx: DbOrTx, values: JarValues & { createdBy: number }): Promise<JarRow> {
    const [row] = await tx.insert(jars).values(values).returning();
    if (!row) throw new Error('jar was not inserted');
    return row;
  },

  async update(tx: DbOrTx, id: number, changes: JarChanges): Promise<void> {
    if (Object.keys(changes).length > 0) await tx.update(jars).set(changes).where(eq(jars.id, id));
  },

  async remove(tx: DbOrTx, id: number): Promise<void> {
    await tx.delete(jars).where(eq(jars.id, id));
  },

  async userBrief(db: DbOrTx, userId: number): Promise<BriefRow | undefined> {
    const [row] = await db.select(brief).from(users).where(eq(users.id, userId));
    return row;
  },

  async insertDonation(
    tx: DbOrTx,
    values: { jarId: number; donorId: number; amount: number; transactionId: number },
  ): Promise<DonationRow> {
    const [row] = await tx.insert(jarDonations).values(values).returning();
    if (!row) throw new Error('donation was not inserted');
    return row;
  },

  /** Counts a donation on the jar row, in the transaction that moved its crystals. */
  async addDonation(tx: DbOrTx, id: number, amount: number, status: JarStatus): Promise<void> {
    await tx
      .update(jars)
      .set({
        collected: sql`${jars.collected} + ${amount}`,
        donationsCount: sql`${jars.donationsCount} + 1`,
        status,
      })
      .where(eq(jars.id, id));
  },

  async markBroken(tx: DbOrTx, id: number): Promise<void> {
    await tx.update(jars).set({ status: 'broken', brokenAt: new Date() }).where(eq(jars.id, id));
  },

  /** Locks several jars in id order (so two transactions never wait on each other crosswise). */
  async lockMany(tx: DbOrTx, ids: readonly number[]): Promise<JarRow[]> {
    if (ids.length === 0) return [];
    return tx
      .select()
      .from(jars)
      .where(inArray(jars.id, [...ids]))
      .orderBy(asc(jars.id))
      .for('update');
  },

  async markManyBroken(tx: DbOrTx, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await tx
      .update(jars)
      .set({ status: 'broken', brokenAt: new Date() })
      .where(inArray(jars.id, [...ids]));
  },

  async donations(db: DbOrTx, jarId: number, window: PageWindow) {
    const where = eq(jarDonations.jarId, jarId);
    const [results, [total]] = await Promise.all([
      db
        .select({ donation: jarDonations, donor: brief })
        .from(jarDonations)
        .innerJoin(users, eq(users.id, jarDonations.donorId))
        .where(where)
        .orderBy(desc(jarDonations.id))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ count: count() }).from(jarDonations).where(where),
    ]);
    return { count: total?.count ?? 0, results };
  },
};
