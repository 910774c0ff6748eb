// Journeys through the pages of the shell: home, every route of the spec's table in the layout with
// its "coming soon" panel, the 404 page, the route guard and the e-mail link pages.
import { expect, test } from './support/test';
import { saveScreenshot, siteHeader } from './support/journey';
import { signedInPlayer } from './support/players';

/** Profile tabs of later issues: a panel under the profile's own heading, so a level-2 heading. */
const PROFILE_AREAS: readonly [string, string][] = [
  ['/profile/me/game/tournaments', 'Tournament history'],
];

const AREAS: readonly [string, string][] = [
  ['/join', 'Invitations'],
  ['/join/chat', 'Invitations'],
  ['/join/quickmatch/4/token', 'Invitations'],
];

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
    await saveScreenshot(page, 'home-guest');
  });

  test('every route of the table opens in the layout with a panel naming its area', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signedInPlayer(page);
    for (const [path, area] of AREAS) {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1, name: `Coming soon: ${area}` }),
        path,
      ).toBeVisible();
      await expect(siteHeader(page), path).toBeVisible();
      await expect(page.getByRole('contentinfo'), path).toBeVisible();
    }
    for (const [path, area] of PROFILE_AREAS) {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 2, name: `Coming soon: ${area}` }),
        path,
      ).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Profile sections' }), path).toBeVisible();
    }
    for (const prefix of ['/cn', '/ua', '/da']) {
      await page.goto(`${prefix}/statistics/7`);
      await expect(page.getByRole('heading', { level: 1 }), prefix).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 }), prefix).not.toHaveText(
        /could not be found/,
      );
    }
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/profile\/me\/info$/);
    await page.goto('/profile/me/game/tournaments');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Coming soon: Tournament history' }),
    ).toBeVisible();
    await saveScreenshot(page, 'coming-soon-profile');
  });

  test('an unknown path and an impossible id show the 404 page, whose button goes home', async ({
    page,
  }) => {
    await page.goto('/no/such/page');
    await expect(
      page.getByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeVisible();
    await expect(page.getByText('Oops, this page does not exist or has moved.')).toBeVisible();
    await expect(siteHeader(page)).toBeVisible();
    await saveScreenshot(page, 'not-found');
    await page.getByRole('button', { name: 'Go home' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);

    await page.goto('/ua/tournaments/not-a-number');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Цю сторінку не знайдено' }),
    ).toBeVisible();
  });

  test('the 404 button goes back to the page the visitor came from', async ({ page }) => {
    await page.goto('/tournaments');
    // An in-app navigation, as a link would make it: react-router keeps its key and index in the state.
    await page.evaluate(() => {
      window.history.pushState({ usr: null, key: 'e2e', idx: 1 }, '', '/jar/not-a-jar');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(
      page.getByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Go home' }).click();
    await expect(page).toHaveURL(/\/tournaments$/);
  });

  test('the guard sends a visitor without a token from /profile/me/info to the home page', async ({
    page,
  }) => {
    await page.goto('/profile/me/info');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Every match is your clutch moment' }),
    ).toBeVisible();
    await page.goto('/ua/team/3');
    await expect(page).toHaveURL(/\/ua$/);
    await page.goto('/steam-login');
    await expect(page).toHaveURL(/\/steam-login$/);
  });

  test('an e-mail confirmation link that is not valid says so and offers the way home', async ({
    page,
  }) => {
    await page.goto('/email/confirm/not-a-real-token');
    const dialog = page.getByRole('dialog', { name: 'This link does not work' });
    await expect(dialog).toContainText('invalid or has expired');
    await dialog.getByRole('button', { name: 'Go home' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('/forgot-password asks for the e-mail over the home page and shows the answer of the server', async ({
    page,
  }) => {
    await page.goto('/forgot-password');
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    const submit = dialog.getByRole('button', { name: 'Send reset link' });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('E-mail').fill('somebody@example.com');
    await submit.click();
    await expect(dialog.getByRole('status')).not.toBeEmpty();
  });

  test('/email/confirm-request sends a signed-in player a new confirmation link', async ({
    page,
  }) => {
    const player = await signedInPlayer(page);
    await page.goto('/email/confirm-request');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Confirm your e-mail' }),
    ).toBeVisible();
    await expect(page.getByText(player.email)).toBeVisible();
    await page.getByRole('button', { name: 'Send a new link' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'We have sent a new confirmation link to your e-mail.',
    );
    await saveScreenshot(page, 'confirm-request');
  });

  test('/auth and /locked give a visitor a way in', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in to Clutch' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in with Steam' })).toBeVisible();
    await saveScreenshot(page, 'auth-page');
    await page.goto('/locked');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Clutch is open to members only' }),
    ).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible();
  });
});
