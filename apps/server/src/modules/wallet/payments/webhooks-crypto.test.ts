import type { PaymentLink } from '@clutch/contract/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../../test/factories.js';
import { FIRST_PACK, orderOf, purchasesOf, startOrder } from '../../../../test/payments.js';
import {
  startNowPaymentsStandIn,
  type Invoice,
  type IpnBody,
  type NowPaymentsStandIn,
} from '../../../../test/stand-ins/nowpayments.js';
import { balances, useLedgerTestApp } from '../../../../test/wallet.js';

let gateway: NowPaymentsStandIn;
// Stops after the app closes (afterAll hooks run last registered first).
afterAll(() => gateway.close());
const t = useLedgerTestApp(async () => {
  gateway = await startNowPaymentsStandIn();
  return {
    env: {
      CRYPTO_API_KEY: gateway.apiKey,
      CRYPTO_IPN_SECRET: gateway.ipnSecret,
      CRYPTO_API_URL: gateway.apiUrl,
      WEBHOOK_TOLERANCE: '5m',
    },
  };
});
let webhookUrl: string;
beforeAll(async () => {
  webhookUrl = `${await t.listen()}/api/wallet/webhooks/crypto/`;
});

async function cryptoOrder(): Promise<{ buyer: TestUser; link: PaymentLink; invoice: Invoice }> {
  const buyer = await createUser(t);
  const link = await startOrder(t, buyer, 'crypto');
  const invoice = gateway.invoiceForOrder(link.order_id);
  if (!invoice) throw new Error('no invoice was created');
  return { buyer, link, invoice };
}

describe('buying with crypto', () => {
  it('is offered beside the sandbox once its API key and IPN secret are set', async () => {
    const buyer = await createUser(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/wallet/crystal-price/',
      headers: buyer.headers,
    });
    expect(res.json()).toMatchObject({ providers: ['sandbox', 'crypto'] });
  });

  it('creates an invoice for the order’s price, with our IPN address, and answers its page', async () => {
    const { link, invoice } = await cryptoOrder();
    expect(link.link).toBe(invoice.invoice_url);
    expect(invoice).toMatchObject({
      price_amount: FIRST_PACK.price,
      price_currency: 'usd',
      order_id: String(link.order_id),
      order_description: '100 crystals',
      ipn_callback_url: 'http://clutch.test/api/wallet/webhooks/crypto/',
      success_url: `http://clutch.test/profile/me/wallet?order=${String(link.order_id)}`,
      cancel_url: `http://clutch.test/profile/me/wallet?order=${String(link.order_id)}&cancelled=1`,
    });
  });
});

describe('crypto IPN webhooks', () => {
  it('credit a finished payment exactly once, and a replay changes nothing', async () => {
    const { buyer, link, invoice } = await cryptoOrder();
    const ipn = gateway.ipn(invoice, 'finished');
    const first = await gateway.send(webhookUrl, ipn);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true });
    expect((await balances(t, buyer)).balance).toBe(FIRST_PACK.crystals);
    expect((await orderOf(t, buyer, link.order_id)).status).toBe('paid');
    expect((await gateway.send(webhookUrl, ipn)).status).toBe(200);
    const resent = { ...ipn, updated_at: Date.now() };
    expect((await gateway.send(webhookUrl, resent)).status).toBe(200);
    expect((await balances(t, buyer)).balance).toBe(FIRST_PACK.crystals);
    expect(await purchasesOf(t, link.order_id)).toBe(1);
  });

  it('credit nothing while the payment is on its way', async () => {
    const { buyer, link, invoice } = await cryptoOrder();
    for (const status of ['waiting', 'confirming', 'confirmed', 'sending', 'partially_paid']) {
      expect((await gateway.send(webhookUrl, gateway.ipn(invoice, status))).status).toBe(200);
    }
    expect((await balances(t, buyer)).balance).toBe(0);
    expect((await orderOf(t, buyer, link.order_id)).status).toBe('pending');
    expect((await gateway.send(webhookUrl, gateway.ipn(invoice, 'finished'))).status).toBe(200);
    expect((await balances(t, buyer)).balance).toBe(FIRST_PACK.crystals);
  });

  it.each([
    {
      case: 'signed with another secret',
      signature: (body: IpnBody) => gateway.sign(body, 'forged'),
    },
    { case: 'unsigned', signature: () => null },
    { case: 'with a garbage signature', signature: () => 'abc' },
  ])('refuse a notification $case with a 400 and credit nothing', async ({ signature }) => {
    const { buyer, link, invoice } = await cryptoOrder();
    const ipn = gateway.ipn(invoice, 'finished');
    const res = await gateway.send(webhookUrl, ipn, signature(ipn));
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty('error');
    expect((await balances(t, buyer)).balance).toBe(0);
    expect(await purchasesOf(t, link.order_id)).toBe(0);
  });

  it.each([
    { case: 'stale', changes: { updated_at: Date.now() - 600_000 } },
    {
      case: 'stale with an ISO date',
      changes: { updated_at: new Date(Date.now() - 600_000).toISOString() },
    },
    { case: 'from the future', changes: { updated_at: Date.now() + 600_000 } },
    { case: 'without a time', changes: { updated_at: 'soon' } },
    { case: 'for another amount', changes: { price_amount: 0.5 } },
    { case: 'priced in another currency', changes: { price_currency: 'eur' } },
  ])('refuse a correctly signed notification $case and credit nothing', async ({ changes }) => {
    const { buyer, link, invoice } = await cryptoOrder();
    const res = await gateway.send(webhookUrl, gateway.ipn(invoice, 'finished', changes));
    expect(res.status).toBe(400);
    expect((await balances(t, buyer)).balance).toBe(0);
    expect((await orderOf(t, buyer, link.order_id)).status).toBe('pending');
  });

  it('refuse a notification for an order that does not exist', async () => {
    const { invoice } = await cryptoOrder();
    const res = await gateway.send(
      webhookUrl,
      gateway.ipn(invoice, 'finished', { order_id: '999999' }),
    );
    expect(res.status).toBe(400);
  });

  it('cancel the order when its payment expires', async () => {
    const { buyer, link, invoice } = await cryptoOrder();
    expect((await gateway.send(webhookUrl, gateway.ipn(invoice, 'expired'))).status).toBe(200);
    expect((await orderOf(t, buyer, link.order_id)).status).toBe('cancelled');
    expect((await balances(t, buyer)).balance).toBe(0);
  });

  it('refuse a body that is not JSON', async () => {
    const res = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-nowpayments-sig': 'abc' },
      body: 'payment_status=finished',
    });
    expect(res.status).toBe(400);
  });
});
