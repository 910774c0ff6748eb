// Journeys through the locales: prefixed deep links and the language select.
import { expect, test } from '@playwright/test';
import { siteHeader } from './players';

test.describe('languages', () => {
  test('a deep link to /ua/tournaments/1 loads in Ukrainian with the coming-soon panel', async ({
    page,
  }) => {
    await page.goto('/ua/tournaments/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Турніри: незабаром' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expect(siteHeader(page).getByRole('button', { name: 'Увійти' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'На головну' })).toHaveAttribute('href', '/ua');
  });

  test('choosing 中文 in the language select reloads the page in Chinese and remembers it in the cookie', async ({
    page,
    context,
  }) => {
    await page.goto('/team/3');
    await expect(page.getByRole('heading', { level: 1, name: 'Coming soon: Teams' })).toBeVisible();

    const navigation = page.waitForEvent('framenavigated');
    await page.getByRole('button', { name: 'Language: ENG' }).click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await navigation;

    await expect(page).toHaveURL(/\/cn\/team\/3$/);
    await expect(page.getByRole('heading', { level: 1, name: '战队即将上线' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    const cookie = (await context.cookies()).find(
      (candidate) => candidate.name === 'i18n_redirected',
    );
    expect(cookie?.value).toBe('cn');
    // 365 days, give or take the seconds the test took.
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

    await page.goto('/');
    await expect(page).toHaveURL(/\/cn$/);
    await expect(
      page.getByRole('heading', { level: 1, name: '每一场比赛都是你的关键时刻' }),
    ).toBeVisible();
  });
});
