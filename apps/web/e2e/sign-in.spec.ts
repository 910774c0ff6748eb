// Journeys of a player with an account: signing in and out, and a sign-in the server refuses.
import { expect, test } from '@playwright/test';
import { registerPlayer, siteHeader } from './players';

test.describe('signing in and out', () => {
  test('a player signs in, signs out and signs in again', async ({ page }) => {
    const player = await registerPlayer(page.request);
    await page.goto('/');
    const header = siteHeader(page);

    for (const round of [1, 2]) {
      await header.getByRole('button', { name: 'Log in' }).click();
      const dialog = page.getByRole('dialog', { name: 'Welcome back' });
      await dialog.getByLabel('E-mail').fill(player.email);
      await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(player.password);
      await dialog.getByRole('button', { name: 'Log in' }).click();
      await expect(dialog, `dialog closes in round ${String(round)}`).toBeHidden();
      await expect(header.getByText(player.username, { exact: true })).toBeVisible();

      await header.getByRole('button', { name: 'Log out' }).click();
      await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();
      await expect(header.getByText(player.username, { exact: true })).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem('access'))).toBeNull();
    }
  });

  test('a wrong password shows the error the server gives', async ({ page }) => {
    const player = await registerPlayer(page.request);
    const answer = await page.request.post('/api/auth/login/', {
      data: { email: player.email, password: 'not-my-password-at-all' },
    });
    expect(answer.status()).toBe(400);
    const body = (await answer.json()) as { error: string | string[] };
    const serverError = Array.isArray(body.error) ? body.error[0] : body.error;
    expect(serverError).toBeTruthy();

    await page.goto('/');
    await siteHeader(page).getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome back' });
    await dialog.getByLabel('E-mail').fill(player.email);
    await dialog
      .getByRole('textbox', { name: 'Password', exact: true })
      .fill('not-my-password-at-all');
    await dialog.getByRole('button', { name: 'Log in' }).click();

    await expect(dialog.getByRole('alert')).toHaveText(serverError ?? '');
    await expect(siteHeader(page).getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('the password field shows and hides what was typed', async ({ page }) => {
    await page.goto('/login');
    const dialog = page.getByRole('dialog', { name: 'Welcome back' });
    const password = dialog.getByRole('textbox', { name: 'Password', exact: true });
    await password.fill('secret-words');
    await expect(password).toHaveAttribute('type', 'password');
    await dialog.getByRole('button', { name: 'Show or hide password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
  });
});
