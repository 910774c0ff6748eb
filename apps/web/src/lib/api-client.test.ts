import { authEndpoints } from '@clutch/contract/auth';
import { gameEndpoints } from '@clutch/contract/games';
import { profileEndpoints } from '@clutch/contract/profile';
import { describe, expect, it } from 'vitest';
import { createApiClient, MAX_FAILED_REFRESHES } from './api-client';
import { ApiError } from './api-error';
import { createMemoryStorage, createTokenStore, type TokenChange } from './auth-tokens';
import type { Locale } from './locale';

interface Seen {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

const ME = {
  id: 7,
  username: 'clutchy',
  email: 'c@example.com',
  is_email_confirmed: false,
  avatar_url: null,
  country: 'UA',
  discord: null,
  steam_id: null,
  twitch: null,
  is_demo: false,
  unread_notifications: 0,
  quiet_mode_to: null,
  current_game: 1,
  current_quick_match: null,
  current_tournament: null,
  next_match: null,
  current_cart: null,
  ready_check: null,
  bans: {
    withdrawal: { status: false, duration: null },
    tournament: { status: false, duration: null },
    quick_match: { status: false, duration: null },
    chat: { status: false, duration: null },
  },
  version: 1,
};

const EXPIRED = {
  detail: 'Given token not valid for any token type',
  code: 'token_not_valid',
  messages: [],
};

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** A stand-in API: `handle` answers each request; every request is recorded in order. */
function setup(
  handle: (request: Seen) => Response | Promise<Response>,
  stored: Record<string, string> = { access: 'a1', refresh: 'r1' },
) {
  const seen: Seen[] = [];
  const changes: TokenChange[] = [];
  const serverLocales: Locale[] = [];
  const storage = createMemoryStorage();
  for (const [key, value] of Object.entries(stored)) storage.setItem(key, value);
  const store = createTokenStore(() => storage);
  store.subscribe((change) => changes.push(change));
  const client = createApiClient({
    tokens: store,
    readLocale: () => 'ua',
    onServerLocale: (locale) => serverLocales.push(locale),
    fetch: async (url, init) => {
      const headers = new Headers(init.headers);
      const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      const request = { method: init.method ?? 'GET', url, headers, body };
      seen.push(request);
      return handle(request);
    },
  });
  return { client, store, seen, changes, serverLocales };
}

/** Access a2 is the only valid one; refreshing with r1 answers the a2/r2 pair. */
function rotatingServer(
  refreshAnswer: () => Response = () => json(200, { access: 'a2', refresh: 'r2' }),
) {
  return (request: Seen): Response => {
    if (request.url === '/api/auth/token/refresh/') return refreshAnswer();
    if (request.headers.get('Authorization') !== 'Token a2') return json(401, EXPIRED);
    return json(200, ME);
  };
}

describe('call', () => {
  it('sends the token, the locale and a JSON body, and parses the answer with the contract', async () => {
    const { client, seen } = setup(() => json(200, { access: 'x', refresh: 'y' }));
    const pair = await client.call(authEndpoints.login, {
      body: { email: 'a@b.co', password: 'pw' },
    });
    expect(pair).toEqual({ access: 'x', refresh: 'y' });
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/auth/login/');
    expect(request?.headers.get('Content-Language')).toBe('ua');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.body).toEqual({ email: 'a@b.co', password: 'pw' });
  });

  it('sends Authorization "Token <access>" where the endpoint reads it, but never to sign-up', async () => {
    const { client, seen } = setup((request) =>
      request.url === '/api/profile/me/' ? json(200, ME) : json(201, { access: 'x', refresh: 'y' }),
    );
    await client.call(profileEndpoints.me);
    await client.call(authEndpoints.register, {
      body: { email: 'a@b.co', username: 'abc', password: 'pw', repeat_password: 'pw' },
    });
    expect(seen[0]?.headers.get('Authorization')).toBe('Token a1');
    expect(seen[1]?.url).toBe('/api/auth/register/');
    expect(seen[1]?.headers.has('Authorization')).toBe(false);
  });

  it('encodes a typed query, and hands a raw query string over untouched', async () => {
    const { client, seen } = setup(() => json(200, { access: 'x', refresh: 'y' }));
    await client.call(authEndpoints.confirm, { query: { confirmation_token: 'a b&c' } });
    const search = '?openid.ns=http%3A%2F%2Fspecs.openid.net%2Fauth%2F2.0&openid.sig=ab%2Bc%3D';
    await client.call(authEndpoints.steamCallback, { search });
    expect(seen[0]?.url).toBe('/api/auth/confirm/?confirmation_token=a+b%26c');
    expect(seen[1]?.url).toBe(`/api/auth/steam-login/callback/${search}`);
  });

  it('throws an ApiError with the status and the DRF body when the answer is not a success', async () => {
    const { client } = setup(() => json(400, { error: 'Wrong e-mail or password.' }));
    const failure = client.call(authEndpoints.login, { body: { email: 'a@b.co', password: 'x' } });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      body: { error: 'Wrong e-mail or password.' },
    });
  });

  it('rejects an answer that does not match the contract', async () => {
    const { client } = setup(() => json(200, [{ id: 1, name: 'Dota 2' }]));
    await expect(client.call(gameEndpoints.list)).rejects.toThrow();
  });

  it('reports the locale of a Content-Language answer header', async () => {
    const { client, serverLocales } = setup(() => json(200, [], { 'Content-Language': 'uk-UA' }));
    await client.call(gameEndpoints.list);
    expect(serverLocales).toEqual(['ua']);
  });

  it('reads an empty 204 answer as null', async () => {
    const { client } = setup(() => new Response(null, { status: 204 }));
    await expect(
      client.call(authEndpoints.logout, { body: { refresh: 'r1' } }),
    ).resolves.toBeNull();
  });
});

