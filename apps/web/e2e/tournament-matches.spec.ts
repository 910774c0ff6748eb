// Tournaments, matches by hand: four players in a 1x1 bracket. Before the start the organiser moves
// one semifinal to tomorrow and gives the other a stream and a caster; the start plays only the one
// that is due. Its players see their lobby, report different results (waiting, then disputed, live
// on both pages), the organiser decides, the winner gets the notice; another player watches the
// stream in the embed, and the bracket reads in Ukrainian and Chinese. A tournament minute is a
// second in the e2e server: the tournament is made an hour ahead and, once all four are in, its start
// is moved to just past the 15-minute (15 s) freeze.
import { expect, test, type Page } from './support/test';
import type { GridMatch } from '@clutch/contract/tournament-matches';
import { pickDay } from './support/date-pickers';
import { expectToast, recordToasts, saveScreenshot } from './support/journey';
import { apiAs, playerInNewContext, signedInPlayer, userIdOf } from './support/players';
import { FAR_AHEAD_MS, startSoon } from './support/tournaments';

const WIN = 'Congratulations! You won the match!';

interface Player {
  page: Page;
  username: string;
}

const FREEZE = 15;

/** A tournament created through the API, starting `startsIn` ms from now. */
async function createTournament(page: Page, startsIn: number): Promise<number> {
  const name = `Hand Cup ${Math.random().toString(36).slice(2, 7)}`;
  const { id } = (await apiAs(page, 'POST', 'tournaments/?game=1', {
    translations: {
      en: { name, description: '' },
      ua: { name, description: '' },
      cn: { name, description: '' },
    },
    grid: 2,
    start_time: new Date(Date.now() + startsIn).toISOString(),
    freeze_time: FREEZE,
    match_duration: 30,
  })) as { id: number };
  return id;
}

function card(page: Page, names: readonly string[]) {
  let cards = page.getByTestId('bracket-match');
  for (const name of names) cards = cards.filter({ hasText: name });
  return cards;
}

async function openAction(page: Page, names: readonly string[], action: string) {
  await card(page, names).getByRole('button', { name: 'Match actions' }).click();
  await page.getByRole('menuitem', { name: action }).click();
  return page.getByRole('dialog');
}

async function report(page: Page, names: readonly [string, string], a: number, b: number) {
  const dialog = await openAction(page, names, 'Report the result');
  await dialog.getByLabel(names[0], { exact: true }).fill(String(a));
  await dialog.getByLabel(names[1], { exact: true }).fill(String(b));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
}

