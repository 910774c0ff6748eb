// Journeys through the four locales: the language select (ENG, 中文, УКР; da is shown as ENG) reloads
// under the new prefix and remembers the choice; prefixed deep links load in their language.
import { expect, test, type Page } from './support/test';
import { saveScreenshot, siteHeader } from './support/journey';

const HERO = {
  en: 'Every match is your clutch moment',
  cn: '每一场比赛都是你的关键时刻',
  ua: 'Кожен матч — твій вирішальний момент',
};

async function chooseLanguage(page: Page, current: string, next: string): Promise<void> {
  const navigation = page.waitForEvent('framenavigated');
  await siteHeader(page)
    .getByRole('button', { name: new RegExp(`: ${current}$`) })
    .click();
  await page.getByRole('menuitem', { name: next }).click();
  await navigation;
}

test.describe('languages', () => {
  test('the language select switches to each locale and back, with the prefix and the texts', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HERO.en })).toBeVisible();

    await chooseLanguage(page, 'ENG', '中文');
    await expect(page).toHaveURL(/\/cn$/);
    await expect(page.getByRole('heading', { level: 1, name: HERO.cn })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(siteHeader(page).getByRole('button', { name: '登录' })).toBeVisible();
    await saveScreenshot(page, 'locale-cn');

    await chooseLanguage(page, '中文', 'УКР');
    await expect(page).toHaveURL(/\/ua$/);
    await expect(page.getByRole('heading', { level: 1, name: HERO.ua })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expect(siteHeader(page).getByRole('button', { name: 'Зареєструватися' })).toBeVisible();
    await saveScreenshot(page, 'locale-ua');

    await chooseLanguage(page, 'УКР', 'ENG');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole('heading', { level: 1, name: HERO.en })).toBeVisible();

    // da has no entry of its own: it is served in English and the select shows ENG.
    await page.goto('/da/tournaments');
    await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(siteHeader(page).getByRole('button', { name: 'Language: ENG' })).toBeVisible();
    await saveScreenshot(page, 'locale-da');
    await chooseLanguage(page, 'ENG', 'УКР');
    await expect(page).toHaveURL(/\/ua\/tournaments$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Турніри' })).toBeVisible();
    await chooseLanguage(page, 'УКР', 'ENG');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/tournaments$/);

    const cookie = (await context.cookies()).find(
      (candidate) => candidate.name === 'i18n_redirected',
    );
    expect(cookie?.value).toBe('en');
    // 365 days, give or take the seconds the test took.
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
  });

  test('a remembered language sends a visitor on / to its prefix', async ({ page }) => {
    await page.goto('/tournaments');
    await chooseLanguage(page, 'ENG', '中文');
    await expect(page).toHaveURL(/\/cn\/tournaments$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/cn$/);
    await expect(page.getByRole('heading', { level: 1, name: HERO.cn })).toBeVisible();
  });

  test('a deep link to /ua/tournaments/{id} loads in Ukrainian inside the layout', async ({
    page,
  }) => {
    // An id no journey creates, so the page answers "not found" in Ukrainian.
    await page.goto('/ua/tournaments/987654321');
    await expect(page.getByRole('heading', { level: 1, name: 'Турнір не знайдено' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expect(siteHeader(page).getByRole('button', { name: 'Увійти' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'До турнірів' })).toHaveAttribute(
      'href',
      '/ua/tournaments',
    );
    await expect(page.getByRole('contentinfo')).toContainText('Контакти');
  });
});
