// The crystal ledger and what moves money through it. Double entry: every transaction's entries sum
// to zero (a deferred constraint trigger checks it at commit), entries are append-only (a trigger
// refuses UPDATE and DELETE), and user-held accounts can never go below zero (a CHECK constraint;
// the repository's conditional update turns the race into a clean "not enough crystals").
// Amounts are integer hundredths of a crystal ("minor units").
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { tstz } from '../../platform/db/columns.js';
import { users } from '../auth/auth.tables.js';

/**
 * user: a user's spendable balance; hold: crystals set aside for a withdrawal or an entry fee;
 * jar: a jar's content; escrow: a tournament's prize pool; revenue: the platform's fees; clearing:
 * money owed to or by a payment provider; mint: where demo crystals come from. The last three may go
 * negative (they mirror the outside world); the others never.
 */
export const ACCOUNT_KINDS = [
  'user',
  'hold',
  'jar',
  'escrow',
  'revenue',
  'clearing',
  'mint',
] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** "real:user:12", "demo:hold:12", "real:clearing:stripe": one account per key. */
    key: varchar('key', { length: 96 }).notNull(),
    book: varchar('book', { length: 4 }).notNull(),
    kind: varchar('kind', { length: 16 }).$type<AccountKind>().notNull(),
    /** The user, jar or tournament the account belongs to; null for platform accounts. */
    ownerId: integer('owner_id'),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    /** Bumped with every entry, so profile/me's version moves when a balance does. */
    version: integer('version').notNull().default(0),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_accounts_key').on(t.key),
    index('wallet_accounts_owner_idx').on(t.kind, t.ownerId),
    check('wallet_accounts_book', sql`${t.book} IN ('real', 'demo')`),
    check(
      'wallet_accounts_not_negative',
      sql`${t.kind} IN ('revenue', 'clearing', 'mint') OR ${t.balance} >= 0`,
    ),
  ],
);

export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    book: varchar('book', { length: 4 }).notNull(),
    /** What happened, e.g. purchase, transfer, donation, hold, capture, release. */
    kind: varchar('kind', { length: 32 }).notNull(),
    /** What it belongs to, e.g. "withdrawal:7", "transfer:3", "order:9". */
    reference: varchar('reference', { length: 64 }),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('wallet_transactions_reference_idx').on(t.reference),
    check('wallet_transactions_book', sql`${t.book} IN ('real', 'demo')`),
  ],
);

export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => walletTransactions.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => walletAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The account's balance right after this entry: the history shows it. */
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    /** The other user of a transfer or donation, for the history. */
    counterpartId: integer('counterpart_id'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('wallet_entries_account_idx').on(t.accountId, t.id),
    index('wallet_entries_transaction_idx').on(t.transactionId),
    check('wallet_entries_not_zero', sql`${t.amount} <> 0`),
  ],
);

export const HOLD_STATUSES = ['held', 'captured', 'released'] as const;
export type HoldStatus = (typeof HOLD_STATUSES)[number];

/** Crystals set aside from a user's balance until the thing they are for is settled. */
export const walletHolds = pgTable(
  'wallet_holds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    book: varchar('book', { length: 4 }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 10 }).$type<HoldStatus>().notNull().default('held'),
    /** What the crystals are held for, e.g. "withdrawal", "tournament_entry". */
    purpose: varchar('purpose', { length: 32 }).notNull(),
    reference: varchar('reference', { length: 64 }),
    createdAt: tstz('created_at').notNull().defaultNow(),
    settledAt: tstz('settled_at'),
  },
  (t) => [
    index('wallet_holds_user_idx').on(t.userId),
    index('wallet_holds_reference_idx').on(t.reference),
    check('wallet_holds_positive', sql`${t.amount} > 0`),
  ],
);

export const crystalPacks = pgTable(
  'crystal_packs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    crystals: bigint('crystals', { mode: 'number' }).notNull(),
    /** US cents. */
    priceCents: integer('price_cents').notNull(),
    /** A disabled pack is no longer offered; it stays for the orders that name it. */
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [check('crystal_packs_positive', sql`${t.crystals} > 0 AND ${t.priceCents} > 0`)],
);

/**
 * Operators' overrides of the wallet's configuration (crystal price, dollar course, withdrawal
 * limits, networks), one row per setting; a missing row means the configuration's value. The value
 * is validated by wallet-settings.ts on every read and write, so a bad row can never reach a price.
 */
export const walletSettings = pgTable('wallet_settings', {
  key: varchar('key', { length: 32 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

export const ORDER_STATUSES = ['pending', 'paid', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A purchase: created when the buyer asks for a payment link, paid only by a verified webhook. */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    provider: varchar('provider', { length: 16 }).notNull(),
    packId: integer('pack_id').references(() => crystalPacks.id),
    crystals: bigint('crystals', { mode: 'number' }).notNull(),
    priceCents: integer('price_cents').notNull(),
    status: varchar('status', { length: 10 }).$type<OrderStatus>().notNull().default('pending'),
    /** The provider's id for it (checkout session, invoice). */
    providerReference: varchar('provider_reference', { length: 128 }),
    createdAt: tstz('created_at').notNull().defaultNow(),
    paidAt: tstz('paid_at'),
  },
  (t) => [index('payment_orders_user_idx').on(t.userId)],
);

/** Every provider event applied, by the provider's own id: a replay finds its row and does nothing. */
export const providerEvents = pgTable(
  'provider_events',
  {
    provider: varchar('provider', { length: 16 }).notNull(),
    eventId: varchar('event_id', { length: 128 }).notNull(),
    orderId: integer('order_id'),
    receivedAt: tstz('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

export const WITHDRAWAL_STATUSES = [
  'pending_approval',
  'processing',
  'paid',
  'failed',
  'rejected',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    holdId: integer('hold_id')
      .notNull()
      .references(() => walletHolds.id),
    /** Crystals taken from the balance, fee included. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    network: varchar('network', { length: 16 }).notNull(),
    address: varchar('address', { length: 128 }).notNull(),
    status: varchar('status', { length: 16 }).$type<WithdrawalStatus>().notNull(),
    failureReason: text('failure_reason'),
    payoutReference: varchar('payout_reference', { length: 128 }),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    createdAt: tstz('created_at').notNull().defaultNow(),
    settledAt: tstz('settled_at'),
  },
  (t) => [
    index('withdrawals_user_idx').on(t.userId, t.createdAt),
    index('withdrawals_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending_approval'`),
  ],
);

/** Real crystals one user sent another; the recipient may send them back once. */
export const transfers = pgTable(
  'transfers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id),
    toUserId: integer('to_user_id')
      .notNull()
      .references(() => users.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => walletTransactions.id),
    returnTransactionId: bigint('return_transaction_id', { mode: 'number' }).references(
      () => walletTransactions.id,
    ),
    createdAt: tstz('created_at').notNull().defaultNow(),
    returnedAt: tstz('returned_at'),
  },
  (t) => [
    index('transfers_from_idx').on(t.fromUserId, t.id),
    index('transfers_to_idx').on(t.toUserId, t.id),
    check('transfers_positive', sql`${t.amount} > 0`),
    check('transfers_not_to_self', sql`${t.fromUserId} <> ${t.toUserId}`),
  ],
);
