// The withdrawal approval queue in the console's finance section (moved from wallet/withdrawals/):
// large withdrawals wait, an operator approves (paid out) or rejects (crystals back) with a reason.
import { operatorFinanceEndpoints as fin } from '@clutch/contract/operator-finance';
import { walletEndpoints } from '@clutch/contract/wallet';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client.js';
import type { TestUser } from '../../../test/factories.js';
import { staffUser } from '../../../test/operator.js';
import { balances, fund, useLedgerTestApp } from '../../../test/wallet.js';
import {
  fillPaymentSettings,
  operator,
  runPayouts,
  withdrawApi,
  withdrawer,
} from '../../../test/withdrawals.js';

const t = useLedgerTestApp({
  env: { WITHDRAW_APPROVAL_ABOVE: '1000', WITHDRAW_MAX: '10000', WITHDRAW_DAILY_MAX: '50000' },
});
const client = testClient(t);
const withdrawals = withdrawApi(t);
const REASON = 'Checked the address and the account history.';
const api = {
  accepted: (user: TestUser, amount: number) => withdrawals.accepted(user, amount),
  approve: (staff: TestUser, id: number) =>
    client.call(fin.approveWithdrawal, { as: staff, params: { id }, body: { reason: REASON } }),
  reject: (staff: TestUser, id: number, reason = 'Address on a sanctions list.') =>
    client.call(fin.rejectWithdrawal, { as: staff, params: { id }, body: { reason } }),
  pending: (staff: TestUser) => client.call(fin.withdrawals, { as: staff }),
  history: (user: TestUser) => client.call(walletEndpoints.history, { as: user }),
  limits: (user: TestUser) => client.call(walletEndpoints.withdrawLimits, { as: user }),
};

const latest = async (user: TestUser) => (await api.history(user)).body.results[0];

