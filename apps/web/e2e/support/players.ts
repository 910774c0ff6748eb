// Test players for the journeys: unique per run, or signed up straight through the API for journeys
// that start from an existing account, and a signed-in page without going through the dialog.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

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
  return player;
}
