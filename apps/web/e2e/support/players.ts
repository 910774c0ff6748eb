// Test players for the journeys: unique per run, or signed up straight through the API for journeys
// that start from an existing account, and a signed-in page without going through the dialog.
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';

export interface Player {
  email: string;
  username: string;
  password: string;
}

export function newPlayer(): Player {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    email: `player.${tag}@example.com`,
    username: `p_${tag}`,
    password: 'Lane-Control-Rampage-42',
  };
}

export async function registerPlayer(request: APIRequestContext): Promise<Player> {
  const player = newPlayer();
  const response = await request.post('/api/auth/register/', {
    data: { ...player, repeat_password: player.password, country: 'UA' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return player;
}

/** Signs a new player up through the API and stores the tokens, as a finished sign-in would. */
export async function signedInPlayer(page: Page): Promise<Player> {
  const player = newPlayer();
  const response = await page.request.post('/api/auth/register/', {
    data: { ...player, repeat_password: player.password, country: 'UA' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const pair = (await response.json()) as { access: string; refresh: string };
  await storeTokens(page, pair);
  return player;
}

/**
 * Signs the page's tab in with `pair` on its first load; later loads keep whatever the app stored
 * (a refresh, a sign-out), as a real tab would.
 */
export async function storeTokens(
  page: Page,
  pair: { access: string; refresh: string },
): Promise<void> {
  await page.addInitScript((tokens) => {
    if (
      localStorage.getItem('access') === null &&
      sessionStorage.getItem('e2e_signed_in') === null
    ) {
      localStorage.setItem('access', tokens.access);
      localStorage.setItem('refresh', tokens.refresh);
      sessionStorage.setItem('e2e_signed_in', '1');
    }
  }, pair);
}

/** A player signed in on a page of a browser context of their own: a second person at once. */
export async function playerInNewContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page; player: Player }> {
  // Closed when the test ends (support/test.ts).
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const player = await signedInPlayer(page);
  return { context, page, player };
}

/** The page's stored access token, for calls the test makes as that player. */
export async function accessTokenOf(page: Page): Promise<string> {
  const access = await page.evaluate(() => localStorage.getItem('access'));
  if (access === null) throw new Error('the page has no stored access token; load a page first');
  return access;
}

/** Calls the API as the player signed in on `page`; answers the parsed JSON body. */
export async function apiAs(
  page: Page,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<unknown> {
  const response = await page.request.fetch(`/api/${path}`, {
    method,
    headers: { Authorization: `Token ${await accessTokenOf(page)}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return response.status() === 204 ? null : response.json();
}

export async function userIdOf(page: Page): Promise<number> {
  const me = (await apiAs(page, 'GET', 'profile/me/')) as { id: number };
  return me.id;
}