describe('a withdrawal above the approval amount', () => {
  it('waits for an operator: held, listed as pending, not paid by the job', async () => {
    const user = await withdrawer(t, 5000);
    const staff = await operator(t);
    const withdrawal = await api.accepted(user, 1000.01);
    expect(withdrawal.status).toBe('pending_approval');
    expect(await balances(t, user)).toMatchObject({ balance: 3999.99 });
    await runPayouts(t);
    expect(await latest(user)).toMatchObject({ type: 'withdrawal', status: 'pending_approval' });
    const pending = await api.pending(staff);
    expect(pending.status).toBe(200);
    expect(pending.body.results).toContainEqual({
      ...withdrawal,
      reviewed_by: null,
      payout_reference: null,
    });
  });

  it('at exactly the approval amount does not wait', async () => {
    const user = await withdrawer(t, 5000);
    expect((await api.accepted(user, 1000)).status).toBe('processing');
  });

  it('cannot be listed, approved or rejected by someone outside the finance section', async () => {
    const user = await withdrawer(t, 5000);
    const other = await withdrawer(t, 0);
    const support = await staffUser(t, ['support', 'moderator']);
    const withdrawal = await api.accepted(user, 2000);
    for (const caller of [other, support, user]) {
      for (const res of [
        await api.pending(caller),
        await api.approve(caller, withdrawal.id),
        await api.reject(caller, withdrawal.id),
      ]) {
        expect(res.status).toBe(403);
        expect(res.error).toMatchObject({ code: 'operator_role_required', section: 'finance' });
      }
    }
    expect(await latest(user)).toMatchObject({ status: 'pending_approval' });
  });

  it('approved by an operator is paid out, and cannot be approved or rejected again', async () => {
    const user = await withdrawer(t, 5000);
    const staff = await operator(t);
    const withdrawal = await api.accepted(user, 2000);
    const res = await api.approve(staff, withdrawal.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: withdrawal.id,
      status: 'processing',
      reviewed_by: { id: staff.id },
    });
    const again = await api.approve(staff, withdrawal.id);
    expect(again.status).toBe(409);
    expect(again.error).toMatchObject({
      detail: 'This withdrawal is processing, not waiting for approval.',
    });
    await runPayouts(t);
    expect(await latest(user)).toMatchObject({ type: 'withdrawal', status: 'paid', amount: -2000 });
    expect(await balances(t, user)).toMatchObject({ balance: 3000 });
    expect((await api.approve(staff, withdrawal.id)).status).toBe(409);
    expect((await api.reject(staff, withdrawal.id)).status).toBe(409);
    const pending = (await api.pending(staff)).body.results;
    expect(pending.map((w) => w.id)).not.toContain(withdrawal.id);
    const paid = await client.ok(fin.withdrawals, {
      as: staff,
      query: { status: 'paid', user: user.id },
    });
    expect(paid.results.map((w) => w.id)).toEqual([withdrawal.id]);
  });

  it('rejected by an operator goes back to the user with the reason', async () => {
    const user = await withdrawer(t, 5000);
    const staff = await operator(t);
    const withdrawal = await api.accepted(user, 3000);
    const res = await api.reject(staff, withdrawal.id, 'Address on a sanctions list.');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'rejected',
      failure_reason: 'Address on a sanctions list.',
    });
    expect(res.body.settled_at).not.toBeNull();
    expect(await balances(t, user)).toMatchObject({ balance: 5000 });
    expect(await latest(user)).toMatchObject({ type: 'withdrawal_refund', amount: 3000 });
    expect((await api.reject(staff, withdrawal.id)).status).toBe(409);
    expect((await api.approve(staff, withdrawal.id)).status).toBe(409);
    expect((await api.limits(user)).body).toMatchObject({ daily_used: 0 });
  });

  it('is neither approved nor rejected without a reason: a 400 naming reason', async () => {
    const user = await withdrawer(t, 5000);
    const staff = await operator(t);
    const withdrawal = await api.accepted(user, 3000);
    const url = (action: string) =>
      `/api/operator/finance/withdrawals/${String(withdrawal.id)}/${action}/`;
    for (const action of ['approve', 'reject'])
      for (const payload of [undefined, {}, { reason: '   ' }]) {
        const res = await t.app.inject({
          method: 'POST',
          url: url(action),
          headers: staff.headers,
          ...(payload === undefined ? {} : { payload }),
        });
        expect(res.statusCode).toBe(400);
        expect(Object.keys(res.json<Record<string, unknown>>())).toEqual(['reason']);
      }
    expect(await latest(user)).toMatchObject({ status: 'pending_approval' });
  });

  it('of an operator needs another operator to approve it', async () => {
    const staff = await operator(t);
    const colleague = await operator(t);
    await fund(t, staff, 5000);
    await fillPaymentSettings(t, staff);
    const withdrawal = await api.accepted(staff, 2000);
    const own = await api.approve(staff, withdrawal.id);
    expect(own.status).toBe(403);
    expect(own.error).toMatchObject({
      detail: 'An operator may not approve their own withdrawal; another operator has to.',
    });
    expect((await api.approve(colleague, withdrawal.id)).status).toBe(200);
  });

  it('answers 404 for a withdrawal that does not exist', async () => {
    const staff = await operator(t);
    expect((await api.approve(staff, 999_999)).status).toBe(404);
    expect((await api.reject(staff, 999_999)).status).toBe(404);
  });

  it('lists pending withdrawals oldest first, in pages', async () => {
    const staff = await operator(t);
    const user = await withdrawer(t, 20_000);
    const made = [await api.accepted(user, 1500), await api.accepted(user, 1600)];
    const all = (await api.pending(staff)).body;
    const ids = all.results.map((w) => w.id);
    expect(ids.indexOf(made[0]?.id ?? 0)).toBeLessThan(ids.indexOf(made[1]?.id ?? 0));
    const page = await client.call(fin.withdrawals, {
      as: staff,
      query: { per_page: 1, page: 2 },
    });
    expect(page.body).toMatchObject({ count: all.count, results: [all.results[1]] });
  });
});
