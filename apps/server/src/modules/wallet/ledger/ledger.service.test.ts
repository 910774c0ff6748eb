import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../../test/factories.js';
import { balances, fund, useLedgerTestApp } from '../../../../test/wallet.js';
import { pgErrorCode } from '../../../platform/db/transactions.js';

const t = useLedgerTestApp({ env: { DEMO_STARTING_CRYSTALS: '1000' } });

const move = (fromId: number, toId: number, amount: number) =>
  t.ledger.run((tx, touched) =>
    t.ledger.post(
      tx,
      {
        book: 'real',
        kind: 'test',
        legs: [
          { account: { kind: 'user', userId: fromId }, amount: -amount },
          { account: { kind: 'user', userId: toId }, amount },
        ],
      },
      touched,
    ),
  );

describe('the ledger', () => {
  it('shows a new user an empty real book and the starting demo crystals', async () => {
    const user = await createUser(t);
    expect(await balances(t, user)).toMatchObject({ balance: 0, demo_balance: 1000 });
  });

  it('opens every demo book one posting credits with its grant, not only the first', async () => {
    const [first, second] = [await createUser(t), await createUser(t)];
    if (!first || !second) throw new Error('users not created');
    await t.ledger.run((tx, touched) =>
      t.ledger.post(
        tx,
        {
          book: 'demo',
          kind: 'test',
          legs: [
            { account: { kind: 'mint' }, amount: -2800 },
            { account: { kind: 'user', userId: first.id }, amount: 1400 },
            { account: { kind: 'user', userId: second.id }, amount: 1400 },
          ],
        },
        touched,
      ),
    );
    expect(await balances(t, first)).toMatchObject({ demo_balance: 1014 });
    expect(await balances(t, second)).toMatchObject({ demo_balance: 1014 });
  });

  it('opens the demo book with its grant the first time it is used, once', async () => {
    const user = await createUser(t);
    const held = await t.ledger.run((tx, touched) =>
      t.ledger.hold(
        tx,
        { userId: user.id, book: 'demo', amount: 25_000, purpose: 'test' },
        touched,
      ),
    );
    expect(held.status).toBe('held');
    expect(await balances(t, user)).toMatchObject({ balance: 0, demo_balance: 750 });
    await t.ledger.run((tx, touched) => t.ledger.release(tx, held.id, touched));
    expect(await balances(t, user)).toMatchObject({ demo_balance: 1000 });
  });

  it('refuses to take a balance below zero and leaves nothing half-written', async () => {
    const [a, b] = [await createUser(t), await createUser(t)];
    await fund(t, a, 10);
    // 10 crystals held, 10.01 asked: the refusal names the 0.01 missing, on the real book.
    await expect(move(a.id, b.id, 1001)).rejects.toMatchObject({
      code: 'bad_request',
      extra: { code: 'insufficient_funds', missing: 0.01, book: 'real' },
    });
    expect(await balances(t, a)).toMatchObject({ balance: 10 });
    expect(await balances(t, b)).toMatchObject({ balance: 0 });
  });

  it('never overdraws under concurrent spending: exactly the affordable ones succeed', async () => {
    const [a, b] = [await createUser(t), await createUser(t)];
    await fund(t, a, 10);
    const results = await Promise.allSettled(
      Array.from({ length: 25 }, () => move(a.id, b.id, 100)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(await balances(t, a)).toMatchObject({ balance: 0 });
    expect(await balances(t, b)).toMatchObject({ balance: 10 });
  });

  it('settles a hold once: a second capture or release is a conflict', async () => {
    const user = await createUser(t);
    await fund(t, user, 5);
    const held = await t.ledger.run((tx, touched) =>
      t.ledger.hold(tx, { userId: user.id, book: 'real', amount: 300, purpose: 'test' }, touched),
    );
    expect(await balances(t, user)).toMatchObject({ balance: 2 });
    await t.ledger.run((tx, touched) =>
      t.ledger.capture(tx, held.id, { kind: 'revenue' }, touched),
    );
    await expect(
      t.ledger.run((tx, touched) => t.ledger.release(tx, held.id, touched)),
    ).rejects.toMatchObject({ code: 'conflict' });
    expect(await balances(t, user)).toMatchObject({ balance: 2 });
  });

  it('bumps the profile version when a balance moves', async () => {
    const user = await createUser(t);
    const before = await t.app.inject({ url: '/api/profile/me/', headers: user.headers });
    await fund(t, user, 1);
    const after = await t.app.inject({ url: '/api/profile/me/', headers: user.headers });
    expect(after.json<{ version: number }>().version).toBeGreaterThan(
      before.json<{ version: number }>().version,
    );
  });
});

describe('the database guards the ledger too', () => {
  it('refuses to change or remove an entry', async () => {
    const user = await createUser(t);
    await fund(t, user, 1);
    const error = await t.database.db
      .execute(sql`UPDATE wallet_entries SET amount = amount + 1`)
      .catch((e: unknown) => e);
    expect(pgErrorCode(error)).toBe('23001');
    const removal = await t.database.db
      .execute(sql`DELETE FROM wallet_entries`)
      .catch((e: unknown) => e);
    expect(pgErrorCode(removal)).toBe('23001');
  });

  it('refuses at commit a transaction whose entries do not sum to zero', async () => {
    const user = await createUser(t);
    await fund(t, user, 1);
    const error = await t.database.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`WITH t AS (INSERT INTO wallet_transactions (book, kind) VALUES ('real', 'forged') RETURNING id)
              INSERT INTO wallet_entries (transaction_id, account_id, amount, balance_after)
              SELECT t.id, a.id, 100, a.balance FROM t, wallet_accounts a
              WHERE a.key = ${`real:user:${String(user.id)}`}`,
        );
      })
      .catch((e: unknown) => e);
    expect(pgErrorCode(error)).toBe('23514');
    expect(await balances(t, user)).toMatchObject({ balance: 1 });
  });

  it('refuses a negative user balance even past the code', async () => {
    const user = await createUser(t);
    await fund(t, user, 1);
    const error = await t.database.db
      .execute(
        sql`UPDATE wallet_accounts SET balance = -1 WHERE key = ${`real:user:${String(user.id)}`}`,
      )
      .catch((e: unknown) => e);
    expect(pgErrorCode(error)).toBe('23514');
  });
});
