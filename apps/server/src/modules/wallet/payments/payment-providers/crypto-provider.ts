// A NOWPayments-style crypto provider: an invoice per order (POST /v1/invoice with `x-api-key`), and
// IPN callbacks signed with HMAC-SHA512 over the sorted JSON body. Written on fetch: the API is one
// call and one signature, and the npm client neither verifies IPNs nor lets us choose its host.
import { toCrystals } from '@clutch/contract/money';
import { z } from 'zod';
import { isIpnSignature } from './nowpayments-signature.js';
import {
  centsFrom,
  headerOf,
  orderIdFrom,
  rejectedWebhook,
  returnUrls,
  type PaymentProvider,
  type ProviderEvent,
} from './payment-provider.js';

export interface CryptoSettings {
  apiKey: string;
  ipnSecret: string;
  apiUrl: string;
  publicUrl: string;
  toleranceMs: number;
}

const InvoiceSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  invoice_url: z.string().min(1),
});

const IpnSchema = z.object({
  payment_id: z.union([z.string().min(1).max(64), z.number().int()]).transform(String),
  payment_status: z.string().min(1).max(32),
  order_id: z.string().nullish(),
  price_amount: z.union([z.number(), z.string()]),
  price_currency: z.string(),
  updated_at: z.union([z.number(), z.string()]),
});
type Ipn = z.infer<typeof IpnSchema>;

/** NOWPayments' final statuses; the others (waiting, confirming, sending, ...) change nothing. */
const CANCELLED = new Set(['failed', 'expired']);

export function createCryptoProvider(settings: CryptoSettings, fetcher: typeof fetch) {
  const provider: PaymentProvider = {
    name: 'crypto',
    async createPayment(order, returnOrigin) {
      const urls = returnUrls(returnOrigin, order.id);
      const response = await fetcher(`${settings.apiUrl.replace(/\/+$/, '')}/v1/invoice`, {
        method: 'POST',
        headers: { 'x-api-key': settings.apiKey, 'content-type': 'application/json' },
        body: JSON.stringify({
          price_amount: order.priceCents / 100,
          price_currency: 'usd',
          order_id: String(order.id),
          order_description: `${String(toCrystals(order.crystals))} crystals`,
          ipn_callback_url: `${settings.publicUrl}/api/wallet/webhooks/crypto/`,
          success_url: urls.success,
          cancel_url: urls.cancel,
        }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok)
        throw new Error(`crypto invoice for order ${String(order.id)}: ${String(response.status)}`);
      const invoice = InvoiceSchema.parse(await response.json());
      return { link: invoice.invoice_url, providerReference: invoice.id };
    },
    verifyWebhook(rawBody, headers, now) {
      const signature = headerOf(headers, 'x-nowpayments-sig');
      if (!signature) throw rejectedWebhook('The webhook is not signed.');
      const body = parseJson(rawBody);
      if (!isIpnSignature(settings.ipnSecret, body, signature))
        throw rejectedWebhook('The webhook signature does not match.');
      const parsed = IpnSchema.safeParse(body);
      if (!parsed.success) throw rejectedWebhook('The webhook body is not a payment notification.');
      const updatedAt = timeOf(parsed.data.updated_at);
      if (updatedAt === null || Math.abs(now - updatedAt) > settings.toleranceMs)
        throw rejectedWebhook('The webhook is too old (or from the future); it was not applied.');
      return eventFrom(parsed.data);
    },
  };
  return provider;
}

function parseJson(rawBody: Buffer): unknown {
  try {
    return JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw rejectedWebhook('The webhook body is not JSON.');
  }
}

/** `updated_at` in milliseconds since the epoch (as a number, or an ISO date). */
function timeOf(value: number | string): number | null {
  const time = typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(time) ? time : null;
}

function eventFrom(ipn: Ipn): ProviderEvent {
  // A payment moves through several statuses, each notified once: the pair is the event.
  const eventId = `${ipn.payment_id}:${ipn.payment_status}`;
  if (ipn.payment_status === 'finished') {
    const cents = centsFrom(ipn.price_amount);
    if (ipn.price_currency.toLowerCase() !== 'usd' || cents === null)
      throw rejectedWebhook('The payment was not priced in US dollars.');
    return { outcome: 'paid', eventId, orderId: orderIdFrom(ipn.order_id), amountCents: cents };
  }
  if (CANCELLED.has(ipn.payment_status))
    return { outcome: 'cancelled', eventId, orderId: orderIdFrom(ipn.order_id) };
  return { outcome: 'ignored', eventId };
}
