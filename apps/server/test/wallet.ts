// Helpers for money tests: give a user real crystals the way a paid purchase does, call the API
// with an Idempotency-Key, and check the ledger's invariants afterwards.
import { afterAll, expect } from 'vitest';
import { profileEndpoints, type Me } from '@clutch/contract/profile';
import { checkLedger } from '../src/modules/wallet/ledger/ledger-check.js';
import { testClient } from './client.js';
import { createUser, type TestUser } from './factories.js';
import { useTestApp, type TestApp } from './harness.js';

/** Credits `crystals` real crystals to the user, as a verified purchase would (from clearing). */
export async function fund(t: TestApp, user: { id: number }, crystals: number): Promise<void> {
  const amount = Math.round(crystals * 100);
  await t.ledger.run(async (tx, touched) => {
    await t.ledger.post(
      tx,
      {
        book: 'real',
        kind: 'purchase',
        reference: 'test-funding',
        legs: [
          { account: { kind: 'clearing', provider: 'test' }, amount: -amount },
          { account: { kind: 'user', userId: user.id }, amount },
        ],
      },
      touched,
    );
  });
}

/** A new user holding `crystals` real crystals. */
export async function createFundedUser(t: TestApp, crystals = 50): Promise<TestUser> {
  const user = await createUser(t);
  await fund(t, user, crystals);
  return user;
}

/** The user's balance in crystals as profile/me shows it. */
export function balances(t: TestApp, user: TestUser): Promise<Me> {
  return testClient(t).ok(profileEndpoints.me, { as: user });
}

export async function expectLedgerSound(t: TestApp): Promise<void> {
  expect(await checkLedger(t.database.db)).toEqual([]);
}

/** useTestApp() for a file that moves money: after its last test the ledger must still be sound. */
export function useLedgerTestApp(options?: Parameters<typeof useTestApp>[0]): TestApp {
  const t = useTestApp(options);
  afterAll(async () => {
    await expectLedgerSound(t);
  });
  return t;
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';

export function moneyApi(t: TestApp) {
  return (method: Method, url: string, user: TestUser, payload?: object, idempotencyKey?: string) =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      headers: {
        ...user.headers,
        ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
      },
      ...(payload ? { payload } : {}),
    });
}

/** Rows of a raw SQL query, for assertions that read tables directly. */
export async function queryRows(t: TestApp, text: string): Promise<Record<string, unknown>[]> {
  const result: unknown = await t.database.db.execute(text);
  if (typeof result !== 'object' || result === null || !('rows' in result)) return [];
  const rows: unknown = result.rows;
  if (!Array.isArray(rows)) return [];
  return rows.map((row: unknown) =>
    typeof row === 'object' && row !== null ? Object.fromEntries(Object.entries(row)) : {},
  );
}
