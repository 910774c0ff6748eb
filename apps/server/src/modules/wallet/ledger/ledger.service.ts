// The money core every other module uses: post balanced transactions, hold crystals and later
// capture or release them, read balances, and run a money-moving use case in one transaction that
// honours an Idempotency-Key and announces changed balances only after it commits.
import type { AppError } from '@clutch/contract/errors';
import { toCrystals, type Book } from '@clutch/contract/money';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../../platform/db/database.js';
import { transactionWithRetry } from '../../../platform/db/transactions.js';
import { localizedError } from '../../../platform/http/localized-errors.js';
import {
  claimKey,
  rememberAnswer,
  type IdempotencyKey,
} from '../../../platform/idempotency/idempotency.js';
import type { EventPublisher } from '../../../platform/realtime/bus.js';
import { accountKey, normalise, type AccountRef, type NormalLeg, type Posting } from './ledger.js';
import { ledgerRepository as repo, type HoldRow } from './ledger.repository.js';
import type { WalletEvent } from '../wallet.events.js';
import { crystalsIn, walletMessage } from '../wallet-messages.js';

export interface LedgerDeps {
  db: Db;
  bus: EventPublisher<WalletEvent>;
  /** Demo crystals (minor units) a user's demo book starts with. */
  demoStartingBalance: number;
}

/** Users whose balances a unit of work moved, announced after it commits. */
export type Touched = Map<number, Set<Book>>;

export interface PostResult {
  transactionId: number;
  /** Balance after the posting, by account key. */
  balances: Map<string, number>;
}

/**
 * The refusal of a posting a balance cannot cover. With the shortfall it names how many crystals are
 * missing on which book, so the client can say so and point to the wallet to get them.
 */
export function insufficientFunds(shortfall?: { missingMinor: number; book: Book }): AppError {
  if (!shortfall)
    return localizedError('bad_request', walletMessage('not_enough_crystals'), {
      code: 'insufficient_funds',
    });
  const { missingMinor, book } = shortfall;
  const missing = toCrystals(missingMinor);
  const code = book === 'demo' ? 'not_enough_demo_crystals_missing' : 'not_enough_crystals_missing';
  return localizedError(
    'bad_request',
    (language) =>
      walletMessage(code, { missing, crystals: crystalsIn(missingMinor, language, book) })(
        language,
      ),
    { code: 'insufficient_funds', missing, book },
  );
}

