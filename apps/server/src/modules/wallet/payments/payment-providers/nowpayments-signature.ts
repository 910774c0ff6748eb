// NOWPayments' IPN signature: `x-nowpayments-sig` is the hex HMAC-SHA512, keyed with the IPN secret,
// of the JSON body re-serialised with every object's keys sorted (recursively), as their docs sign it.
import { createHmac } from 'node:crypto';
import { sameText } from './sandbox-signature.js';

/** A copy of `value` whose objects list their keys in sorted order; arrays keep their order. */
export function sortKeysDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeysDeep);
  if (value === null || typeof value !== 'object') return value;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) sorted[key] = sortKeysDeep(Reflect.get(value, key));
  return sorted;
}

export function signIpn(secret: string, body: unknown): string {
  return createHmac('sha512', secret)
    .update(JSON.stringify(sortKeysDeep(body)))
    .digest('hex');
}

export function isIpnSignature(secret: string, body: unknown, signature: string): boolean {
  return sameText(signIpn(secret, body), signature.trim().toLowerCase());
}
