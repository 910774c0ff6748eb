import type { HistoryItem, Withdrawal } from '@clutch/contract/wallet';
import { describe, expect, it } from 'vitest';
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
const api = withdrawApi(t);

const latest = async (user: Parameters<typeof api.history>[0]) =>
  (await api.history(user)).json<{ results: HistoryItem[] }>().results[0];

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
    expect(pending.statusCode).toBe(200);
    expect(pending.json<{ results: Withdrawal[] }>().results).toContainEqual(withdrawal);
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
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ detail: 'Only operators may review withdrawals.' });
    }
    expect(await latest(user)).toMatchObject({ status: 'pending_approval' });
  });

  it('approved by an operator is paid out, and cannot be approved or rejected again', async () => {
    const user = await withdrawer(t, 5000);
    const staff = await operator(t);
    const withdrawal = await api.accepted(user, 2000);
    const res = await api.approve(staff, withdrawal.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: withdrawal.id, status: 'processing' });
    const again = await api.approve(staff, withdrawal.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      detail: 'This withdrawal is processing, not waiting for approval.',
    });
    await runPayouts(t);
    expect(await latest(user)).toMatchObject({ type: 'withdrawal', status: 'paid', amount: -2000 });
    expect(await balances(t, user)).toMatchObject({ balance: 3000 });
    expect((await api.approve(staff, withdrawal.id)).statusCode).toBe(409);
    expect((await api.reject(staff, withdrawal.id)).statusCode).toBe(409);
    const pending = (await api.pending(staff)).json<{ results: Withdrawal[] }>().results;
    expect(pending.map((w) => w.id)).not.toContain(withdrawal.id);
  });

  it('rejected by an operator goes back to the user with the reason', async () => {
    const user = await withdrawer(t, 5000);
    const staff = await operator(t);
    const withdrawal = await api.accepted(user, 3000);
    const res = await api.reject(staff, withdrawal.id, 'Address on a sanctions list.');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'rejected',
      failure_reason: 'Address on a sanctions list.',
    });
    expect(res.json<Withdrawal>().settled_at).not.toBeNull();
    expect(await balances(t, user)).toMatchObject({ balance: 5000 });
    expect(await latest(user)).toMatchObject({ type: 'withdrawal_refund', amount: 3000 });
    expect((await api.reject(staff, withdrawal.id)).statusCode).toBe(409);
    expect((await api.approve(staff, withdrawal.id)).statusCode).toBe(409);
    expect((await api.limits(user)).json()).toMatchObject({ daily_used: 0 });
  });

  it('rejected without a reason says an operator rejected it', async () => {
    const user = await withdrawer(t, 5000);
    const staff = await operator(t);
    const withdrawal = await api.accepted(user, 3000);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/wallet/withdrawals/${String(withdrawal.id)}/reject/`,
      headers: staff.headers,
    });
    expect(res.json()).toMatchObject({ failure_reason: 'Rejected by an operator.' });
  });

  it('of an operator needs another operator to approve it', async () => {
    const staff = await operator(t);
    const colleague = await operator(t);
    await fund(t, staff, 5000);
    await fillPaymentSettings(t, staff);
    const withdrawal = await api.accepted(staff, 2000);
    const own = await api.approve(staff, withdrawal.id);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({
      detail: 'An operator may not approve their own withdrawal; another operator has to.',
    });
    expect((await api.approve(colleague, withdrawal.id)).statusCode).toBe(200);
  });

  it('answers 404 for a withdrawal that does not exist', async () => {
    const staff = await operator(t);
    expect((await api.approve(staff, 999_999)).statusCode).toBe(404);
    expect((await api.reject(staff, 999_999)).statusCode).toBe(404);
  });

  it('lists pending withdrawals oldest first, in pages', async () => {
    const staff = await operator(t);
    const user = await withdrawer(t, 20_000);
    const made = [await api.accepted(user, 1500), await api.accepted(user, 1600)];
    const all = (await api.pending(staff)).json<{ count: number; results: Withdrawal[] }>();
    const ids = all.results.map((w) => w.id);
    expect(ids.indexOf(made[0]?.id ?? 0)).toBeLessThan(ids.indexOf(made[1]?.id ?? 0));
    const page = await t.app.inject({
      url: '/api/wallet/withdrawals/pending/?per_page=1&page=2',
      headers: staff.headers,
    });
    expect(page.json()).toMatchObject({ count: all.count, results: [all.results[1]] });
  });
});
