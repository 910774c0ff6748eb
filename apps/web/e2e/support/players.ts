// Test players for the journeys (unique per run, or signed up straight through the API for journeys
// that start from an existing account) and the locator of the site header they look at.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

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

/** The site header; Mantine dialogs render a <header> of their own, which is also a banner. */
export function siteHeader(page: Page): Locator {
  return page
    .getByRole('banner')
    .filter({ has: page.getByRole('link', { name: 'Clutch', exact: true }) });
}
