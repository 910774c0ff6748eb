// The ledger's invariants, checked against whatever a database holds: `npm run ledger:check` runs
// it on the configured database and the tests run it after every money test. Empty answer: sound.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { rawRecordsOf } from '../../../platform/db/raw-rows.js';

interface Check {
  name: string;
  /** What holds when no row breaks it, as an operator's report states it. */
  invariant: string;
  /** Rows that break the invariant; each is described in the report. */
  query: ReturnType<typeof sql>;
}

const CHECKS: Check[] = [
  {
    name: 'a book does not sum to zero',
    invariant: 'every book sums to zero (double entry: Σ balances = 0)',
    query: sql`SELECT book, sum(balance)::text AS total FROM wallet_accounts GROUP BY book HAVING sum(balance) <> 0`,
  },
  {
    name: 'an account balance differs from the sum of its entries',
    invariant: 'every cached balance equals the sum of its entries',
    query: sql`SELECT a.key, a.balance::text, coalesce(sum(e.amount), 0)::text AS entries
      FROM wallet_accounts a LEFT JOIN wallet_entries e ON e.account_id = a.id
      GROUP BY a.id HAVING a.balance <> coalesce(sum(e.amount), 0)`,
  },
  {
    name: 'a user-held account is negative',
    invariant: 'no user-held account (user, hold, jar, escrow) is negative',
    query: sql`SELECT key, balance::text FROM wallet_accounts
      WHERE kind NOT IN ('revenue', 'clearing', 'mint') AND balance < 0`,
  },
  {
    name: 'a transaction does not sum to zero',
    invariant: 'every transaction balances (0 unbalanced transfers)',
    query: sql`SELECT transaction_id::text, sum(amount)::text AS total FROM wallet_entries
      GROUP BY transaction_id HAVING sum(amount) <> 0`,
  },
  {
    name: 'a transaction mixes books',
    invariant: 'every transaction stays within one book',
    query: sql`SELECT t.id::text FROM wallet_transactions t
      JOIN wallet_entries e ON e.transaction_id = t.id JOIN wallet_accounts a ON a.id = e.account_id
      WHERE a.book <> t.book GROUP BY t.id`,
  },
  {
    name: 'an entry shows a balance its account never had',
    invariant: "every entry's balance_after is its account's running sum",
    query: sql`SELECT id::text, balance_after::text, running::text FROM (
        SELECT id, balance_after,
          sum(amount) OVER (PARTITION BY account_id ORDER BY id) AS running
        FROM wallet_entries) r
      WHERE balance_after <> running`,
  },
  {
    name: 'a hold account differs from the holds still held',
    invariant: 'every hold account equals its open holds',
    query: sql`SELECT a.key, a.balance::text, coalesce(h.held, 0)::text AS held
      FROM wallet_accounts a
      LEFT JOIN (SELECT user_id, book, sum(amount) AS held FROM wallet_holds
        WHERE status = 'held' GROUP BY user_id, book) h
        ON h.user_id = a.owner_id AND h.book = a.book
      WHERE a.kind = 'hold' AND a.balance <> coalesce(h.held, 0)`,
  },
  {
    name: 'a jar account differs from what its jar shows',
    invariant: 'every jar account equals what its jar shows',
    query: sql`SELECT j.id::text, coalesce(a.balance, 0)::text AS balance, j.status
      FROM jars j LEFT JOIN wallet_accounts a ON a.key = 'real:jar:' || j.id
      WHERE (j.status = 'broken' AND coalesce(a.balance, 0) <> 0)
         OR (j.status <> 'broken' AND coalesce(a.balance, 0) <> j.collected)`,
  },
  {
    // Implied by the two checks above, and still asked outright: it is the jar's promise to donors.
    name: 'a jar paid out more than it received',
    invariant: 'no jar paid out more than it received',
    query: sql`SELECT a.key, sum(e.amount) FILTER (WHERE e.amount > 0)::text AS received,
        (-sum(e.amount) FILTER (WHERE e.amount < 0))::text AS paid_out
      FROM wallet_accounts a JOIN wallet_entries e ON e.account_id = a.id
      WHERE a.kind = 'jar' GROUP BY a.id
      HAVING coalesce(-sum(e.amount) FILTER (WHERE e.amount < 0), 0)
        > coalesce(sum(e.amount) FILTER (WHERE e.amount > 0), 0)`,
  },
  {
    // A tournament's pool of entry fees is exactly the fees of the registrations it holds them for.
    name: 'a held entry fee belongs to no registration',
    invariant: 'every held entry fee belongs to a registration (pool = Σ applied fees)',
    query: sql`SELECT h.id::text, h.user_id, h.reference, h.amount::text FROM wallet_holds h
      WHERE h.status = 'held' AND h.purpose IN ('tournament_entry', 'tournament_watcher')
        AND NOT EXISTS (SELECT 1 FROM tournament_participants p
          WHERE p.fee_hold_id = h.id AND p.status = 'registered')
        AND NOT EXISTS (SELECT 1 FROM tournament_applications ap
          WHERE ap.fee_hold_id = h.id AND ap.status = 'pending')`,
  },
  {
    name: 'an open registration has no fee held for it',
    invariant: 'every open paid registration has its fee held',
    query: sql`SELECT p.id::text, p.tournament_id, h.status FROM tournament_participants p
      JOIN tournaments t ON t.id = p.tournament_id JOIN wallet_holds h ON h.id = p.fee_hold_id
      WHERE p.status = 'registered' AND t.status = 'registration' AND h.status <> 'held'`,
  },
  {
    // The key and the answer are written in the transaction of the effect: a key kept without
    // its answer would be an effect a retry cannot see (and could apply again).
    name: 'an Idempotency-Key was kept without its answer',
    invariant: 'every kept Idempotency-Key has its answer',
    query: sql`SELECT user_id, key FROM idempotency_keys WHERE status = 0 OR response IS NULL`,
  },
];

/** Every invariant checked, in order, with the `check` a broken one is reported under. */
export const LEDGER_INVARIANTS: readonly { check: string; invariant: string }[] = CHECKS.map(
  (check) => ({ check: check.name, invariant: check.invariant }),
);

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
