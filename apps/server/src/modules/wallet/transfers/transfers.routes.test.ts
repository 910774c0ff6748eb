import { friendsEndpoints } from '@clutch/contract/friends';
import { profileEndpoints } from '@clutch/contract/profile';
import { transfersEndpoints } from '@clutch/contract/transfers';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../../test/factories.js';
import { testClient } from '../../../../test/client.js';
import { untilIdle, waitForNotifications } from '../../../../test/notifications.js';
import { balances, fund, queryRows, useLedgerTestApp } from '../../../../test/wallet.js';

const t = useLedgerTestApp();

const api = testClient(t);
const e = transfersEndpoints;
type Amount = z.input<typeof e.send.body>['amount'];
const send = (from: TestUser, to: { id: number }, amount: Amount, idempotencyKey?: string) =>
  api.call(e.send, {
    as: from,
    params: { id: to.id },
    body: { amount },
    ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
  });
const giveBack = (user: TestUser, transferId: number) =>
  api.call(e.giveBack, { as: user, body: { transaction_id: transferId } });
const transfersOf = (
  owner: TestUser,
  caller: TestUser,
  query: { page?: number; per_page?: number } = {},
) => api.call(e.list, { as: caller, params: { id: owner.id }, query });

async function pair(funds = 0) {
  const [a, b] = [await createUser(t), await createUser(t)];
  if (funds > 0) await fund(t, a, funds);
  return [a, b] as const;
}

describe('sending crystals', () => {
  it('moves real crystals from the sender to the recipient and answers the sender’s view', async () => {
    const [a, b] = await pair(20);
    const res = await send(a, b, '12.5');
    expect(res.status).toBe(201);
    const transfer = res.body;
    expect(transfer).toMatchObject({
      amount: 12.5,
      is_returned: false,
      direction: 'sent',
      counterpart: { id: b.id, username: b.username },
      returned_at: null,
    });
    expect(await balances(t, a)).toMatchObject({ balance: 7.5 });
    expect(await balances(t, b)).toMatchObject({ balance: 12.5 });
  });

  it('posts one balanced transfer naming each side as the other’s counterpart', async () => {
    const [a, b] = await pair(5);
    const transfer = (await send(a, b, 3)).body;
    const rows = await queryRows(
      t,
      `SELECT t.kind, t.book, e.amount::int AS amount, e.counterpart_id, a.owner_id
       FROM transfers x JOIN wallet_transactions t ON t.id = x.transaction_id
       JOIN wallet_entries e ON e.transaction_id = t.id JOIN wallet_accounts a ON a.id = e.account_id
       WHERE x.id = ${String(transfer.id)} AND t.reference = 'transfer:${String(transfer.id)}'
       ORDER BY e.amount`,
    );
    expect(rows).toEqual([
      { kind: 'transfer', book: 'real', amount: -300, counterpart_id: b.id, owner_id: a.id },
      { kind: 'transfer', book: 'real', amount: 300, counterpart_id: a.id, owner_id: b.id },
    ]);
  });

  it('refuses sending to yourself, to a missing user, beyond the balance and bad amounts', async () => {
    const [a] = await pair(10);
    expect((await send(a, a, 1)).status).toBe(400);
    expect((await send(a, { id: 2_000_000_000 }, 1)).status).toBe(404);
    const broke = await send(a, await createUser(t), 10.01);
    expect(broke.status).toBe(400);
    expect(broke.error).toMatchObject({ code: 'insufficient_funds' });
    for (const amount of [0, -1, '1.234', 'ten', null]) {
      const to = await createUser(t);
      const res = await api.call(e.send, { as: a, params: { id: to.id }, rawBody: { amount } });
      expect(res.status).toBe(400);
      expect(res.error).toHaveProperty('amount');
    }
    expect(await balances(t, a)).toMatchObject({ balance: 10 });
  });

  it('refuses crystals between users when either blocked the other', async () => {
    const [a, b] = await pair(10);
    await fund(t, b, 10);
    const blocked = await api.call(friendsEndpoints.banUser, {
      as: a,
      query: { banned_user: b.id },
    });
    expect(blocked.status).toBe(201);
    expect((await send(a, b, 1)).status).toBe(403);
    expect((await send(b, a, 1)).status).toBe(403);
    expect(await balances(t, a)).toMatchObject({ balance: 10 });
  });

  it('never spends demo crystals, whatever mode the sender is in', async () => {
    const [a, b] = await pair();
    const demo = await api.call(profileEndpoints.patchMe, { as: a, body: { is_demo: true } });
    expect(demo.status).toBe(200);
    const res = await send(a, b, 1);
    expect(res.error).toMatchObject({ code: 'insufficient_funds' });
  });

  it('applies a retried Idempotency-Key once with the same answer; another body is a 422', async () => {
    const [a, b] = await pair(10);
    const first = await send(a, b, 4, 'send-once-1');
    const again = await send(a, b, 4, 'send-once-1');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect((await send(a, b, 5, 'send-once-1')).status).toBe(422);
    expect(await balances(t, b)).toMatchObject({ balance: 4 });
    await untilIdle(t);
    const notices = await waitForNotifications(t, b);
    expect(notices.count).toBe(1);
    expect(notices.results[0]?.atributtes).toMatchObject({
      text: 'You received 4 crystals.',
      user: { id: a.id },
    });
  });

  it('applies parallel retries of one key once', async () => {
    const [a, b] = await pair(10);
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(a, b, 1, 'storm-key')));
    expect(new Set(answers.map((res) => res.body.id)).size).toBe(1);
    expect(await balances(t, a)).toMatchObject({ balance: 9 });
  });
});

