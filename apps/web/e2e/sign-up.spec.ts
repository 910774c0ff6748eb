// Journeys of a visitor creating an account through the sign-up dialog.
import { expect, test } from '@playwright/test';
import { newPlayer, siteHeader } from './players';

test.describe('signing up', () => {
  test('a visitor signs up through the dialog, sees the check-e-mail notice and then their name in the header', async ({
    page,
  }) => {
    const player = newPlayer();
    await page.goto('/');
    await siteHeader(page).getByRole('button', { name: 'Sign up' }).click();

    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await dialog.getByLabel('E-mail').fill(player.email);
    await dialog.getByLabel('Nickname').fill(player.username);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(player.password);
    await dialog.getByRole('textbox', { name: 'Repeat password' }).fill(player.password);
    await dialog.getByLabel('Country').click();
    await dialog.getByLabel('Country').fill('Ukra');
    await page.getByRole('option', { name: 'Ukraine' }).click();
    await expect(dialog.getByLabel('Country')).toHaveValue('Ukraine');

    const submit = dialog.getByRole('button', { name: 'Sign up' });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('I accept the privacy policy').check();
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('I accept the terms of use').check();
    await expect(submit).toBeEnabled();
    await submit.click();

    const notice = page.getByRole('dialog', { name: 'Check your e-mail' });
    await expect(notice).toContainText(player.email);
    await notice.getByRole('button', { name: 'Got it' }).click();
    await expect(notice).toBeHidden();

    const header = siteHeader(page);
    await expect(header.getByText(player.username, { exact: true })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Log in' })).toBeHidden();
    const stored = await page.evaluate(() => [
      localStorage.getItem('access'),
      localStorage.getItem('refresh'),
    ]);
    expect(stored.every((token) => typeof token === 'string' && token.length > 0)).toBe(true);
  });

  test('passwords that differ show the passwords_not_same toast and nothing is sent to the server', async ({
    page,
  }) => {
    const registerCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/register/') && request.method() === 'POST') {
        registerCalls.push(request.url());
      }
    });
    const player = newPlayer();
    await page.goto('/');
    await siteHeader(page).getByRole('button', { name: 'Sign up' }).click();

    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await dialog.getByLabel('E-mail').fill(player.email);
    await dialog.getByLabel('Nickname').fill(player.username);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(player.password);
    await dialog.getByRole('textbox', { name: 'Repeat password' }).fill(`${player.password}-typo`);
    await dialog.getByLabel('I accept the privacy policy').check();
    await dialog.getByLabel('I accept the terms of use').check();
    await dialog.getByRole('button', { name: 'Sign up' }).click();

    await expect(
      page.getByRole('alert').filter({ hasText: 'The passwords do not match' }),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
    expect(registerCalls).toEqual([]);
  });
});
