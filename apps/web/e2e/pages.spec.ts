// Journeys through the pages of this issue: home, 404 and the e-mail link pages.
import { expect, test } from '@playwright/test';
import { siteHeader } from './players';

test.describe('pages', () => {
  test('the home page shows the hero and both games from the server', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Every match is your clutch moment' }),
    ).toBeVisible();
    const games = page.getByRole('region', { name: 'Choose your game' });
    await expect(games.getByRole('article')).toHaveCount(2);
    await expect(games.getByRole('heading', { level: 3 })).toHaveText([
      'Dota 2',
      'Counter-Strike 2',
    ]);
  });

  test('an unknown path shows the 404 page, whose button goes home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(
      page.getByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeVisible();
    await expect(siteHeader(page)).toBeVisible();
    await page.getByRole('link', { name: 'Go home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Every match is your clutch moment' }),
    ).toBeVisible();
  });

  test('an e-mail confirmation link that is not valid says so and offers the way home', async ({
    page,
  }) => {
    await page.goto('/email/confirm/not-a-real-token');
    await expect(
      page.getByRole('heading', { level: 1, name: 'This link does not work' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go home' })).toBeVisible();
  });

  test('asking for a password reset shows the answer of the server', async ({ page }) => {
    await page.goto('/forgot-password');
    const submit = page.getByRole('button', { name: 'Send reset link' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('E-mail').fill('somebody@example.com');
    await submit.click();
    await expect(page.getByRole('alert')).not.toBeEmpty();
  });
});
