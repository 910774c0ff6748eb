// A 5x5 Counter-Strike 2 demo lobby vetoed down to one map by four browsers, two a side: ten
// players (six of them only through the API), the ready check, six map bans where either player of
// the side whose turn it is may act, the side step, the match-ready modal with the map, and the
// statistics of both sides.
import { expect, test, type Page } from './support/test';
import { recordToasts, saveScreenshot } from './support/journey';
import { playerInNewContext } from './support/players';
import {
  apiPlayer,
  choose,
  createLobbyThroughForm,
  lobbyName,
  recordShown,
  shownTexts,
  sidesOf,
  useDemoMode,
  type ApiPlayer,
} from './support/quick-matches';

const MATCH_READY = ['match-map', 'match-team', 'match-no-server', 'match-command'] as const;
/** Seven active maps: six bans alternating from side a, then side a chooses its starting half. */
const BANS = 6;

const vetoBoard = (page: Page) => page.getByRole('region', { name: 'Map pick and ban' });

test('four browsers veto a 5x5 CS2 demo lobby down to one map and see its statistics', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const players = await Promise.all([1, 2, 3, 4].map(() => playerInNewContext(browser)));
  const [a1, a2, b1, b2] = players;
  if (a1 === undefined || a2 === undefined || b1 === undefined || b2 === undefined) return;
  for (const { page } of players) {
    await recordToasts(page);
    await recordShown(page, MATCH_READY);
    await page.goto('/quick-matches');
  }
  await useDemoMode(a1.page);

  const name = lobbyName('Five stack');
  const id = await createLobbyThroughForm(
    a1.page,
    { game: 'Counter-Strike 2', name },
    async (form) => {
      await form.getByText('5x5', { exact: true }).click();
      await choose(a1.page, 'Map rule', 'Ban from a pool');
      await expect(
        form.getByText('Nothing chosen: the sides ban from every map of the active pool.'),
      ).toBeVisible();
    },
  );
  const sides = await sidesOf(a1.page, id);
  await expect(a1.page.getByTestId('lobby-empty-seat')).toHaveCount(9);

  // A second browser joins side a with the lobby's button; two take side b's seats.
  const lobbyPath = `/match/${String(id)}`;
  await a2.page.goto(lobbyPath);
  await a2.page.getByRole('button', { name: 'Join the lobby' }).click();
  for (const { page } of [b1, b2]) {
    await page.goto(lobbyPath);
    await page
      .getByRole('region', { name: sides.b.name })
      .getByRole('button', { name: 'Take a seat' })
      .click();
    await expect(page.getByTestId('lobby-ready')).toBeVisible();
  }
  await saveScreenshot(b2.page, 'quick-match-5x5-lobby');

  // Six more players join through the API, three a side, each ready as soon as they sit.
  const extras: ApiPlayer[] = [];
  for (let index = 0; index < 6; index += 1) extras.push(await apiPlayer(request, 'qm'));
  for (const [index, extra] of extras.entries()) {
    const side = index < 3 ? sides.a : sides.b;
    await extra.call('GET', `quickmatch/${String(id)}/join/?team_id=${String(side.id)}`);
    await extra.call('POST', `quickmatch/${String(id)}/ready/`);
  }

  // The last seat started the ready check: the four browsers confirm it.
  for (const { page } of players) {
    const check = page.getByRole('dialog', { name: 'Match found' });
    await expect(check.getByTestId('ready-check-count')).toHaveText('6/10 ready');
  }
  await saveScreenshot(a1.page, 'quick-match-5x5-ready-check', { viewport: true });
  for (const { page } of players)
    await page
      .getByRole('dialog', { name: 'Match found' })
      .getByRole('button', { name: 'Ready' })
      .click();

  // The bans: side a's two browsers take turns, and so do side b's; the other side has nothing to click.
  const turns = [a1, b1, a2, b2, a1, b1];
  const banned: string[] = [];
  for (const [turn, actor] of turns.entries()) {
    const isSideA = turn % 2 === 0;
    const mate = isSideA ? (actor === a1 ? a2 : a1) : actor === b1 ? b2 : b1;
    const waiting = isSideA ? [b1, b2] : [a1, a2];
    const board = vetoBoard(actor.page);
    await expect(board.getByTestId('veto-turn')).toHaveText('Your side’s turn: ban');
    await expect(board.getByTestId('veto-seconds')).toHaveText(/^\d+ s$/);
    await expect(vetoBoard(mate.page).getByTestId('veto-choice')).toHaveCount(7 - turn);
    for (const other of waiting)
      await expect(vetoBoard(other.page).getByTestId('veto-choice')).toHaveCount(0);
    const choice = board.getByTestId('veto-choice').first();
    const map = (await choice.getAttribute('aria-label')) ?? '';
    await choice.click();
    banned.push(map);
    for (const other of waiting)
      await expect(
        vetoBoard(other.page).getByRole('img', { name: `${map}: banned by` }),
      ).toBeVisible();
    if (turn === 3) await saveScreenshot(b2.page, 'quick-match-5x5-map-bans');
  }
  expect(banned).toHaveLength(BANS);

  // Side a's other browser chooses the half; side b only sees whose turn it is.
  await expect(vetoBoard(b1.page).getByTestId('veto-turn')).toHaveText(
    `${sides.a.name}’s turn: choose a side`,
  );
  await expect(
    vetoBoard(b1.page).getByRole('button', { name: 'Terrorists', exact: true }),
  ).toHaveCount(0);
  await saveScreenshot(a2.page, 'quick-match-5x5-side-step');
  await vetoBoard(a2.page).getByRole('button', { name: 'Terrorists', exact: true }).click();

  // Every browser's match-ready modal named the one map left, their team, and no server to join.
  const maps = await Promise.all(players.map(({ page }) => shownTexts(page, 'match-map')));
  const map = maps[0]?.[0] ?? '';
  expect(banned).not.toContain(map);
  for (const shown of maps) expect(shown).toEqual([map]);
  for (const [index, { page }] of players.entries()) {
    expect(await shownTexts(page, 'match-team')).toEqual([index < 2 ? sides.a.name : sides.b.name]);
    expect(await shownTexts(page, 'match-no-server')).toEqual([
      'This is a demo match: it is simulated, so there is no server to join. Its statistics open in a moment.',
    ]);
  }
  const modal = a1.page.getByRole('dialog', { name: 'Your match is ready' });
  if (await modal.isVisible())
    await saveScreenshot(a1.page, 'quick-match-5x5-ready', { viewport: true });

  // The statistics: the map, both sides' five players in CS2's columns, one side the winner.
  for (const { page } of players) {
    await expect(page).toHaveURL(new RegExp(`/statistics/${String(id)}$`), { timeout: 20_000 });
    await expect(page.getByText(map, { exact: true })).toBeVisible();
    for (const side of [sides.a, sides.b]) {
      const table = page.getByRole('table', { name: side.name });
      await expect(table.getByRole('row')).toHaveCount(6);
      for (const column of ['Kills', 'ADR', 'Headshots', 'MVPs', 'Score'])
        await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
    }
  }
  const outcomes = await Promise.all(
    players.map(({ page }) => page.getByTestId('stats-outcome').textContent()),
  );
  expect(outcomes[0]).toBe(outcomes[1]);
  expect(outcomes[2]).toBe(outcomes[3]);
  expect([outcomes[0], outcomes[2]].sort()).toEqual(['Defeat', 'Victory']);
  await saveScreenshot(b1.page, 'quick-match-5x5-statistics');
  await Promise.all(players.map(({ context }) => context.close()));
});