describe('token refresh', () => {
  it('refreshes once on token_not_valid, stores both new tokens and retries with the new access', async () => {
    const { client, store, seen, changes } = setup(rotatingServer());
    const me = await client.call(profileEndpoints.me);
    expect(me.username).toBe('clutchy');
    expect(seen.map((request) => request.url)).toEqual([
      '/api/profile/me/',
      '/api/auth/token/refresh/',
      '/api/profile/me/',
    ]);
    expect(seen[1]?.body).toEqual({ refresh: 'r1' });
    expect(store.readAccess()).toBe('a2');
    expect(store.readRefresh()).toBe('r2');
    expect(changes).toEqual(['rotated']);
  });

  it('shares one refresh between requests that fail at the same time', async () => {
    let releaseRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const server = rotatingServer();
    const { client, seen } = setup(async (request) => {
      if (request.url === '/api/auth/token/refresh/') await refreshGate;
      return server(request);
    });
    const calls = [
      client.call(profileEndpoints.me),
      client.call(profileEndpoints.me),
      client.call(profileEndpoints.me),
    ];
    await new Promise((resolve) => setTimeout(resolve, 10));
    releaseRefresh();
    const answers = await Promise.all(calls);
    expect(answers.map((me) => me.id)).toEqual([7, 7, 7]);
    expect(seen.filter((request) => request.url === '/api/auth/token/refresh/')).toHaveLength(1);
  });

  it('does not refresh for other 401 answers', async () => {
    const { client, seen } = setup(() =>
      json(401, { detail: 'Authentication credentials were not provided.' }),
    );
    await expect(client.call(profileEndpoints.me)).rejects.toMatchObject({ status: 401 });
    expect(seen).toHaveLength(1);
  });

  it(`keeps the tokens through ${String(MAX_FAILED_REFRESHES)} failed refreshes and clears them after more`, async () => {
    const { client, store } = setup(rotatingServer(() => json(503, { detail: 'Unavailable.' })));
    for (let attempt = 1; attempt <= MAX_FAILED_REFRESHES; attempt += 1) {
      await expect(client.call(profileEndpoints.me)).rejects.toMatchObject({ status: 401 });
      expect(store.readAccess()).toBe('a1');
    }
    await expect(client.call(profileEndpoints.me)).rejects.toMatchObject({ status: 401 });
    expect(store.readAccess()).toBeNull();
    expect(store.readRefresh()).toBeNull();
  });

  it('ends the session at once when the server rejects the refresh token itself', async () => {
    const { client, store, changes } = setup(rotatingServer(() => json(401, EXPIRED)));
    await expect(client.call(profileEndpoints.me)).rejects.toMatchObject({ status: 401 });
    expect(store.readAccess()).toBeNull();
    expect(changes).toEqual(['session-ended']);
  });

  it('ends the session when there is no refresh token to refresh with', async () => {
    const { client, store, seen, changes } = setup(rotatingServer(), { access: 'stale' });
    await expect(client.call(profileEndpoints.me)).rejects.toMatchObject({ status: 401 });
    expect(seen.map((request) => request.url)).toEqual(['/api/profile/me/']);
    expect(store.readAccess()).toBeNull();
    expect(changes).toEqual(['session-ended']);
  });

  it('ends the session when the server says the user of the token no longer exists', async () => {
    const { client, store } = setup(() =>
      json(403, { detail: 'The user matching this token was not found.', code: 'user_not_found' }),
    );
    await expect(client.call(profileEndpoints.me)).rejects.toMatchObject({ status: 403 });
    expect(store.readAccess()).toBeNull();
  });
});
