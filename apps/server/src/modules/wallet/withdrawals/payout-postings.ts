// What settling a payout posts, shared by the payout job and an operator settling a stuck payout by
// hand: the hold captured to the payout clearing account and the network fee moved to revenue, or
// the hold released back to the user. Every movement goes through the ledger.
import type { DbOrTx } from '../../../platform/db/database.js';
import type { JobScheduler } from '../../../platform/jobs/job-runner.js';
import type { EventPublisher } from '../../../platform/realtime/bus.js';
import type { Ledger, Touched } from '../ledger/ledger.service.js';
import type { WalletEvent } from '../wallet.events.js';
import type { WithdrawalRow } from './withdrawals.repository.js';

export const PAYOUT_JOB = 'wallet.payout';
/** Where paid-out crystals go: they have left the platform for the payout provider. */
export const PAYOUT_CLEARING = { kind: 'clearing', provider: 'payout' } as const;

export const referenceOf = (id: number) => `withdrawal:${String(id)}`;

/** The hold goes to the provider; the fee part comes back from it to the platform's revenue. */
export async function postPaid(
  ledger: Ledger,
  tx: DbOrTx,
  row: WithdrawalRow,
  touched: Touched,
): Promise<void> {
  await ledger.capture(tx, row.holdId, PAYOUT_CLEARING, touched);
  if (row.fee > 0)
    await ledger.post(tx, {
      book: 'real',
      kind: 'withdrawal_fee',
      reference: referenceOf(row.id),
      legs: [
        { account: PAYOUT_CLEARING, amount: -row.fee },
        { account: { kind: 'revenue' }, amount: row.fee },
      ],
    });
}

export function touchUser(touched: Touched, userId: number): void {
  // The user's held crystals moved even when the spendable balance did not: the push that follows
  // lets their wallet screen show the new status.
  touched.set(userId, new Set([...(touched.get(userId) ?? []), 'real']));
}

export function payoutScheduling(jobs: JobScheduler, payoutDelayMs: number) {
  return {
    schedule: (tx: DbOrTx, id: number) =>
      jobs.schedule(tx, {
        kind: PAYOUT_JOB,
        key: referenceOf(id),
        runAt: new Date(Date.now() + payoutDelayMs),
        payload: { withdrawalId: id },
      }),
    /** A payout settled by hand must never be sent by a job still waiting. */
    cancel: (tx: DbOrTx, id: number) => jobs.cancel(tx, PAYOUT_JOB, referenceOf(id)),
  };
}

export function announceSettled(bus: EventPublisher<WalletEvent>, row: WithdrawalRow) {
  return bus.publish({
    type: 'WithdrawalSettled',
    userId: row.userId,
    withdrawalId: row.id,
    status: row.status === 'paid' ? 'paid' : row.status === 'rejected' ? 'rejected' : 'failed',
  });
}
