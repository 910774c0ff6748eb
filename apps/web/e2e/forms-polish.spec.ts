// Form and layout details of issue 18 as a person meets them: the team settings start with the
// team's values and Enter in Country picks the highlighted country instead of sending the form; a
// missing translation opens its language tab and focuses the name; the Ukrainian profile tabs all
// show at 1440 px; on a phone the page scrolls clear of the round buttons and the open tab is in
// view; and dates are picked and shown as dd/mm/yyyy hh:mm (24 h) in Ukrainian.
import { expect, test, type Locator, type Page } from './support/test';
import { pickDateTime, pickDay } from './support/date-pickers';
import { expectToast, recordToasts } from './support/journey';
import { apiAs, signedInPlayer } from './support/players';

const PHONE = { width: 375, height: 740 };

/** Whether the element's box lies wholly inside the page's viewport. */
async function isInsideViewport(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  if (box === null || viewport === null) return false;
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width;
}

test.describe('forms polish', () => {
  test('the team settings start with the current values and Enter in Country picks a country', async ({
    page,
  }) => {
    await signedInPlayer(page);
    await recordToasts(page);
    await page.goto('/');
    const name = `Owls ${Math.random().toString(36).slice(2, 8)}`;
    const team = (await apiAs(page, 'POST', 'team/', {
      name,
      country: 'UA',
      description: 'We hold the high ground.',
    })) as { id: number };

    await page.goto(`/team/${String(team.id)}/settings`);
    const details = page.getByRole('region', { name: 'Team details' });
    await expect(details.getByLabel('Team name')).toHaveValue(name);
    await expect(details.getByLabel('Description')).toHaveValue('We hold the high ground.');
    const country = details.getByRole('textbox', { name: 'Country' });
    await expect(country).toHaveValue('Ukraine');

    // Typing part of a name and pressing Enter picks the highlighted country; nothing is sent.
    await country.click();
    await country.fill('Pola');
    await country.press('Enter');
    await expect(country).toHaveValue('Poland');
    await expect(details.getByText('Nothing has changed yet.')).toHaveCount(0);
    // With the country picked, Enter sends the form.
    await country.press('Enter');
    await expectToast(page, 'Team saved');
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Team details' }).getByRole('textbox', {
        name: 'Country',
      }),
    ).toHaveValue('Poland');
  });

  test('a missing translation opens its language tab and focuses its name', async ({ page }) => {
    await signedInPlayer(page);
    await page.context().clearCookies({ name: 'tournament_draft' });
    await page.goto('/tournaments/create');
    const form = page.locator('form');
    await form.getByLabel('Name (English)').fill('Mid night');
    await form.getByRole('button', { name: 'Create tournament' }).click();
    await expect(form.getByRole('tab', { name: /Українська/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(form.getByLabel('Name (Українська)')).toBeFocused();
    await expect(form.getByLabel('Name (Українська)')).toBeInViewport();
  });

  test('the Ukrainian profile tabs all show at 1440 px', async ({ page }) => {
    await signedInPlayer(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/ua/profile/me/info');
    const tabs = page.getByRole('navigation', { name: 'Розділи профілю' }).getByRole('link');
    await expect(tabs).toHaveCount(11);
    for (const tab of await tabs.all()) {
      await expect(tab).toBeVisible();
      expect(await isInsideViewport(page, tab), await tab.innerText()).toBe(true);
    }
  });

  test('on a phone the open profile tab is in view and the page scrolls clear of the round buttons', async ({
    page,
  }) => {
    await signedInPlayer(page);
    await page.setViewportSize(PHONE);
    await page.goto('/ua/profile/me/settings');
    const nav = page.getByRole('navigation', { name: 'Розділи профілю' });
    const open = nav.getByRole('link', { name: 'Налаштування' });
    await expect(open).toHaveAttribute('aria-current', 'page');
    await expect(open).toBeInViewport({ ratio: 0.99 });

    const calendar = page.getByRole('link', { name: 'Календар', exact: true }).last();
    await expect(calendar).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = page.locator('footer');
    await expect(async () => {
      const footerBox = await footer.boundingBox();
      const buttonBox = await calendar.boundingBox();
      expect(footerBox).not.toBeNull();
      expect(buttonBox).not.toBeNull();
      // Scrolled to the end, the last content ends above the upper round button.
      expect((footerBox?.y ?? 0) + (footerBox?.height ?? 0)).toBeLessThanOrEqual(buttonBox?.y ?? 0);
    }).toPass();
  });

  test('in Ukrainian the start is picked and shown as dd/mm/yyyy hh:mm', async ({ page }) => {
    await signedInPlayer(page);
    await page.context().clearCookies({ name: 'tournament_draft' });
    await page.goto('/ua/tournaments/create');
    // Christmas of next year is always ahead, whenever the journey runs.
    const year = new Date().getFullYear() + 1;
    const start = page.locator('form').getByRole('button', { name: 'Початок', exact: true });
    await pickDateTime(page, start, `${String(year)}-12-25T18:30`, {
      dayLabel: `25 грудня ${String(year)}`,
      nextMonth: 'Наступний місяць',
      hours: 'Години',
      minutes: 'Хвилини',
      done: 'Готово',
    });
    await expect(start).toHaveText(`25/12/${String(year)} 18:30`);
    // The calendar names its months in Ukrainian.
    await start.click();
    await expect(page.getByText(`грудень ${String(year)}`, { exact: true })).toBeVisible();
  });

  test("in Ukrainian a lobby's day is picked and shown as dd/mm/yyyy", async ({ page }) => {
    await signedInPlayer(page);
    await page.goto('/ua/quick-matches/create');
    await page.getByText('У визначений час', { exact: true }).click();
    const year = new Date().getFullYear() + 1;
    const day = page.getByRole('button', { name: 'День', exact: true });
    await pickDay(page, day, `${String(year)}-12-25`, {
      dayLabel: `25 грудня ${String(year)}`,
      nextMonth: 'Наступний місяць',
    });
    await expect(day).toHaveText(`25/12/${String(year)}`);
  });
});
