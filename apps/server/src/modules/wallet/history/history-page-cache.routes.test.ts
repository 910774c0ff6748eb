// A user's wallet history pages are kept in memory until an event that may change one arrives: a
// movement of their balance (either side of a transfer), a withdrawal of theirs approved or settled
// (its status shows), a counterpart's name, or the profile's book (is_demo). Each is on the next
// read; a change behind the API's back (straight in SQL) is not, until an event comes. On one
// instance, and on two sharing the Redis bus.
import { operatorFinanceEndpoints as fin } from '@clutch/contract/operator-finance';
import { profileEndpoints } from '@clutch/contract/profile';
import { transfersEndpoints } from '@clutch/contract/transfers';
import { walletEndpoints, type HistoryItem } from '@clutch/contract/wallet';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testClient, type TestClient } from '../../../../test/client.js';
import { createUser, type TestUser } from '../../../../test/factories.js';
import { useTwoInstances } from '../../../../test/harness.js';
import { fund, useLedgerTestApp } from '../../../../test/wallet.js';
import { operator, runPayouts, withdrawApi, withdrawer } from '../../../../test/withdrawals.js';

const t = useLedgerTestApp({
  env: { WITHDRAW_APPROVAL_ABOVE: '1000', WITHDRAW_MAX: '10000', WITHDRAW_DAILY_MAX: '50000' },
});
const client = testClient(t);
const withdrawals = withdrawApi(t);

/** The user's history page as the list shows it, read twice (the second one kept). */
async function historyOf(
  user: TestUser,
  query: { book?: 'real' | 'demo'; page?: number } = {},
  through: TestClient = client,
): Promise<HistoryItem[]> {
  await through.ok(walletEndpoints.history, { as: user, query });
  return (await through.ok(walletEndpoints.history, { as: user, query })).results;
}

const send = (from: TestUser, to: TestUser, amount: number, through: TestClient = client) =>
  through.call(transfersEndpoints.send, { as: from, params: { id: to.id }, body: { amount } });

describe('the wallet history answers every change on the next read', () => {
  it('keeps a page: a change behind the API’s back is not seen until an event', async () => {
    const [alice, bob] = [await createUser(t), await createUser(t)];
    await fund(t, alice, 10);
    expect((await send(alice, bob, 4)).status).toBe(201);
    expect((await historyOf(bob))[0]?.counterpart?.username).toBe(alice.username);
    const behind = `behind${String(alice.id)}`;
    await t.database.db.execute(sql`UPDATE users SET username = ${behind} WHERE id = ${alice.id}`);
    expect((await historyOf(bob))[0]?.counterpart?.username).toBe(alice.username);
    await fund(t, bob, 1);
    expect(await historyOf(bob)).toMatchObject([
      { type: 'purchase', amount: 1, balance_after: 5 },
      { type: 'transfer_in', counterpart: { username: behind } },
    ]);
  });

  it('a transfer, on both sides, and the counterpart renamed', async () => {
    const [alice, bob] = [await createUser(t), await createUser(t)];
    await fund(t, alice, 20);
    expect(await historyOf(bob)).toEqual([]);
    expect(await historyOf(alice)).toHaveLength(1);
    const res = await send(alice, bob, 5);
    expect(res.status, res.text).toBe(201);
    expect((await historyOf(alice))[0]).toMatchObject({ type: 'transfer_out', amount: -5 });
    expect(await historyOf(bob)).toMatchObject([
      { type: 'transfer_in', amount: 5, counterpart: { id: alice.id, username: alice.username } },
    ]);
    const username = `sender${String(alice.id)}`;
    await client.ok(profileEndpoints.patchMe, { as: alice, body: { username } });
    expect((await historyOf(bob))[0]?.counterpart?.username).toBe(username);
  });

  it('a withdrawal waiting, approved, then paid out', async () => {
    const user = await withdrawer(t, 5000);
    const staff = await operator(t);
    const withdrawal = await withdrawals.accepted(user, 2000);
    expect((await historyOf(user))[0]).toMatchObject({
      type: 'withdrawal',
      status: 'pending_approval',
    });
    const approved = await client.call(fin.approveWithdrawal, {
      as: staff,
      params: { id: withdrawal.id },
      body: { reason: 'Checked the address and the account history.' },
    });
    expect(approved.status, approved.text).toBe(200);
    expect((await historyOf(user))[0]).toMatchObject({ type: 'withdrawal', status: 'processing' });
    await runPayouts(t);
    expect((await historyOf(user))[0]).toMatchObject({ type: 'withdrawal', status: 'paid' });
  });

  it('a withdrawal rejected: its status and the refund', async () => {
    const user = await withdrawer(t, 5000);
    const staff = await operator(t);
    const withdrawal = await withdrawals.accepted(user, 3000);
    expect(await historyOf(user)).toHaveLength(2);
    const rejected = await client.call(fin.rejectWithdrawal, {
      as: staff,
      params: { id: withdrawal.id },
      body: { reason: 'Address on a sanctions list.' },
    });
    expect(rejected.status, rejected.text).toBe(200);
    expect((await historyOf(user)).slice(0, 2)).toMatchObject([
      { type: 'withdrawal_refund', amount: 3000 },
      { type: 'withdrawal', status: 'rejected' },
    ]);
  });

  it('the profile switched to the demo book, and a page deeper than the first', async () => {
    const user = await createUser(t);
    for (let i = 1; i <= 12; i += 1) await fund(t, user, i);
    expect((await historyOf(user, { page: 2 })).map((item) => item.amount)).toEqual([2, 1]);
    expect((await historyOf(user))[0]?.book).toBe('real');
    await client.ok(profileEndpoints.patchMe, { as: user, body: { is_demo: true } });
    expect(await historyOf(user)).toEqual([]);
    expect((await historyOf(user, { book: 'real', page: 2 })).map((i) => i.amount)).toEqual([2, 1]);
    await fund(t, user, 13);
    expect((await historyOf(user, { book: 'real', page: 2 })).map((i) => i.amount)).toEqual([
      3, 2, 1,
    ]);
  });
});

describe.skipIf(!process.env['REDIS_URL'])('across two instances sharing the Redis bus', () => {
  const [one, two] = useTwoInstances();

  it('a transfer through one instance is on the next read through the other, once its event arrives', async () => {
    const [alice, bob] = [await createUser(one), await createUser(one)];
    await fund(one, alice, 50);
    const through = [testClient(one), testClient(two)] as const;
    for (let round = 0; round < 4; round += 1) {
      const writer = through[round % 2] ?? through[0];
      const other = through[(round + 1) % 2] ?? through[1];
      await historyOf(bob, {}, other);
      const res = await send(alice, bob, round + 1, writer);
      expect(res.status, res.text).toBe(201);
      // Redis is a network away: the other instance drops its pages when the event arrives.
      await expect
        .poll(async () => (await historyOf(bob, {}, other)).length, { timeout: 5_000 })
        .toBe(round + 1);
      expect((await historyOf(bob, {}, writer))[0]?.amount).toBe(round + 1);
    }
  });
});
