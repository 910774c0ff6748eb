// A stand-in for a NOWPayments-style crypto gateway on loopback: POST /v1/invoice with `x-api-key`
// (their JSON shapes and error bodies), and IPN callbacks signed like theirs: hex HMAC-SHA512, keyed
// with the IPN secret, of the body's JSON with its keys sorted, in `x-nowpayments-sig`.
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Invoice {
  id: string;
  order_id: string;
  order_description: string;
  price_amount: number;
  price_currency: string;
  ipn_callback_url: string;
  success_url: string;
  cancel_url: string;
  invoice_url: string;
}

export type IpnBody = Record<string, unknown>;

export interface NowPaymentsStandIn {
  apiUrl: string;
  apiKey: string;
  ipnSecret: string;
  invoices: Invoice[];
  invoiceForOrder(orderId: number): Invoice | undefined;
  /** The IPN body NOWPayments posts when the invoice's payment reaches `status`. */
  ipn(invoice: Invoice, status: string, changes?: IpnBody): IpnBody;
  sign(body: IpnBody, secret?: string): string;
  /** POSTs an IPN to `url`; `signature` null sends it unsigned. */
  send(url: string, body: IpnBody, signature?: string | null): Promise<Response>;
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

function refuse(response: ServerResponse, status: number, code: string, message: string) {
  json(response, status, { status: false, statusCode: status, code, message });
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
    a < b ? -1 : 1,
  );
  return Object.fromEntries(entries.map(([key, inner]) => [key, sortKeys(inner)]));
}

function invoiceFrom(body: Record<string, unknown>): Invoice | string {
  const text = (key: string) => (typeof body[key] === 'string' ? body[key] : '');
  if (typeof body['price_amount'] !== 'number' || body['price_amount'] <= 0)
    return 'price_amount is required';
  if (!text('price_currency')) return 'price_currency is required';
  const id = String(randomInt(1_000_000_000, 9_999_999_999));
  return {
    id,
    order_id: text('order_id'),
    order_description: text('order_description'),
    price_amount: body['price_amount'],
    price_currency: text('price_currency'),
    ipn_callback_url: text('ipn_callback_url'),
    success_url: text('success_url'),
    cancel_url: text('cancel_url'),
    invoice_url: `https://nowpayments.test/payment/?iid=${id}`,
  };
}

export async function startNowPaymentsStandIn(): Promise<NowPaymentsStandIn> {
  const apiKey = randomBytes(12).toString('hex').toUpperCase();
  const ipnSecret = randomBytes(16).toString('hex');
  const invoices: Invoice[] = [];

  function createInvoice(request: IncomingMessage, text: string, response: ServerResponse) {
    if (request.headers['x-api-key'] !== apiKey)
      return refuse(response, 403, 'INVALID_API_KEY', 'Invalid api key');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return refuse(response, 400, 'BAD_REQUEST', 'Invalid JSON');
    }
    const invoice = invoiceFrom(body as Record<string, unknown>);
    if (typeof invoice === 'string')
      return refuse(response, 400, 'INVALID_REQUEST_PARAMS', invoice);
    invoices.push(invoice);
    const now = new Date().toISOString();
    json(response, 200, {
      ...invoice,
      price_amount: String(invoice.price_amount),
      token_id: randomBytes(4).toString('hex'),
      pay_currency: null,
      created_at: now,
      updated_at: now,
    });
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    if (path === '/v1/invoice' && request.method === 'POST')
      return void readBody(request).then((text) => createInvoice(request, text, response));
    refuse(response, 404, 'NOT_FOUND', 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const sign = (body: IpnBody, secret = ipnSecret) =>
    createHmac('sha512', secret)
      .update(JSON.stringify(sortKeys(body)))
      .digest('hex');

  return {
    apiUrl: `http://127.0.0.1:${String(port)}`,
    apiKey,
    ipnSecret,
    invoices,
    invoiceForOrder: (orderId) => invoices.find((invoice) => invoice.order_id === String(orderId)),
    ipn: (invoice, status, changes = {}) => ({
      payment_id: Number(invoice.id.slice(0, 8)) + 1,
      invoice_id: Number(invoice.id),
      payment_status: status,
      pay_address: 'TXYZabcdefghijkmnopqrstuvwxyz1234',
      price_amount: invoice.price_amount,
      price_currency: invoice.price_currency,
      pay_amount: 12.345678,
      actually_paid: status === 'finished' ? 12.345678 : 0,
      pay_currency: 'usdttrc20',
      order_id: invoice.order_id,
      order_description: invoice.order_description,
      purchase_id: String(randomInt(1_000_000_000, 9_999_999_999)),
      outcome_amount: 12.1,
      outcome_currency: 'usdttrc20',
      created_at: Date.now() - 60_000,
      updated_at: Date.now(),
      ...changes,
    }),
    sign,
    send: (url, body, signature) =>
      fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(signature === null ? {} : { 'x-nowpayments-sig': signature ?? sign(body) }),
        },
        body: JSON.stringify(body),
      }),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
