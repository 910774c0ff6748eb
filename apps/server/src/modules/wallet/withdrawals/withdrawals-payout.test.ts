import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { balances, expectLedgerSound, useLedgerTestApp } from '../../../../test/wallet.js';
import { withdrawApi, withdrawer } from '../../../../test/withdrawals.js';
import { createSandboxPayouts, type PayoutOutcome, type PayoutRequest } from './payout-provider.js';
import { walletAccounts, withdrawals } from '../wallet.tables.js';
import { createWalletSettingsService } from '../settings/wallet-settings.service.js';
import { createWithdrawalsService } from './withdrawals.service.js';

const t = useLedgerTestApp();
const api = withdrawApi(t);
/** What the provider is asked, and how the next asks go wrong (in order). */
const asked: string[] = [];
const trouble: ('before' | 'after')[] = [];
const sandbox = createSandboxPayouts();

// The sandbox behind a network that fails: before the provider sees the request (nothing paid) or
// after it paid (the answer is lost, as when our process dies before its transaction commits).
async function send(request: PayoutRequest): Promise<PayoutOutcome> {
  asked.push(request.reference);
  const next = trouble.shift();
  if (next === 'before') throw new Error('connection refused');
  const outcome = await sandbox.send(request);
  if (next === 'after') throw new Error('connection reset after the payout');
  return outcome;
}

beforeAll(() => {
  // Takes over the payout job of the app's own service, which still accepts the withdrawals.
  const flaky = createWithdrawalsService({
    db: t.database.db,
    ledger: t.ledger,
    jobs: t.jobs,
    bus: t.bus,
    payouts: { name: 'flaky-sandbox', send },
    settings: createWalletSettingsService({
      db: t.database.db,
      defaults: {
        pricing: { crystalPriceUsd: 0.01, customMin: 1, customMax: 100, usdCourse: {} },
        limits: { min: 1000, max: 100_000, dailyMax: 1_000_000, approvalAbove: 100_000 },
      },
    }),
    payoutDelayMs: 0,
  });
  for (const [kind, handler] of Object.entries(flaky.jobs)) t.jobs.register(kind, handler);
});

let clock = Date.now();
/** Runs due jobs at a time past every backoff so far. */
const runLater = () => t.jobs.runDue(new Date((clock += 3_600_000)));

async function statusOf(id: number) {
  const [row] = await t.database.db
    .select({ status: withdrawals.status })
    .from(withdrawals)
    .where(eq(withdrawals.id, id));
  return row?.status;
}

async function paidOut(): Promise<number> {
  const [row] = await t.database.db
    .select({ balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(eq(walletAccounts.key, 'real:clearing:payout'));
  return row?.balance ?? 0;
}

describe('a payout', () => {
  it('whose answer was lost after the provider paid is recorded once, not paid twice', async () => {
    const user = await withdrawer(t, 100);
    const before = await paidOut();
    trouble.push('after');
    const withdrawal = await api.accepted(user, 50);
    const reference = `withdrawal:${String(withdrawal.id)}`;
    expect(await runLater()).toBe(0);
    expect(await statusOf(withdrawal.id)).toBe('processing');
    expect(await balances(t, user)).toMatchObject({ balance: 50 });
    expect(await runLater()).toBe(1);
    expect(asked.filter((r) => r === reference)).toHaveLength(2);
    expect(sandbox.paid.get(reference)).toMatchObject({ amount: 4900 });
    expect(await statusOf(withdrawal.id)).toBe('paid');
    expect((await paidOut()) - before).toBe(4900);
  });

  it('that could not reach the provider stays held and is tried again later', async () => {
    const user = await withdrawer(t, 100);
    trouble.push('before', 'before');
    const withdrawal = await api.accepted(user, 20);
    await runLater();
    await runLater();
    expect(await statusOf(withdrawal.id)).toBe('processing');
    expect(sandbox.paid.has(`withdrawal:${String(withdrawal.id)}`)).toBe(false);
    await runLater();
    expect(await statusOf(withdrawal.id)).toBe('paid');
    expect(await balances(t, user)).toMatchObject({ balance: 80 });
  });

  it('that never gets an answer keeps the crystals held rather than guess', async () => {
    const user = await withdrawer(t, 100);
    trouble.push('before', 'before', 'before', 'before', 'before');
    const withdrawal = await api.accepted(user, 20);
    for (let i = 0; i < 6; i += 1) await runLater();
    expect(trouble).toHaveLength(0);
    expect(await statusOf(withdrawal.id)).toBe('processing');
    expect(await balances(t, user)).toMatchObject({ balance: 80 });
    await expectLedgerSound(t);
  });
});
