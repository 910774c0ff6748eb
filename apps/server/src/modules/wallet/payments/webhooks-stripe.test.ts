import type { PaymentLink } from '@clutch/contract/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../../test/factories.js';
import { buildTestApp } from '../../../../test/harness.js';
import { FIRST_PACK, orderOf, purchasesOf, startOrder } from '../../../../test/payments.js';
import {
  startStripeStandIn,
  type StripeSession,
  type StripeStandIn,
} from '../../../../test/stand-ins/stripe.js';
import { balances, useLedgerTestApp } from '../../../../test/wallet.js';
import { signSandboxEvent } from './payment-providers/sandbox-signature.js';

const SANDBOX_SECRET = 'sandbox-webhook-secret-for-tests';
let stripe: StripeStandIn;
// Stops after the app closes (afterAll hooks run last registered first).
afterAll(() => stripe.close());
const t = useLedgerTestApp(async () => {
  stripe = await startStripeStandIn();
  return {
    env: {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.apiUrl,
      SANDBOX_WEBHOOK_SECRET: SANDBOX_SECRET,
      WEBHOOK_TOLERANCE: '300',
    },
  };
});
let webhookUrl: string;
beforeAll(async () => {
  webhookUrl = `${await t.listen()}/api/wallet/webhooks/stripe/`;
});

async function stripeOrder(): Promise<{
  buyer: TestUser;
  link: PaymentLink;
  session: StripeSession;
}> {
  const buyer = await createUser(t);
  const link = await startOrder(t, buyer, 'stripe');
  const session = stripe.sessionForOrder(link.order_id);
  if (!session) throw new Error('no checkout session was created');
  return { buyer, link, session };
}

const completed = (session: StripeSession, changes: Partial<StripeSession> = {}) =>
  JSON.stringify(
    stripe.event('checkout.session.completed', session, {
      payment_status: 'paid',
      status: 'complete',
      ...changes,
    }),
  );

describe('buying at Stripe', () => {
  it('is offered beside the sandbox once both Stripe keys are set', async () => {
    const buyer = await createUser(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/wallet/crystal-price/',
      headers: buyer.headers,
    });
    expect(res.json()).toMatchObject({ providers: ['sandbox', 'stripe'] });
  });

  it('opens a Checkout Session for the order’s price and answers its page', async () => {
    const { buyer, link, session } = await stripeOrder();
    expect(link.link).toBe(session.url);
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: FIRST_PACK.cents,
      currency: 'usd',
      client_reference_id: String(link.order_id),
      metadata: { order_id: String(link.order_id) },
      success_url: `http://clutch.test/profile/me/wallet?order=${String(link.order_id)}`,
      cancel_url: `http://clutch.test/profile/me/wallet?order=${String(link.order_id)}&cancelled=1`,
      line_item_name: '100 crystals',
    });
    expect(await orderOf(t, buyer, link.order_id)).toMatchObject({
      provider: 'stripe',
      status: 'pending',
    });
  });

  it('opens a session for a custom number of crystals too', async () => {
    const buyer = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/custom-room/',
      headers: buyer.headers,
      payload: { crystals: 250, provider: 'stripe' },
    });
    expect(res.statusCode).toBe(201);
    const session = stripe.sessionForOrder(res.json<PaymentLink>().order_id);
    expect(session?.amount_total).toBe(250);
  });
});

