// Withdrawals: checked, then held from the real book in one ledger transaction; paid out by a
// durable job through the payout provider and captured, or released when the provider refuses.
// Large ones wait for an operator (withdrawals-review.service.ts). Exactly once: the job locks the withdrawal and acts only while
// it is `processing`, and the provider is idempotent by our reference, so a job that runs again
// after a crash recognises a payout already made instead of making a second.
import { toCrystals } from '@clutch/contract/money';
import { WithdrawalSchema, type Network, type Withdrawal } from '@clutch/contract/wallet';
import { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../../platform/db/database.js';
import { localizedError, localizedFields } from '../../../platform/http/localized-errors.js';
import type { IdempotencyKey } from '../../../platform/idempotency/idempotency.js';
import type { AfterCommit, JobHandlers, JobScheduler } from '../../../platform/jobs/job-runner.js';
import type { EventPublisher } from '../../../platform/realtime/bus.js';
import type { Ledger, Touched } from '../ledger/ledger.service.js';
import { toNetworkView } from './networks.js';
import type { PayoutProvider } from './payout-provider.js';
import type { WalletEvent } from '../wallet.events.js';
import { walletMessage } from '../wallet-messages.js';
import {
  checkWithdrawRequest,
  dailyLimitMessage,
  needsApproval,
  withdrawRequestProblems,
  type WithdrawRequest,
} from './withdrawal-rules.js';
import { banRefusal } from '../../auth/user-bans.service.js';
import { enabledNetworks } from '../settings/wallet-settings.js';
import type { WalletSettingsService } from '../settings/wallet-settings.service.js';
import {
  announceSettled,
  PAYOUT_JOB,
  payoutScheduling,
  postPaid,
  referenceOf,
  touchUser,
} from './payout-postings.js';
import {
  withdrawalsRepository as repo,
  type WithdrawalRow,
  type WithdrawalView,
} from './withdrawals.repository.js';
import { toUserBrief } from '../../../platform/http/user-brief.js';

export interface WithdrawalsDeps {
  db: Db;
  ledger: Ledger;
  jobs: JobScheduler;
  bus: EventPublisher<WalletEvent>;
  payouts: PayoutProvider;
  /** Limits and networks in force: the configuration with the operators' overrides. */
  settings: Pick<WalletSettingsService, 'current'>;
  /** Cooling-off time before a payout is sent, during which an operator can still step in. */
  payoutDelayMs: number;
}

const PayoutPayloadSchema = z.object({ withdrawalId: z.number().int() });

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

export async function viewOf(db: DbOrTx, id: number): Promise<Withdrawal> {
  const view = await repo.view(db, id);
  if (!view) throw localizedError('not_found', walletMessage('withdrawal_not_found'));
  return toWithdrawal(view);
}

export function createWithdrawalsService(deps: WithdrawalsDeps) {
  const { db, ledger, settings } = deps;
  const payouts = payoutScheduling(deps.jobs, deps.payoutDelayMs);

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
      await postPaid(ledger, tx, row, touched);
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
      await announceSettled(deps.bus, done);
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
      throw localizedError(
        'bad_request',
        walletMessage('payment_settings_incomplete', { missing: missing.join(', ') }),
        { code: 'payment_settings_incomplete', missing },
      );
  }

  return {
    jobs,
    /** The networks open for withdrawals now. */
    async networks(): Promise<Network[]> {
      return enabledNetworks(await settings.current()).map(toNetworkView);
    },

    async limits(userId: number) {
      const { limits } = await settings.current();
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
      const current = await settings.current();
      const { limits } = current;
      const networks = enabledNetworks(current);
      const check = checkWithdrawRequest(request, limits, networks);
      if (!check.ok) throw localizedFields(withdrawRequestProblems(request, limits, networks));
      const { network } = check;
      const withdrawal = await ledger.run(
        async (tx, touched) => {
          await repo.lockUser(tx, userId);
          await requireMayWithdraw(tx, userId);
          const problem = dailyLimitMessage(
            request.amount,
            await repo.dailyUsed(tx, userId),
            limits,
          );
          if (problem) throw localizedFields({ amount: [problem] });
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
          if (status === 'processing') await payouts.schedule(tx, id);
          return viewOf(tx, id);
        },
        { key, schema: WithdrawalSchema },
      );
      return withdrawal;
    },
  };
}

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
