// Journeys on a phone (375 px wide): the mobile header, its burger menu for guests and members.
import { expect, test } from './support/test';
import { saveScreenshot, siteHeader } from './support/journey';
import { signedInPlayer } from './support/players';

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test.describe('on a phone', () => {
  test('a guest opens the burger menu and finds log in, sign up and the language', async ({
    page,
  }) => {
    await page.goto('/');
    const header = siteHeader(page);
    await expect(header.getByRole('button', { name: 'Log in' })).toBeHidden();
    await saveScreenshot(page, 'mobile-home-guest');
    await header.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Language: ENG' })).toBeVisible();
    await saveScreenshot(page, 'mobile-menu-guest');
    await menu.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible();
    // Nothing spills sideways at 375 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });

  test('a player finds notifications, home, games, teams and profile in the menu', async ({
    page,
  }) => {
    const player = await signedInPlayer(page);
    await page.goto('/');
    const header = siteHeader(page);
    await expect(header.getByRole('button', { name: /^Notifications/ })).toBeVisible();
    await header.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const nav = menu.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('button', { name: 'Notifications' })).toBeVisible();
    for (const name of ['Home', 'Games', 'Teams', 'Profile']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    await expect(menu.getByRole('radiogroup', { name: 'Account mode' })).toBeVisible();
    await saveScreenshot(page, 'mobile-menu-player');
    await nav.getByRole('link', { name: 'Teams' }).click();
    await expect(menu).toBeHidden();
    // /team without an id is the player's own teams.
    await expect(page).toHaveURL(/\/profile\/me\/teams$/);
    await expect(page.getByRole('heading', { level: 2, name: 'My teams' })).toBeVisible();

    await page
      .getByRole('region', { name: 'Contacts' })
      .getByRole('button', { name: 'Contacts' })
      .click();
    await expect(page.getByText('Phone: ')).toBeVisible();
    await page.reload();
    // The open footer section is remembered.
    await expect(page.getByText('Phone: ')).toBeVisible();
    await saveScreenshot(page, 'mobile-teams-player');
    expect(player.username).toBeTruthy();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });

  test('the narrowest phone (320 px) shows every page without sideways scrolling', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of ['/ua', '/cn/tournaments/4', '/no/such/page', '/auth', '/locked']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(320);
    }
    await saveScreenshot(page, 'phone-320-locked');
  });
});
