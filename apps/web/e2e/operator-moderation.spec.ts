// Moderation from the operator console: A and B play a quick match, and A reports B from the
// match's statistics with a picture; a moderator (granted the role by the console's desk) finds the
// report in the queue, takes it, looks at the picture, bans B from quick matches for a day straight
// from the report and decides it (action taken, with an outcome for A). The queue moves it to
// Decided; B sees the ban banner and is refused when joining A's lobby; A reads the outcome under
// My reports.
import { expect, test } from './support/test';
import { makePng } from './support/images';
import { expectToast, recordToasts, saveScreenshot } from './support/journey';
import { grantRoleAs, signedInAdmin } from './support/operator';
import { apiAs, playerInNewContext, userIdOf } from './support/players';
import { createLobbyThroughForm, lobbyName, useDemoMode } from './support/quick-matches';

test('a moderator bans a reported player for a day from the queue and the reporter reads the outcome', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const reporter = await playerInNewContext(browser);
  const target = await playerInNewContext(browser);
  await recordToasts(target.page);
  await target.page.goto('/profile/me/info');
  const targetId = await userIdOf(target.page);

  // A and B play a 1x1 demo match (no bans: straight to the simulator) through the API.
  const title = `Griefing ${Math.random().toString(36).slice(2, 7)}`;
  const a = reporter.page;
  await a.goto('/quick-matches');
  await useDemoMode(a);
  await useDemoMode(target.page);
  const played = (await apiAs(a, 'POST', 'quickmatch/?game=1', {
    name: lobbyName('Report duel'),
    type: '1_1',
    ban_type: 'no_ban',
  })) as { id: number };
  const matchPath = `quickmatch/${String(played.id)}/`;
  await apiAs(target.page, 'GET', `${matchPath}join/`);
  await apiAs(a, 'POST', `${matchPath}ready/`);
  await apiAs(target.page, 'POST', `${matchPath}ready/`);
  await expect
    .poll(
      async () =>
        ((await apiAs(a, 'GET', `${matchPath}statistic/`)) as { finished_at: string | null })
          .finished_at !== null,
      { message: 'the demo match is played', timeout: 30_000 },
    )
    .toBe(true);

  // A reports B from the match's statistics, with a picture.
  await a.goto(`/statistics/${String(played.id)}`);
  await a.getByRole('button', { name: 'Report a player' }).click();
  const dialog = a.getByRole('dialog', { name: `Report ${target.player.username}` });
  await expect(dialog).toContainText(`About quick match #${String(played.id)}`);
  await dialog.getByRole('textbox', { name: 'Reason' }).click();
  await a.getByRole('option', { name: 'Abusive chat or voice' }).click();
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog
    .getByRole('textbox', { name: 'Description' })
    .fill('Insulted my team all match and fed on purpose.');
  const chooser = a.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Add pictures' }).click();
  await (
    await chooser
  ).setFiles({ name: 'chat.png', mimeType: 'image/png', buffer: await makePng(a) });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toBeHidden();

  // The console's admin makes a moderator, who opens the queue and the report.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signedInAdmin(adminPage);
  await adminPage.goto('/');
  const moderator = await playerInNewContext(browser);
  const desk = moderator.page;
  await desk.goto('/');
  await grantRoleAs(adminPage, await userIdOf(desk), 'moderator');
  await recordToasts(desk);
  await desk.goto('/operator/reports');
  await expect(desk.getByRole('heading', { level: 2, name: 'Reports' })).toBeVisible();
  const row = desk.getByTestId('queue-report').filter({ hasText: title });
  await expect(row).toContainText(reporter.player.username);
  await expect(row).toContainText(target.player.username);
  await expect(row).toContainText('Nobody has taken it');
  await row.getByRole('button', { name: title }).click();
  await expect(desk).toHaveURL(/[?&]report=\d+/);
  await expect(desk.getByRole('heading', { level: 3, name: new RegExp(title) })).toBeVisible();
  await expect(desk.getByText('Insulted my team all match and fed on purpose.')).toBeVisible();

  // The picture opens full size.
  await desk.getByRole('button', { name: 'Open picture 1' }).click();
  const picture = desk.getByRole('dialog', { name: 'Picture' });
  await expect(picture.getByRole('img', { name: 'Picture' })).toBeVisible();
  await picture.getByRole('button', { name: 'Close' }).click();
  await expect(picture).toBeHidden();

  // Take it.
  await desk.getByRole('button', { name: 'Take it' }).click();
  await expectToast(desk, 'The report is yours.');
  await expect(desk.getByText(`Taken by ${moderator.player.username}`)).toBeVisible();

  // A day without quick matches, straight from the report (the ladder would start with a warning).
  await desk.getByRole('button', { name: `Ban ${target.player.username}…` }).click();
  const banForm = desk.getByRole('form', { name: 'New ban' });
  await expect(banForm.getByRole('textbox', { name: 'Ban from' })).toHaveValue('Quick matches');
  await expect(banForm.getByRole('radio', { name: '1 day' })).toBeChecked();
  await expect(banForm.getByRole('textbox', { name: 'Reason' })).toHaveValue(
    new RegExp(`^Report #\\d+: ${title}$`),
  );
  const banned = desk.waitForResponse((response) =>
    /\/api\/operator\/users\/\d+\/bans\/$/.test(response.url()),
  );
  await banForm.getByRole('button', { name: 'Ban', exact: true }).click();
  const ban = (await (await banned).json()) as {
    bans: { kind: string; until: string | null }[];
  };
  await expectToast(desk, 'Ban saved.');
  const quick = ban.bans.find((item) => item.kind === 'quick_match');
  expect(quick?.until).not.toBeNull();
  const hours = (Date.parse(quick?.until ?? '') - Date.now()) / 3_600_000;
  expect(hours).toBeGreaterThan(23.5);
  expect(hours).toBeLessThanOrEqual(24);

  // Decide: action taken, with the outcome A reads.
  const decide = desk.getByRole('form', { name: 'Decision' });
  await expect(decide.getByRole('radio', { name: 'Action taken' })).toBeChecked();
  await decide
    .getByRole('textbox', { name: 'Outcome' })
    .fill('Thanks for the report: the player is banned from quick matches for a day.');
  await decide.getByRole('button', { name: 'Decide' }).click();
  await expectToast(desk, 'decided.');
  await expect(desk.getByText('Thanks for the report: the player is banned')).toBeVisible();
  await saveScreenshot(desk, 'operator-report-decided');

  // The queue moved it: not open any more, listed under Decided.
  await desk.getByRole('button', { name: 'Report queue' }).click();
  await expect(desk.getByRole('tab', { name: 'Open' })).toHaveAttribute('aria-selected', 'true');
  await expect(desk.getByTestId('queue-report').filter({ hasText: title })).toHaveCount(0);
  await desk.getByRole('tab', { name: 'Decided' }).click();
  await expect(desk.getByTestId('queue-report').filter({ hasText: title })).toContainText(
    'Action taken',
  );

  // The user's page in the console shows the ban with its reason.
  await desk.goto(`/operator/users?user=${String(targetId)}`);
  const banRow = desk.getByTestId('operator-ban');
  await expect(banRow).toHaveCount(1);
  await expect(banRow).toContainText('Quick matches');
  await expect(banRow).toContainText(title);

  // B sees the banner and is refused when joining A's lobby.
  await useDemoMode(a);
  const name = lobbyName('Mid duel');
  const lobbyId = await createLobbyThroughForm(a, { game: 'Dota 2', name }, () =>
    Promise.resolve(),
  );
  const b = target.page;
  await useDemoMode(b);
  await b.goto(`/match/${String(lobbyId)}`);
  const banner = b.getByTestId('ban-banner');
  await expect(banner).toContainText('Your account is restricted');
  await expect(banner.locator('[data-ban="quick_match"]')).toContainText(title);
  const refused = b.waitForResponse((response) =>
    response.url().includes(`/api/quickmatch/${String(lobbyId)}/join`),
  );
  await b.getByRole('button', { name: 'Join the lobby' }).click();
  expect((await refused).status()).toBe(403);
  await expectToast(b, 'Your account is banned from quick matches until');
  await saveScreenshot(b, 'operator-ban-banner');

  // A reads the outcome under My reports.
  await a.goto('/profile/me/reports');
  const mine = a.getByTestId('my-report').filter({ hasText: title });
  await expect(mine).toContainText('Thanks for the report: the player is banned');
  await adminContext.close();
  await moderator.context.close();
});