test('an organiser and four players run a bracket by hand: postpone, stream, reports, dispute', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signedInPlayer(page);
  await recordToasts(page);
  await page.goto('/tournaments');
  const players: Player[] = await Promise.all(
    [1, 2, 3, 4].map(async () => {
      const { page: own, player } = await playerInNewContext(browser);
      await own.goto('/tournaments');
      return { page: own, username: player.username };
    }),
  );
  const id = await createTournament(page, FAR_AHEAD_MS);
  const url = `/tournaments/${String(id)}`;
  await Promise.all(
    players.map(async ({ page: own }) =>
      apiAs(own, 'POST', `tournaments/register/${String(id)}/`, { user: await userIdOf(own) }),
    ),
  );
  await startSoon(page, id, FREEZE);
  await Promise.all(players.map(({ page: own }) => own.goto(url)));

  // The start job draws the bracket at the start; the organiser's page shows it then.
  await page.goto(url);
  const start = page.getByRole('button', { name: 'Start ready matches' });
  await expect(async () => {
    if (!(await start.isVisible())) await page.reload();
    await expect(start).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 40_000 });
  const grid = (await apiAs(page, 'GET', `tournaments/${String(id)}/grid/`)) as GridMatch[];
  const semis = grid.filter((match) => match.level === 2).sort((a, b) => a.position - b.position);
  const namesOf = (match: GridMatch | undefined): [string, string] => [
    match?.side_a?.user?.username ?? '',
    match?.side_b?.user?.username ?? '',
  ];
  const played = namesOf(semis[0]);
  const moved = namesOf(semis[1]);
  const playerNamed = (name: string) => players.find((player) => player.username === name);
  const [first, second] = played.map(playerNamed);
  const watcher = playerNamed(moved[0]);
  if (!first || !second || !watcher) throw new Error('every side is one of the four players');

  // Postponed to tomorrow at 12:00 (24 h), the second semifinal is no longer due.
  const postpone = await openAction(page, moved, 'Postpone');
  const tomorrow = await page.evaluate(() => {
    const date = new Date(Date.now() + 86_400_000);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  });
  await pickDay(page, postpone.getByRole('button', { name: 'Day', exact: true }), tomorrow);
  await postpone.getByRole('textbox', { name: 'Time (24 h)' }).click();
  await page.getByRole('option', { name: '12:00', exact: true }).click();
  await postpone.getByRole('button', { name: 'Postpone' }).click();
  await expectToast(page, 'The match has been moved; its players are told.');
  await expect(card(page, moved)).toContainText('12:00');

  const stream = await openAction(page, played, 'Stream link');
  await stream.getByLabel('Stream link').fill('https://www.twitch.tv/clutch_caster');
  await stream.getByRole('button', { name: 'Save' }).click();
  await expect(
    card(watcher.page, played).getByRole('button', { name: 'Watch the stream' }),
  ).toBeVisible();

  const caster = await openAction(page, played, 'Invite a caster');
  await caster.getByLabel('Find a user by name').fill(watcher.username);
  await caster.getByRole('button', { name: `+ ${watcher.username}` }).click();
  await expectToast(page, `${watcher.username} is invited to cast this match.`);

  await start.click();
  await expect(card(page, played)).toHaveAttribute('data-status', 'in_game');
  await expect(card(page, moved)).toHaveAttribute('data-status', 'ready');
  await expect(first.page.getByTestId('lobby-name')).toHaveText(
    `clutch-${String(id)}-${String(semis[0]?.id)}`,
  );
  await expect(first.page.getByTestId('lobby-password')).not.toBeEmpty();
  await expect(watcher.page.getByTestId('lobby-name')).toHaveCount(0);

  // Each side reports; they disagree, so it waits, then is disputed on both pages.
  await report(first.page, played, 2, 0);
  await expect(card(first.page, played)).toContainText('Reported: waiting for the other side.');
  await report(second.page, played, 0, 2);
  for (const side of [first, second])
    await expect(card(side.page, played)).toContainText('Disputed: the organiser decides.');
  await saveScreenshot(first.page, 'tournament-matches-disputed');

  const decide = await openAction(page, played, 'Set the result');
  await decide.getByLabel(played[0], { exact: true }).fill('1');
  await decide.getByLabel(played[1], { exact: true }).fill('2');
  await decide.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'The result is saved.');
  await expect(card(first.page, played)).toHaveAttribute('data-status', 'finished');
  await expect(second.page.getByText(WIN)).toBeVisible();
  await expect(first.page.getByText(WIN)).toHaveCount(0);

  await card(watcher.page, played).getByRole('button', { name: 'Watch the stream' }).click();
  await expect(
    watcher.page.getByRole('complementary', { name: 'Live stream: clutch_caster' }),
  ).toBeVisible();
  await watcher.page.setViewportSize({ width: 375, height: 812 });
  await saveScreenshot(watcher.page, 'mobile-tournament-matches-stream', { viewport: true });

  await watcher.page.goto(`/ua${url}`);
  await expect(watcher.page.getByText('Раунд 1/2')).toBeVisible();
  await expect(card(watcher.page, played).getByText('Завершено')).toBeVisible();
  await watcher.page.goto(`/cn${url}`);
  await expect(card(watcher.page, played).getByText('已结束')).toBeVisible();
  await expect(card(watcher.page, moved).getByText('准备就绪')).toBeVisible();
});
