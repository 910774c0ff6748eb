// Tournaments, the organiser's side: on a tournament that confirms applications the organiser
// confirms one, bans a user and lifts the ban, invites a player who accepts from the notification's
// invite modal in their own browser, makes and edits a prize jar and the banner, and offers the
// tournament to another user who accepts it and becomes its organiser. Screenshots of the
// organiser's panel and the invite modal, desktop and phone. Then a caster invited to a match of a
// started tournament accepts from the commentator's match card.
import { expect, test, type Page } from './support/test';
import { makePng } from './support/images';
import { expectToast, recordToasts, saveScreenshot, siteHeader } from './support/journey';
import { apiAs, playerInNewContext, signedInPlayer, userIdOf } from './support/players';
import { startSoon } from './support/tournaments';

const PHONE = { width: 375, height: 812 };

async function createTournament(
  page: Page,
  name: string,
  settings: Record<string, unknown>,
): Promise<number> {
  const { id } = (await apiAs(page, 'POST', 'tournaments/?game=1', {
    translations: {
      en: { name, description: '' },
      ua: { name, description: '' },
      cn: { name, description: '' },
    },
    grid: 3,
    start_time: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    freeze_time: 30,
    is_opened: 1,
    ...settings,
  })) as { id: number };
  return id;
}

interface GridSide {
  user: { username: string } | null;
}
interface GridMatch {
  id: number;
  side_a: GridSide | null;
  side_b: GridSide | null;
}

/** Opens the newest notification of the page's player from the header's bell. */
async function openNewestNotification(page: Page): Promise<void> {
  await page.goto('/');
  const bell = siteHeader(page).getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/[1-9]\d* unread/);
  await bell.click();
  await page
    .getByRole('dialog', { name: 'Notifications' })
    .getByTestId('notification')
    .first()
    .click();
}

async function findIn(page: Page, label: string, username: string) {
  await page.getByLabel(label).fill(username);
  return page.getByTestId('found').filter({ hasText: username });
}

