// A stand-in for Steam's OpenID 2.0 provider on loopback: checkid_setup answers at once with a signed
// positive assertion for a new Steam id (as if the visitor had signed in at Steam), and
// check_authentication verifies the signature the way Steam does. The server is pointed at it with
// STEAM_OPENID_URL, so the browser really leaves the app and comes back.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { STEAM_OPENID_URL, STEAM_PORT } from './ports';

const NS = 'http://specs.openid.net/auth/2.0';
const SIGNED = [
  'signed',
  'op_endpoint',
  'claimed_id',
  'identity',
  'return_to',
  'response_nonce',
  'assoc_handle',
];

function sign(secret: Buffer, fields: URLSearchParams, names: string[]): string {
  const form = names.map((name) => `${name}:${fields.get(`openid.${name}`) ?? ''}\n`).join('');
  return createHmac('sha256', secret).update(form).digest('base64');
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

function answer(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { 'content-type': 'text/plain' }).end(body);
}

export async function startSteamStandIn(): Promise<() => Promise<void>> {
  const secret = randomBytes(32);

  function checkidSetup(query: URLSearchParams, response: ServerResponse): void {
    const returnTo = query.get('openid.return_to') ?? '';
    if (query.get('openid.ns') !== NS || returnTo === '')
      return answer(response, 400, 'bad request');
    const steamId = `765611${String(randomInt(10_000_000_000, 99_999_999_999))}`;
    const identity = `https://steamcommunity.com/openid/id/${steamId}`;
    const fields = new URLSearchParams({
      'openid.ns': NS,
      'openid.mode': 'id_res',
      'openid.op_endpoint': STEAM_OPENID_URL,
      'openid.claimed_id': identity,
      'openid.identity': identity,
      'openid.return_to': returnTo,
      'openid.response_nonce': `${new Date().toISOString().slice(0, 19)}Z${randomBytes(6).toString('hex')}`,
      'openid.assoc_handle': '1234567890',
      'openid.signed': SIGNED.join(','),
    });
    fields.set('openid.sig', sign(secret, fields, SIGNED));
    const location = `${returnTo}${returnTo.includes('?') ? '&' : '?'}${fields.toString()}`;
    response.writeHead(302, { location }).end();
  }

  function checkAuthentication(fields: URLSearchParams, response: ServerResponse): void {
    const expected = Buffer.from(
      sign(secret, fields, (fields.get('openid.signed') ?? '').split(',')),
    );
    const given = Buffer.from(fields.get('openid.sig') ?? '');
    const isValid = given.length === expected.length && timingSafeEqual(given, expected);
    answer(response, 200, `ns:${NS}\nis_valid:${String(isValid)}\n`);
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', STEAM_OPENID_URL);
    if (url.pathname !== '/openid/login') return answer(response, 404, 'not found');
    if (request.method === 'GET') return checkidSetup(url.searchParams, response);
    void readBody(request).then((body) => checkAuthentication(new URLSearchParams(body), response));
  });
  await new Promise<void>((resolve) => server.listen(STEAM_PORT, '127.0.0.1', resolve));
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}