describe('the transfer list', () => {
  it('shows the owner what they sent and received, newest first, ten a page', async () => {
    const [a, b] = await pair(70);
    await fund(t, b, 5);
    for (let i = 1; i <= 11; i += 1) await send(a, b, i);
    await send(b, a, 0.5);
    const res = await transfersOf(a, a);
    expect(res.status).toBe(200);
    const page = res.body;
    expect(page.count).toBe(12);
    expect(page.results).toHaveLength(10);
    expect(page.next).toContain('page=2');
    expect(page.results[0]).toMatchObject({
      amount: 0.5,
      direction: 'received',
      counterpart: { id: b.id },
    });
    expect(page.results[1]).toMatchObject({ amount: 11, direction: 'sent' });
    const theirs = await transfersOf(b, b, { page: 2 });
    expect(theirs.body.results.map((r) => r.direction)).toEqual(['received', 'received']);
  });

  it('is for its owner alone', async () => {
    const [a, b] = await pair();
    expect((await transfersOf(a, b)).status).toBe(403);
  });

  it('costs the same number of queries whatever the page size', async () => {
    const [a] = await pair(50);
    for (let i = 0; i < 6; i += 1) await send(a, await createUser(t), 1);
    await untilIdle(t);
    const queries = async (perPage: number) => {
      const before = t.database.queryCount();
      const res = await transfersOf(a, a, { per_page: perPage });
      expect(res.body.results).toHaveLength(perPage);
      return t.database.queryCount() - before;
    };
    expect(await queries(6)).toBe(await queries(1));
  });
});

describe('returning a transfer', () => {
  it('sends it back to the sender once and marks it returned', async () => {
    const [a, b] = await pair(10);
    const transfer = (await send(a, b, 6)).body;
    const res = await giveBack(b, transfer.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: transfer.id,
      is_returned: true,
      direction: 'received',
      counterpart: { id: a.id },
    });
    expect(res.body.returned_at).not.toBeNull();
    expect(await balances(t, a)).toMatchObject({ balance: 10 });
    expect(await balances(t, b)).toMatchObject({ balance: 0 });
    const twice = await giveBack(b, transfer.id);
    expect(twice.status).toBe(400);
    expect(twice.error).toEqual({ error: 'This transfer has already been returned.' });
    const list = await transfersOf(a, a);
    expect(list.body.results[0]).toMatchObject({ is_returned: true });
  });

  it('is only for the recipient: the sender and strangers get a 404', async () => {
    const [a, b] = await pair(10);
    const transfer = (await send(a, b, 1)).body;
    expect((await giveBack(a, transfer.id)).status).toBe(404);
    expect((await giveBack(await createUser(t), transfer.id)).status).toBe(404);
    expect((await giveBack(b, 2_000_000_000)).status).toBe(404);
  });

  it('needs the recipient to still hold the amount', async () => {
    const [a, b] = await pair(10);
    const transfer = (await send(a, b, 10)).body;
    await send(b, await createUser(t), 5);
    const res = await giveBack(b, transfer.id);
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ code: 'insufficient_funds' });
    expect(await balances(t, a)).toMatchObject({ balance: 0 });
  });

  it('returns once however many parallel requests ask', async () => {
    const [a, b] = await pair(10);
    const transfer = (await send(a, b, 2)).body;
    const answers = await Promise.all(Array.from({ length: 6 }, () => giveBack(b, transfer.id)));
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    expect(await balances(t, a)).toMatchObject({ balance: 10 });
    expect(await balances(t, b)).toMatchObject({ balance: 0 });
  });
});