test('the admin looks through the finance, tournaments and infrastructure sections', async ({
  page,
}) => {
  await signedInAdmin(page);
  const loadFailed = page.getByText('This did not load', { exact: false });

  await page.goto('/operator/finance');
  await expect(page.getByRole('heading', { level: 2, name: 'Finance' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Withdrawals' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('textbox', { name: 'Status' })).toHaveValue('Awaiting approval');
  await page.getByRole('tab', { name: 'Crystal packs' }).click();
  await expect(page.getByTestId('finance-pack').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Prices and limits' }).click();
  await expect(page.getByRole('region', { name: 'Withdrawal networks' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Smallest withdrawal' })).not.toHaveValue('');
  await page.getByRole('tab', { name: 'Stuck payouts' }).click();
  // Other journeys of a full run may have left a payout stuck: the list or its empty state.
  await expect(
    page.getByText('No payout is stuck.').or(page.getByRole('table', { name: 'Stuck payouts' })),
  ).toBeVisible();
  await expect(loadFailed).toHaveCount(0);

  await page.goto('/operator/tournaments');
  await expect(page.getByRole('heading', { level: 2, name: 'Tournaments' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name or id' })).toBeVisible();
  await page.getByRole('tab', { name: 'Quick-match lobbies' }).click();
  await expect(page).toHaveURL(/tab=lobbies/);
  await expect(loadFailed).toHaveCount(0);

  await page.goto('/operator/infrastructure');
  await expect(page.getByRole('heading', { level: 2, name: 'Infrastructure' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'CS2 servers' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dota 2 bots' })).toBeVisible();
  await expect(loadFailed).toHaveCount(0);
  await saveScreenshot(page, 'operator-infrastructure');
});
