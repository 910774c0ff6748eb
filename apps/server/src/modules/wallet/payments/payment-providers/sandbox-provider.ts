// The built-in provider: its payment link opens our own checkout page, where the buyer pays or
// cancels; the answer becomes a signed event posted to the same webhook route real providers use.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  headerOf,
  rejectedWebhook,
  type PaymentProvider,
  type ProviderEvent,
} from './payment-provider.js';
import {
  checkSandboxSignature,
  checkoutToken,
  isCheckoutToken,
  signSandboxEvent,
  type SignatureCheck,
} from './sandbox-signature.js';

export const SANDBOX_SIGNATURE_HEADER = 'clutch-signature';

export interface SandboxSettings {
  secret: string;
  publicUrl: string;
  toleranceMs: number;
}

const SandboxEventSchema = z.object({
  id: z.string().min(1).max(128),
  type: z.string().max(64),
  order_id: z.number().int().positive(),
  amount_cents: z.number().int().nonnegative(),
  created: z.number().int(),
});
type SandboxEvent = z.infer<typeof SandboxEventSchema>;

export interface SignedDelivery {
  rawBody: string;
  headers: Record<string, string>;
}

const REFUSALS: Record<Exclude<SignatureCheck, 'valid'>, string> = {
  missing: 'The webhook is not signed.',
  malformed: 'The webhook signature header is malformed.',
  mismatch: 'The webhook signature does not match.',
  stale: 'The webhook is too old (or from the future); it was not applied.',
};

export function createSandboxProvider(settings: SandboxSettings) {
  const provider: PaymentProvider = {
    name: 'sandbox',
    createPayment(order, returnOrigin) {
      const token = checkoutToken(settings.secret, order.id);
      return Promise.resolve({
        link: `${returnOrigin}/wallet/checkout/${String(order.id)}?token=${token}`,
        providerReference: `sandbox_${String(order.id)}`,
      });
    },
    verifyWebhook(rawBody, headers, now): ProviderEvent {
      const text = rawBody.toString('utf8');
      const check = checkSandboxSignature({
        secret: settings.secret,
        rawBody: text,
        header: headerOf(headers, SANDBOX_SIGNATURE_HEADER),
        now,
        toleranceMs: settings.toleranceMs,
      });
      if (check !== 'valid') throw rejectedWebhook(REFUSALS[check]);
      return eventFrom(parseEvent(text));
    },
  };

  /** The event the sandbox "sends" when the buyer pays or cancels, signed now. */
  function signEvent(
    order: { id: number; priceCents: number },
    action: 'pay' | 'cancel',
    now: number,
  ): SignedDelivery {
    const created = Math.floor(now / 1000);
    const event: SandboxEvent = {
      id: `evt_${randomBytes(12).toString('hex')}`,
      type: action === 'pay' ? 'payment.succeeded' : 'payment.cancelled',
      order_id: order.id,
      amount_cents: order.priceCents,
      created,
    };
    const rawBody = JSON.stringify(event);
    return {
      rawBody,
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signSandboxEvent(settings.secret, rawBody, created),
      },
    };
  }

  return {
    provider,
    signEvent,
    isToken: (orderId: number, token: string) => isCheckoutToken(settings.secret, orderId, token),
  };
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;

function parseEvent(text: string): SandboxEvent {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw rejectedWebhook('The webhook body is not JSON.');
  }
  const parsed = SandboxEventSchema.safeParse(json);
  if (!parsed.success) throw rejectedWebhook('The webhook body is not a sandbox payment event.');
  return parsed.data;
}

function eventFrom(event: SandboxEvent): ProviderEvent {
  switch (event.type) {
    case 'payment.succeeded':
      return {
        outcome: 'paid',
        eventId: event.id,
        orderId: event.order_id,
        amountCents: event.amount_cents,
      };
    case 'payment.cancelled':
      return { outcome: 'cancelled', eventId: event.id, orderId: event.order_id };
    default:
      return { outcome: 'ignored', eventId: event.id };
  }
}
