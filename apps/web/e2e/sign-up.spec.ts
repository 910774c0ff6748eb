// Journeys of a visitor creating an account: the sign-up dialog, the confirmation mail caught by the
// local SMTP catcher, and its link followed in a fresh browser.
import { expect, test } from './support/test';
import { linkIn, saveScreenshot, siteHeader, waitForMail } from './support/journey';
import { newPlayer } from './support/players';

test.describe('signing up', () => {
  test('a visitor signs up, follows the link in the confirmation mail and lands signed in', async ({
    page,
    browser,
    baseURL,
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
    // The consents link the pages they accept, in a new tab: the half-filled dialog stays as it is.
    const policyTab = page.waitForEvent('popup');
    await dialog.getByRole('link', { name: 'privacy policy' }).click();
    const policy = await policyTab;
    await expect(policy.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await policy.close();
    await expect(dialog.getByRole('link', { name: 'terms of use' })).toHaveAttribute(
      'href',
      '/static-page/terms',
    );
    await expect(dialog.getByLabel('Nickname')).toHaveValue(player.username);
    await dialog.getByLabel('I accept the privacy policy').check();
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('I accept the terms of use').check();
    await expect(submit).toBeEnabled();
    await saveScreenshot(page, 'sign-up-dialog');
    await submit.click();

    const notice = page.getByRole('dialog', { name: 'Check your e-mail' });
    await expect(notice).toContainText(player.email);
    await notice.getByRole('button', { name: 'Got it' }).click();
    await expect(notice).toBeHidden();
    const header = siteHeader(page);
    await expect(
      header.getByRole('link', { name: `Your profile: ${player.username}` }),
    ).toBeVisible();
    await expect(header.getByRole('button', { name: 'Log in' })).toBeHidden();

    const mail = await waitForMail(player.email, /email\/confirm\//);
    const link = linkIn(mail, /https?:\/\/\S+\/email\/confirm\/[\w-]+/);
    expect(link.startsWith(`${baseURL ?? ''}/email/confirm/`)).toBe(true);

    // A fresh browser with no session: the link alone confirms the address and signs the player in.
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await other.goto(link);
    const confirmed = other.getByRole('dialog', { name: 'E-mail confirmed' });
    await expect(confirmed).toContainText('you are signed in');
    await saveScreenshot(other, 'email-confirmed');
    await confirmed.getByRole('button', { name: 'Go home' }).click();
    await expect(other).toHaveURL(/\/$/);
    await expect(
      siteHeader(other).getByRole('link', { name: `Your profile: ${player.username}` }),
    ).toBeVisible();
    const me = await other.evaluate(async () => {
      const response = await fetch('/api/profile/me/', {
        headers: { Authorization: `Token ${localStorage.getItem('access') ?? ''}` },
      });
      return (await response.json()) as { is_email_confirmed: boolean };
    });
    expect(me.is_email_confirmed).toBe(true);
    await fresh.close();
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
    await saveScreenshot(page, 'sign-up-passwords-differ');
    expect(registerCalls).toEqual([]);
  });
});
