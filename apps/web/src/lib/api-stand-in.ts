// Test support for the API client's tests: a stand-in server answering through a fake fetch, a token
// store on memory storage, and recorders for every request, token change and catalogue effect.
import { createApiClient, type ApiEffects } from './api-client';
import type { Shortfall } from './api-failure';
import { createTokenStore, type TokenChange } from './auth-tokens';
import { createMemoryStorage } from './browser-storage';
import type { Locale } from './locale';

export interface Seen {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

export const ME = {
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
    withdrawal: { status: false, duration: null, reason: null },
    tournament: { status: false, duration: null, reason: null },
    quick_match: { status: false, duration: null, reason: null },
    chat: { status: false, duration: null, reason: null },
  },
  balance: 0,
  demo_balance: 1000,
  is_staff: false,
  version: 1,
};

export const EXPIRED = {
  detail: 'Given token not valid for any token type',
  code: 'token_not_valid',
  messages: [],
};

export function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export type Effect =
  | { kind: 'error'; message: string; items: readonly string[] }
  | { kind: 'short-of-crystals'; shortfall: Shortfall }
  | { kind: 'offline' }
  | { kind: 'go-home' }
  | { kind: 'session-expired' };

/** A stand-in API: `handle` answers each request; every request and every effect is recorded in order. */
export function setup(
  handle: (request: Seen) => Response | Promise<Response>,
  stored: Record<string, string> = { access: 'a1', refresh: 'r1' },
  country: string | null = null,
) {
  const seen: Seen[] = [];
  const effects: Effect[] = [];
  const recorder: ApiEffects = {
    showError: (message, items) => effects.push({ kind: 'error', message, items }),
    showShortOfCrystals: (shortfall) => effects.push({ kind: 'short-of-crystals', shortfall }),
    showOffline: () => effects.push({ kind: 'offline' }),
    goHome: () => effects.push({ kind: 'go-home' }),
    sessionExpired: () => effects.push({ kind: 'session-expired' }),
  };
  const changes: TokenChange[] = [];
  const serverLocales: Locale[] = [];
  const storage = createMemoryStorage();
  for (const [key, value] of Object.entries(stored)) storage.setItem(key, value);
  const store = createTokenStore(() => storage);
  store.subscribe((change) => changes.push(change));
  const client = createApiClient({
    tokens: store,
    readLocale: () => 'ua',
    readCountry: () => country,
    effects: recorder,
    onServerLocale: (locale) => serverLocales.push(locale),
    fetch: async (url, init) => {
      const headers = new Headers(init.headers);
      const body: unknown =
        typeof init.body === 'string'
          ? JSON.parse(init.body)
          : init.body instanceof FormData
            ? init.body
            : undefined;
      const request = { method: init.method ?? 'GET', url, headers, body };
      seen.push(request);
      return handle(request);
    },
  });
  return { client, store, seen, changes, serverLocales, effects };
}

/** Access a2 is the only valid one; refreshing with r1 answers the a2/r2 pair. */
export function rotatingServer(
  refreshAnswer: () => Response = () => json(200, { access: 'a2', refresh: 'r2' }),
) {
  return (request: Seen): Response => {
    if (request.url === '/api/auth/token/refresh/') return refreshAnswer();
    if (request.headers.get('Authorization') !== 'Token a2') return json(401, EXPIRED);
    return json(200, ME);
  };
}
