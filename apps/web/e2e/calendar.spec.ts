// Journeys of the calendar (spec 2, screen 17): a player registered in two tournaments that overlap
// is warned before joining the second, sees both marked as clashing, hides one with a confirm; the
// month view raises 'new data' on a live change; a postponed match moves live in the list view; the
// screen reads in Ukrainian and Chinese. A tournament minute is a second in the e2e server, so a
// match lasts a minute and is drawn at the 5-minute minimum.
import { expect, test, type Locator, type Page } from './support/test';
import type { GridMatch } from '@clutch/contract/tournament-matches';
import { expectToast, recordToasts, saveScreenshot } from './support/journey';
import { apiAs, playerInNewContext, signedInPlayer } from './support/players';
import { FAR_AHEAD_MS, startSoon } from './support/tournaments';

const MINUTE = 60_000;
const FREEZE = 15;

/** A 1x1 tournament of two slots created through the API by the player on `page`. */
async function organise(page: Page, name: string, startsAt: number): Promise<number> {
  const { id } = (await apiAs(page, 'POST', 'tournaments/?game=1', {
    translations: {
      en: { name, description: '' },
      ua: { name, description: '' },
      cn: { name, description: '' },
    },
    grid: 1,
    start_time: new Date(startsAt).toISOString(),
    freeze_time: FREEZE,
  })) as { id: number };
  return id;
}

const uniqueName = (what: string) => `${what} ${Math.random().toString(36).slice(2, 7)}`;

/** The calendar's element for the event whose title is `title` (FullCalendar draws one per day). */
const eventNamed = (page: Page, title: string): Locator =>
  page.locator('[data-testid^="calendar-event-"]').filter({ hasText: title }).first();

/** A minute boundary a couple of hours ahead: far from the freeze, clear of this journey's end. */
function aheadOnTheMinute(ms: number): number {
  const at = Date.now() + ms;
  return at - (at % MINUTE);
}

test('two overlapping tournaments: the second join is confirmed, both are marked, one is hidden', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { page: organiser } = await playerInNewContext(browser);
  await signedInPlayer(page);
  await Promise.all([organiser.goto('/'), page.goto('/')]);
  await recordToasts(page);
  const startsAt = aheadOnTheMinute(2 * 3_600_000);
  const [first, second] = [uniqueName('Morning Cup'), uniqueName('Overlap Cup')];
  const firstId = await organise(organiser, first, startsAt);
  const secondId = await organise(organiser, second, startsAt + MINUTE);
  await apiAs(page, 'POST', `tournaments/register/${String(firstId)}/`, {});

  // Joining the second asks first: it would overlap the first.
  await page.goto(`/tournaments/${String(secondId)}`);
  const panel = page.getByRole('region', { name: 'Take part' });
  await panel.getByRole('button', { name: 'Join', exact: true }).click();
  const question = page.getByRole('dialog', { name: `Join ${second}` });
  await question.getByRole('button', { name: 'Confirm' }).click();
  const warning = page.getByRole('dialog').filter({ hasText: first });
  await expect(warning).toBeVisible();
  await saveScreenshot(page, 'calendar-clash-warning');
  await warning.getByRole('button', { name: 'Join anyway' }).click();
  await expect(panel.getByRole('button', { name: 'Leave' })).toBeVisible();

  await page.goto('/profile/me/calendar');
  await expect(page.getByTestId('calendar-root')).toBeVisible();
  await expect(eventNamed(page, first)).toHaveAttribute('data-conflict', 'true');
  await expect(eventNamed(page, second)).toHaveAttribute('data-conflict', 'true');
  await saveScreenshot(page, 'calendar-conflicts');

  // Hiding the first asks, says it does not leave the tournament, and takes it off the calendar.
  await eventNamed(page, first).click();
  // The modal is titled with the event's name.
  const modal = page.getByRole('dialog').filter({ hasText: first });
  await expect(modal.getByTestId('calendar-event-modal')).toContainText('Overlaps another match');
  await modal.getByTestId('calendar-event-delete').click();
  await expect(page.getByTestId('calendar-delete-confirm')).toContainText(
    'You do not leave the tournament',
  );
  await page.getByTestId('calendar-delete-confirm-yes').click();
  await expectToast(page, 'The event was removed from your calendar.');
  await expect(eventNamed(page, first)).toHaveCount(0);
  // Still a clash: what is hidden is still played.
  await expect(eventNamed(page, second)).toHaveAttribute('data-conflict', 'true');
  const tournament = (await apiAs(page, 'GET', `tournaments/${String(firstId)}/`)) as {
    participation: unknown;
  };
  expect(tournament.participation).not.toBeNull();
});

