// A stand-in for Steam on loopback: an OpenID 2.0 provider that answers checkid_setup with a signed
// positive assertion and check_authentication by recomputing the signature, plus the Web API's
// GetPlayerSummaries. Tweaks let a test play a provider that signs something it should not.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const NS = 'http://specs.openid.net/auth/2.0';
const IDENTIFIER_SELECT = `${NS}/identifier_select`;
/** What Steam lists in openid.signed, in Steam's order. */
export const STEAM_SIGNED = [
  'signed',
  'op_endpoint',
  'claimed_id',
  'identity',
  'return_to',
  'response_nonce',
  'assoc_handle',
];

export interface AssertionTweaks {
  claimedId?: string;
  identity?: string;
  nonce?: string;
  signed?: string[];
  opEndpoint?: string;
}

export interface SteamPersona {
  personaname: string;
  avatarfull: string;
}

export interface SteamOpenidProvider {
  /** Base URL; the Web API lives here too, so it is also STEAM_API_URL. */
  url: string;
  /** The OpenID endpoint, i.e. STEAM_OPENID_URL. */
  endpoint: string;
  apiKey: string;
  personas: Map<string, SteamPersona>;
  /** check_authentication requests received so far. */
  checks: number;
  /** Who signs in at the next checkid_setup, and how the assertion deviates from Steam's. */
  approveAs(steamId: string, tweaks?: AssertionTweaks): void;
  close(): Promise<void>;
}

export const steamIdentity = (steamId: string) => `https://steamcommunity.com/openid/id/${steamId}`;

/** ISO time without fractions, as OpenID nonces carry it, then random characters. */
export const steamNonce = (at = new Date()) =>
  `${at.toISOString().slice(0, 19)}Z${randomBytes(8).toString('hex')}`;

function keyValueForm(fields: URLSearchParams, names: string[]): string {
  return names.map((name) => `${name}:${fields.get(`openid.${name}`) ?? ''}\n`).join('');
}

function sign(secret: Buffer, fields: URLSearchParams, names: string[]): string {
  return createHmac('sha256', secret).update(keyValueForm(fields, names)).digest('base64');
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

export async function startSteamOpenidProvider(): Promise<SteamOpenidProvider> {
  const secret = randomBytes(32);
  let approved: { steamId: string; tweaks: AssertionTweaks } = {
    steamId: '76561197960287930',
    tweaks: {},
  };
  const provider: SteamOpenidProvider = {
    url: '',
    endpoint: '',
    apiKey: `key-${randomBytes(4).toString('hex')}`,
    personas: new Map(),
    checks: 0,
    approveAs(steamId, tweaks = {}) {
      approved = { steamId, tweaks };
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };

  function checkidSetup(query: URLSearchParams, response: ServerResponse) {
    const returnTo = query.get('openid.return_to') ?? '';
    const realm = query.get('openid.realm') ?? '';
    const wellFormed =
      query.get('openid.ns') === NS &&
      query.get('openid.claimed_id') === IDENTIFIER_SELECT &&
      query.get('openid.identity') === IDENTIFIER_SELECT &&
      realm !== '' &&
      returnTo.startsWith(realm);
    if (!wellFormed) return answer(response, 400, 'text/plain', 'bad checkid_setup request');
    const { steamId, tweaks } = approved;
    const fields = new URLSearchParams({
      'openid.ns': NS,
      'openid.mode': 'id_res',
      'openid.op_endpoint': tweaks.opEndpoint ?? provider.endpoint,
      'openid.claimed_id': tweaks.claimedId ?? steamIdentity(steamId),
      'openid.identity': tweaks.identity ?? steamIdentity(steamId),
      'openid.return_to': returnTo,
      'openid.response_nonce': tweaks.nonce ?? steamNonce(),
      'openid.assoc_handle': '1234567890',
      'openid.signed': (tweaks.signed ?? STEAM_SIGNED).join(','),
    });
    fields.set('openid.sig', sign(secret, fields, tweaks.signed ?? STEAM_SIGNED));
    const location = `${returnTo}${returnTo.includes('?') ? '&' : '?'}${fields.toString()}`;
    response.writeHead(302, { location }).end();
  }

  function checkAuthentication(fields: URLSearchParams, response: ServerResponse) {
    provider.checks += 1;
    const names = (fields.get('openid.signed') ?? '').split(',');
    const expected = Buffer.from(sign(secret, fields, names));
    const given = Buffer.from(fields.get('openid.sig') ?? '');
    const isValid =
      fields.get('openid.mode') === 'check_authentication' &&
      given.length === expected.length &&
      timingSafeEqual(given, expected);
    answer(response, 200, 'text/plain', `ns:${NS}\nis_valid:${String(isValid)}\n`);
  }

  function playerSummaries(query: URLSearchParams, response: ServerResponse) {
    if (query.get('key') !== provider.apiKey)
      return answer(response, 403, 'text/html', '<h1>Forbidden</h1>');
    const ids = (query.get('steamids') ?? '').split(',');
    const players = ids.flatMap((id) => {
      const persona = provider.personas.get(id);
      return persona ? [{ steamid: id, ...persona }] : [];
    });
    answer(response, 200, 'application/json', JSON.stringify({ response: { players } }));
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', provider.url);
    if (url.pathname === '/openid/login' && request.method === 'GET')
      return checkidSetup(url.searchParams, response);
    if (url.pathname === '/openid/login' && request.method === 'POST') {
      return void readBody(request).then((body) =>
        checkAuthentication(new URLSearchParams(body), response),
      );
    }
    if (url.pathname === '/ISteamUser/GetPlayerSummaries/v0002/')
      return playerSummaries(url.searchParams, response);
    answer(response, 404, 'text/plain', 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  provider.url = `http://127.0.0.1:${String(port)}`;
  provider.endpoint = `${provider.url}/openid/login`;
  return provider;
}

/** A Steam answer or link query with fields changed; `null` removes one. */
export function edited(
  query: URLSearchParams,
  change: Record<string, string | null>,
): URLSearchParams {
  const copy = new URLSearchParams(query);
  for (const [key, value] of Object.entries(change)) {
    if (value === null) copy.delete(key);
    else copy.set(key, value);
  }
  return copy;
}

/** A Steam link's query with its return_to (and realm) swapped, as an attacker crafting one would. */
export const withReturnTo = (link: string, returnTo: string, realm = new URL(returnTo).origin) =>
  edited(new URL(link).searchParams, { 'openid.return_to': returnTo, 'openid.realm': realm });

/** A checkid_setup link to `endpoint` with the given query. */
export const steamAt = (endpoint: string, params: URLSearchParams) =>
  `${endpoint}?${params.toString()}`;

/** The one-time state inside a Steam link's return_to. */
export const stateOf = (link: string) =>
  new URL(new URL(link).searchParams.get('openid.return_to') ?? '').searchParams.get('state') ?? '';

/**
 * Follows a checkid_setup link to a provider as a browser would, and answers the fields it appended
 * to return_to (the provider answers at once with a redirect), or null when it did not redirect.
 */
export async function followSteamLink(link: string): Promise<URLSearchParams | null> {
  const response = await fetch(link, { redirect: 'manual' });
  const location = response.headers.get('location');
  return response.status === 302 && location ? new URL(location).searchParams : null;
}

function answer(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, { 'content-type': type }).end(body);
}
