// Tournaments, first part: an organiser creates a Dota 2 demo tournament through the form (its draft
// survives a reload), lands on its page with every detail, and finds its lobby card with a live
// countdown in the list; a CS2 one with a map pool, whose organiser then deletes it; the server's
// answer about a field shows under that field; the list and page on a 320 px phone.
import { expect, test, type Locator, type Page } from './support/test';
import { pickDateTime } from './support/date-pickers';
import { saveScreenshot } from './support/journey';
import { signedInPlayer } from './support/players';

const PHONE = { width: 320, height: 640 };

function tag(): string {
  return Math.random().toString(36).slice(2, 7);
}

/** `YYYY-MM-DDTHH:mm` in the browser's zone, `days` ahead, as the date-time picker takes it. */
async function startInDays(page: Page, days: number): Promise<string> {
  return page.evaluate((ahead) => {
    const date = new Date(Date.now() + ahead * 86_400_000);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  }, days);
}

async function fillNames(form: Locator, names: { en: string; ua: string; cn: string }) {
  await form.getByLabel('Name (English)').fill(names.en);
  await form.getByRole('tab', { name: 'Українська' }).click();
  await form.getByLabel('Name (Українська)').fill(names.ua);
  await form.getByRole('tab', { name: '中文' }).click();
  await form.getByLabel('Name (中文)').fill(names.cn);
  await form.getByRole('tab', { name: 'English' }).click();
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Mantine keeps the real checkbox visually hidden under its track; click the input itself. */
async function turnOn(toggle: Locator) {
  await toggle.dispatchEvent('click');
  await expect(toggle).toBeChecked();
}

/** The create page; the draft cookie of an earlier journey would prefill it, so it starts clean. */
async function openCreateForm(page: Page): Promise<Locator> {
  await page.context().clearCookies({ name: 'tournament_draft' });
  await page.goto('/tournaments');
  await page.getByRole('link', { name: 'Create tournament' }).click();
  await expect(page).toHaveURL(/\/tournaments\/create$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create a tournament' })).toBeVisible();
  return page.locator('form');
}

test.describe('tournaments', () => {
  test('an organiser creates a Dota 2 demo tournament and finds it in the list with a countdown', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signedInPlayer(page);
    const name = `Mid Cup ${tag()}`;
    const form = await openCreateForm(page);

    // The draft is kept in a cookie on every change: a reload brings it back.
    await form.getByLabel('Name (English)').fill(name);
    await form.getByLabel('Description (English)').fill('Solo mid, best of one.\nNo refunds.');
    await page.reload();
    await expect(page.locator('form').getByLabel('Name (English)')).toHaveValue(name);

    await fillNames(form, { en: name, ua: `Кубок міду ${name}`, cn: `中路杯 ${name}` });
    await turnOn(form.getByRole('switch', { name: 'Demo tournament' }));
    await pickDateTime(
      page,
      form.getByRole('button', { name: 'Start', exact: true }),
      await startInDays(page, 2),
    );
    await form.getByLabel('Prize pool (crystals)').fill('50');
    await form.getByLabel('1st place').fill('30');
    await form.getByLabel('2nd place').fill('15');
    await form.getByLabel('3rd place').fill('5');
    await choose(page, 'Who needs a password', 'Password for players only');
    await expect(form.getByLabel('Watchers’ password')).toHaveCount(0);
    await form.getByLabel(/^Players’ password/).fill('mid-only-42');
    await choose(page, 'Hero rule', 'Ban from a list');
    await form.getByRole('button', { name: 'Pudge', exact: true }).click();
    await form.getByRole('button', { name: 'Axe', exact: true }).click();
    await expect(form.getByTestId('picked-hero')).toHaveCount(2);
    await saveScreenshot(page, 'tournament-create-dota');

    await form.getByRole('button', { name: 'Create tournament' }).click();
    await expect(page).toHaveURL(/\/tournaments\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('tournament-type')).toHaveText('1x1');
    await expect(page.locator('#main').getByText('Demo', { exact: true })).toBeVisible();
    await expect(page.getByTestId('tournament-description')).toContainText(
      'Solo mid, best of one.',
    );
    await expect(page.getByTestId('tournament-description')).toContainText('No refunds.');
    await expect(page.getByTestId('countdown')).toHaveText(/^1d \d\d:\d\d:\d\d$/);
    await expect(page.getByTestId('fact-prize-pool')).toHaveText('50');
    await expect(page.getByTestId('fact-participants')).toHaveText('0 / 8');
    await expect(page.getByTestId('banned-hero')).toHaveCount(2);
    await expect(page.getByTestId('players-password')).toHaveText('mid-only-42');
    await expect(page.getByTestId('rating')).toContainText('0.0');
    await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();
    await saveScreenshot(page, 'tournament-page-dota');

    // The draft is forgotten once the tournament exists.
    await page.goto('/tournaments/create');
    await expect(page.locator('form').getByLabel('Name (English)')).toHaveValue('');

    await page.goto('/tournaments');
    await page.getByText('Created by me', { exact: true }).click();
    const card = page.getByRole('article', { name });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('tournament-type')).toHaveText('1x1');
    await expect(card.getByTestId('prize-pool')).toHaveText('50');
    const countdown = card.getByTestId('countdown');
    await expect(countdown).toHaveText(/^1d \d\d:\d\d:\d\d$/);
    const first = await countdown.textContent();
    await expect(countdown).not.toHaveText(first ?? '');
    await saveScreenshot(page, 'tournaments-list');

    await page.goto('/ua/tournaments');
    await page.getByText('Створені мною', { exact: true }).click();
    await expect(page.getByRole('article', { name: `Кубок міду ${name}` })).toBeVisible();
  });

  test('a CS2 tournament with a map pool shows its maps, and its organiser deletes it', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signedInPlayer(page);
    const name = `Nuke Night ${tag()}`;
    const form = await openCreateForm(page);
    await form.getByText('Counter-Strike 2', { exact: true }).click();
    await expect(form.getByRole('heading', { name: 'CS2 settings' })).toBeVisible();
    await expect(form.getByLabel('Rounds to win')).toHaveValue('13');
    await expect(form.getByLabel('Server')).toHaveCount(0);
    await fillNames(form, { en: name, ua: `Ніч ${name}`, cn: `之夜 ${name}` });
    await form.getByText(/^5x5/).click();
    await turnOn(form.getByRole('switch', { name: 'Demo tournament' }));
    await pickDateTime(
      page,
      form.getByRole('button', { name: 'Start', exact: true }),
      await startInDays(page, 3),
    );
    await choose(page, 'Map rule', 'Ban from a list');
    await form.getByRole('button', { name: 'Nuke', exact: true }).click();
    await form.getByRole('button', { name: 'Mirage', exact: true }).click();
    await form.getByRole('button', { name: 'Create tournament' }).click();

    await expect(page).toHaveURL(/\/tournaments\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('tournament-type')).toHaveText('5x5');
    await expect(page.getByTestId('display-map')).toHaveCount(2);
    await expect(page.getByText('No bans')).toHaveCount(0);
    await saveScreenshot(page, 'tournament-page-cs');

    // The organiser edits it on its settings page while registration is open.
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/tournaments\/\d+\/settings$/);
    const settings = page.locator('form');
    await expect(settings.getByLabel('Name (English)')).toHaveValue(name);
    await expect(settings.getByText('Counter-Strike 2', { exact: true })).toHaveCount(0);
    await settings.getByLabel('Name (English)').fill(`${name} II`);
    await settings.getByLabel('Player entry fee').fill('2.5');
    await saveScreenshot(page, 'tournament-settings-cs');
    await settings.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(/\/tournaments\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: `${name} II` })).toBeVisible();
    await expect(page.getByTestId('fact-entry-fee')).toHaveText('2.5');

    await page.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Please confirm' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect(page).toHaveURL(/\/tournaments$/);
    await expect(page.getByRole('article', { name: `${name} II` })).toHaveCount(0);
  });

  test('the server’s answer about a field shows under that field', async ({ page }) => {
    await signedInPlayer(page);
    const form = await openCreateForm(page);
    await fillNames(form, { en: 'Too rich', ua: 'Забагато', cn: '太多' });
    await turnOn(form.getByRole('switch', { name: 'Demo tournament' }));
    await form.getByLabel('Prize pool (crystals)').fill('10');
    await form.getByLabel('1st place').fill('30');
    await form.getByRole('button', { name: 'Create tournament' }).click();
    await expect(
      form.getByText('The first, second and third prizes add up to more than the prize pool.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/tournaments\/create$/);
    // A name left empty is named before anything is sent, on its own tab.
    await form.getByRole('tab', { name: '中文' }).click();
    await form.getByLabel('Name (中文)').fill('');
    await form.getByRole('tab', { name: 'English' }).click();
    await form.getByRole('button', { name: 'Create tournament' }).click();
    await expect(form.getByText('Enter a name in this language.')).toBeVisible();
    await expect(form.getByRole('tab', { name: /中文/, selected: true })).toBeVisible();
  });

  test('on a 320 px phone the list and a tournament page fit without sideways scrolling', async ({
    page,
  }) => {
    test.setTimeout(45_000);
    await signedInPlayer(page);
    await page.setViewportSize(PHONE);
    const name = `Phone Cup ${tag()}`;
    const form = await openCreateForm(page);
    await fillNames(form, { en: name, ua: `Телефон ${name}`, cn: `手机 ${name}` });
    await turnOn(form.getByRole('switch', { name: 'Demo tournament' }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    await saveScreenshot(page, 'tournament-create-320');
    await form.getByRole('button', { name: 'Create tournament' }).click();
    await expect(page).toHaveURL(/\/tournaments\/\d+$/);
    const path = new URL(page.url()).pathname;
    await page.goto(`/ua${path}`);
    await expect(page.getByRole('heading', { level: 1, name: `Телефон ${name}` })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    await saveScreenshot(page, 'tournament-page-320-ua');
    await page.goto('/cn/tournaments');
    await expect(page.getByRole('heading', { level: 1, name: '锦标赛' })).toBeVisible();
    await expect(page.getByTestId('tournament-card').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    await saveScreenshot(page, 'tournaments-list-320-cn');
  });
});
