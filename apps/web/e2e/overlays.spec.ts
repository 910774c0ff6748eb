// Journeys through the shell's overlays and banners whose triggers the server of this issue cannot
// produce yet (a game under maintenance, a running quick match, a Safari visitor, a saved stream):
// the answers are shaped in the browser with page.route, the rest of the stack is real.
import { expect, test } from './support/test';
import { saveScreenshot, siteHeader } from './support/journey';
import { signedInPlayer } from './support/players';

const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

test.describe('banners and overlays', () => {
  test('a game that is not working shows its error message under the header', async ({ page }) => {
    await signedInPlayer(page);
    await page.route('**/api/games/', (route) =>
      route.fulfill({
        json: [
          {
            id: 1,
            name: 'Dota 2',
            slug: 'dota2',
            work_status: false,
            error_message: 'Servers are under maintenance until 18:00.',
          },
          { id: 2, name: 'Counter-Strike 2', slug: 'cs2', work_status: true, error_message: null },
        ],
      }),
    );
    await page.goto('/');
    const banner = page.getByRole('alert').filter({ hasText: 'Dota 2 is temporarily unavailable' });
    await expect(banner).toContainText('Servers are under maintenance until 18:00.');
    await saveScreenshot(page, 'game-warning');
  });

  test('a player with a quick match and a tournament match switches between them', async ({
    page,
  }) => {
    await signedInPlayer(page);
    await page.route('**/api/profile/me/', async (route) => {
      const response = await route.fetch();
      const me = (await response.json()) as Record<string, unknown>;
      // A version ahead of the server's, so the live channel's answer does not undo the shaping.
      await route.fulfill({
        response,
        json: {
          ...me,
          current_quick_match: { id: 12 },
          next_match: { id: 40, tournament: { id: 5 } },
          version: 1_000_000,
        },
      });
    });
    await page.goto('/');
    const activity = page.getByRole('region', { name: 'Your games right now' });
    await expect(activity).toContainText('Quick match #12 is waiting for you.');
    await saveScreenshot(page, 'activity-switch');
    await activity.getByText('Tournament', { exact: true }).click();
    await expect(activity).toContainText('Your next match in tournament #5.');
    await activity.getByRole('link', { name: 'Open' }).click();
    await expect(page).toHaveURL(/\/tournaments\/5$/);
  });

  test('a Content-Language answer switches the interface language', async ({ page }) => {
    await page.route('**/api/games/', async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'content-language': 'uk-UA' },
      });
    });
    // The home page asks for the games; the answer says it is in Ukrainian, so the interface follows.
    await page.goto('/');
    await expect(siteHeader(page).getByRole('button', { name: 'Увійти' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Обери свою гру' })).toBeVisible();
  });

  test('a saved streamer choice reopens the stream after a reload, until it is closed', async ({
    page,
  }) => {
    await page.route('https://player.twitch.tv/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<body style="background:#000"></body>' }),
    );
    await page.goto('/');
    await page.evaluate(() => sessionStorage.setItem('streamer', 'clutch_tv'));
    await page.reload();
    const stream = page.getByRole('complementary', { name: 'Live stream: clutch_tv' });
    await expect(stream.locator('iframe[title="Live stream: clutch_tv"]')).toHaveAttribute(
      'src',
      /player\.twitch\.tv\/\?channel=clutch_tv&parent=127\.0\.0\.1/,
    );
    await saveScreenshot(page, 'streamer');
    await stream.getByRole('button', { name: 'Close the stream' }).click();
    await expect(stream).toBeHidden();
    await page.reload();
    await expect(stream).toBeHidden();
  });
});

test.describe('in Safari on a Mac', () => {
  test.use({ userAgent: SAFARI });

  test('the visitor is warned once per session about the browser', async ({ page }) => {
    await page.goto('/');
    const warning = page.getByRole('dialog', { name: 'Your browser' });
    await expect(warning).toContainText('Chrome, Firefox or Edge');
    await saveScreenshot(page, 'safari-warning');
    await warning.getByRole('button', { name: 'OK' }).click();
    await expect(warning).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(warning).toBeHidden();
  });
});
