// What every payment provider does for us: start a payment for an order (a link the buyer opens)
// and turn an incoming webhook into a verified event. Crystals are credited only from such events.
import { AppError } from '@clutch/contract/errors';
import type { Provider } from '@clutch/contract/wallet';

export interface ProviderOrder {
  id: number;
  /** Minor units (hundredths of a crystal). */
  crystals: number;
  priceCents: number;
}

export interface PaymentStart {
  /** Where the buyer pays. */
  link: string;
  /** The provider's own id for the payment (checkout session, invoice), kept on the order. */
  providerReference: string | null;
}

/** A verified provider event. `ignored` events are acknowledged and change nothing. */
export type ProviderEvent =
  | { outcome: 'paid'; eventId: string; orderId: number; amountCents: number }
  | { outcome: 'cancelled'; eventId: string; orderId: number }
  | { outcome: 'ignored'; eventId: string };

export type WebhookHeaders = Readonly<Record<string, string | string[] | undefined>>;

export interface PaymentProvider {
  readonly name: Provider;
  /**
   * `returnOrigin`: where the buyer's browser comes back to (PUBLIC_URL, or the origin the buyer
   * opened the app at when PUBLIC_URL is unset); server-to-server links keep PUBLIC_URL.
   */
  createPayment(order: ProviderOrder, returnOrigin: string): Promise<PaymentStart>;
  /**
   * Checks the signature and freshness of a webhook and reads it; throws a 400 AppError when it is
   * unsigned, wrongly signed, stale or malformed. `now` is milliseconds since the epoch.
   */
  verifyWebhook(rawBody: Buffer, headers: WebhookHeaders, now: number): ProviderEvent;
}

/** The links a provider sends the buyer back to after paying or giving up. */
export function returnUrls(publicUrl: string, orderId: number) {
  const success = `${publicUrl}/profile/me/wallet?order=${String(orderId)}`;
  return { success, cancel: `${success}&cancelled=1` };
}

export function headerOf(headers: WebhookHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

export function rejectedWebhook(message: string): AppError {
  return new AppError('bad_request', message, { extra: { code: 'webhook_rejected' } });
}

/** Our order ids travel through providers as decimal strings. */
export function orderIdFrom(text: string | null | undefined): number {
  if (!text || !/^\d{1,10}$/.test(text) || Number(text) > 2_147_483_647)
    throw rejectedWebhook('The event names no order of ours.');
  return Number(text);
}

/** A provider's decimal price ("9.99" or 9.99 dollars) in cents. */
export function centsFrom(amount: number | string): number | null {
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value) || value < 0) return null;
  return Math.round(value * 100);
}
