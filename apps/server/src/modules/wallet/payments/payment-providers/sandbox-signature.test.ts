import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  checkSandboxSignature,
  checkoutToken,
  isCheckoutToken,
  signSandboxEvent,
} from './sandbox-signature.js';

const secret = 'sandbox-secret-0123456789';
const body = '{"id":"evt_1","type":"payment.succeeded"}';
const t = 1_700_000_000;
const now = t * 1000;
const v1 = (key: string, timestamp: number, raw = body) =>
  createHmac('sha256', key)
    .update(`${String(timestamp)}.${raw}`)
    .digest('hex');

describe('the sandbox webhook signature', () => {
  it('signs the timestamp and the raw body together', () => {
    expect(signSandboxEvent(secret, body, t)).toBe(`t=${String(t)},v1=${v1(secret, t)}`);
  });

  it.each([
    {
      case: 'a correct signature',
      header: `t=${String(t)},v1=${v1(secret, t)}`,
      at: now,
      result: 'valid',
    },
    {
      case: 'one of several signatures',
      header: `t=${String(t)},v1=${'0'.repeat(64)},v1=${v1(secret, t)}`,
      at: now,
      result: 'valid',
    },
    {
      case: 'a signature at the edge of the tolerance',
      header: `t=${String(t)},v1=${v1(secret, t)}`,
      at: now + 300_000,
      result: 'valid',
    },
    { case: 'no header', header: undefined, at: now, result: 'missing' },
    { case: 'an empty header', header: '', at: now, result: 'missing' },
    {
      case: 'a header without a timestamp',
      header: `v1=${v1(secret, t)}`,
      at: now,
      result: 'malformed',
    },
    {
      case: 'a header without a signature',
      header: `t=${String(t)}`,
      at: now,
      result: 'malformed',
    },
    { case: 'garbage', header: 'hello', at: now, result: 'malformed' },
    {
      case: 'a signature made with another secret',
      header: `t=${String(t)},v1=${v1('other-secret', t)}`,
      at: now,
      result: 'mismatch',
    },
    {
      case: 'a signature of another body',
      header: `t=${String(t)},v1=${v1(secret, t, '{}')}`,
      at: now,
      result: 'mismatch',
    },
    {
      case: 'a re-dated signature',
      header: `t=${String(t + 1)},v1=${v1(secret, t)}`,
      at: now,
      result: 'mismatch',
    },
    {
      case: 'an old signature',
      header: `t=${String(t)},v1=${v1(secret, t)}`,
      at: now + 300_001,
      result: 'stale',
    },
    {
      case: 'a signature from the future',
      header: `t=${String(t + 301)},v1=${v1(secret, t + 301)}`,
      at: now,
      result: 'stale',
    },
  ])('finds $case $result', ({ header, at, result }) => {
    expect(
      checkSandboxSignature({ secret, rawBody: body, header, now: at, toleranceMs: 300_000 }),
    ).toBe(result);
  });
});

describe('the sandbox checkout token', () => {
  it.each([
    { case: 'its own token', order: 7, token: () => checkoutToken(secret, 7), valid: true },
    {
      case: 'another order’s token',
      order: 7,
      token: () => checkoutToken(secret, 8),
      valid: false,
    },
    {
      case: 'a token made with another secret',
      order: 7,
      token: () => checkoutToken('x'.repeat(20), 7),
      valid: false,
    },
    { case: 'an empty token', order: 7, token: () => '', valid: false },
  ])('accepts $case: $valid', ({ order, token, valid }) => {
    expect(isCheckoutToken(secret, order, token())).toBe(valid);
  });

  it('is URL-safe', () => {
    expect(checkoutToken(secret, 123)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
