import { walletEndpoints } from '@clutch/contract/wallet';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../../test/client.js';
import type { TestUser } from '../../../../test/factories.js';
import { balances, fund, useLedgerTestApp } from '../../../../test/wallet.js';
import {
  fillPaymentSettings,
  operator,
  runPayouts,
  withdrawApi,
  withdrawer,
} from '../../../../test/withdrawals.js';

const t = useLedgerTestApp({
  env: { WITHDRAW_APPROVAL_ABOVE: '1000', WITHDRAW_MAX: '10000', WITHDRAW_DAILY_MAX: '50000' },
});
const client = testClient(t);
const e = walletEndpoints;
const withdrawals = withdrawApi(t);
const api = {
  accepted: (user: TestUser, amount: number) => withdrawals.accepted(user, amount),
  approve: (staff: TestUser, id: number) =>
    client.call(e.approveWithdrawal, { as: staff, params: { id } }),
  reject: (staff: TestUser, id: number, reason?: string) =>
    client.call(e.rejectWithdrawal, { as: staff, params: { id }, body: reason ? { reason } : {} }),
  pending: (staff: TestUser) => client.call(e.pendingWithdrawals, { as: staff }),
  history: (user: TestUser) => client.call(e.history, { as: user }),
  limits: (user: TestUser) => client.call(e.withdrawLimits, { as: user }),
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
    expect(pending.body.results).toContainEqual(withdrawal);
  });

  it('at exactly the approval amount does not wait', async () => {
    const user = await withdrawer(t, 5000);
    expect((await api.accepted(user, 1000)).status).toBe('processing');
  });

  it('cannot be listed, approved or rejected by someone who is not an operator', async () => {
    const user = await withdrawer(t, 5000);
    const other = await withdrawer(t, 0);
    const withdrawal = await api.accepted(user, 2000);
    for (const res of [
      await api.pending(other),
      await api.approve(other, withdrawal.id),
      await api.reject(other, withdrawal.id),
      await api.approve(user, withdrawal.id),
    ]) {
      expect(res.status).toBe(403);
      expect(res.error).toMatchObject({ detail: 'Only operators may review withdrawals.' });
    }
    expect(await latest(user)).toMatchObject({ status: 'pending_approval' });
  });

  it('approved by an operator is paid out, and cannot be approved or rejected again', async () => {
    const user = await withdrawer(t, 5000);
    const staff = await operator(t);
    const withdrawal = await api.accepted(user, 2000);
    const res = await api.approve(staff, withdrawal.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: withdrawal.id, status: 'processing' });
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

  it('rejected without a reason says an operator rejected it', async () => {
    const user = await withdrawer(t, 5000);
    const staff = await operator(t);
    const withdrawal = await api.accepted(user, 3000);
    const res = await client.call(e.rejectWithdrawal, {
      as: staff,
      params: { id: withdrawal.id },
    });
    expect(res.body).toMatchObject({ failure_reason: 'Rejected by an operator.' });
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
    const page = await client.call(e.pendingWithdrawals, {
      as: staff,
      query: { per_page: 1, page: 2 },
    });
    expect(page.body).toMatchObject({ count: all.count, results: [all.results[1]] });
  });
});
