// The built-in sandbox provider's signatures. Its webhooks carry `clutch-signature: t=<unix s>,
// v1=<hex HMAC-SHA256 of "<t>.<raw body>">` (Stripe's scheme: the timestamp is signed too, so an old
// event cannot be re-dated), and its checkout links carry a token only the server can make.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type SignatureCheck = 'valid' | 'missing' | 'malformed' | 'mismatch' | 'stale';

function hmacHex(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The `clutch-signature` header for a body sent at `timestamp` (unix seconds). */
export function signSandboxEvent(secret: string, rawBody: string, timestamp: number): string {
  return `t=${String(timestamp)},v1=${hmacHex(secret, `${String(timestamp)}.${rawBody}`)}`;
}

function parseHeader(header: string): { timestamp: number; signatures: string[] } | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value, ...rest] = part.trim().split('=');
    if (value === undefined || rest.length > 0) return null;
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

export function checkSandboxSignature(input: {
  secret: string;
  rawBody: string;
  header: string | undefined;
  now: number;
  toleranceMs: number;
}): SignatureCheck {
  if (!input.header) return 'missing';
  const parsed = parseHeader(input.header);
  if (!parsed) return 'malformed';
  const expected = hmacHex(input.secret, `${String(parsed.timestamp)}.${input.rawBody}`);
  if (!parsed.signatures.some((signature) => sameText(signature, expected))) return 'mismatch';
  // Checked after the signature, so a forger learns nothing from the answer about the clock.
  if (Math.abs(input.now - parsed.timestamp * 1000) > input.toleranceMs) return 'stale';
  return 'valid';
}

/** The token in a sandbox checkout link: proves the link came from us, for this order only. */
export function checkoutToken(secret: string, orderId: number): string {
  return createHmac('sha256', secret)
    .update(`checkout:${String(orderId)}`)
    .digest('base64url');
}

export function isCheckoutToken(secret: string, orderId: number, token: string): boolean {
  return sameText(checkoutToken(secret, orderId), token);
}
