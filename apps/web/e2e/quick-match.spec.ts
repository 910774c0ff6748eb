// A 1x1 Dota 2 quick match between two players in two browsers, from the lobby form to the match's
// statistics: the creator (in demo mode, so the demo simulator plays it) invites a friend, who finds
// the lobby in the list and joins; both confirm the ready check, ban heroes turn by turn until one is
// left, see the match-ready modal with the hero and the game lobby, and land on the statistics.
import { expect, test, type Page } from './support/test';
import { expectToast, recordToasts, saveScreenshot } from './support/journey';
import { playerInNewContext } from './support/players';
import {
  befriend,
  choose,
  createLobbyThroughForm,
  gotoListening,
  lobbyName,
  recordShown,
  shownTexts,
  useDemoMode,
} from './support/quick-matches';

/** The default Dota pool has ten heroes; two players leave one: nine bans, side a first. */
const BANS = 9;
const MATCH_READY = ['match-hero', 'match-lobby-name', 'match-lobby-password'] as const;

const vetoBoard = (page: Page) => page.getByRole('region', { name: 'Hero pick and ban' });

test('two players play a 1x1 Dota 2 demo lobby from the form through hero bans to its statistics', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const a = await playerInNewContext(browser);
  const b = await playerInNewContext(browser);
  for (const { page } of [a, b]) {
    await recordToasts(page);
    await recordShown(page, MATCH_READY);
    await page.goto('/quick-matches');
  }
  await useDemoMode(a.page);
  await befriend(a.page, b.page);

  // A opens a demo lobby whose heroes are banned from the default pool.
  const name = lobbyName('Mid duel');
  const id = await createLobbyThroughForm(a.page, { game: 'Dota 2', name }, async (form) => {
    await choose(a.page, 'Hero rule', 'Ban from a pool');
    await expect(form.getByText('Nothing chosen: the default pool below is used.')).toBeVisible();
  });
  await expectToast(a.page, 'Your lobby is open.');
  await expect(a.page.getByTestId('lobby-status')).toHaveText('Waiting for players');
  await expect(a.page.getByTestId('lobby-seat')).toHaveCount(1);
  await expect(a.page.getByTestId('lobby-empty-seat')).toHaveCount(1);

  // B sees the card in the list; A invites B from the lobby, and B's toast says so.
  await gotoListening(b.page, '/quick-matches');
  const card = b.page.getByRole('article', { name });
  await expect(card.getByTestId('lobby-seats')).toHaveText('1/2');
  await expect(card.getByText('Demo', { exact: true })).toBeVisible();
  await a.page.getByRole('button', { name: `Invite ${b.player.username}` }).click();
  await expectToast(a.page, `${b.player.username} has been invited.`);
  const invite = b.page.getByTestId('invite-toast');
  await expect(invite.getByText('Invitation to a quick match')).toBeVisible();
  await expect(invite.getByRole('link', { name: a.player.username })).toBeVisible();
  await saveScreenshot(a.page, 'quick-match-lobby-waiting');
  await saveScreenshot(b.page, 'quick-match-list');
  await invite.getByRole('button', { name: 'Not now' }).click();
  await expect(invite).toBeHidden();

  // B opens the card and joins: every seat is taken, so both get the ready check.
  await card.getByRole('link', { name: `Show more about ${name}` }).click();
  await expect(b.page).toHaveURL(new RegExp(`/match/${String(id)}$`));
  await b.page.getByRole('button', { name: 'Join the lobby' }).click();
  const [checkA, checkB] = [a.page, b.page].map((page) =>
    page.getByRole('dialog', { name: 'Match found' }),
  );
  if (checkA === undefined || checkB === undefined) return;
  for (const check of [checkA, checkB]) {
    await expect(check.getByTestId('ready-check-count')).toHaveText('0/2 ready');
    await expect(check.getByTestId('ready-check-seconds')).toHaveText(/^\d+ s$/);
  }
  await saveScreenshot(b.page, 'quick-match-ready-check', { viewport: true });
  await checkA.getByRole('button', { name: 'Ready' }).click();
  await expect(checkA.getByTestId('ready-check-waiting')).toBeVisible();
  await expect(checkB.getByTestId('ready-check-count')).toHaveText('1/2 ready');
  await checkB.getByRole('button', { name: 'Ready' }).click();
  for (const check of [checkA, checkB]) await expect(check).toBeHidden();

  // Pick and ban: side a (A, seat 1) first; only the side whose turn it is has heroes to click.
  for (const page of [a.page, b.page]) await expect(vetoBoard(page)).toBeVisible();
  for (let turn = 0; turn < BANS; turn += 1) {
    const [mine, theirs] = turn % 2 === 0 ? [a.page, b.page] : [b.page, a.page];
    const board = vetoBoard(mine);
    await expect(board.getByTestId('veto-turn')).toHaveText('Your side’s turn: ban');
    await expect(board.getByTestId('veto-seconds')).toHaveText(/^\d+ s$/);
    await expect(vetoBoard(theirs).getByTestId('veto-turn')).toHaveText(/’s turn: ban$/);
    await expect(vetoBoard(theirs).getByTestId('veto-choice')).toHaveCount(0);
    const choices = board.getByTestId('veto-choice');
    await expect(choices).toHaveCount(BANS + 1 - turn);
    const hero = (await choices.first().getAttribute('aria-label')) ?? '';
    if (turn === 4) await saveScreenshot(mine, 'quick-match-hero-bans');
    await choices.first().click();
    // The last ban ends the pick and ban: the board gives way to the match.
    if (turn < BANS - 1)
      await expect(
        vetoBoard(theirs).getByRole('img', { name: `${hero}: banned by` }),
      ).toBeVisible();
  }

  // The last hero is both players'; the modal shows it with the game lobby's name and password.
  const shown = await Promise.all(
    [a.page, b.page].map(async (page) => ({
      hero: await shownTexts(page, 'match-hero'),
      lobby: await shownTexts(page, 'match-lobby-name'),
      password: await shownTexts(page, 'match-lobby-password'),
    })),
  );
  const [fromA, fromB] = shown;
  expect(fromA?.hero).toHaveLength(1);
  expect(fromB?.hero).toEqual(fromA?.hero);
  expect(fromA?.lobby).toEqual([`clutch-quickmatch-${String(id)}-${String(id)}`]);
  expect(fromB?.lobby).toEqual(fromA?.lobby);
  expect(fromA?.password?.[0]).toMatch(/^[0-9a-f]{12}$/);
  expect(fromB?.password).toEqual(fromA?.password);
  // Taken only while the two-second match lasts: the journey never waits for it.
  const modal = a.page.getByRole('dialog', { name: 'Your match is ready' });
  if (await modal.isVisible())
    await saveScreenshot(a.page, 'quick-match-ready', { viewport: true });

  // The simulator's result sends both to the statistics: one won, one lost, every column filled.
  const hero = fromA?.hero[0] ?? '';
  for (const page of [a.page, b.page]) {
    await expect(page).toHaveURL(new RegExp(`/statistics/${String(id)}$`), { timeout: 20_000 });
    await expect(page.getByTestId('stats-score')).toHaveText(/^\d : \d$/);
    for (const column of ['Kills', 'Deaths', 'Assists', 'Last hits', 'GPM', 'Net worth'])
      await expect(page.getByRole('columnheader', { name: column })).toHaveCount(2);
    for (const player of [a.player, b.player]) {
      const row = page.getByRole('row').filter({ hasText: player.username });
      await expect(row.getByRole('img', { name: hero })).toBeVisible();
    }
  }
  const outcomes = [
    await a.page.getByTestId('stats-outcome').textContent(),
    await b.page.getByTestId('stats-outcome').textContent(),
  ];
  expect(outcomes.sort()).toEqual(['Defeat', 'Victory']);
  await saveScreenshot(a.page, 'quick-match-statistics');
  await Promise.all([a.context.close(), b.context.close()]);
});
