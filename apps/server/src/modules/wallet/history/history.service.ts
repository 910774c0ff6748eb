// The history of a user's book: every movement of their balance, newest first, signed, with the
// balance right after it. Which book: the one asked for, else the one the profile's is_demo picks.
import type { Book } from '@clutch/contract/money';
import { toCrystals } from '@clutch/contract/money';
import type { HistoryItem } from '@clutch/contract/wallet';
import type { Db } from '../../../platform/db/database.js';
import type { Counted, PageWindow } from '../../../platform/http/pagination.js';
import { historyRepository as repo, type HistoryEntryRow } from './history.repository.js';
import { historyTypeOf } from './history-types.js';
import { accountKey } from '../ledger/ledger.js';
import { toUserBrief } from '../../../platform/http/user-brief.js';

function toHistoryItem(row: HistoryEntryRow, book: Book): HistoryItem {
  const { type, status } = historyTypeOf(row);
  const counterpart = row.counterpart;
  return {
    id: row.id,
    type,
    amount: toCrystals(row.amount),
    status,
    balance_after: toCrystals(row.balanceAfter),
    book,
    counterpart: counterpart ? toUserBrief(counterpart) : null,
    created_at: row.createdAt.toISOString(),
  };
}

export function createHistoryService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async history(
      userId: number,
      asked: Book | undefined,
      window: PageWindow,
    ): Promise<Counted<HistoryItem>> {
      const book = asked ?? ((await repo.isDemo(db, userId)) ? 'demo' : 'real');
      const key = accountKey(book, { kind: 'user', userId });
      const [rows, count] = await Promise.all([repo.entries(db, key, window), repo.count(db, key)]);
      return { count, results: rows.map((row) => toHistoryItem(row, book)) };
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
