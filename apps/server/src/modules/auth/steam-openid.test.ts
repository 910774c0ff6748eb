import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startSteamOpenidProvider,
  steamNonce,
  type SteamOpenidProvider,
} from '../../../test/stand-ins/steam-openid-provider.js';
import {
  buildCheckAuthenticationBody,
  buildLoginUrl,
  checkAssertion,
  NONCE_MAX_SKEW_MS,
  OPENID_NS,
  parseKeyValueForm,
  verifyAssertion,
} from './steam-openid.js';

const ENDPOINT = 'https://steamcommunity.com/openid/login';
const RETURN_TO = 'https://clutch.test/steam-login';
const NOW = Date.parse('2025-03-01T12:00:00Z');
const STEAM_ID = '76561197960287930';
const IDENTITY = `https://steamcommunity.com/openid/id/${STEAM_ID}`;

function validQuery(): Record<string, string | undefined> {
  return {
    state: 'one-time',
    'openid.ns': OPENID_NS,
    'openid.mode': 'id_res',
    'openid.op_endpoint': ENDPOINT,
    'openid.claimed_id': IDENTITY,
    'openid.identity': IDENTITY,
    'openid.return_to': `${RETURN_TO}?state=one-time`,
    'openid.response_nonce': '2025-03-01T11:59:30Zq1w2e3r4',
    'openid.assoc_handle': '1234567890',
    'openid.signed': 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle',
    'openid.sig': 'c2lnbmF0dXJl',
  };
}

const check = (change: Record<string, string | undefined>) =>
  checkAssertion(
    { ...validQuery(), ...change },
    { endpoint: ENDPOINT, returnTo: RETURN_TO, now: NOW },
  );

