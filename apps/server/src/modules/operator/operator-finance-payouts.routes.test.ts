// Stuck payouts in the console's finance section: listed when their job gave up or is overdue, and
// settled by hand with a reason — refunded (hold released) or paid (hold captured, fee to revenue) —
// each balanced in the ledger and audited.
import { operatorFinanceEndpoints as fin } from '@clutch/contract/operator-finance';
import { walletEndpoints as wallet } from '@clutch/contract/wallet';
import { beforeAll, describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client.js';
import type { TestUser } from '../../../test/factories.js';
import { lastAudit, stuckPayout } from '../../../test/finance.js';
import { staffUser } from '../../../test/operator.js';
import { balances, expectLedgerSound, queryRows, useLedgerTestApp } from '../../../test/wallet.js';
import {
  fillPaymentSettings,
  runPayouts,
  withdrawApi,
  withdrawer,
} from '../../../test/withdrawals.js';

const t = useLedgerTestApp({
  env: { WITHDRAW_MIN: '10', WITHDRAW_MAX: '10000', WITHDRAW_APPROVAL_ABOVE: '1000' },
});
const client = testClient(t);
const money = withdrawApi(t);

let admin: TestUser;
let finance: TestUser;

beforeAll(async () => {
  admin = await staffUser(t, ['admin']);
  finance = await staffUser(t, ['finance']);
});

const audit = (action: string) => lastAudit(t, action);
const stuck = (amount?: number, fundWith?: number) => stuckPayout(t, amount, fundWith);

const resolve = (as: TestUser, id: number, resolution: 'paid' | 'refunded') =>
  client.call(fin.resolvePayout, {
    as,
    params: { id },
    body: { resolution, reason: 'Checked at the provider dashboard.' },
  });

const reasonOnly = async (url: string, as: TestUser, payload?: object) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: as.headers,
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: res.statusCode, fields: Object.keys(res.json<Record<string, unknown>>()) };
};