test('live: the month view raises new data; a postponed match moves in the list view', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const { page: organiser } = await playerInNewContext(browser);
  const { page: rival } = await playerInNewContext(browser);
  await signedInPlayer(page);
  await Promise.all([organiser.goto('/'), rival.goto('/'), page.goto('/')]);
  const name = uniqueName('Live Cup');
  const id = await organise(organiser, name, Date.now() + FAR_AHEAD_MS);
  for (const player of [page, rival])
    await apiAs(player, 'POST', `tournaments/register/${String(id)}/?confirm_clash=true`, {});
  await startSoon(organiser, id, FREEZE);
  let final: GridMatch | undefined;
  await expect(async () => {
    [final] = (await apiAs(page, 'GET', `tournaments/${String(id)}/grid/`)) as GridMatch[];
    expect(final).toBeDefined();
  }).toPass({ timeout: 60_000 });
  if (!final) throw new Error('no final');

  // Month view: a change only raises the banner; refreshing shows it.
  await page.goto('/profile/me/calendar');
  await page.getByTestId('calendar-view-month').click();
  await expect(eventNamed(page, name)).toBeVisible();
  const later = uniqueName('Later Cup');
  const laterId = await organise(organiser, later, aheadOnTheMinute(3 * 3_600_000));
  await apiAs(page, 'POST', `tournaments/register/${String(laterId)}/?confirm_clash=true`, {});
  await expect(page.getByTestId('calendar-new-data')).toBeVisible();
  await expect(eventNamed(page, later)).toHaveCount(0);
  await saveScreenshot(page, 'calendar-new-data');
  await page.getByTestId('calendar-new-data-refresh').click();
  await expect(eventNamed(page, later)).toBeVisible();
  await expect(page.getByTestId('calendar-new-data')).toHaveCount(0);

  // List view: the postponed match moves in place, without a banner.
  await page.getByTestId('calendar-view-list').click();
  await expect(eventNamed(page, name)).toBeVisible();
  const moved = aheadOnTheMinute(20 * MINUTE);
  await apiAs(organiser, 'POST', `tournaments/postpone/${String(final.id)}/`, {
    new_start_time: new Date(moved).toISOString(),
  });
  const shown = new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  })
    .format(new Date(moved))
    .replace(',', '');
  await expect(async () => {
    await eventNamed(page, name).click();
    const modal = page.getByTestId('calendar-event-modal');
    try {
      await expect(modal.getByTestId('calendar-event-time')).toContainText(shown, {
        timeout: 1000,
      });
    } finally {
      await page.keyboard.press('Escape');
      await expect(modal).toHaveCount(0);
    }
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId('calendar-new-data')).toHaveCount(0);
});

test('the calendar reads in Ukrainian and Chinese', async ({ page }) => {
  await signedInPlayer(page);
  await page.goto('/ua/profile/me/calendar');
  await expect(page.getByRole('heading', { name: 'Календар' })).toBeVisible();
  await expect(page.getByTestId('calendar-view-week')).toHaveText('Тиждень');
  await expect(page.getByTestId('calendar-today')).toHaveText('Сьогодні');
  await expect(page.getByTestId('calendar-subscribe')).toContainText('Підписка');
  await saveScreenshot(page, 'calendar-ua');
  await page.goto('/cn/profile/me/calendar');
  await expect(page.getByRole('heading', { name: '日历' })).toBeVisible();
  await expect(page.getByTestId('calendar-view-list')).toHaveText('列表');
  await expect(page.getByTestId('calendar-today')).toHaveText('今天');
  await expect(page.getByTestId('calendar-subscribe')).toContainText('订阅');
  await saveScreenshot(page, 'calendar-cn');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the calendar opens as a list that fits the screen, and an event opens its modal', async ({
    page,
    browser,
  }) => {
    const { page: organiser } = await playerInNewContext(browser, {
      viewport: { width: 1280, height: 800 },
    });
    await signedInPlayer(page);
    await Promise.all([organiser.goto('/'), page.goto('/')]);
    const name = uniqueName('Pocket Cup');
    const id = await organise(organiser, name, aheadOnTheMinute(3 * 3_600_000));
    await apiAs(page, 'POST', `tournaments/register/${String(id)}/?confirm_clash=true`, {});
    await page.goto('/profile/me/calendar');
    await expect(page.getByRole('radio', { name: 'List' })).toBeChecked();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await eventNamed(page, name).tap();
    await expect(page.getByRole('dialog').filter({ hasText: name })).toBeVisible();
    await saveScreenshot(page, 'calendar-phone');
  });
});
