// The history of a user's book: every movement of their balance, newest first, signed, with the
// balance right after it. Which book: the one asked for, else the one the profile's is_demo picks.
// A user's pages are kept until an event may change them (HISTORY_PAGE_EVENTS in the module): a
// movement of their balance, their withdrawal approved or settled (its status shows in the list),
// or a name, picture or is_demo changing.
import type { Book } from '@clutch/contract/money';
import { toCrystals } from '@clutch/contract/money';
import type { HistoryItem } from '@clutch/contract/wallet';
import type { Db } from '../../../platform/db/database.js';
import { keptPage, OwnedPageCache, pageKey } from '../../../platform/http/page-cache.js';
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

/** History pages kept in all (a page of 10 is some 3 KB), and of one user. */
const HISTORY_PAGES_KEPT = 20_000;
const PAGES_PER_USER = 8;

export function createHistoryService(deps: { db: Db }) {
  const { db } = deps;
  const pages = new OwnedPageCache<number, Counted<HistoryItem>>(
    HISTORY_PAGES_KEPT,
    PAGES_PER_USER,
  );
  return {
    history(
      userId: number,
      asked: Book | undefined,
      window: PageWindow,
    ): Promise<Counted<HistoryItem>> {
      return pages.load(userId, pageKey({ book: asked ?? null }, window), async () => {
        const book = asked ?? ((await repo.isDemo(db, userId)) ? 'demo' : 'real');
        const key = accountKey(book, { kind: 'user', userId });
        const [rows, count] = await Promise.all([
          repo.entries(db, key, window),
          repo.count(db, key),
        ]);
        return keptPage({ count, results: rows.map((row) => toHistoryItem(row, book)) });
      });
    },
    /** Forgets the user's kept pages. */
    dropPagesOf: (userId: number): void => pages.drop(userId),
    /** Forgets every kept page. */
    dropPages: (): void => pages.clear(),
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
