// Withdrawals: checked, then held from the real book in one ledger transaction; paid out by a
// durable job through the payout provider and captured, or released when the provider refuses.
// Large ones wait for an operator. Exactly once: the job locks the withdrawal and acts only while
// it is `processing`, and the provider is idempotent by our reference, so a job that runs again
// after a crash recognises a payout already made instead of making a second.
import { AppError } from '@clutch/contract/errors';
import { toCrystals } from '@clutch/contract/money';
import { WithdrawalSchema, type Network, type Withdrawal } from '@clutch/contract/wallet';
import { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../../platform/db/database.js';
import type { PageWindow, Counted } from '../../../platform/http/pagination.js';
import type { IdempotencyKey } from '../../../platform/idempotency/idempotency.js';
import type { AfterCommit, JobHandlers, JobScheduler } from '../../../platform/jobs/job-runner.js';
import type { EventPublisher } from '../../../platform/realtime/bus.js';
import type { Ledger, Touched } from '../ledger/ledger.service.js';
import { NETWORKS, toNetworkView } from './networks.js';
import type { PayoutProvider } from './payout-provider.js';
import type { WalletEvent } from '../wallet.events.js';
import {
  checkWithdrawRequest,
  dailyLimitProblem,
  needsApproval,
  type WithdrawLimits,
  type WithdrawRequest,
} from './withdrawal-rules.js';
import { banRefusal } from '../../auth/user-bans.service.js';
import { requireNotOwn, requireOperator } from './withdrawals.policy.js';
import {
  withdrawalsRepository as repo,
  type WithdrawalRow,
  type WithdrawalView,
} from './withdrawals.repository.js';
import { toUserBrief } from '../../../platform/http/user-brief.js';

export const PAYOUT_JOB = 'wallet.payout';
/** Where paid-out crystals go: they have left the platform for the payout provider. */
const PAYOUT_CLEARING = { kind: 'clearing', provider: 'payout' } as const;

export interface WithdrawalsDeps {
  db: Db;
  ledger: Ledger;
  jobs: JobScheduler;
  bus: EventPublisher<WalletEvent>;
  payouts: PayoutProvider;
  limits: WithdrawLimits;
  /** Cooling-off time before a payout is sent, during which an operator can still step in. */
  payoutDelayMs: number;
}

const PayoutPayloadSchema = z.object({ withdrawalId: z.number().int() });
const referenceOf = (id: number) => `withdrawal:${String(id)}`;

export function toWithdrawal({ withdrawal: w, user }: WithdrawalView): Withdrawal {
  return {
    id: w.id,
    user: toUserBrief(user),
    amount: toCrystals(w.amount),
    fee: toCrystals(w.fee),
    network: w.network,
    address: w.address,
    status: w.status,
    failure_reason: w.failureReason,
    created_at: w.createdAt.toISOString(),
    settled_at: w.settledAt?.toISOString() ?? null,
  };
}

async function viewOf(db: DbOrTx, id: number): Promise<Withdrawal> {
  const view = await repo.view(db, id);
  if (!view) throw new AppError('not_found', 'No withdrawal with this id.');
  return toWithdrawal(view);
}

/** Why a withdrawal that is not waiting for approval cannot be reviewed. */
function notWaiting(row: WithdrawalRow | undefined): AppError {
  if (!row) return new AppError('not_found', 'No withdrawal with this id.');
  return new AppError(
    'conflict',
    `This withdrawal is ${row.status.replace('_', ' ')}, not waiting for approval.`,
  );
}

function touchUser(touched: Touched, userId: number): void {
  // The user's held crystals moved even when the spendable balance did not: the push that follows
  // lets their wallet screen show the new status.
  touched.set(userId, new Set([...(touched.get(userId) ?? []), 'real']));
}

export function createWithdrawalsService(deps: WithdrawalsDeps) {
  const { db, ledger, limits } = deps;

  const schedulePayout = (tx: DbOrTx, id: number) =>
    deps.jobs.schedule(tx, {
      kind: PAYOUT_JOB,
      key: referenceOf(id),
      runAt: new Date(Date.now() + deps.payoutDelayMs),
      payload: { withdrawalId: id },
    });

  const settled = (row: WithdrawalRow) =>
    deps.bus.publish({
      type: 'WithdrawalSettled',
      userId: row.userId,
      withdrawalId: row.id,
      status: row.status === 'paid' ? 'paid' : row.status === 'rejected' ? 'rejected' : 'failed',
    });

  /** Inside the job's transaction, which also marks the job done: all of it commits or none. */
  async function payOut(tx: Tx, id: number): Promise<AfterCommit | undefined> {
    const row = await repo.lock(tx, id);
    if (row?.status !== 'processing') return undefined;
    const outcome = await deps.payouts.send({
      reference: referenceOf(id),
      network: row.network,
      address: row.address,
      amount: row.amount - row.fee,
    });
    const touched: Touched = new Map();
    const settledAt = new Date();
    let after: WithdrawalRow | undefined;
    if (outcome.status === 'paid') {
      await ledger.capture(tx, row.holdId, PAYOUT_CLEARING, touched);
      if (row.fee > 0)
        await ledger.post(tx, {
          book: 'real',
          kind: 'withdrawal_fee',
          reference: referenceOf(id),
          legs: [
            { account: PAYOUT_CLEARING, amount: -row.fee },
            { account: { kind: 'revenue' }, amount: row.fee },
          ],
        });
      after = await repo.transition(tx, id, 'processing', {
        status: 'paid',
        payoutReference: outcome.providerReference,
        settledAt,
      });
    } else {
      await ledger.release(tx, row.holdId, touched);
      after = await repo.transition(tx, id, 'processing', {
        status: 'failed',
        failureReason: outcome.reason,
        settledAt,
      });
    }
    if (!after) throw new Error(`withdrawal ${String(id)} changed under its lock`);
    touchUser(touched, row.userId);
    const done = after;
    return async () => {
      ledger.announce(touched);
      await settled(done);
    };
  }

  const jobs: JobHandlers = {
    [PAYOUT_JOB]: async (payload, tx) => {
      const parsed = PayoutPayloadSchema.safeParse(payload);
      return parsed.success ? payOut(tx, parsed.data.withdrawalId) : undefined;
    },
  };

  /** Bans and payment settings: what the user must fix before withdrawing at all. */
  async function requireMayWithdraw(tx: DbOrTx, userId: number): Promise<void> {
    const ban = await repo.activeBan(tx, userId);
    if (ban) throw banRefusal('withdrawal', ban.until);
    const missing = await repo.missingPaymentSettings(tx, userId);
    if (missing.length > 0)
      throw new AppError(
        'bad_request',
        `Fill in your payment settings before withdrawing: ${missing.join(', ')}.`,
        { extra: { code: 'payment_settings_incomplete', missing } },
      );
  }

  async function requireReviewer(callerId: number): Promise<void> {
    requireOperator(await repo.isReviewer(db, callerId));
  }

  return {
    jobs,
    networks(): Network[] {
      return NETWORKS.map(toNetworkView);
    },

    async limits(userId: number) {
      return {
        min: toCrystals(limits.min),
        max: toCrystals(limits.max),
        daily_max: toCrystals(limits.dailyMax),
        daily_used: toCrystals(await repo.dailyUsed(db, userId)),
        approval_above: toCrystals(limits.approvalAbove),
      };
    },

    /** Always from the real book, whichever book the profile shows: demo crystals never leave. */
    async withdraw(
      userId: number,
      request: WithdrawRequest,
      key: IdempotencyKey | null,
    ): Promise<Withdrawal> {
      const check = checkWithdrawRequest(request, limits);
      if (!check.ok) throw AppError.fields(check.fields);
      const { network } = check;
      const withdrawal = await ledger.run(
        async (tx, touched) => {
          await repo.lockUser(tx, userId);
          await requireMayWithdraw(tx, userId);
          const problem = dailyLimitProblem(
            request.amount,
            await repo.dailyUsed(tx, userId),
            limits,
          );
          if (problem) throw AppError.fields({ amount: [problem] });
          const id = await repo.reserveId(tx);
          const hold = await ledger.hold(
            tx,
            {
              userId,
              book: 'real',
              amount: request.amount,
              purpose: 'withdrawal',
              reference: referenceOf(id),
            },
            touched,
          );
          const status = needsApproval(request.amount, limits) ? 'pending_approval' : 'processing';
          await repo.insert(tx, {
            id,
            userId,
            holdId: hold.id,
            amount: request.amount,
            fee: network.fee,
            network: network.code,
            address: request.address.trim(),
            status,
          });
          if (status === 'processing') await schedulePayout(tx, id);
          return viewOf(tx, id);
        },
        { key, schema: WithdrawalSchema },
      );
      return withdrawal;
    },

    async pending(callerId: number, window: PageWindow): Promise<Counted<Withdrawal>> {
      await requireReviewer(callerId);
      const [rows, count] = await Promise.all([repo.pending(db, window), repo.pendingCount(db)]);
      return { count, results: rows.map(toWithdrawal) };
    },

    async approve(callerId: number, id: number): Promise<Withdrawal> {
      await requireReviewer(callerId);
      return ledger.run(async (tx) => {
        const row = await repo.lock(tx, id);
        if (row?.status !== 'pending_approval') throw notWaiting(row);
        requireNotOwn(callerId, row.userId);
        await repo.transition(tx, id, 'pending_approval', {
          status: 'processing',
          reviewedBy: callerId,
        });
        await schedulePayout(tx, id);
        return viewOf(tx, id);
      });
    },

    async reject(callerId: number, id: number, reason: string | undefined): Promise<Withdrawal> {
      await requireReviewer(callerId);
      const { answer, row } = await ledger.run(async (tx, touched) => {
        const rejected = await repo.transition(tx, id, 'pending_approval', {
          status: 'rejected',
          failureReason: reason || 'Rejected by an operator.',
          reviewedBy: callerId,
          settledAt: new Date(),
        });
        if (!rejected) throw notWaiting(await repo.lock(tx, id));
        await ledger.release(tx, rejected.holdId, touched);
        return { answer: await viewOf(tx, id), row: rejected };
      });
      await settled(row);
      return answer;
    },
  };
}

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