describe('checkAssertion', () => {
  it('accepts a well-formed assertion and answers the Steam ID, nonce and return_to', () => {
    const outcome = check({});
    expect(outcome).toMatchObject({
      ok: true,
      steamId: STEAM_ID,
      nonce: '2025-03-01T11:59:30Zq1w2e3r4',
    });
    expect(outcome.ok && outcome.returnTo.searchParams.get('state')).toBe('one-time');
  });

  it.each([
    ['an extra unsigned openid field', { 'openid.sreg.nickname': 'gaben' }],
    ['an extra parameter outside openid', { utm_source: 'mail' }],
    [
      'a signed list in another order without `signed`',
      { 'openid.signed': 'assoc_handle,response_nonce,return_to,identity,claimed_id,op_endpoint' },
    ],
    [
      'a signed list that also signs ns',
      {
        'openid.signed': 'ns,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle',
      },
    ],
    [
      'a nonce from just under five minutes ago',
      { 'openid.response_nonce': '2025-03-01T11:55:01Zx' },
    ],
    ['a nonce from a clock slightly ahead', { 'openid.response_nonce': '2025-03-01T12:04:00Zx' }],
  ])('still accepts %s', (_name, change) => {
    expect(check(change).ok).toBe(true);
  });

  it.each([
    ['another namespace', { 'openid.ns': 'http://openid.net/signon/1.1' }, /not OpenID 2\.0/],
    ['mode cancel', { 'openid.mode': 'cancel' }, /cancelled/],
    ['mode setup_needed', { 'openid.mode': 'setup_needed' }, /did not confirm/],
    ['no mode', { 'openid.mode': undefined }, /did not confirm/],
    ['no signed list', { 'openid.signed': undefined }, /does not sign op_endpoint/],
    [
      'claimed_id left out of signed',
      { 'openid.signed': 'signed,op_endpoint,identity,return_to,response_nonce,assoc_handle' },
      /does not sign claimed_id/,
    ],
    [
      'response_nonce left out of signed',
      { 'openid.signed': 'signed,op_endpoint,claimed_id,identity,return_to,assoc_handle' },
      /does not sign response_nonce/,
    ],
    [
      'an unexpected signed field',
      {
        'openid.signed':
          'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle,sreg.email',
        'openid.sreg.email': 'a@b.c',
      },
      /unexpected fields: sreg\.email/,
    ],
    [
      'a field signed twice',
      {
        'openid.signed':
          'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle,identity',
      },
      /twice/,
    ],
    [
      'a signed field absent from the query',
      { 'openid.assoc_handle': undefined },
      /lacks the signed fields assoc_handle/,
    ],
    ['no signature', { 'openid.sig': undefined }, /no signature/],
    [
      'another op_endpoint',
      { 'openid.op_endpoint': 'https://evil.test/openid/login' },
      /another OpenID provider/,
    ],
    [
      'an op_endpoint differing only by a trailing slash',
      { 'openid.op_endpoint': `${ENDPOINT}/` },
      /another OpenID provider/,
    ],
    [
      'a claimed_id on another host',
      {
        'openid.claimed_id': `https://evil.test/openid/id/${STEAM_ID}`,
        'openid.identity': `https://evil.test/openid/id/${STEAM_ID}`,
      },
      /does not name a Steam account/,
    ],
    [
      'a claimed_id over plain http',
      { 'openid.claimed_id': `http://steamcommunity.com/openid/id/${STEAM_ID}` },
      /does not name a Steam account/,
    ],
    [
      'a Steam ID of 16 digits',
      { 'openid.claimed_id': IDENTITY.slice(0, -1), 'openid.identity': IDENTITY.slice(0, -1) },
      /does not name a Steam account/,
    ],
    [
      'a claimed_id with a suffix',
      { 'openid.claimed_id': `${IDENTITY}/extra`, 'openid.identity': `${IDENTITY}/extra` },
      /does not name a Steam account/,
    ],
    [
      'identity differing from claimed_id',
      { 'openid.identity': 'https://steamcommunity.com/openid/id/76561197960287931' },
      /two different accounts/,
    ],
    [
      'a return_to on another host',
      { 'openid.return_to': 'https://evil.test/steam-login?state=one-time' },
      /another site/,
    ],
    [
      'a return_to on another path',
      { 'openid.return_to': 'https://clutch.test/steam-login-evil?state=one-time' },
      /another site/,
    ],
    [
      'a return_to over http',
      { 'openid.return_to': 'http://clutch.test/steam-login?state=one-time' },
      /another site/,
    ],
    ['a return_to that is not a URL', { 'openid.return_to': 'not a url' }, /another site/],
    [
      'a state differing from the one in return_to',
      { state: 'another' },
      /does not match this request/,
    ],
    ['the state missing from the request', { state: undefined }, /does not match this request/],
    ['no nonce', { 'openid.response_nonce': undefined }, /lacks the signed fields response_nonce/],
    ['a nonce without a timestamp', { 'openid.response_nonce': 'abcdef' }, /no valid nonce/],
    [
      'a nonce with fractional seconds',
      { 'openid.response_nonce': '2025-03-01T11:59:30.123Zx' },
      /no valid nonce/,
    ],
    [
      'a nonce longer than 255 characters',
      { 'openid.response_nonce': `2025-03-01T11:59:30Z${'x'.repeat(240)}` },
      /no valid nonce/,
    ],
    ['a nonce six minutes old', { 'openid.response_nonce': '2025-03-01T11:54:00Zx' }, /too old/],
    ['a nonce six minutes ahead', { 'openid.response_nonce': '2025-03-01T12:06:00Zx' }, /too old/],
    [
      'a nonce with an impossible date',
      { 'openid.response_nonce': '2025-13-45T11:59:30Zx' },
      /too old/,
    ],
  ])('refuses %s', (_name, change, reason) => {
    const outcome = check(change);
    expect(outcome).toMatchObject({ ok: false, problem: 'malformed' });
    expect(outcome.ok ? '' : outcome.reason).toMatch(reason);
  });

  it('allows exactly the documented clock skew', () => {
    const at = (ms: number) => `${new Date(NOW + ms).toISOString().slice(0, 19)}Zx`;
    expect(check({ 'openid.response_nonce': at(-NONCE_MAX_SKEW_MS) }).ok).toBe(true);
    expect(check({ 'openid.response_nonce': at(-NONCE_MAX_SKEW_MS - 1000) }).ok).toBe(false);
  });
});

