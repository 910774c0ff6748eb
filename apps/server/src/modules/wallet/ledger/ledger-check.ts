// The ledger's invariants, checked against whatever a database holds: `npm run ledger:check` runs
// it on the configured database and the tests run it after every money test. Empty answer: sound.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { rawRecordsOf } from '../../../platform/db/raw-rows.js';

interface Check {
  name: string;
  /** Rows that break the invariant; each is described in the report. */
  query: ReturnType<typeof sql>;
}

const CHECKS: Check[] = [
  {
    name: 'a book does not sum to zero',
    query: sql`SELECT book, sum(balance)::text AS total FROM wallet_accounts GROUP BY book HAVING sum(balance) <> 0`,
  },
  {
    name: 'an account balance differs from the sum of its entries',
    query: sql`SELECT a.key, a.balance::text, coalesce(sum(e.amount), 0)::text AS entries
      FROM wallet_accounts a LEFT JOIN wallet_entries e ON e.account_id = a.id
      GROUP BY a.id HAVING a.balance <> coalesce(sum(e.amount), 0)`,
  },
  {
    name: 'a user-held account is negative',
    query: sql`SELECT key, balance::text FROM wallet_accounts
      WHERE kind NOT IN ('revenue', 'clearing', 'mint') AND balance < 0`,
  },
  {
    name: 'a transaction does not sum to zero',
    query: sql`SELECT transaction_id::text, sum(amount)::text AS total FROM wallet_entries
      GROUP BY transaction_id HAVING sum(amount) <> 0`,
  },
  {
    name: 'a transaction mixes books',
    query: sql`SELECT t.id::text FROM wallet_transactions t
      JOIN wallet_entries e ON e.transaction_id = t.id JOIN wallet_accounts a ON a.id = e.account_id
      WHERE a.book <> t.book GROUP BY t.id`,
  },
  {
    name: 'an entry shows a balance its account never had',
    query: sql`SELECT id::text, balance_after::text, running::text FROM (
        SELECT id, balance_after,
          sum(amount) OVER (PARTITION BY account_id ORDER BY id) AS running
        FROM wallet_entries) r
      WHERE balance_after <> running`,
  },
  {
    name: 'a hold account differs from the holds still held',
    query: sql`SELECT a.key, a.balance::text, coalesce(h.held, 0)::text AS held
      FROM wallet_accounts a
      LEFT JOIN (SELECT user_id, book, sum(amount) AS held FROM wallet_holds
        WHERE status = 'held' GROUP BY user_id, book) h
        ON h.user_id = a.owner_id AND h.book = a.book
      WHERE a.kind = 'hold' AND a.balance <> coalesce(h.held, 0)`,
  },
  {
    name: 'a jar account differs from what its jar shows',
    query: sql`SELECT j.id::text, coalesce(a.balance, 0)::text AS balance, j.status
      FROM jars j LEFT JOIN wallet_accounts a ON a.key = 'real:jar:' || j.id
      WHERE (j.status = 'broken' AND coalesce(a.balance, 0) <> 0)
         OR (j.status <> 'broken' AND coalesce(a.balance, 0) <> j.collected)`,
  },
];

export interface LedgerProblem {
  check: string;
  rows: Record<string, unknown>[];
}

export async function checkLedger(db: DbOrTx): Promise<LedgerProblem[]> {
  const problems: LedgerProblem[] = [];
  for (const check of CHECKS) {
    const rows = rawRecordsOf(await db.execute(check.query));
    if (rows.length > 0) problems.push({ check: check.name, rows: rows.slice(0, 20) });
  }
  return problems;
}
