// A stand-in for Twitch's OAuth server (id.twitch.tv/oauth2) on loopback: codes it was told about
// become tokens at /token, and /validate tells whose token it is, with Twitch's error shapes.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TwitchAccount {
  login: string;
  userId: string;
}

export interface TwitchProvider {
  /** TWITCH_AUTH_URL, i.e. the base ending in /oauth2. */
  authUrl: string;
  clientId: string;
  clientSecret: string;
  /** Issues a code as if `account` had approved the app for this redirect_uri. */
  approve(account: TwitchAccount, redirectUri: string): string;
  /** Token requests received, with their form fields. */
  tokenRequests: URLSearchParams[];
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

export async function startTwitchProvider(): Promise<TwitchProvider> {
  const codes = new Map<string, { account: TwitchAccount; redirectUri: string }>();
  const tokens = new Map<string, TwitchAccount>();
  const tokenRequests: URLSearchParams[] = [];
  const clientId = `client-${randomBytes(4).toString('hex')}`;
  const clientSecret = randomBytes(16).toString('hex');

  function token(form: URLSearchParams, response: ServerResponse) {
    tokenRequests.push(form);
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
      return json(response, 403, { status: 403, message: 'invalid client secret' });
    }
    const grant = codes.get(form.get('code') ?? '');
    if (
      form.get('grant_type') !== 'authorization_code' ||
      !grant ||
      grant.redirectUri !== form.get('redirect_uri')
    ) {
      return json(response, 400, { status: 400, message: 'Invalid authorization code' });
    }
    codes.delete(form.get('code') ?? '');
    const accessToken = randomBytes(15).toString('hex');
    tokens.set(accessToken, grant.account);
    json(response, 200, {
      access_token: accessToken,
      expires_in: 14_000,
      refresh_token: 'r',
      scope: [],
      token_type: 'bearer',
    });
  }

  function validate(request: IncomingMessage, response: ServerResponse) {
    const header = request.headers.authorization ?? '';
    const account = header.startsWith('OAuth ') ? tokens.get(header.slice(6)) : undefined;
    if (!account) return json(response, 401, { status: 401, message: 'invalid access token' });
    json(response, 200, {
      client_id: clientId,
      login: account.login,
      scopes: [],
      user_id: account.userId,
      expires_in: 14_000,
    });
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    if (path === '/oauth2/token' && request.method === 'POST') {
      return void readBody(request).then((body) => token(new URLSearchParams(body), response));
    }
    if (path === '/oauth2/validate' && request.method === 'GET') return validate(request, response);
    json(response, 404, { status: 404, message: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    authUrl: `http://127.0.0.1:${String(port)}/oauth2`,
    clientId,
    clientSecret,
    tokenRequests,
    approve(account, redirectUri) {
      const code = randomBytes(15).toString('hex');
      codes.set(code, { account, redirectUri });
      return code;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
