import type { Withdrawal } from '@clutch/contract/wallet';
import { describe, expect, it } from 'vitest';
import { balances, expectLedgerSound, fund, useLedgerTestApp } from '../../../../test/wallet.js';
import {
  EVM_ADDRESS,
  TRON_ADDRESS,
  runPayouts,
  withdrawApi,
  withdrawer,
} from '../../../../test/withdrawals.js';

const t = useLedgerTestApp({
  env: {
    WITHDRAW_MIN: '10',
    WITHDRAW_MAX: '1000',
    WITHDRAW_DAILY_MAX: '100',
    WITHDRAW_APPROVAL_ABOVE: '1000',
  },
});
const api = withdrawApi(t);

const body = (amount: number) => ({ amount, network: 'TRC20', address: TRON_ADDRESS });

describe('withdrawals under an Idempotency-Key', () => {
  it('make one withdrawal for the same key and body, and answer the first result again', async () => {
    const user = await withdrawer(t, 100);
    const first = await api.withdraw(user, body(20), 'withdraw-1');
    const again = await api.withdraw(user, body(20), 'withdraw-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await balances(t, user)).toMatchObject({ balance: 80 });
    expect((await api.limits(user)).json()).toMatchObject({ daily_used: 20 });
  });

  it('answer the first result even after the job paid it, not a second withdrawal', async () => {
    const user = await withdrawer(t, 100);
    const first = await api.withdraw(user, body(30), 'paid-then-retried');
    await runPayouts(t);
    const again = await api.withdraw(user, body(30), 'paid-then-retried');
    expect(again.json<Withdrawal>()).toEqual(first.json<Withdrawal>());
    expect(await balances(t, user)).toMatchObject({ balance: 70 });
  });

  it('refuse the same key with another body with a 422, holding nothing more', async () => {
    const user = await withdrawer(t, 100);
    expect((await api.withdraw(user, body(20), 'withdraw-2')).statusCode).toBe(201);
    const other = await api.withdraw(user, body(21), 'withdraw-2');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      detail:
        'This Idempotency-Key was used for a different request; use a new key for a new request.',
    });
    const otherPath = await api.withdrawOver('TRC20', user, body(20), 'withdraw-2');
    expect(otherPath.statusCode).toBe(422);
    expect(await balances(t, user)).toMatchObject({ balance: 80 });
  });

  it('let a refused request be tried again under its key once the cause is fixed', async () => {
    const user = await withdrawer(t, 10);
    const refused = await api.withdraw(user, body(15), 'after-top-up');
    expect(refused.statusCode).toBe(400);
    await fund(t, user, 10);
    expect((await api.withdraw(user, body(15), 'after-top-up')).statusCode).toBe(201);
  });

  it('make one withdrawal when the same key arrives many times at once', async () => {
    const user = await withdrawer(t, 100);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => api.withdraw(user, body(25), 'storm-key')),
    );
    const ok = answers.filter((res) => res.statusCode === 201);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const res of answers) expect([201, 409]).toContain(res.statusCode);
    expect(new Set(ok.map((res) => res.json<Withdrawal>().id)).size).toBe(1);
    expect(await balances(t, user)).toMatchObject({ balance: 75 });
  });
});

describe('concurrent withdrawals', () => {
  it('never take more than the balance', async () => {
    const user = await withdrawer(t, 65);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        api.withdraw(user, {
          amount: 15,
          network: i % 2 ? 'ERC20' : 'TRC20',
          address: i % 2 ? EVM_ADDRESS : TRON_ADDRESS,
        }),
      ),
    );
    const accepted = answers.filter((res) => res.statusCode === 201);
    const refused = answers.filter((res) => res.statusCode === 400);
    expect(accepted).toHaveLength(4);
    expect(refused).toHaveLength(8);
    for (const res of refused) expect(res.json()).toMatchObject({ code: 'insufficient_funds' });
    expect(await balances(t, user)).toMatchObject({ balance: 5 });
    await runPayouts(t);
    await expectLedgerSound(t);
  });

  it('never pass the daily limit together', async () => {
    const user = await withdrawer(t, 1000);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => api.withdraw(user, body(15))),
    );
    const accepted = answers.filter((res) => res.statusCode === 201);
    expect(accepted).toHaveLength(6);
    for (const res of answers.filter((r) => r.statusCode !== 201)) {
      expect(res.statusCode).toBe(400);
      expect(res.json<{ amount: string[] }>().amount[0]).toMatch(
        /^This would pass the daily withdrawal limit of 100 crystals: 10 crystals left/,
      );
    }
    expect((await api.limits(user)).json()).toMatchObject({ daily_used: 90 });
    expect(await balances(t, user)).toMatchObject({ balance: 910 });
    expect((await api.withdraw(user, body(10))).statusCode).toBe(201);
    expect((await api.withdraw(user, body(10))).statusCode).toBe(400);
  });
});
