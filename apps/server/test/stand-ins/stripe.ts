// A stand-in for Stripe on loopback: POST /v1/checkout/sessions as Stripe's REST API takes it
// (form-encoded, `Authorization: Bearer <secret key>`, Idempotency-Key honoured), and webhooks
// signed the way Stripe signs them, with the official package's own test-header helper.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface StripeSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  url: string;
  line_item_name: string;
}

export interface StripeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  livemode: false;
  api_version: string;
  data: { object: Record<string, unknown> };
}

export interface StripeStandIn {
  apiUrl: string;
  secretKey: string;
  webhookSecret: string;
  /** Sessions created, newest last. */
  sessions: StripeSession[];
  sessionForOrder(orderId: number): StripeSession | undefined;
  /** An event about a session, as Stripe would send it after the buyer acts. */
  event(type: string, session: StripeSession, changes?: Partial<StripeSession>): StripeEvent;
  /** The `Stripe-Signature` header for a payload. */
  sign(payload: string, options?: { secret?: string; timestamp?: number }): string;
  /** POSTs a webhook to `url` the way Stripe delivers one. */
  send(url: string, payload: string, signature: string | null): Promise<Response>;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function stripeError(response: ServerResponse, status: number, message: string): void {
  json(response, status, { error: { type: 'invalid_request_error', message } });
}

function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return metadata;
}

function sessionFrom(form: URLSearchParams): StripeSession | string {
  const item = (field: string) => form.get(`line_items[0][${field}]`);
  const unitAmount = Number(item('price_data][unit_amount'));
  const quantity = Number(item('quantity') ?? '1');
  const currency = item('price_data][currency');
  const successUrl = form.get('success_url');
  const cancelUrl = form.get('cancel_url');
  if (form.get('mode') !== 'payment') return 'Missing required param: mode.';
  if (!Number.isInteger(unitAmount) || unitAmount < 1 || !currency)
    return 'Missing required param: line_items[0][price_data].';
  if (!successUrl || !cancelUrl) return 'Missing required param: success_url.';
  const id = `cs_test_${randomBytes(12).toString('hex')}`;
  return {
    id,
    object: 'checkout.session',
    mode: 'payment',
    amount_total: unitAmount * quantity,
    currency,
    client_reference_id: form.get('client_reference_id'),
    metadata: metadataOf(form),
    success_url: successUrl,
    cancel_url: cancelUrl,
    payment_status: 'unpaid',
    status: 'open',
    url: `https://checkout.stripe.test/c/pay/${id}`,
    line_item_name: item('price_data][product_data][name') ?? '',
  };
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const sessions: StripeSession[] = [];
  const byIdempotencyKey = new Map<string, StripeSession>();

  function createSession(request: IncomingMessage, body: string, response: ServerResponse) {
    if (request.headers.authorization !== `Bearer ${secretKey}`)
      return stripeError(response, 401, 'Invalid API Key provided.');
    const key = request.headers['idempotency-key'];
    const replay = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
    if (replay) return json(response, 200, replay);
    const session = sessionFrom(new URLSearchParams(body));
    if (typeof session === 'string') return stripeError(response, 400, session);
    sessions.push(session);
    if (typeof key === 'string') byIdempotencyKey.set(key, session);
    json(response, 200, session);
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    if (path === '/v1/checkout/sessions' && request.method === 'POST')
      return void readBody(request).then((body) => createSession(request, body, response));
    stripeError(response, 404, `Unrecognized request URL (${request.method ?? ''}: ${path}).`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiUrl: `http://127.0.0.1:${String(port)}`,
    secretKey,
    webhookSecret,
    sessions,
    sessionForOrder: (orderId) =>
      sessions.find((session) => session.metadata['order_id'] === String(orderId)),
    event: (type, session, changes = {}) => ({
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      api_version: Stripe.API_VERSION,
      data: { object: { ...session, ...changes } },
    }),
    sign: (payload, options = {}) =>
      Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? webhookSecret,
        ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
      }),
    send: (url, payload, signature) =>
      fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          ...(signature === null ? {} : { 'stripe-signature': signature }),
        },
        body: payload,
      }),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
