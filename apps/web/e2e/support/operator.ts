// The console's first admin for the journeys: the server makes OPERATOR_ADMIN_EMAILS admins once
// their e-mail is confirmed (playwright.config sets it), so the admin signs up, follows the mailed
// link and is an admin; a later journey in the same run signs the same account in.
import { expect, type Page } from '@playwright/test';
import { linkIn, waitForMail } from './journey';
import { storeTokens, type Player } from './players';

export const E2E_ADMIN: Player = {
  email: 'console.admin@example.com',
  username: 'console_admin',
  password: 'Lane-Control-Rampage-42',
};

interface Pair {
  access: string;
  refresh: string;
}

async function adminTokens(page: Page): Promise<Pair> {
  const signUp = await page.request.post('/api/auth/register/', {
    data: { ...E2E_ADMIN, repeat_password: E2E_ADMIN.password, country: 'UA' },
  });
  if (signUp.status() === 201) {
    const mail = await waitForMail(E2E_ADMIN.email, /email\/confirm/);
    const token =
      linkIn(mail, /\/email\/confirm\/[\w-]+/)
        .split('/')
        .pop() ?? '';
    const confirmed = await page.request.get(
      `/api/auth/confirm/?confirmation_token=${encodeURIComponent(token)}`,
    );
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    return (await confirmed.json()) as Pair;
  }
  const signIn = await page.request.post('/api/auth/login/', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  return (await signIn.json()) as Pair;
}

/** The console admin signed in on `page` (its next load), as a finished sign-in would leave it. */
export async function signedInAdmin(page: Page): Promise<Player> {
  const pair = await adminTokens(page);
  const me = await page.request.get('/api/operator/me/', {
    headers: { Authorization: `Token ${pair.access}` },
  });
  expect(((await me.json()) as { roles: string[] }).roles).toContain('admin');
  await storeTokens(page, pair);
  return E2E_ADMIN;
}

/** Grants `role` to a user as the admin signed in on `adminPage` would in the staff section. */
export async function grantRoleAs(
  adminPage: Page,
  userId: number,
  role: 'support' | 'moderator' | 'finance' | 'admin',
): Promise<void> {
  const access = await adminPage.evaluate(() => localStorage.getItem('access'));
  const response = await adminPage.request.post('/api/operator/staff/', {
    headers: { Authorization: `Token ${access ?? ''}` },
    data: { user: userId, role },
  });
  expect(response.status(), await response.text()).toBe(201);
}