test('the organiser confirms an application, bans and unbans, invites a player, shows a jar and a banner and hands over the tournament', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signedInPlayer(page);
  await recordToasts(page);
  await page.goto('/tournaments');
  const name = `Organiser Cup ${Math.random().toString(36).slice(2, 7)}`;
  const id = await createTournament(page, name, { applications: true, donats: true });
  const applicant = await playerInNewContext(browser);
  const invitee = await playerInNewContext(browser, { viewport: PHONE });
  const heir = await playerInNewContext(browser);
  await applicant.page.goto('/');
  await apiAs(applicant.page, 'POST', `tournaments/register/${String(id)}/`, {
    user: await userIdOf(applicant.page),
  });

  await page.goto(`/tournaments/${String(id)}`);
  const panel = page.getByRole('region', { name: 'Organiser' });
  const application = panel.getByTestId('application').filter({
    hasText: applicant.player.username,
  });
  await expect(application).toContainText('Pending');
  await saveScreenshot(page, 'tournament-organiser');
  await application
    .getByRole('button', { name: `Confirm the application of ${applicant.player.username}` })
    .click();
  await expect(application).toHaveCount(0);
  await applicant.page.goto(`/tournaments/${String(id)}`);
  await expect(applicant.page.getByText('You take part in this tournament.')).toBeVisible();

  await panel.getByRole('tab', { name: 'Bans' }).click();
  const banned = await findIn(page, 'Find a user by name', heir.player.username);
  await banned.getByRole('button', { name: `Ban ${heir.player.username}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  const ban = panel.getByTestId('ban').filter({ hasText: heir.player.username });
  await expect(ban).toBeVisible();
  await ban.getByRole('button', { name: `Remove the ban of ${heir.player.username}` }).click();
  await expectToast(page, 'The ban is removed.');
  await expect(ban).toHaveCount(0);

  await panel.getByRole('tab', { name: 'Invitations' }).click();
  const invited = await findIn(page, 'Find a user by name', invitee.player.username);
  await invited.getByRole('button', { name: `Invite ${invitee.player.username}` }).click();
  await expectToast(page, `Invitation sent to ${invitee.player.username}.`);

  await openNewestNotification(invitee.page);
  const modal = invitee.page.getByRole('dialog', { name: 'Tournament invitation' });
  await expect(modal).toContainText(`invites you to play in ${name}`);
  await saveScreenshot(invitee.page, 'tournament-invite-modal-phone', { viewport: true });
  await modal.getByRole('button', { name: 'Accept' }).click();
  await expect(modal).toHaveCount(0);
  await expect(invitee.page).toHaveURL(new RegExp(`/tournaments/${String(id)}$`));
  await expect(invitee.page.getByText('You take part in this tournament.')).toBeVisible();

  await panel.getByRole('tab', { name: 'Jars & banner' }).click();
  await panel.getByLabel('Title').fill('Gold');
  await panel.getByRole('button', { name: 'Save jar' }).click();
  await expectToast(page, 'The jar is saved.');
  const jar = panel.getByTestId('showcase-jar');
  await expect(jar).toContainText('Gold');
  await jar.getByRole('button', { name: 'Edit' }).click();
  await panel.getByLabel('Title').fill('Gold cup');
  await panel.getByRole('button', { name: 'Save jar' }).click();
  await expect(jar).toContainText('Gold cup');
  await panel.getByLabel('Name').fill('Sponsor');
  await panel.getByLabel('Link').fill('https://example.com/sponsor');
  await panel.getByRole('button', { name: 'Save banner' }).click();
  await expect(panel.getByRole('alert')).toContainText('picture');
  await panel.locator('input[type="file"]').setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: await makePng(page),
  });
  const crop = page.getByRole('dialog', { name: 'Crop the banner' });
  await crop.getByRole('button', { name: 'Use this picture' }).click();
  await expect(crop).toHaveCount(0);
  await panel.getByRole('button', { name: 'Save banner' }).click();
  await expectToast(page, 'The banner is saved.');
  await saveScreenshot(page, 'tournament-organiser-prizes');
  // Everyone sees the jar, with a way to donate, and the sponsor's banner on the page.
  await invitee.page.reload();
  const shownJar = invitee.page.getByTestId('tournament-jar');
  await expect(shownJar).toContainText('Gold cup');
  await expect(shownJar.getByRole('link', { name: 'Donate' })).toBeVisible();
  await expect(invitee.page.getByTestId('tournament-banner')).toHaveAttribute(
    'href',
    'https://example.com/sponsor',
  );

  await panel.getByRole('tab', { name: 'Ownership' }).click();
  const offered = await findIn(page, 'Find a user by name', heir.player.username);
  await offered
    .getByRole('button', { name: `Offer the tournament to ${heir.player.username}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, `Offer sent to ${heir.player.username}.`);
  await expect(
    panel.getByTestId('transfer').filter({ hasText: heir.player.username }),
  ).toBeVisible();
  await page.setViewportSize(PHONE);
  await panel.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'tournament-organiser-phone', { viewport: true });

  await openNewestNotification(heir.page);
  const offer = heir.page.getByRole('dialog', { name: 'Tournament ownership' });
  await expect(offer).toContainText(`offers you ${name}`);
  await saveScreenshot(heir.page, 'tournament-transfer-modal', { viewport: true });
  await offer.getByRole('button', { name: 'Accept' }).click();
  await expect(offer).toHaveCount(0);
  await expect(heir.page.getByRole('region', { name: 'Organiser' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Organiser' })).toHaveCount(0);

  // The new organiser's panel in Ukrainian and Chinese.
  await heir.page.goto(`/ua/tournaments/${String(id)}`);
  const uaPanel = heir.page.getByRole('region', { name: 'Організатор' });
  await uaPanel.getByRole('tab', { name: 'Запрошення' }).click();
  await expect(uaPanel.getByLabel('Знайти користувача за іменем')).toBeVisible();
  await uaPanel.scrollIntoViewIfNeeded();
  await saveScreenshot(heir.page, 'tournament-organiser-ua', { viewport: true });
  await heir.page.goto(`/cn/tournaments/${String(id)}`);
  await expect(heir.page.getByRole('region', { name: '组织者' })).toBeVisible();

  for (const other of [applicant, invitee, heir]) await other.context.close();
});

test('a caster invited to a match accepts from the commentator card and links their stream', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signedInPlayer(page);
  await page.goto('/tournaments');
  const players = [await playerInNewContext(browser), await playerInNewContext(browser)];
  const caster = await playerInNewContext(browser, { viewport: PHONE });
  await recordToasts(caster.page);
  const name = `Caster Cup ${Math.random().toString(36).slice(2, 7)}`;
  // A tournament minute is a second in journeys: once both players are in, the start moves from two
  // days ahead to just past the 15 s freeze.
  const id = await createTournament(page, name, { grid: 1, freeze_time: 15 });
  for (const { page: player } of players) {
    await player.goto('/');
    await apiAs(player, 'POST', `tournaments/register/${String(id)}/`, {
      user: await userIdOf(player),
    });
  }
  await startSoon(page, id, 15);
  let match: GridMatch | undefined;
  await expect
    .poll(
      async () => {
        const grid = (await apiAs(page, 'GET', `tournaments/${String(id)}/grid/`)) as GridMatch[];
        match = grid.find((found) => found.side_a !== null && found.side_b !== null);
        return match !== undefined;
      },
      { message: 'the bracket built at the start', timeout: 60_000, intervals: [1_000] },
    )
    .toBe(true);
  await caster.page.goto('/');
  await apiAs(page, 'POST', `tournaments/match/${String(match?.id)}/commentator/`, {
    user: await userIdOf(caster.page),
  });

  await openNewestNotification(caster.page);
  const modal = caster.page.getByRole('dialog', { name: 'Commentator invitation' });
  const card = modal.getByTestId('commentator-card');
  await expect(card).toContainText('VS');
  for (const { player } of players) await expect(card).toContainText(player.username);
  await saveScreenshot(caster.page, 'tournament-commentator-card-phone', { viewport: true });
  await modal.getByRole('button', { name: 'Accept' }).click();
  await expect(modal).toHaveCount(0);
  // Shown as the page moves to the tournament: it may be gone before a slow machine drew the page.
  await expectToast(caster.page, 'You cast this match.');
  await expect(caster.page).toHaveURL(new RegExp(`/tournaments/${String(id)}$`));

  // The accepted caster links their stream from the bracket, and the organiser's bracket shows it.
  // grid 1: the final is the bracket's one match.
  const castCard = caster.page.getByTestId('bracket-match');
  await castCard.getByRole('button', { name: 'Match actions' }).click();
  await caster.page.getByRole('menuitem', { name: 'Stream link' }).click();
  const streamDialog = caster.page.getByRole('dialog');
  await streamDialog.getByLabel('Stream link').fill('clutch_caster');
  await streamDialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(caster.page, 'The stream link is saved.');
  await page.goto(`/tournaments/${String(id)}`);
  await expect(
    page.getByTestId('bracket-match').getByRole('button', { name: 'Watch the stream' }),
  ).toBeVisible();

  for (const other of [...players, caster]) await other.context.close();
});
