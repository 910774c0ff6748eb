// The sandbox checkout posts its event to our own webhook; when that webhook meets a database that
// is away (here: its session terminated while it waits for the order's lock), the buyer is told to
// retry with 503 and Retry-After (reliability test C1 met a 500 there under load), nothing is
// credited, and paying again once the database is back credits the crystals once.
import { walletEndpoints } from '@clutch/contract/wallet';
import { sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../../test/client.js';
import { createUser } from '../../../../test/factories.js';
import { FIRST_PACK, orderOf, purchasesOf, startOrder } from '../../../../test/payments.js';
import { balances, useLedgerTestApp } from '../../../../test/wallet.js';

const t = useLedgerTestApp();
const api = testClient(t);
const e = walletEndpoints;
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

/** Backends of this test's database waiting for a row lock: the webhook behind the test's lock. */
async function lockWaiters(): Promise<number[]> {
  const result: unknown = await t.database.db.execute(
    sql`SELECT pid FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
  );
  const rows: unknown = Reflect.get(Object(result), 'rows') ?? result;
  return Array.isArray(rows) ? rows.map((row) => Number(Reflect.get(Object(row), 'pid'))) : [];
}

// Terminating a waiting session needs PostgreSQL; CI always runs the suite on it.
describe.skipIf(!process.env['TEST_DATABASE_URL'])(
  'the sandbox checkout while the database is away',
  () => {
    it('answers 503 with Retry-After, credits nothing, and credits once when paid again', async () => {
      const buyer = await createUser(t);
      const link = await startOrder(t, buyer, 'sandbox');
      const before = await balances(t, buyer);
      const answer = () =>
        api.call(e.checkoutAnswer, {
          params: { order: link.order_id },
          body: { token: tokenOf(link.link), action: 'pay' },
        });

      const refused = await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT id FROM payment_orders WHERE id = ${link.order_id} FOR UPDATE`);
        const pending = answer();
        let waiters: number[] = [];
        for (let i = 0; i < 200 && waiters.length === 0; i += 1) {
          waiters = await lockWaiters();
          if (waiters.length === 0) await sleep(25);
        }
        expect(waiters).toHaveLength(1);
        await tx.execute(sql`SELECT pg_terminate_backend(${waiters[0]})`);
        return pending;
      });

      expect(refused.status).toBe(503);
      expect(refused.headers['retry-after']).toBe('1');
      expect(JSON.parse(refused.text)).toMatchObject({
        detail: 'The payment could not be recorded just now; try again in a moment.',
        code: 'unavailable',
      });
      expect(await purchasesOf(t, link.order_id)).toBe(0);

      // The webhook's 503 opened the one-second window; after it the order is still pending and
      // the buyer's retry goes through.
      await sleep(1_100);
      expect((await orderOf(t, buyer, link.order_id)).status).toBe('pending');
      const paid = await answer();
      expect(paid.status).toBe(200);
      expect(paid.body).toMatchObject({ status: 'paid' });
      expect((await balances(t, buyer)).balance).toBe(before.balance + FIRST_PACK.crystals);
      expect(await purchasesOf(t, link.order_id)).toBe(1);
    });
  },
);
