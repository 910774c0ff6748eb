// The header's destinations (issue 18): on a desktop and in a phone's menu, members find home, quick
// matches, tournaments, teams and the wallet (the phone menu also their game page and profile);
// guests find home and the two public lists. Every link opens a real page, never a placeholder.
import { expect, test, type Locator, type Page } from './support/test';
import { siteHeader } from './support/journey';
import { signedInPlayer } from './support/players';

/** Follows each link by name in the navigation `open` shows, and checks where it lands and that it is no placeholder. */
async function followEach(
  page: Page,
  open: () => Promise<Locator>,
  links: readonly (readonly [string, RegExp])[],
): Promise<void> {
  for (const [name, url] of links) {
    const nav = await open();
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page, name).toHaveURL(url);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expect(page.getByText(/^Coming soon/)).toHaveCount(0);
  }
}

const MEMBER_LINKS = [
  ['Quick matches', /\/quick-matches(\/|$)/],
  ['Tournaments', /\/tournaments$/],
  ['Teams', /\/profile\/me\/teams$/],
  ['Wallet', /\/profile\/me\/wallet$/],
  ['Home', /:\d+\/$/],
] as const;

test.describe('header links', () => {
  test('a member on a desktop reaches every destination from the header row', async ({ page }) => {
    await signedInPlayer(page);
    await page.goto('/');
    const nav = () =>
      Promise.resolve(siteHeader(page).getByRole('navigation', { name: 'Main navigation' }));
    const row = await nav();
    await expect(row.getByRole('link')).toHaveText([
      'Home',
      'Quick matches',
      'Tournaments',
      'Teams',
      'Wallet',
    ]);
    await followEach(page, nav, MEMBER_LINKS);
  });

  test('a guest on a desktop finds home and the public lists, in Ukrainian too', async ({
    page,
  }) => {
    await page.goto('/ua');
    const row = siteHeader(page).getByRole('navigation', { name: 'Головна навігація' });
    await expect(row.getByRole('link')).toHaveText(['Головна', 'Швидкі матчі', 'Турніри']);
    await row.getByRole('link', { name: 'Турніри' }).click();
    await expect(page).toHaveURL(/\/ua\/tournaments$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

    test('a member finds every destination in the menu', async ({ page }) => {
      await signedInPlayer(page);
      await page.goto('/');
      const openMenu = async () => {
        await siteHeader(page).getByRole('button', { name: 'Open menu' }).click();
        return page
          .getByRole('dialog', { name: 'Menu' })
          .getByRole('navigation', { name: 'Main navigation' });
      };
      const menu = await openMenu();
      await expect(menu.getByRole('link')).toHaveText([
        'Home',
        'Quick matches',
        'Tournaments',
        'Teams',
        'Wallet',
        'Games',
        'Profile',
      ]);
      await page.keyboard.press('Escape');
      await followEach(page, openMenu, [...MEMBER_LINKS, ['Games', /\/profile\/me\/game\/game$/]]);
    });

    test('a guest finds the public lists in the menu', async ({ page }) => {
      await page.goto('/');
      await siteHeader(page).getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Quick matches' })
        .click();
      await expect(page).toHaveURL(/\/quick-matches(\/|$)/);
      await expect(menu).toBeHidden();
    });
  });
});
