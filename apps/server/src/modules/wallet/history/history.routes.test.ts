import { profileEndpoints } from '@clutch/contract/profile';
import { type HistoryQuerySchema, walletEndpoints } from '@clutch/contract/wallet';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { testClient } from '../../../../test/client.js';
import { createUser, type TestUser } from '../../../../test/factories.js';
import { fund, useLedgerTestApp } from '../../../../test/wallet.js';
import { runPayouts, withdrawApi, withdrawer } from '../../../../test/withdrawals.js';

const t = useLedgerTestApp({ env: { DEMO_STARTING_CRYSTALS: '1000' } });
const api = withdrawApi(t);
const client = testClient(t);

type HistoryQuery = z.input<typeof HistoryQuerySchema>;
const page = async (user: TestUser, query: HistoryQuery = {}) => {
  const res = await client.call(walletEndpoints.history, { as: user, query });
  expect(res.status).toBe(200);
  return res.body;
};

/** A transfer (crystals) as the transfers module posts it: both sides name the other. */
const transfer = (from: TestUser, to: TestUser, crystals: number) => {
  const amount = Math.round(crystals * 100);
  return t.ledger.run((tx, touched) =>
    t.ledger.post(
      tx,
      {
        book: 'real',
        kind: 'transfer',
        reference: 'transfer:test',
        legs: [
          { account: { kind: 'user', userId: from.id }, amount: -amount, counterpartId: to.id },
          { account: { kind: 'user', userId: to.id }, amount, counterpartId: from.id },
        ],
      },
      touched,
    ),
  );
};

const setDemo = (user: TestUser, isDemo: boolean) =>
  client.call(profileEndpoints.patchMe, { as: user, body: { is_demo: isDemo } });

describe('the wallet history', () => {
  it('is empty for a new user', async () => {
    const user = await createUser(t);
    expect(await page(user)).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('lists movements newest first, signed, with the balance after each', async () => {
    const [alice, bob] = [await createUser(t), await createUser(t)];
    await fund(t, alice, 100);
    await transfer(alice, bob, 12.5);
    await transfer(bob, alice, 2.25);
    const { results } = await page(alice);
    expect(results).toMatchObject([
      { type: 'transfer_in', amount: 2.25, balance_after: 89.75, status: 'completed' },
      { type: 'transfer_out', amount: -12.5, balance_after: 87.5, status: 'completed' },
      { type: 'purchase', amount: 100, balance_after: 100, counterpart: null, book: 'real' },
    ]);
    expect(results[0]?.counterpart).toEqual({
      id: bob.id,
      username: bob.username,
      avatar_url: null,
    });
    expect(results[1]?.counterpart?.id).toBe(bob.id);
    expect(Date.parse(results[0]?.created_at ?? '')).not.toBeNaN();
    expect((await page(bob)).results.map((item) => item.type)).toEqual([
      'transfer_out',
      'transfer_in',
    ]);
  });

  it('shows a withdrawal with its status, and the refund when it fails', async () => {
    const user = await withdrawer(t, 100);
    await api.accepted(user, 20);
    await api.accepted(user, 30, 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wdead');
    expect((await page(user)).results.slice(0, 2)).toMatchObject([
      { type: 'withdrawal', status: 'processing', amount: -30, balance_after: 50 },
      { type: 'withdrawal', status: 'processing', amount: -20, balance_after: 80 },
    ]);
    await runPayouts(t);
    expect((await page(user)).results.slice(0, 3)).toMatchObject([
      { type: 'withdrawal_refund', status: 'completed', amount: 30, balance_after: 80 },
      { type: 'withdrawal', status: 'failed', amount: -30 },
      { type: 'withdrawal', status: 'paid', amount: -20 },
    ]);
  });

  it('pages by 10, with links to the next and previous pages', async () => {
    const user = await createUser(t);
    for (let i = 1; i <= 12; i += 1) await fund(t, user, i);
    const first = await page(user);
    expect(first.count).toBe(12);
    expect(first.results).toHaveLength(10);
    expect(first.results[0]).toMatchObject({ amount: 12, balance_after: 78 });
    expect(first.next).toBe('http://localhost/api/wallet/history/?page=2');
    expect(first.previous).toBeNull();
    const second = await page(user, { page: 2 });
    expect(second.results.map((item) => item.amount)).toEqual([2, 1]);
    expect(second.next).toBeNull();
    expect(second.previous).not.toBeNull();
    expect((await page(user, { per_page: 5, page: 3 })).results.map((i) => i.amount)).toEqual([
      2, 1,
    ]);
  });

  it('reads the same number of queries whatever the page size', async () => {
    const [user, other] = [await createUser(t), await createUser(t)];
    for (let i = 1; i <= 12; i += 1) {
      await fund(t, user, 10);
      await transfer(user, other, 1);
    }
    const queriesFor = async (query: HistoryQuery) => {
      const before = t.database.queryCount();
      const result = await page(user, query);
      return { queries: t.database.queryCount() - before, rows: result.results.length };
    };
    const small = await queriesFor({ per_page: 2 });
    const large = await queriesFor({ per_page: 24 });
    expect(small.rows).toBe(2);
    expect(large.rows).toBe(24);
    expect(large.queries).toBe(small.queries);
    expect(small.queries).toBeLessThanOrEqual(3);
  });

  it('shows the book the profile is in unless one is asked for', async () => {
    const user = await createUser(t);
    await fund(t, user, 40);
    await t.ledger.run((tx, touched) =>
      t.ledger.hold(
        tx,
        { userId: user.id, book: 'demo', amount: 25_000, purpose: 'quickmatch_entry' },
        touched,
      ),
    );
    const demo = [
      { type: 'hold', amount: -250, balance_after: 750, book: 'demo' },
      { type: 'demo_grant', amount: 1000, balance_after: 1000, book: 'demo' },
    ];
    const real = [{ type: 'purchase', amount: 40, book: 'real' }];
    expect((await page(user)).results).toMatchObject(real);
    expect((await page(user, { book: 'demo' })).results).toMatchObject(demo);
    await setDemo(user, true);
    expect((await page(user)).results).toMatchObject(demo);
    expect((await page(user, { book: 'real' })).results).toMatchObject(real);
  });

  it('refuses a book that does not exist', async () => {
    const user = await createUser(t);
    const res = await client.call(walletEndpoints.history, { as: user, search: 'book=gold' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.error)).toEqual(['book']);
  });

  it('needs a signed-in user', async () => {
    const res = await client.call(walletEndpoints.history);
    expect(res.status).toBe(401);
  });
});
