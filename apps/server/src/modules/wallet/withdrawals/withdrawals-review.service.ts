// Operators' work on withdrawals, for the console's finance section (which checks the caller's role
// and writes the audit row in the same transaction): the queue by status, approving or rejecting
// the large ones, and settling by hand a payout stuck in `processing` — paid (the hold captured)
// or refunded (the hold released), through the ledger like every other posting. Each action takes
// the console's transaction and answers the withdrawal before and after, and what to announce once
// it commits.
import type { AppError } from '@clutch/contract/errors';
import type { OperatorWithdrawal } from '@clutch/contract/operator-finance';
import type { WithdrawalStatus } from '@clutch/contract/wallet';
import type { Db, DbOrTx } from '../../../platform/db/database.js';
import { localizedError } from '../../../platform/http/localized-errors.js';
import type { Counted, PageWindow } from '../../../platform/http/pagination.js';
import { walletMessage, withdrawalNotIn } from '../wallet-messages.js';
import type { JobScheduler } from '../../../platform/jobs/job-runner.js';
import type { EventPublisher } from '../../../platform/realtime/bus.js';
import { toUserBrief } from '../../../platform/http/user-brief.js';
import type { Ledger, Touched } from '../ledger/ledger.service.js';
import type { WalletEvent } from '../wallet.events.js';
import { announceSettled, payoutScheduling, postPaid, touchUser } from './payout-postings.js';
import { requireNotOwn, requireNotOwnPayout } from './withdrawals.policy.js';
import {
  withdrawalsRepository as repo,
  type ReviewView,
  type WithdrawalRow,
} from './withdrawals.repository.js';
import { toWithdrawal } from './withdrawals.service.js';

export interface ReviewDeps {
  db: Db;
  ledger: Ledger;
  jobs: JobScheduler;
  bus: EventPublisher<WalletEvent>;
  payoutDelayMs: number;
}

export interface Reviewed {
  before: OperatorWithdrawal;
  after: OperatorWithdrawal;
  /** Balances and the withdrawal's new status announced, after the transaction commits. */
  afterCommit: () => Promise<void>;
}

export type StuckResolution = 'paid' | 'refunded';

export function toOperatorWithdrawal(view: ReviewView): OperatorWithdrawal {
  return {
    ...toWithdrawal(view),
    reviewed_by: view.reviewer ? toUserBrief(view.reviewer) : null,
    payout_reference: view.withdrawal.payoutReference,
  };
}

async function reviewOf(db: DbOrTx, id: number): Promise<OperatorWithdrawal> {
  const view = await repo.reviewView(db, id);
  if (!view) throw localizedError('not_found', walletMessage('withdrawal_not_found'));
  return toOperatorWithdrawal(view);
}

/** Why a withdrawal that is not where the action expects it cannot take this action. */
function notIn(
  row: WithdrawalRow | undefined,
  expected: 'not_waiting_for_approval' | 'not_processing',
): AppError {
  if (!row) return localizedError('not_found', walletMessage('withdrawal_not_found'));
  return localizedError('conflict', withdrawalNotIn(expected, row.status));
}

export function createWithdrawalsReviewService(deps: ReviewDeps) {
  const { db, ledger, bus } = deps;
  const payouts = payoutScheduling(deps.jobs, deps.payoutDelayMs);

  const announce = (touched: Touched, row: WithdrawalRow) => async () => {
    ledger.announce(touched);
    await announceSettled(bus, row);
  };

  async function page(
    found: Promise<{ rows: ReviewView[]; count: number }>,
  ): Promise<Counted<OperatorWithdrawal>> {
    const { rows, count } = await found;
    return { count, results: rows.map(toOperatorWithdrawal) };
  }

  return {
    list(
      filter: { status: WithdrawalStatus; userId: number | undefined },
      window: PageWindow,
    ): Promise<Counted<OperatorWithdrawal>> {
      return page(repo.byStatus(db, filter, window));
    },

    stuck(minutes: number, window: PageWindow): Promise<Counted<OperatorWithdrawal>> {
      return page(repo.stuck(db, minutes, window));
    },

    async approve(tx: DbOrTx, callerId: number, id: number): Promise<Reviewed> {
      const row = await repo.lock(tx, id);
      if (row?.status !== 'pending_approval') throw notIn(row, 'not_waiting_for_approval');
      requireNotOwn(callerId, row.userId);
      const before = await reviewOf(tx, id);
      await repo.transition(tx, id, 'pending_approval', {
        status: 'processing',
        reviewedBy: callerId,
      });
      await payouts.schedule(tx, id);
      const approved = {
        type: 'WithdrawalApproved',
        userId: row.userId,
        withdrawalId: id,
      } as const;
      return {
        before,
        after: await reviewOf(tx, id),
        afterCommit: () => bus.publish(approved),
      };
    },

    /** The reason is shown to the user as why their withdrawal failed. */
    async reject(tx: DbOrTx, callerId: number, id: number, reason: string): Promise<Reviewed> {
      const row = await repo.lock(tx, id);
      if (row?.status !== 'pending_approval') throw notIn(row, 'not_waiting_for_approval');
      const before = await reviewOf(tx, id);
      const rejected = await repo.transition(tx, id, 'pending_approval', {
        status: 'rejected',
        failureReason: reason,
        reviewedBy: callerId,
        settledAt: new Date(),
      });
      if (!rejected) throw notIn(row, 'not_waiting_for_approval');
      const touched: Touched = new Map();
      await ledger.release(tx, rejected.holdId, touched);
      return { before, after: await reviewOf(tx, id), afterCommit: announce(touched, rejected) };
    },

    /**
     * Settles a stuck payout as the operator found it at the provider. Only one with no payout on
     * its way (the list's rule with no grace time): the row lock waits out a job sending it now,
     * and the job still scheduled is cancelled, so the provider is never asked after this.
     */
    async resolve(
      tx: DbOrTx,
      callerId: number,
      id: number,
      resolution: StuckResolution,
    ): Promise<Reviewed> {
      const row = await repo.lock(tx, id);
      if (row?.status !== 'processing') throw notIn(row, 'not_processing');
      if (!(await repo.isStuck(tx, id, 0)))
        throw localizedError('conflict', walletMessage('payout_not_stuck'));
      requireNotOwnPayout(callerId, row.userId);
      const before = await reviewOf(tx, id);
      await payouts.cancel(tx, id);
      const touched: Touched = new Map();
      const settledAt = new Date();
      let after: WithdrawalRow | undefined;
      if (resolution === 'paid') {
        await postPaid(ledger, tx, row, touched);
        after = await repo.transition(tx, id, 'processing', {
          status: 'paid',
          reviewedBy: callerId,
          settledAt,
        });
      } else {
        await ledger.release(tx, row.holdId, touched);
        after = await repo.transition(tx, id, 'processing', {
          status: 'failed',
          failureReason: 'The payout did not go through; the crystals are back on your balance.',
          reviewedBy: callerId,
          settledAt,
        });
      }
      if (!after) throw new Error(`withdrawal ${String(id)} changed under its lock`);
      touchUser(touched, row.userId);
      return { before, after: await reviewOf(tx, id), afterCommit: announce(touched, after) };
    },
  };
}

export type WithdrawalsReviewService = ReturnType<typeof createWithdrawalsReviewService>;