export function createLedger(deps: LedgerDeps) {
  const { db, bus } = deps;

  async function post(tx: DbOrTx, posting: Posting, touched?: Touched): Promise<PostResult> {
    const legs = normalise(posting);
    const { ids, created } = await repo.ensureAccounts(tx, posting.book, legs);
    // Every demo book this posting opens gets its grant first (a prize pays several at once).
    for (const leg of legs)
      if (posting.book === 'demo' && leg.account.kind === 'user' && created.has(leg.key))
        await grantDemo(tx, leg.account.userId, deps.demoStartingBalance);
    const balances = new Map<string, number>();
    const entries = [];
    for (const leg of legs) {
      const accountId = ids.get(leg.key);
      if (accountId === undefined) throw new Error(`account ${leg.key} missing`);
      const balance = await repo.applyLeg(tx, accountId, leg.amount, leg.account.kind);
      if (balance === null) throw await shortfallOf(tx, leg, posting.book);
      balances.set(leg.key, balance);
      entries.push({
        accountId,
        amount: leg.amount,
        balanceAfter: balance,
        counterpartId: leg.counterpartId ?? null,
      });
      if (leg.account.kind === 'user') touch(touched, leg.account.userId, posting.book);
    }
    const transactionId = await repo.insertTransaction(tx, {
      book: posting.book,
      kind: posting.kind,
      reference: posting.reference ?? null,
    });
    await repo.insertEntries(
      tx,
      entries.map((entry) => ({ ...entry, transactionId })),
    );
    return { transactionId, balances };
  }

  /** A refused leg's error: on a user's own account, with what it lacks (read in the same transaction). */
  async function shortfallOf(tx: DbOrTx, leg: NormalLeg, book: Book): Promise<AppError> {
    if (leg.account.kind !== 'user') return insufficientFunds();
    const balance = (await repo.balanceOf(tx, leg.key)) ?? 0;
    return insufficientFunds({ missingMinor: Math.max(-leg.amount - balance, 1), book });
  }

  /** The starting demo crystals, posted when a user's demo account first appears. */
  async function grantDemo(tx: DbOrTx, userId: number, amount: number): Promise<void> {
    if (amount <= 0) return;
    await post(tx, {
      book: 'demo',
      kind: 'demo_grant',
      legs: [
        { account: { kind: 'mint' }, amount: -amount },
        { account: { kind: 'user', userId }, amount },
      ],
    });
  }

  async function hold(
    tx: DbOrTx,
    input: { userId: number; book: Book; amount: number; purpose: string; reference?: string },
    touched?: Touched,
  ): Promise<HoldRow> {
    const row = await repo.insertHold(tx, {
      userId: input.userId,
      book: input.book,
      amount: input.amount,
      purpose: input.purpose,
      reference: input.reference ?? null,
    });
    await post(
      tx,
      {
        book: input.book,
        kind: 'hold',
        reference: `hold:${String(row.id)}`,
        legs: [
          { account: { kind: 'user', userId: input.userId }, amount: -input.amount },
          { account: { kind: 'hold', userId: input.userId }, amount: input.amount },
        ],
      },
      touched,
    );
    return row;
  }

  /** Moves a held amount to `to` (an escrow, a provider's clearing account...), once. */
  async function capture(
    tx: DbOrTx,
    holdId: number,
    to: AccountRef,
    touched?: Touched,
  ): Promise<HoldRow> {
    const row = await repo.settleHold(tx, holdId, 'captured');
    if (!row) throw localizedError('conflict', walletMessage('crystals_not_held'));
    await post(
      tx,
      {
        book: bookOf(row),
        kind: 'capture',
        reference: `hold:${String(row.id)}`,
        legs: [
          { account: { kind: 'hold', userId: row.userId }, amount: -row.amount },
          { account: to, amount: row.amount },
        ],
      },
      touched,
    );
    return row;
  }

  /** Gives a held amount back to its user, once. */
  async function release(tx: DbOrTx, holdId: number, touched?: Touched): Promise<HoldRow> {
    const row = await repo.settleHold(tx, holdId, 'released');
    if (!row) throw localizedError('conflict', walletMessage('crystals_not_held'));
    await post(
      tx,
      {
        book: bookOf(row),
        kind: 'release',
        reference: `hold:${String(row.id)}`,
        legs: [
          { account: { kind: 'hold', userId: row.userId }, amount: -row.amount },
          { account: { kind: 'user', userId: row.userId }, amount: row.amount },
        ],
      },
      touched,
    );
    return row;
  }

  /** A user's spendable balance in a book (minor units); a demo book not yet opened shows its grant. */
  async function balance(target: DbOrTx, userId: number, book: Book): Promise<number> {
    const found = await repo.balanceOf(target, accountKey(book, { kind: 'user', userId }));
    return found ?? (book === 'demo' ? deps.demoStartingBalance : 0);
  }

  function announce(touched: Touched): void {
    for (const [userId, books] of touched)
      for (const book of books) void bus.publish({ type: 'BalanceChanged', userId, book });
  }

  /**
   * Runs `work` in one transaction (again from the start if PostgreSQL picks it as a deadlock
   * victim). With a key, a retry answers the first result, parsed by `schema`, without running.
   */
  async function run<T>(
    work: (tx: Tx, touched: Touched) => Promise<T>,
    idempotency?: { key: IdempotencyKey | null; schema: z.ZodType<T> },
  ): Promise<T> {
    let touched: Touched = new Map();
    const outcome = await transactionWithRetry(db, async (tx) => {
      touched = new Map();
      const key = idempotency?.key;
      if (key && idempotency) {
        const claim = await claimKey(tx, key);
        if (!claim.fresh) return idempotency.schema.parse(claim.response);
      }
      const value = await work(tx, touched);
      if (key) await rememberAnswer(tx, key, value);
      return value;
    });
    announce(touched);
    return outcome;
  }

  return {
    post,
    hold,
    capture,
    release,
    balance,
    announce,
    run,
    findHold: (target: DbOrTx, holdId: number) => repo.findHold(target, holdId),
  };
}

function touch(touched: Touched | undefined, userId: number, book: Book): void {
  if (!touched) return;
  const books = touched.get(userId) ?? new Set<Book>();
  books.add(book);
  touched.set(userId, books);
}

function bookOf(row: HoldRow): Book {
  return row.book === 'demo' ? 'demo' : 'real';
}

export type Ledger = ReturnType<typeof createLedger>;
