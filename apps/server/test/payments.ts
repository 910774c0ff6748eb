// Helpers for tests that buy crystals: start an order through the API and count what it credited.
import type { Order, PaymentLink } from '@clutch/contract/wallet';
import { and, count, eq } from 'drizzle-orm';
import { walletTransactions } from '../src/modules/wallet/wallet.tables.js';
import type { TestUser } from './factories.js';
import type { TestApp } from './harness.js';

/** The cheapest seeded pack: 100 crystals for $0.99. */
export const FIRST_PACK = { id: 1, crystals: 100, price: 0.99, cents: 99 };

export async function startOrder(
  t: TestApp,
  user: TestUser,
  provider: string,
  packId = FIRST_PACK.id,
): Promise<PaymentLink> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/wallet/${String(packId)}/${provider}/`,
    headers: user.headers,
  });
  if (res.statusCode !== 200) throw new Error(`pack link answered ${res.body}`);
  return res.json<PaymentLink>();
}

export async function orderOf(t: TestApp, user: TestUser, orderId: number): Promise<Order> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/wallet/orders/${String(orderId)}/`,
    headers: user.headers,
  });
  return res.json<Order>();
}

/** Ledger purchase postings for the order: 1 once paid, never more. */
export async function purchasesOf(t: TestApp, orderId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.kind, 'purchase'),
        eq(walletTransactions.reference, `order:${String(orderId)}`),
      ),
    );
  return row?.n ?? 0;
}
