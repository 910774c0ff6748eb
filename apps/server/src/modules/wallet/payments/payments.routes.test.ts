import { walletEndpoints, type PaymentLink } from '@clutch/contract/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClient } from '../../../../test/client.js';
import { createUser, type TestUser } from '../../../../test/factories.js';
import { buildTestApp, type TestApp } from '../../../../test/harness.js';
import { FIRST_PACK, orderOf, purchasesOf, startOrder } from '../../../../test/payments.js';
import { balances, useLedgerTestApp } from '../../../../test/wallet.js';

const t = useLedgerTestApp({
  env: {
    CRYSTAL_PRICE_USD: '0.0099',
    CUSTOM_PURCHASE_MIN: '50',
    CUSTOM_PURCHASE_MAX: '5000',
    USD_COURSE: 'UAH:41.5,CNY:7.2',
    DEMO_STARTING_CRYSTALS: '1000',
  },
});
const api = testClient(t);
const e = walletEndpoints;

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
const checkout = (orderId: number, token: string) =>
  api.call(e.checkout, { params: { order: orderId }, query: { token } });
const answerCheckout = (orderId: number, token: string, action: 'pay' | 'cancel') =>
  api.call(e.checkoutAnswer, { params: { order: orderId }, body: { token, action } });

describe('crystal packs and prices', () => {
  it('lists the packs cheapest first, in crystals and US dollars', async () => {
    const res = await api.call(e.packs, { as: await createUser(t) });
    expect(res.status).toBe(200);
    const packs = res.body;
    expect(packs[0]).toEqual({ id: 1, crystals: 100, price: 0.99, currency: 'USD' });
    expect(packs.map((pack) => pack.price)).toEqual([0.99, 4.49, 9.99, 19.99, 49.99, 99.99]);
  });

  it('answers the price of a crystal, the custom purchase limits and the providers offered', async () => {
    const res = await api.call(e.crystalPrice, { as: await createUser(t) });
    expect(res.body).toEqual({
      price: 0.0099,
      currency: 'USD',
      custom_min: 50,
      custom_max: 5000,
      // Neither Stripe nor crypto keys are set here: only the sandbox is offered.
      providers: ['sandbox'],
    });
  });

  it('answers the configured US dollar rates', async () => {
    const res = await api.call(e.usdCourse, { as: await createUser(t) });
    expect(res.body).toEqual({ base: 'USD', rates: { UAH: 41.5, CNY: 7.2 } });
  });

  it('asks an anonymous visitor to sign in', async () => {
    const res = await api.call(e.packs);
    expect(res.status).toBe(401);
  });
});

