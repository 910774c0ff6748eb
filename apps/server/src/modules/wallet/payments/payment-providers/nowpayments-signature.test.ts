import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isIpnSignature, signIpn, sortKeysDeep } from './nowpayments-signature.js';

const secret = 'ipn-secret';
const hmac = (text: string, key = secret) => createHmac('sha512', key).update(text).digest('hex');

describe('sorting keys the way NOWPayments signs', () => {
  it.each([
    { value: { b: 1, a: 2 }, json: '{"a":2,"b":1}' },
    {
      value: { z: { y: 1, x: [{ d: 1, c: 2 }] }, a: null },
      json: '{"a":null,"z":{"x":[{"c":2,"d":1}],"y":1}}',
    },
    { value: [3, 1, 2], json: '[3,1,2]' },
    { value: 'text', json: '"text"' },
    {
      value: { payment_status: 'finished', order_id: '5' },
      json: '{"order_id":"5","payment_status":"finished"}',
    },
  ])('writes $json', ({ value, json }) => {
    expect(JSON.stringify(sortKeysDeep(value))).toBe(json);
  });
});

describe('the IPN signature', () => {
  const body = { payment_status: 'finished', payment_id: 5, order_id: '9' };
  const sorted = '{"order_id":"9","payment_id":5,"payment_status":"finished"}';

  it('is the hex HMAC-SHA512 of the sorted JSON', () => {
    expect(signIpn(secret, body)).toBe(hmac(sorted));
  });

  it.each([
    { case: 'the right signature', signature: hmac(sorted), valid: true },
    { case: 'the right signature in capitals', signature: hmac(sorted).toUpperCase(), valid: true },
    {
      case: 'a signature of the unsorted JSON',
      signature: hmac(JSON.stringify(body)),
      valid: false,
    },
    { case: 'a signature with another secret', signature: hmac(sorted, 'other'), valid: false },
    { case: 'an empty signature', signature: '', valid: false },
  ])('accepts $case: $valid', ({ signature, valid }) => {
    expect(isIpnSignature(secret, body, signature)).toBe(valid);
  });
});