describe('Stripe webhooks', () => {
  it('credit a paid session exactly once, and a replay changes nothing', async () => {
    const { buyer, link, session } = await stripeOrder();
    const payload = completed(session);
    const signature = stripe.sign(payload);
    const first = await stripe.send(webhookUrl, payload, signature);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true });
    expect((await balances(t, buyer)).balance).toBe(FIRST_PACK.crystals);
    expect((await orderOf(t, buyer, link.order_id)).status).toBe('paid');
    expect((await stripe.send(webhookUrl, payload, signature)).status).toBe(200);
    const another = completed(session);
    expect((await stripe.send(webhookUrl, another, stripe.sign(another))).status).toBe(200);
    expect((await balances(t, buyer)).balance).toBe(FIRST_PACK.crystals);
    expect(await purchasesOf(t, link.order_id)).toBe(1);
  });

  it.each([
    {
      case: 'signed with another secret',
      sign: (p: string) => stripe.sign(p, { secret: 'whsec_forged' }),
    },
    { case: 'unsigned', sign: () => null },
    { case: 'with a garbled signature', sign: () => 't=1,v1=abc' },
    {
      case: 'stale',
      sign: (p: string) => stripe.sign(p, { timestamp: Math.floor(Date.now() / 1000) - 600 }),
    },
  ])('refuse an event $case with a 400 and credit nothing', async ({ sign }) => {
    const { buyer, link, session } = await stripeOrder();
    const payload = completed(session);
    const res = await stripe.send(webhookUrl, payload, sign(payload));
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty('error');
    expect((await balances(t, buyer)).balance).toBe(0);
    expect(await purchasesOf(t, link.order_id)).toBe(0);
  });

  it('refuse a session paid for another amount and credit nothing', async () => {
    const { buyer, link, session } = await stripeOrder();
    const payload = completed(session, { amount_total: 1 });
    const res = await stripe.send(webhookUrl, payload, stripe.sign(payload));
    expect(res.status).toBe(400);
    expect((await balances(t, buyer)).balance).toBe(0);
    expect((await orderOf(t, buyer, link.order_id)).status).toBe('pending');
  });

  it('wait for a delayed payment: completed but unpaid credits nothing until it succeeds', async () => {
    const { buyer, session } = await stripeOrder();
    const unpaid = completed(session, { payment_status: 'unpaid' });
    expect((await stripe.send(webhookUrl, unpaid, stripe.sign(unpaid))).status).toBe(200);
    expect((await balances(t, buyer)).balance).toBe(0);
    const succeeded = JSON.stringify(
      stripe.event('checkout.session.async_payment_succeeded', session, { payment_status: 'paid' }),
    );
    expect((await stripe.send(webhookUrl, succeeded, stripe.sign(succeeded))).status).toBe(200);
    expect((await balances(t, buyer)).balance).toBe(FIRST_PACK.crystals);
  });

  it('cancel the order when its session expires', async () => {
    const { buyer, link, session } = await stripeOrder();
    const expired = JSON.stringify(
      stripe.event('checkout.session.expired', session, { status: 'expired' }),
    );
    expect((await stripe.send(webhookUrl, expired, stripe.sign(expired))).status).toBe(200);
    expect((await orderOf(t, buyer, link.order_id)).status).toBe('cancelled');
    expect((await balances(t, buyer)).balance).toBe(0);
  });

  it('acknowledge events they do not act on', async () => {
    const { session } = await stripeOrder();
    const other = JSON.stringify(stripe.event('customer.created', session));
    expect((await stripe.send(webhookUrl, other, stripe.sign(other))).status).toBe(200);
  });

  it('never let another provider’s webhook pay a Stripe order', async () => {
    const { buyer, link } = await stripeOrder();
    const created = Math.floor(Date.now() / 1000);
    const body = JSON.stringify({
      id: 'evt_cross',
      type: 'payment.succeeded',
      order_id: link.order_id,
      amount_cents: FIRST_PACK.cents,
      created,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/webhooks/sandbox/',
      payload: body,
      headers: {
        'content-type': 'application/json',
        'clutch-signature': signSandboxEvent(SANDBOX_SECRET, body, created),
      },
    });
    expect(res.statusCode).toBe(400);
    expect((await balances(t, buyer)).balance).toBe(0);
  });
});

describe('a Stripe that refuses our key', () => {
  it('makes starting a purchase answer 503, not 500', async () => {
    const wrong = await buildTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_wrong',
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_API_URL: stripe.apiUrl,
      },
    });
    try {
      const buyer = await createUser(wrong);
      const res = await wrong.app.inject({
        method: 'GET',
        url: '/api/wallet/1/stripe/',
        headers: buyer.headers,
      });
      expect(res.statusCode).toBe(503);
    } finally {
      await wrong.close();
    }
  });
});
