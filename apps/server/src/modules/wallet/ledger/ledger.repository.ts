// The only code that writes the ledger tables. Accounts are created on first use; a balance moves
// only through `applyLeg`, a conditional update that refuses to take a user-held account below zero
// (the CHECK constraint would too; the condition makes it a clean "not enough crystals").
import type { Book } from '@clutch/contract/money';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { accountOwner, MAY_GO_NEGATIVE, type NormalLeg } from './ledger.js';
import {
  walletAccounts,
  walletEntries,
  walletHolds,
  walletTransactions,
  type AccountKind,
  type HoldStatus,
} from '../wallet.tables.js';

export type HoldRow = typeof walletHolds.$inferSelect;

export const ledgerRepository = {
  /** Ids of the legs' accounts by key, creating missing ones; `created` lists keys new here. */
  async ensureAccounts(
    tx: DbOrTx,
    book: Book,
    legs: readonly NormalLeg[],
  ): Promise<{ ids: Map<string, number>; created: Set<string> }> {
    const inserted = await tx
      .insert(walletAccounts)
      .values(
        legs.map((leg) => ({
          key: leg.key,
          book,
          kind: leg.account.kind,
          ownerId: accountOwner(leg.account),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: walletAccounts.id, key: walletAccounts.key });
    const ids = new Map(inserted.map((row) => [row.key, row.id]));
    const missing = legs.map((leg) => leg.key).filter((key) => !ids.has(key));
    if (missing.length > 0) {
      const found = await tx
        .select({ id: walletAccounts.id, key: walletAccounts.key })
        .from(walletAccounts)
        .where(inArray(walletAccounts.key, missing));
      for (const row of found) ids.set(row.key, row.id);
    }
    return { ids, created: new Set(inserted.map((row) => row.key)) };
  },

  /** Adds `amount` to the account; null when that would take a user-held account below zero. */
  async applyLeg(
    tx: DbOrTx,
    accountId: number,
    amount: number,
    kind: AccountKind,
  ): Promise<number | null> {
    const guard = MAY_GO_NEGATIVE.has(kind)
      ? sql`true`
      : sql`${walletAccounts.balance} + ${amount} >= 0`;
    const [row] = await tx
      .update(walletAccounts)
      .set({
        balance: sql`${walletAccounts.balance} + ${amount}`,
        version: sql`${walletAccounts.version} + 1`,
      })
      .where(and(eq(walletAccounts.id, accountId), guard))
      .returning({ balance: walletAccounts.balance });
    return row ? row.balance : null;
  },

  async insertTransaction(
    tx: DbOrTx,
    values: { book: Book; kind: string; reference: string | null },
  ): Promise<number> {
    const [row] = await tx
      .insert(walletTransactions)
      .values(values)
      .returning({ id: walletTransactions.id });
    if (!row) throw new Error('wallet transaction was not inserted');
    return row.id;
  },

  async insertEntries(
    tx: DbOrTx,
    entries: {
      transactionId: number;
      accountId: number;
      amount: number;
      balanceAfter: number;
      counterpartId: number | null;
    }[],
  ): Promise<void> {
    await tx.insert(walletEntries).values(entries);
  },

  async balanceOf(db: DbOrTx, key: string): Promise<number | null> {
    const [row] = await db
      .select({ balance: walletAccounts.balance })
      .from(walletAccounts)
      .where(eq(walletAccounts.key, key));
    return row ? row.balance : null;
  },

  async insertHold(
    tx: DbOrTx,
    values: {
      userId: number;
      book: Book;
      amount: number;
      purpose: string;
      reference: string | null;
    },
  ): Promise<HoldRow> {
    const [row] = await tx.insert(walletHolds).values(values).returning();
    if (!row) throw new Error('hold was not inserted');
    return row;
  },

  /** Moves a held hold to `status`; undefined when it is not held any more (settled once only). */
  async settleHold(tx: DbOrTx, holdId: number, status: HoldStatus): Promise<HoldRow | undefined> {
    const [row] = await tx
      .update(walletHolds)
      .set({ status, settledAt: new Date() })
      .where(and(eq(walletHolds.id, holdId), eq(walletHolds.status, 'held')))
      .returning();
    return row;
  },

  async findHold(db: DbOrTx, holdId: number): Promise<HoldRow | undefined> {
    const [row] = await db.select().from(walletHolds).where(eq(walletHolds.id, holdId));
    return row;
  },

  async holdsByReference(db: DbOrTx, reference: string): Promise<HoldRow[]> {
    return db
      .select()
      .from(walletHolds)
      .where(eq(walletHolds.reference, reference))
      .orderBy(desc(walletHolds.id));
  },
};
