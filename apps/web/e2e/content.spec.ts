// Journeys through the public content: the footer's FAQ read in Ukrainian, the About page, and the
// news list searched and opened. The content is the server's first-start content, with no sign-in.
import { expect, test } from './support/test';
import { saveScreenshot } from './support/journey';

test.describe('content', () => {
  test('a visitor opens the FAQ from the footer in Ukrainian and reads an answer', async ({
    page,
  }) => {
    await page.goto('/ua');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Поширені питання' }).click();
    await expect(page).toHaveURL(/\/ua\/static-page\/faq$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Часті запитання' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Швидкі матчі' })).toBeVisible();

    const question = page.getByRole('button', { name: 'Що таке перевірка готовності?' });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/кожен гравець має 30 секунд/)).toBeVisible();
    await saveScreenshot(page, 'content-faq-ua');
  });

  test('a visitor opens About from the footer and follows its link to the FAQ inside the app', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Clutch' }).click();
    await expect(page).toHaveURL(/\/static-page\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About Clutch' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Fair play' })).toBeVisible();
    await saveScreenshot(page, 'content-about');

    for (const [name, heading] of [
      ['Privacy policy', 'Privacy policy'],
      ['Terms of use', 'Terms of use'],
    ] as const) {
      await page.getByRole('contentinfo').getByRole('link', { name }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }

    await page.goto('/static-page/about');
    await page.getByRole('main').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/static-page\/faq$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeVisible();

    await page.goto('/static-page/no-such-page');
    await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible();
  });

  test('a visitor searches the news and opens an item', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'News' }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(3);

    await page.getByRole('searchbox', { name: 'Search news' }).fill('matchzy');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/news\?search=matchzy$/);
    await expect(page.getByText('1 item found for “matchzy”')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await saveScreenshot(page, 'content-news-search');

    await page.getByRole('link', { name: 'Real CS2 matches on our own servers' }).click();
    await expect(page).toHaveURL(/\/news\/\d+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Real CS2 matches on our own servers' }),
    ).toBeVisible();
    await expect(page.getByRole('main').locator('code', { hasText: 'connect' })).toBeVisible();

    await page.getByRole('link', { name: 'All news' }).click();
    await expect(page.getByRole('article')).toHaveCount(3);
  });
});
