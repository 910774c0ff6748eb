// Tournaments, running: an organiser creates a 5x5 Dota 2 demo tournament of four places through the
// form; four team leaders register their teams of five from their own browsers; a watcher keeps the
// page open. The start job draws the bracket, the organiser starts the semifinals and then the final,
// the demo simulator plays them; the semifinal winners' leaders get the win notice, the watcher's
// bracket fills in without a reload and crowns the champion, whose players find their prize in their
// demo balance. The e2e server's tournament minute is a second (TOURNAMENT_MINUTE), so registration
// closes 15 s before the start and the final comes 30 s after the semifinals. The form sets a start an
// hour ahead; once the four teams are in, the organiser moves it to just past the freeze.
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from './support/test';
import { pickDateTime } from './support/date-pickers';
import { expectToast, recordToasts, saveScreenshot } from './support/journey';
import { apiAs, newPlayer, playerInNewContext, signedInPlayer } from './support/players';
import { FAR_AHEAD_MS, startSoon } from './support/tournaments';

const WIN = 'Congratulations! You won the match!';
const PRIZE_POOL = 100;
/** The winners' 70 crystals (1st place's share of the pool) split evenly between five players. */
const PRIZE_EACH = 14;

interface Member {
  id: number;
  /** Reads the member's demo balance through the API. */
  demoBalance: () => Promise<number>;
}

interface Leader {
  page: Page;
  team: string;
  demoBefore: number;
  members: Member[];
  close: () => Promise<void>;
}

const demoBalanceOf = async (page: Page) =>
  ((await apiAs(page, 'GET', 'profile/me/')) as { demo_balance: number }).demo_balance;