describe('starting a purchase', () => {
  it('answers a sandbox checkout link and a pending order only the buyer can follow', async () => {
    const buyer = await createUser(t);
    const res = await api.call(e.packLink, { as: buyer, params: { id: 1, provider: 'sandbox' } });
    expect(res.status).toBe(200);
    const link = res.body;
    expect(link).toMatchObject({ crystals: 100, price: 0.99, currency: 'USD' });
    expect(link.link).toMatch(
      new RegExp(`^http://clutch\\.test/wallet/checkout/${String(link.order_id)}\\?token=[\\w-]+$`),
    );
    const order = await orderOf(t, buyer, link.order_id);
    expect(order).toMatchObject({ id: link.order_id, provider: 'sandbox', status: 'pending' });
    expect(order.paid_at).toBeNull();
    const other = await api.call(e.order, {
      as: await createUser(t),
      params: { id: link.order_id },
    });
    expect(other.status).toBe(404);
  });

  it('answers 404 for a pack that does not exist', async () => {
    const res = await api.call(e.packLink, {
      as: await createUser(t),
      params: { id: 999, provider: 'sandbox' },
    });
    expect(res.status).toBe(404);
  });

  it.each(['stripe', 'crypto'] as const)(
    'refuses %s when it is not configured, naming it',
    async (name) => {
      const res = await api.call(e.packLink, {
        as: await createUser(t),
        params: { id: 1, provider: name },
      });
      expect(res.status).toBe(400);
      expect((res.error as { provider: string[] }).provider[0]).toMatch(/not available/);
    },
  );

  it('refuses a provider it does not know', async () => {
    // Not a provider the contract names, so sent by hand.
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/wallet/1/paypal/',
      headers: (await createUser(t)).headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('provider');
  });

  it.each([
    { crystals: 50, price: 0.5 },
    { crystals: 101, price: 1 },
    { crystals: 5000, price: 49.5 },
    { crystals: '77', price: 0.77 },
  ])('prices $crystals custom crystals at $price dollars, rounded up to the cent', async (row) => {
    const buyer = await createUser(t);
    const res = await api.call(e.customRoom, { as: buyer, body: { crystals: row.crystals } });
    expect(res.status).toBe(201);
    const link = res.body;
    expect(link).toMatchObject({ crystals: Number(row.crystals), price: row.price });
    expect((await orderOf(t, buyer, link.order_id)).provider).toBe('sandbox');
  });

  it.each([
    { crystals: 49, message: /between 50 and 5000/ },
    { crystals: 5001, message: /between 50 and 5000/ },
    { crystals: 0, message: /between 50 and 5000/ },
    { crystals: 100.5, message: /whole number/ },
    { crystals: 'many', message: /whole number/ },
  ])('refuses a custom purchase of $crystals crystals', async ({ crystals, message }) => {
    const res = await api.call(e.customRoom, { as: await createUser(t), body: { crystals } });
    expect(res.status).toBe(400);
    expect((res.error as { crystals: string[] }).crystals[0]).toMatch(message);
  });

  it('refuses a custom purchase at a provider that is not configured', async () => {
    const res = await api.call(e.customRoom, {
      as: await createUser(t),
      body: { crystals: 100, provider: 'stripe' },
    });
    expect(res.status).toBe(400);
    expect(res.error).toHaveProperty('provider');
  });
});

describe('the sandbox checkout', () => {
  let buyer: TestUser;
  let link: PaymentLink;
  beforeAll(async () => {
    buyer = await createUser(t);
    link = await startOrder(t, buyer, 'sandbox');
  });

  it('shows the order and its buyer to whoever holds the link', async () => {
    const res = await checkout(link.order_id, tokenOf(link.link));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: link.order_id,
      crystals: FIRST_PACK.crystals,
      price: FIRST_PACK.price,
      status: 'pending',
      buyer: buyer.username,
    });
  });

  it('answers 404 for a wrong token, another order’s token or no order', async () => {
    const other = await startOrder(t, await createUser(t), 'sandbox');
    for (const [order, token] of [
      [link.order_id, 'not-the-token'],
      [link.order_id, tokenOf(other.link)],
      [999_999, tokenOf(link.link)],
    ] as const) {
      expect((await checkout(order, token)).status).toBe(404);
    }
    const pay = await answerCheckout(link.order_id, tokenOf(other.link), 'pay');
    expect(pay.status).toBe(404);
    expect(await purchasesOf(t, link.order_id)).toBe(0);
  });

  it('credits the crystals once when the buyer pays, and then refuses to take payment again', async () => {
    const before = await balances(t, buyer);
    const res = await answerCheckout(link.order_id, tokenOf(link.link), 'pay');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'paid', buyer: buyer.username });
    expect((await balances(t, buyer)).balance).toBe(before.balance + FIRST_PACK.crystals);
    expect((await orderOf(t, buyer, link.order_id)).paid_at).not.toBeNull();
    for (const action of ['pay', 'cancel'] as const) {
      const again = await answerCheckout(link.order_id, tokenOf(link.link), action);
      expect(again.status).toBe(409);
    }
    expect(await purchasesOf(t, link.order_id)).toBe(1);
    const wallet = await api.call(e.balances, { as: buyer });
    expect(wallet.body).toMatchObject({ balance: before.balance + FIRST_PACK.crystals });
  });

  it('credits nothing when the buyer cancels, and cannot be paid afterwards', async () => {
    const quitter = await createUser(t);
    const order = await startOrder(t, quitter, 'sandbox');
    const res = await answerCheckout(order.order_id, tokenOf(order.link), 'cancel');
    expect(res.body.status).toBe('cancelled');
    const pay = await answerCheckout(order.order_id, tokenOf(order.link), 'pay');
    expect(pay.status).toBe(409);
    expect((await balances(t, quitter)).balance).toBe(0);
    expect(await purchasesOf(t, order.order_id)).toBe(0);
  });

  it('credits once however many times the pay button is pressed at the same moment', async () => {
    const eager = await createUser(t);
    const order = await startOrder(t, eager, 'sandbox', 2);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => answerCheckout(order.order_id, tokenOf(order.link), 'pay')),
    );
    expect(answers.some((res) => res.status === 200)).toBe(true);
    expect(answers.every((res) => res.status === 200 || res.status === 409)).toBe(true);
    expect((await balances(t, eager)).balance).toBe(500);
    expect(await purchasesOf(t, order.order_id)).toBe(1);
  });
});