describe('stuck payouts', () => {
  it('lists a payout whose job gave up, and one overdue past the threshold', async () => {
    const gaveUp = await stuck();
    const overdue = await withdrawer(t, 2000).then(async (user) => money.accepted(user, 300));
    await t.database.db.execute(
      `update jobs set run_at = now() - interval '2 hours'
       where key = 'withdrawal:${String(overdue.id)}'`,
    );
    const fresh = await withdrawer(t, 2000).then(async (user) => money.accepted(user, 200));
    const ids = async (query: { older_than_minutes?: number }) =>
      (await client.ok(fin.stuckPayouts, { as: finance, query })).results.map((w) => w.id);
    const listed = await ids({});
    expect(listed).toContain(gaveUp.id);
    expect(listed).toContain(overdue.id);
    expect(listed).not.toContain(fresh.id);
    const patient = await ids({ older_than_minutes: 600 });
    expect(patient).toContain(gaveUp.id);
    expect(patient).not.toContain(overdue.id);
    // Settled so later tests' payout runs do not pay them.
    await resolve(admin, gaveUp.id, 'refunded');
    await resolve(admin, overdue.id, 'refunded');
    await runPayouts(t);
  });

  it('refunded by hand: the hold goes back, the payout is never sent, the ledger balances', async () => {
    const { id, user } = await stuck(500, 2000);
    expect(await balances(t, user)).toMatchObject({ balance: 1500 });
    const res = await resolve(finance, id, 'refunded');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'failed', reviewed_by: { id: finance.id } });
    expect(res.body.settled_at).not.toBeNull();
    expect(await balances(t, user)).toMatchObject({ balance: 2000 });
    const history = await client.ok(wallet.history, { as: user });
    expect(history.results[0]).toMatchObject({ type: 'withdrawal_refund', amount: 500 });
    await runPayouts(t);
    expect(await balances(t, user)).toMatchObject({ balance: 2000 });
    await expectLedgerSound(t);
    expect(await audit('finance.payout_refunded')).toMatchObject({
      actor_id: finance.id,
      target_kind: 'withdrawal',
      target_id: String(id),
      before: { status: 'processing' },
      after: { status: 'failed' },
      reason: 'Checked at the provider dashboard.',
    });
    expect((await resolve(finance, id, 'paid')).status).toBe(409);
  });

  it('marked paid by hand: the hold is captured, the fee goes to revenue, the ledger balances', async () => {
    const [before] = await queryRows(
      t,
      `select coalesce(sum(balance), 0)::int as total from wallet_accounts
       where key in ('real:clearing:payout', 'real:revenue')`,
    );
    const { id, user } = await stuck(500, 2000);
    const res = await resolve(admin, id, 'paid');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'paid', fee: 1 });
    expect(await balances(t, user)).toMatchObject({ balance: 1500 });
    const [after] = await queryRows(
      t,
      `select coalesce(sum(balance), 0)::int as total from wallet_accounts
       where key in ('real:clearing:payout', 'real:revenue')`,
    );
    expect(Number(after?.['total']) - Number(before?.['total'])).toBe(50_000);
    const [revenue] = await queryRows(
      t,
      `select count(*)::int as n from wallet_transactions
       where kind = 'withdrawal_fee' and reference = 'withdrawal:${String(id)}'`,
    );
    expect(revenue?.['n']).toBe(1);
    const history = await client.ok(wallet.history, { as: user });
    expect(history.results[0]).toMatchObject({ type: 'withdrawal', status: 'paid' });
    await expectLedgerSound(t);
    expect(await audit('finance.payout_paid')).toMatchObject({
      actor_id: admin.id,
      after: { status: 'paid' },
    });
    expect((await resolve(admin, id, 'refunded')).status).toBe(409);
  });

  it('refuses a payout still on its way, the own payout of the operator, and a missing reason', async () => {
    const user = await withdrawer(t, 2000);
    const later = await money.accepted(user, 200);
    // As with a cooling-off delay: the payout is scheduled, not stuck.
    await t.database.db.execute(
      `update jobs set run_at = now() + interval '1 hour'
       where key = 'withdrawal:${String(later.id)}'`,
    );
    const onItsWay = await resolve(finance, later.id, 'refunded');
    expect(onItsWay.status).toBe(409);
    expect(onItsWay.error).toMatchObject({
      detail: 'This payout is still on its way (scheduled or being retried); it is not stuck.',
    });
    await t.database.db.execute(
      `update jobs set run_at = now() where key = 'withdrawal:${String(later.id)}'`,
    );
    await runPayouts(t);

    const colleague = await staffUser(t, ['finance']);
    await fillPaymentSettings(t, colleague);
    await t.ledger.run(async (tx, touched) => {
      await t.ledger.post(
        tx,
        {
          book: 'real',
          kind: 'purchase',
          reference: 'test-funding',
          legs: [
            { account: { kind: 'clearing', provider: 'test' }, amount: -100_000 },
            { account: { kind: 'user', userId: colleague.id }, amount: 100_000 },
          ],
        },
        touched,
      );
    });
    const own = await money.accepted(colleague, 300);
    await t.database.db.execute(
      `update jobs set failed_at = now() where key = 'withdrawal:${String(own.id)}'`,
    );
    const mine = await resolve(colleague, own.id, 'paid');
    expect(mine.status).toBe(403);

    const url = `operator/finance/payouts/${String(own.id)}/resolve/`;
    expect(await reasonOnly(url, finance)).toEqual({
      status: 400,
      fields: ['resolution', 'reason'],
    });
    expect(await reasonOnly(url, finance, { resolution: 'paid' })).toEqual({
      status: 400,
      fields: ['reason'],
    });
    expect((await resolve(finance, own.id, 'refunded')).status).toBe(200);
    expect((await resolve(finance, 999_999, 'refunded')).status).toBe(404);
  });
});
