// Reads the history of one ledger account: its entries newest first with what each belongs to, in
// one query per page (the hold, withdrawal and counterpart are joined, never fetched per row) and
// one count.
import { count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import type { PageWindow } from '../../../platform/http/pagination.js';
import { users } from '../../auth/auth.tables.js';
import {
  walletAccounts,
  walletEntries,
  walletHolds,
  walletTransactions,
  withdrawals,
} from '../wallet.tables.js';

// Holds are referenced as "hold:<id>" and withdrawals' holds as "withdrawal:<id>": the ids are read
// back out so each join is a primary-key lookup.
const holdOfTransaction = sql`${walletHolds.id} = case
  when ${walletTransactions.kind} in ('hold', 'capture', 'release') and ${walletTransactions.reference} like 'hold:%'
  then substring(${walletTransactions.reference} from 6)::int end`;
const withdrawalOfHold = sql`${withdrawals.id} = case
  when ${walletHolds.purpose} = 'withdrawal' and ${walletHolds.reference} like 'withdrawal:%'
  then substring(${walletHolds.reference} from 12)::int end`;

export const historyRepository = {
  async isDemo(db: DbOrTx, userId: number): Promise<boolean> {
    const [row] = await db.select({ isDemo: users.isDemo }).from(users).where(eq(users.id, userId));
    return row?.isDemo ?? false;
  },

  async entries(db: DbOrTx, accountKey: string, window: PageWindow) {
    return db
      .select({
        id: walletEntries.id,
        amount: walletEntries.amount,
        balanceAfter: walletEntries.balanceAfter,
        createdAt: walletEntries.createdAt,
        kind: walletTransactions.kind,
        holdPurpose: walletHolds.purpose,
        withdrawalStatus: withdrawals.status,
        counterpart: { id: users.id, username: users.username, avatarUrl: users.avatarUrl },
      })
      .from(walletEntries)
      .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
      .innerJoin(walletTransactions, eq(walletTransactions.id, walletEntries.transactionId))
      .leftJoin(walletHolds, holdOfTransaction)
      .leftJoin(withdrawals, withdrawalOfHold)
      .leftJoin(users, eq(users.id, walletEntries.counterpartId))
      .where(eq(walletAccounts.key, accountKey))
      .orderBy(desc(walletEntries.id))
      .limit(window.limit)
      .offset(window.offset);
  },

  async count(db: DbOrTx, accountKey: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(walletEntries)
      .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
      .where(eq(walletAccounts.key, accountKey));
    return row?.n ?? 0;
  },
};

export type HistoryEntryRow = Awaited<ReturnType<typeof historyRepository.entries>>[number];