describe('buildLoginUrl', () => {
  it('asks the endpoint for checkid_setup with identifier_select, our return_to and realm', () => {
    const url = new URL(
      buildLoginUrl({
        endpoint: ENDPOINT,
        returnTo: `${RETURN_TO}?state=a+b&c`,
        realm: 'https://clutch.test',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(ENDPOINT);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'openid.ns': 'http://specs.openid.net/auth/2.0',
      'openid.mode': 'checkid_setup',
      'openid.return_to': `${RETURN_TO}?state=a+b&c`,
      'openid.realm': 'https://clutch.test',
      'openid.identity': 'http://specs.openid.net/auth/2.0/identifier_select',
      'openid.claimed_id': 'http://specs.openid.net/auth/2.0/identifier_select',
    });
  });
});

describe('buildCheckAuthenticationBody', () => {
  it('sends every openid field as received, only switching the mode, and nothing else', () => {
    const body = buildCheckAuthenticationBody({ ...validQuery(), 'openid.sreg.nickname': 'x' });
    const expected = Object.fromEntries(
      Object.entries(validQuery()).filter(([key]) => key.startsWith('openid.')),
    );
    expect(Object.fromEntries(body)).toEqual({
      ...expected,
      'openid.sreg.nickname': 'x',
      'openid.mode': 'check_authentication',
    });
  });
});

describe('parseKeyValueForm', () => {
  it.each([
    ['ns:http://specs.openid.net/auth/2.0\nis_valid:true\n', { ns: OPENID_NS, is_valid: 'true' }],
    ['is_valid:false\n', { is_valid: 'false' }],
    ['is_valid:true\r\nns:x\r\n', { is_valid: 'true', ns: 'x' }],
    ['key:value:with:colons\n\nno-colon-line\n:empty-key\n', { key: 'value:with:colons' }],
    ['', {}],
  ])('reads %j', (text, fields) => {
    expect(Object.fromEntries(parseKeyValueForm(text))).toEqual(fields);
  });
});

describe('verifyAssertion against a provider on loopback', () => {
  let steam: SteamOpenidProvider;
  beforeAll(async () => {
    steam = await startSteamOpenidProvider();
  });
  afterAll(async () => {
    await steam.close();
  });

  async function assertionFor(steamId: string): Promise<Record<string, string>> {
    steam.approveAs(steamId);
    const link = buildLoginUrl({
      endpoint: steam.endpoint,
      returnTo: `${RETURN_TO}?state=s1`,
      realm: 'https://clutch.test',
    });
    const response = await fetch(link, { redirect: 'manual' });
    expect(response.status).toBe(302);
    return Object.fromEntries(new URL(response.headers.get('location') ?? '').searchParams);
  }
  const options = () => ({ endpoint: steam.endpoint, returnTo: RETURN_TO, fetch });

  it('accepts an assertion the provider confirms', async () => {
    const outcome = await verifyAssertion(await assertionFor(STEAM_ID), options());
    expect(outcome).toMatchObject({ ok: true, steamId: STEAM_ID });
  });

  it('refuses as unverified an assertion whose Steam ID was edited after signing', async () => {
    const other = '76561197960287931';
    const query = {
      ...(await assertionFor(STEAM_ID)),
      'openid.claimed_id': `https://steamcommunity.com/openid/id/${other}`,
      'openid.identity': `https://steamcommunity.com/openid/id/${other}`,
    };
    expect(await verifyAssertion(query, options())).toMatchObject({
      ok: false,
      problem: 'unverified',
    });
  });

  it('does not ask the provider about an assertion that fails the local checks', async () => {
    const before = steam.checks;
    const query = {
      ...(await assertionFor(STEAM_ID)),
      'openid.response_nonce': steamNonce(new Date(Date.now() - 3_600_000)),
    };
    expect(await verifyAssertion(query, options())).toMatchObject({
      ok: false,
      problem: 'malformed',
    });
    expect(steam.checks).toBe(before);
  });

  it('answers unreachable when the provider does not answer', async () => {
    const query = await assertionFor(STEAM_ID);
    const closed = await startSteamOpenidProvider();
    await closed.close();
    const outcome = await verifyAssertion(
      { ...query, 'openid.op_endpoint': closed.endpoint },
      { ...options(), endpoint: closed.endpoint },
    );
    expect(outcome).toMatchObject({ ok: false, problem: 'unreachable' });
  });

  it('refuses as unverified when the provider answers is_valid:true without the OpenID namespace', async () => {
    const query = await assertionFor(STEAM_ID);
    const bareFetch: typeof fetch = () => Promise.resolve(new Response('is_valid:true\n'));
    expect(await verifyAssertion(query, { ...options(), fetch: bareFetch })).toMatchObject({
      ok: false,
      problem: 'unverified',
    });
  });
});