describe('balances and the demo top-up', () => {
  const spendDemo = (user: TestUser, crystals: number) =>
    t.ledger.run((tx, touched) =>
      t.ledger.post(
        tx,
        {
          book: 'demo',
          kind: 'test',
          legs: [
            { account: { kind: 'user', userId: user.id }, amount: -crystals * 100 },
            { account: { kind: 'mint' }, amount: crystals * 100 },
          ],
        },
        touched,
      ),
    );

  it('answers both balances and which one the user is using', async () => {
    const user = await createUser(t);
    const res = await api.call(e.balances, { as: user });
    expect(res.body).toEqual({ balance: 0, demo_balance: 1000, is_demo: false });
  });

  it('refuses a top-up while the demo balance is at the starting amount', async () => {
    const user = await createUser(t);
    const res = await api.call(e.demoTopUp, { as: user });
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ code: 'demo_balance_full' });
  });

  it('fills the demo book back up to the starting amount, from the demo mint only', async () => {
    const user = await createUser(t);
    await spendDemo(user, 312.5);
    const res = await api.call(e.demoTopUp, { as: user });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ balance: 0, demo_balance: 1000, is_demo: false });
    expect(await balances(t, user)).toMatchObject({ balance: 0, demo_balance: 1000 });
    const again = await api.call(e.demoTopUp, { as: user });
    expect(again.status).toBe(400);
  });

  it('tops up once when two top-ups race', async () => {
    const user = await createUser(t);
    await spendDemo(user, 400);
    const answers = await Promise.all([
      api.call(e.demoTopUp, { as: user }),
      api.call(e.demoTopUp, { as: user }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 400]);
    expect((await balances(t, user)).demo_balance).toBe(1000);
  });
});

describe('a server without the sandbox', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await buildTestApp({ env: { PAYMENTS_SANDBOX: 'false' } });
  });
  afterAll(async () => {
    await bare.close();
  });

  it('offers no provider at all when none is configured', async () => {
    const res = await testClient(bare).call(e.crystalPrice, { as: await createUser(bare) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ providers: [] });
  });

  it('refuses sandbox purchases and its checkout', async () => {
    const buyer = await createUser(bare);
    const bareApi = testClient(bare);
    const res = await bareApi.call(e.packLink, {
      as: buyer,
      params: { id: 1, provider: 'sandbox' },
    });
    expect(res.status).toBe(400);
    expect((res.error as { provider: string[] }).provider[0]).toMatch(/sandbox/);
    const hook = await bareApi.call(e.webhook, {
      params: { provider: 'sandbox' },
      rawBody: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(hook.status).toBe(400);
  });
});