/** A player signed up through the API who accepts the leader's invitation; answers their id. */
async function memberOf(request: APIRequestContext, leader: Page, teamId: number): Promise<Member> {
  const player = newPlayer();
  const signUp = await request.post('/api/auth/register/', {
    data: { ...player, repeat_password: player.password, country: 'UA' },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const { access } = (await signUp.json()) as { access: string };
  const headers = { Authorization: `Token ${access}` };
  const me = (await (await request.get('/api/profile/me/', { headers })).json()) as { id: number };
  const invitation = (await apiAs(
    leader,
    'POST',
    `team/${String(teamId)}/invite/?user_id=${String(me.id)}`,
  )) as { id: number };
  const accepted = await request.post(`/api/team/invites/${String(invitation.id)}/accept/`, {
    headers,
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  const demoBalance = async () =>
    (
      (await (await request.get('/api/profile/me/', { headers })).json()) as {
        demo_balance: number;
      }
    ).demo_balance;
  return { id: me.id, demoBalance };
}

/** A leader in a browser of their own with a team of five, each holding 20% of its prizes. */
async function leaderWithTeam(browser: Browser, index: number): Promise<Leader> {
  const { context, page } = await playerInNewContext(browser);
  await page.goto('/tournaments');
  const team = `Pack ${String(index)} ${Math.random().toString(36).slice(2, 6)}`;
  const { id } = (await apiAs(page, 'POST', 'team/', { name: team })) as { id: number };
  const me = (await apiAs(page, 'GET', 'profile/me/')) as { id: number };
  const members: Member[] = [];
  for (let i = 0; i < 4; i += 1) members.push(await memberOf(page.request, page, id));
  await apiAs(page, 'PATCH', `team/${String(id)}/change-percentage/`, {
    players: [me.id, ...members.map((member) => member.id)].map((player_id) => ({
      player_id,
      prize_percentage: 20,
    })),
  });
  const demoBefore = await demoBalanceOf(page);
  return { page, team, demoBefore, members, close: () => context.close() };
}

/** `YYYY-MM-DDTHH:mm` in the browser's zone for the first whole minute at least `ahead` ms away. */
async function nextMinuteAfter(page: Page, ahead: number): Promise<string> {
  return page.evaluate((wait) => {
    const date = new Date(Math.ceil((Date.now() + wait) / 60_000) * 60_000);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  }, ahead);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The organiser fills the whole form; answers the tournament's id. */
async function createTournament(page: Page, name: string): Promise<number> {
  await page.context().clearCookies({ name: 'tournament_draft' });
  await page.goto('/tournaments/create');
  const form = page.locator('form');
  for (const [tab, label] of [
    ['English', 'Name (English)'],
    ['Українська', 'Name (Українська)'],
    ['中文', 'Name (中文)'],
  ] as const) {
    await form.getByRole('tab', { name: tab }).click();
    await form.getByLabel(label).fill(name);
  }
  await form.getByText('5x5 · teams', { exact: true }).click();
  await choose(page, 'Bracket size', '4 slots (levels: 2)');
  await form.getByRole('switch', { name: 'Demo tournament' }).dispatchEvent('click');
  await choose(page, 'Registration closes', '15 min');
  await choose(page, 'Round length', '30 min');
  await form.getByLabel('Prize pool (crystals)').fill(String(PRIZE_POOL));
  await form.getByLabel('1st place').fill('70');
  await form.getByLabel('2nd place').fill('30');
  // Far ahead, so the four teams register at their own pace; the start is moved once they are in.
  const start = await nextMinuteAfter(page, FAR_AHEAD_MS);
  await pickDateTime(page, form.getByRole('button', { name: 'Start', exact: true }), start);
  await form.getByRole('button', { name: 'Create tournament' }).click();
  await expect(page).toHaveURL(/\/tournaments\/\d+$/);
  return Number(/\/tournaments\/(\d+)$/.exec(page.url())?.[1]);
}

async function registerTeam(leader: Leader, url: string) {
  await leader.page.goto(url);
  const panel = leader.page.getByRole('region', { name: 'Take part' });
  await panel.getByRole('button', { name: 'Join', exact: true }).click();
  const question = leader.page.getByRole('dialog');
  await question.getByTestId('join-team').click();
  await leader.page.getByRole('option', { name: leader.team, exact: true }).click();
  await question.getByTestId('join-confirm').click();
  await expect(panel.getByText('You take part in this tournament.')).toBeVisible();
}

const matchesIn = (page: Page, status: string): Locator =>
  page.locator(`[data-testid="bracket-match"][data-status="${status}"]`);

/** The organiser's bracket after the start job ran; a reload covers a page opened before it. */
async function startReadyMatches(page: Page) {
  const start = page.getByRole('button', { name: 'Start ready matches' });
  await expect(async () => {
    if (!(await start.isVisible())) await page.reload();
    await expect(start).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 90_000 });
  await start.click();
  await expectToast(page, 'The ready matches have started.');
}

test('four teams play a 5x5 demo tournament to its champion while a watcher follows live', async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
  await signedInPlayer(page);
  await recordToasts(page);
  const leaders = await Promise.all([1, 2, 3, 4].map((index) => leaderWithTeam(browser, index)));
  const watcher = await playerInNewContext(browser);

  const name = `Pack Cup ${Math.random().toString(36).slice(2, 7)}`;
  const id = await createTournament(page, name);
  const url = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('tournament-type')).toHaveText('5x5');
  await Promise.all(leaders.map((leader) => registerTeam(leader, url)));
  await watcher.page.goto(url);
  await expect(
    watcher.page.getByText('The bracket is drawn when the tournament starts.'),
  ).toBeVisible();

  // Registration closes 15 s before the start (freeze 15 min), now that everyone is in.
  const startsAt = await startSoon(page, id, 15);

  // The start job draws the bracket at the start; the watcher's page is never reloaded from here.
  await page.waitForTimeout(Math.max(0, startsAt - Date.now()));
  await expect(matchesIn(watcher.page, 'ready')).toHaveCount(2, { timeout: 20_000 });
  await startReadyMatches(page);
  await expect(matchesIn(watcher.page, 'finished')).toHaveCount(2, { timeout: 20_000 });

  const winners: Leader[] = [];
  await expect
    .poll(async () => {
      winners.length = 0;
      for (const leader of leaders)
        if (await leader.page.getByText(WIN).isVisible()) winners.push(leader);
      return winners.length;
    })
    .toBe(2);

  await saveScreenshot(page, 'tournament-run-bracket');
  await page.getByRole('button', { name: 'Match actions' }).first().click();
  await saveScreenshot(page, 'tournament-run-actions', { viewport: true });
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 375, height: 812 });
  await saveScreenshot(page, 'mobile-tournament-run-bracket');
  await page.setViewportSize({ width: 1280, height: 720 });

  // The final's round comes one match duration (30 s here) after the semifinals.
  await startReadyMatches(page);
  const champion = watcher.page.getByTestId('bracket-champion');
  await expect(champion).toBeVisible({ timeout: 20_000 });
  const text = (await champion.textContent()) ?? '';
  const winner = winners.find((leader) => text.includes(leader.team));
  expect(winner, `a semifinal winner is the champion: ${text}`).toBeDefined();
  await saveScreenshot(watcher.page, 'tournament-run-champion');

  if (winner === undefined) return;
  // Every player of the champion team gets their 20% share into their demo book.
  await winner.page.goto('/profile/me/wallet');
  const demo = winner.page.getByRole('group', { name: 'Demo crystals' });
  const expected = (winner.demoBefore + PRIZE_EACH).toLocaleString('en-US');
  await expect(demo.getByText(expected, { exact: true })).toBeVisible();
  const before = winner.demoBefore;
  for (const member of winner.members)
    await expect.poll(member.demoBalance).toBe(before + PRIZE_EACH);
  await Promise.all([...leaders.map((leader) => leader.close()), watcher.context.close()]);
});
