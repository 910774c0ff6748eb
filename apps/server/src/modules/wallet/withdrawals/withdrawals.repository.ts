// The only code that reads and writes withdrawals, plus the reads their rules need from other
// modules' tables (bans, payment settings, payout jobs). Status changes are conditional updates from
// an expected status, so two operators (or an operator and the payout job) never both settle one.
import { and, asc, count, eq, gt, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { DbOrTx } from '../../../platform/db/database.js';
import type { PageWindow } from '../../../platform/http/pagination.js';
import { users } from '../../auth/auth.tables.js';
import { jobs } from '../../../platform/jobs/jobs.tables.js';
import { paymentSettings } from '../payment-settings.tables.js';
import { userBans } from '../../auth/user-bans.tables.js';
import { withdrawals, type WithdrawalStatus } from '../wallet.tables.js';
import { PAYOUT_JOB } from './payout-postings.js';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type WithdrawalInsert = typeof withdrawals.$inferInsert & { id: number };

export interface WithdrawalView {
  withdrawal: WithdrawalRow;
  user: { id: number; username: string; avatarUrl: string | null };
}

// Advisory locks share one key space per database: friends lock pairs of (positive) user ids, so a
// negative first key can never meet theirs.
const WITHDRAWAL_LOCK = -6;

/** Payment settings a withdrawal needs, as the API names them. */
const REQUIRED_SETTINGS = {
  first_name: paymentSettings.firstName,
  last_name: paymentSettings.lastName,
  city: paymentSettings.city,
  street: paymentSettings.street,
  zip_code: paymentSettings.zipCode,
  mobile_number: paymentSettings.mobileNumber,
  date_of_birth: paymentSettings.dateOfBirth,
};

/** Both drivers answer raw SQL with `{ rows }`; Drizzle's generic type does not say so. */
const NextIdSchema = z.object({ rows: z.array(z.object({ id: z.coerce.number().int() })) });

const viewColumns = {
  withdrawal: withdrawals,
  user: { id: users.id, username: users.username, avatarUrl: users.avatarUrl },
};

const reviewer = alias(users, 'reviewer');
const reviewColumns = {
  ...viewColumns,
  reviewer: { id: reviewer.id, username: reviewer.username, avatarUrl: reviewer.avatarUrl },
};
/** A withdrawal as the console shows it: with its user and the operator who reviewed it. */
export type ReviewView = WithdrawalView & {
  reviewer: { id: number; username: string; avatarUrl: string | null } | null;
};

const reviewSelect = (db: DbOrTx) =>
  db
    .select(reviewColumns)
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .leftJoin(reviewer, eq(reviewer.id, withdrawals.reviewedBy));

async function reviewPage(db: DbOrTx, where: SQL | undefined, window: PageWindow) {
  const rows = await reviewSelect(db)
    .where(where)
    .orderBy(asc(withdrawals.createdAt), asc(withdrawals.id))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
  return { rows, count: total?.n ?? 0 };
}

/** Processing, and no payout job still waiting, retrying, or due for less than `minutes`. */
function stuckWhere(minutes: number): SQL | undefined {
  const onItsWay = sql`exists (select 1 from ${jobs}
    where ${jobs.kind} = ${PAYOUT_JOB} and ${jobs.key} = 'withdrawal:' || ${withdrawals.id}
      and ${jobs.doneAt} is null and ${jobs.failedAt} is null
      and ${jobs.runAt} > now() - make_interval(mins => ${minutes}::int))`;
  return and(eq(withdrawals.status, 'processing'), sql`not ${onItsWay}`);
}

export const withdrawalsRepository = {
  /** Serialises one user's withdrawals until the transaction ends, so the daily sum holds. */
  async lockUser(tx: DbOrTx, userId: number): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${WITHDRAWAL_LOCK}::int, ${userId}::int)`);
  },

  /** Minor units withdrawn or on their way in the last 24 hours (failed and rejected give back). */
  async dailyUsed(db: DbOrTx, userId: number): Promise<number> {
    const [row] = await db
      .select({ total: sql<string>`coalesce(sum(${withdrawals.amount}), 0)::text` })
      .from(withdrawals)
      .where(
        and(
          eq(withdrawals.userId, userId),
          gt(withdrawals.createdAt, sql`now() - interval '24 hours'`),
          notInArray(withdrawals.status, ['failed', 'rejected']),
        ),
      );
    return Number(row?.total ?? 0);
  },

  /** The active withdrawal ban ending last (null until: for good), or undefined when there is none. */
  async activeBan(db: DbOrTx, userId: number): Promise<{ until: Date | null } | undefined> {
    const [row] = await db
      .select({ until: userBans.until })
      .from(userBans)
      .where(
        and(
          eq(userBans.userId, userId),
          eq(userBans.kind, 'withdrawal'),
          or(isNull(userBans.until), gt(userBans.until, sql`now()`)),
        ),
      )
      .orderBy(sql`${userBans.until} desc nulls first`)
      .limit(1);
    return row;
  },

  /** Names of the payment settings the user has not filled in. */
  async missingPaymentSettings(db: DbOrTx, userId: number): Promise<string[]> {
    const [row] = await db
      .select(REQUIRED_SETTINGS)
      .from(paymentSettings)
      .where(eq(paymentSettings.userId, userId));
    return Object.entries(REQUIRED_SETTINGS)
      .map(([name]) => name)
      .filter((name) => {
        const value: unknown = row ? Reflect.get(row, name) : null;
        return typeof value !== 'string' || value.trim() === '';
      });
  },

  /** The next id, taken before the hold so the hold can name its withdrawal. */
  async reserveId(tx: DbOrTx): Promise<number> {
    const result: unknown = await tx.execute(
      sql`select nextval(pg_get_serial_sequence('withdrawals', 'id'))::int as id`,
    );
    const [row] = NextIdSchema.parse(result).rows;
    if (!row) throw new Error('no withdrawal id');
    return row.id;
  },

  async insert(tx: DbOrTx, values: WithdrawalInsert): Promise<void> {
    await tx.insert(withdrawals).overridingSystemValue().values(values);
  },

  async view(db: DbOrTx, id: number): Promise<WithdrawalView | undefined> {
    const [row] = await db
      .select(viewColumns)
      .from(withdrawals)
      .innerJoin(users, eq(users.id, withdrawals.userId))
      .where(eq(withdrawals.id, id));
    return row;
  },

  /** Locks the row for the payout job; another runner waits and then sees the settled status. */
  async lock(tx: DbOrTx, id: number): Promise<WithdrawalRow | undefined> {
    const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
    return row;
  },

  /** Moves `id` from `from` to a new status; undefined when it was not in `from` (already settled). */
  async transition(
    tx: DbOrTx,
    id: number,
    from: WithdrawalStatus,
    changes: Partial<
      Pick<
        WithdrawalRow,
        'status' | 'failureReason' | 'payoutReference' | 'reviewedBy' | 'settledAt'
      >
    >,
  ): Promise<WithdrawalRow | undefined> {
    const [row] = await tx
      .update(withdrawals)
      .set(changes)
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, from)))
      .returning();
    return row;
  },

  /** Withdrawals in one status (of one user, when named), oldest first, with their reviewer. */
  async byStatus(
    db: DbOrTx,
    filter: { status: WithdrawalStatus; userId: number | undefined },
    window: PageWindow,
  ): Promise<{ rows: ReviewView[]; count: number }> {
    const where = and(
      eq(withdrawals.status, filter.status),
      filter.userId === undefined ? undefined : eq(withdrawals.userId, filter.userId),
    );
    return reviewPage(db, where, window);
  },

  /**
   * Payouts processing with no payout on its way: their job gave up (the provider kept failing),
   * was cancelled or is missing, or has been due for longer than `minutes` without running.
   */
  stuck(db: DbOrTx, minutes: number, window: PageWindow) {
    return reviewPage(db, stuckWhere(minutes), window);
  },

  async isStuck(db: DbOrTx, id: number, minutes: number): Promise<boolean> {
    const [row] = await db
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .where(and(eq(withdrawals.id, id), stuckWhere(minutes)));
    return row !== undefined;
  },

  async reviewView(db: DbOrTx, id: number): Promise<ReviewView | undefined> {
    const [row] = await reviewSelect(db).where(eq(withdrawals.id, id));
    return row;
  },
};
