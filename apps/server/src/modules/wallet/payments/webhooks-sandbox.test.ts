import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../../test/factories.js';
import { FIRST_PACK, orderOf, purchasesOf, startOrder } from '../../../../test/payments.js';
import { balances, useLedgerTestApp } from '../../../../test/wallet.js';
import type { AppEvent } from '../../../app-events.js';
import { signSandboxEvent } from './payment-providers/sandbox-signature.js';

const SECRET = 'sandbox-webhook-secret-for-tests';
const t = useLedgerTestApp({
  env: { SANDBOX_WEBHOOK_SECRET: SECRET, WEBHOOK_TOLERANCE: '5m' },
});

interface EventOptions {
  type?: string;
  amountCents?: number;
  secret?: string;
  /** Unix seconds the signature claims. */
  at?: number;
  signed?: boolean;
  id?: string;
}

function event(orderId: number, options: EventOptions = {}) {
  const created = options.at ?? Math.floor(Date.now() / 1000);
  const body = JSON.stringify({
    id: options.id ?? `evt_${randomBytes(8).toString('hex')}`,
    type: options.type ?? 'payment.succeeded',
    order_id: orderId,
    amount_cents: options.amountCents ?? FIRST_PACK.cents,
    created,
  });
  const signature = signSandboxEvent(options.secret ?? SECRET, body, created);
  return { body, signature: options.signed === false ? null : signature };
}

const post = (delivery: { body: string; signature: string | null }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/wallet/webhooks/sandbox/',
    payload: delivery.body,
    headers: {
      'content-type': 'application/json',
      ...(delivery.signature === null ? {} : { 'clutch-signature': delivery.signature }),
    },
  });

async function freshOrder(): Promise<{ buyer: TestUser; orderId: number }> {
  const buyer = await createUser(t);
  return { buyer, orderId: (await startOrder(t, buyer, 'sandbox')).order_id };
}

describe('sandbox webhooks', () => {
  it('credit a valid payment exactly once, and a replay changes nothing', async () => {
    const { buyer, orderId } = await freshOrder();
    const delivery = event(orderId);
    const first = await post(delivery);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    expect((await balances(t, buyer)).balance).toBe(FIRST_PACK.crystals);
    expect((await orderOf(t, buyer, orderId)).status).toBe('paid');
    const replay = await post(delivery);
    expect(replay.statusCode).toBe(200);
    const secondEvent = await post(event(orderId));
    expect(secondEvent.statusCode).toBe(200);
    expect((await balances(t, buyer)).balance).toBe(FIRST_PACK.crystals);
    expect(await purchasesOf(t, orderId)).toBe(1);
  });

  it('announce the buyer’s new real balance once the payment is applied', async () => {
    const { buyer, orderId } = await freshOrder();
    const seen: AppEvent[] = [];
    const stop = t.bus.subscribe((e) => seen.push(e));
    try {
      expect((await post(event(orderId))).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      stop();
    }
    expect(seen).toContainEqual({ type: 'BalanceChanged', userId: buyer.id, book: 'real' });
  });

  it.each([
    { case: 'signed with another secret', options: { secret: 'not-the-sandbox-secret' } },
    { case: 'unsigned', options: { signed: false } },
    { case: 'stale', options: { at: Math.floor(Date.now() / 1000) - 600 } },
    { case: 'from the future', options: { at: Math.floor(Date.now() / 1000) + 600 } },
    { case: 'for another amount', options: { amountCents: FIRST_PACK.cents - 1 } },
  ])('refuse a payment $case with a 400 and credit nothing', async ({ options }) => {
    const { buyer, orderId } = await freshOrder();
    const res = await post(event(orderId, options));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('error');
    expect((await balances(t, buyer)).balance).toBe(0);
    expect((await orderOf(t, buyer, orderId)).status).toBe('pending');
    expect(await purchasesOf(t, orderId)).toBe(0);
  });

  it('refuse a body changed after signing', async () => {
    const { buyer, orderId } = await freshOrder();
    const delivery = event(orderId);
    const res = await post({
      ...delivery,
      body: delivery.body.replace('"amount_cents":99', '"amount_cents":98'),
    });
    expect(res.statusCode).toBe(400);
    expect((await balances(t, buyer)).balance).toBe(0);
  });

  it('refuse an event for an order that does not exist', async () => {
    const res = await post(event(999_999));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'The event names no order of ours.' });
  });

  it('refuse a signed body that is not a sandbox event', async () => {
    const created = Math.floor(Date.now() / 1000);
    for (const body of ['not json', '{"id":"evt_1"}', '[]']) {
      const res = await post({ body, signature: signSandboxEvent(SECRET, body, created) });
      expect(res.statusCode).toBe(400);
    }
  });

  it('acknowledge an event type they do not act on', async () => {
    const { buyer, orderId } = await freshOrder();
    const res = await post(event(orderId, { type: 'payment.created' }));
    expect(res.statusCode).toBe(200);
    expect((await orderOf(t, buyer, orderId)).status).toBe('pending');
  });

  it('cancel an order, and a later verified payment for it still credits the buyer', async () => {
    const { buyer, orderId } = await freshOrder();
    expect((await post(event(orderId, { type: 'payment.cancelled' }))).statusCode).toBe(200);
    expect((await orderOf(t, buyer, orderId)).status).toBe('cancelled');
    expect((await balances(t, buyer)).balance).toBe(0);
    expect((await post(event(orderId))).statusCode).toBe(200);
    expect((await orderOf(t, buyer, orderId)).status).toBe('paid');
    expect((await balances(t, buyer)).balance).toBe(FIRST_PACK.crystals);
  });

  it('credit once when the same event arrives many times at once', async () => {
    const { buyer, orderId } = await freshOrder();
    const delivery = event(orderId);
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(delivery)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await balances(t, buyer)).balance).toBe(FIRST_PACK.crystals);
    expect(await purchasesOf(t, orderId)).toBe(1);
  });
});
