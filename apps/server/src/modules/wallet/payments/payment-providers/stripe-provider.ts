// Stripe through its official package: a Checkout Session per order, and webhooks verified by
// `Stripe-Signature` with the package's own constructEvent. STRIPE_API_URL points the client
// elsewhere (the tests' loopback stand-in); the package still speaks Stripe's real protocol.
import { toCrystals } from '@clutch/contract/money';
import Stripe from 'stripe';
import { z } from 'zod';
import {
  headerOf,
  orderIdFrom,
  rejectedWebhook,
  returnUrls,
  type PaymentProvider,
  type ProviderEvent,
} from './payment-provider.js';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  apiUrl: string;
  publicUrl: string;
  toleranceMs: number;
}

const EventSchema = z.object({
  id: z.string().min(1).max(128),
  type: z.string(),
  data: z.object({ object: z.unknown() }),
});

const SessionSchema = z.object({
  id: z.string(),
  client_reference_id: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  amount_total: z.number().int().nullish(),
  currency: z.string().nullish(),
  payment_status: z.string().nullish(),
});
type Session = z.infer<typeof SessionSchema>;

function clientFor(settings: StripeSettings): Stripe {
  const url = new URL(settings.apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(settings.secretKey, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    timeout: 15_000,
    telemetry: false,
  });
}

export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = clientFor(settings);
  const toleranceSeconds = Math.max(1, Math.floor(settings.toleranceMs / 1000));
  return {
    name: 'stripe',
    async createPayment(order, returnOrigin) {
      const urls = returnUrls(returnOrigin, order.id);
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: order.priceCents,
                product_data: { name: `${String(toCrystals(order.crystals))} crystals` },
              },
            },
          ],
          metadata: { order_id: String(order.id) },
          client_reference_id: String(order.id),
          success_url: urls.success,
          cancel_url: urls.cancel,
        },
        // A retried create (network trouble) returns the same session instead of a second one.
        { idempotencyKey: `clutch-order-${String(order.id)}` },
      );
      if (!session.url) throw new Error(`Stripe answered session ${session.id} without a url`);
      return { link: session.url, providerReference: session.id };
    },
    verifyWebhook(rawBody, headers, now): ProviderEvent {
      const header = headerOf(headers, 'stripe-signature');
      if (!header) throw rejectedWebhook('The webhook is not signed.');
      let event: unknown;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          header,
          settings.webhookSecret,
          toleranceSeconds,
          undefined,
          now,
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError)
          throw rejectedWebhook(`The Stripe signature was refused: ${error.message}`);
        throw rejectedWebhook('The webhook body is not JSON.');
      }
      const parsed = EventSchema.safeParse(event);
      if (!parsed.success) throw rejectedWebhook('The webhook body is not a Stripe event.');
      return eventFrom(parsed.data);
    },
  };
}

function sessionOf(object: unknown): Session {
  const parsed = SessionSchema.safeParse(object);
  if (!parsed.success) throw rejectedWebhook('The event carries no Checkout Session.');
  return parsed.data;
}

function paid(eventId: string, session: Session): ProviderEvent {
  if (session.currency?.toLowerCase() !== 'usd' || typeof session.amount_total !== 'number')
    throw rejectedWebhook('The session was not paid in US dollars.');
  return {
    outcome: 'paid',
    eventId,
    orderId: orderIdFrom(session.metadata?.['order_id'] ?? session.client_reference_id),
    amountCents: session.amount_total,
  };
}

function eventFrom(event: z.infer<typeof EventSchema>): ProviderEvent {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = sessionOf(event.data.object);
      // A completed session with a delayed payment method is not paid yet; its
      // async_payment_succeeded event comes later.
      if (session.payment_status !== 'paid') return { outcome: 'ignored', eventId: event.id };
      return paid(event.id, session);
    }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed': {
      const session = sessionOf(event.data.object);
      const orderId = orderIdFrom(session.metadata?.['order_id'] ?? session.client_reference_id);
      return { outcome: 'cancelled', eventId: event.id, orderId };
    }
    default:
      return { outcome: 'ignored', eventId: event.id };
  }
}
