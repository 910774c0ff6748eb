// Real (not demo) quick matches, hosted the way production hosts them: a CS2 lobby on a MatchZy
// server (the stand-in on loopback RCON, declared to the server in CS2_SERVERS_FILE) and a Dota 2
// lobby on a lobby bot (the stand-in bot over /api/ws/bots/). The players link Steam in their
// settings (the Steam OpenID stand-in) and pay a real entry fee bought at the sandbox checkout; the
// match-ready modal shows the host's real connect data, and the host's result ends the match. A
// player without Steam is told to link it, and can, on the way to a real lobby's seat.
import { expect, test, type Page } from './support/test';
import { startCs2Server, startDotaBot, CS2_SERVER } from './support/game-hosts';
import { expectToast, recordToasts, saveScreenshot } from './support/journey';
import { apiAs, playerInNewContext } from './support/players';
import { choose, createLobbyThroughForm, lobbyName } from './support/quick-matches';
import { buyCheapestPack } from './support/wallet';

const ENTRY_FEE = '10';

/** Links a new Steam account in the settings: out to the OpenID stand-in and back, signed in. */
async function linkSteamInSettings(page: Page): Promise<void> {
  await page.goto('/profile/me/settings');
  const steam = page.getByRole('region', { name: 'Steam account' });
  await steam.getByRole('button', { name: 'Link Steam' }).click();
  await expectToast(page, 'You are signed in with Steam.');
  await page.goto('/profile/me/settings');
  await expect(steam.getByText('Your Steam account is linked.')).toBeVisible();
}

/** A real player: Steam linked through the pages, and real crystals for the entry fee. */
async function realPlayer(page: Page): Promise<void> {
  await recordToasts(page);
  await linkSteamInSettings(page);
  await buyCheapestPack(page);
}

/** The second player joins from the lobby page; both confirm the ready check. */
async function joinAndConfirm(creator: Page, joiner: Page, id: number): Promise<void> {
  await joiner.goto(`/match/${String(id)}`);
  await joiner.getByRole('button', { name: 'Join the lobby' }).click();
  const checks = [creator, joiner].map((page) => page.getByRole('dialog', { name: 'Match found' }));
  for (const check of checks) await check.getByRole('button', { name: 'Ready' }).click();
  for (const check of checks) await expect(check).toBeHidden();
}

/** Each side's page ends on the statistics; answers what each said of the outcome. */
async function outcomesOf(pages: readonly Page[], id: number): Promise<string[]> {
  const outcomes: string[] = [];
  for (const page of pages) {
    await expect(page).toHaveURL(new RegExp(`/statistics/${String(id)}$`), { timeout: 30_000 });
    outcomes.push((await page.getByTestId('stats-outcome').textContent()) ?? '');
  }
  return outcomes;
}

const readyModal = (page: Page) => page.getByRole('dialog', { name: 'Your match is ready' });

test.describe('real quick matches', () => {
  test('a player without Steam is told to link it when joining a real lobby, links it and sits', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const a = await playerInNewContext(browser);
    const b = await playerInNewContext(browser);
    await recordToasts(a.page);
    await recordToasts(b.page);
    await a.page.goto('/quick-matches');
    await linkSteamInSettings(a.page);
    const name = lobbyName('Steam check');
    const lobby = (await apiAs(a.page, 'POST', 'quickmatch/?game=2', { name })) as { id: number };
    const lobbyPath = `/match/${String(lobby.id)}`;

    // B has no Steam account linked: the seat is refused with the way to link one.
    await b.page.goto(lobbyPath);
    await b.page.getByRole('button', { name: 'Join the lobby' }).click();
    const notice = b.page.getByTestId('steam-required');
    await expect(notice.getByText('Link your Steam account first')).toBeVisible();
    await expect(notice).toContainText('let players in by their Steam account');
    await expect(b.page.getByTestId('lobby-seat')).toHaveCount(1);
    await saveScreenshot(b.page, 'real-match-steam-required');

    // The notice leads to the settings, where B links Steam, then takes the seat.
    await notice.getByRole('link', { name: 'Link Steam in settings' }).click();
    await expect(b.page).toHaveURL(/\/profile\/me\/settings$/);
    await saveScreenshot(b.page, 'real-match-steam-settings');
    await b.page
      .getByRole('region', { name: 'Steam account' })
      .getByRole('button', { name: 'Link Steam' })
      .click();
    await expectToast(b.page, 'You are signed in with Steam.');
    await b.page.goto(lobbyPath);
    await b.page.getByRole('button', { name: 'Join the lobby' }).click();
    await expect(b.page.getByTestId('lobby-seat')).toHaveCount(2);
    await expect(b.page.getByTestId('steam-required')).toHaveCount(0);
    await Promise.all([a.context.close(), b.context.close()]);
  });

  test('two players play a real 1x1 CS2 lobby on a MatchZy server and see its result', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const cs2 = await startCs2Server();
    try {
      const a = await playerInNewContext(browser);
      const b = await playerInNewContext(browser);
      await realPlayer(a.page);
      await realPlayer(b.page);

      const name = lobbyName('Real aim duel');
      const id = await createLobbyThroughForm(
        a.page,
        { game: 'Counter-Strike 2', name },
        async (form) => {
          await choose(a.page, 'Server region', 'Europe');
          await form.getByRole('textbox', { name: 'Entry fee' }).fill(ENTRY_FEE);
        },
      );
      const lobby = (await apiAs(a.page, 'GET', `quickmatch/${String(id)}/`)) as {
        is_demo: boolean;
      };
      expect(lobby.is_demo).toBe(false);
      await joinAndConfirm(a.page, b.page, id);

      // The server loads the match on the stand-in and hands out its address and a fresh password.
      const connect = new RegExp(
        `^connect 127\\.0\\.0\\.1:${String(CS2_SERVER.port)}; password ([0-9a-f]{12})$`,
      );
      const passwords: string[] = [];
      for (const page of [a.page, b.page]) {
        const modal = readyModal(page);
        await expect(modal.getByTestId('match-command')).toHaveText(connect, { timeout: 20_000 });
        const command = (await modal.getByTestId('match-command').textContent()) ?? '';
        const password = connect.exec(command)?.[1] ?? '';
        passwords.push(password);
        await expect(modal.getByTestId('match-connect-link')).toHaveAttribute(
          'href',
          `steam://connect/127.0.0.1:${String(CS2_SERVER.port)}/${password}`,
        );
        await expect(modal.getByRole('link', { name: 'Connect in Steam' })).toBeVisible();
        await expect(modal.getByTestId('match-map')).not.toBeEmpty();
        await expect(modal.getByTestId('match-server-name')).toHaveText(CS2_SERVER.name);
        await expect(modal.getByTestId('match-team')).not.toBeEmpty();
        await expect(modal.getByRole('button', { name: 'Copy the Console command' })).toBeVisible();
      }
      expect(passwords[1]).toBe(passwords[0]);
      await saveScreenshot(a.page, 'real-match-cs2-ready', { viewport: true });

      // The stand-in downloaded the match: the creator's side is team1, both players by Steam id.
      await expect.poll(() => cs2.config()?.matchid ?? null, { timeout: 20_000 }).not.toBeNull();
      await cs2.loading();
      const config = cs2.config();
      expect(Object.values(config?.team1.players ?? {})).toEqual([a.player.username]);
      expect(Object.values(config?.team2.players ?? {})).toEqual([b.player.username]);
      for (const steamId of Object.keys({ ...config?.team1.players, ...config?.team2.players }))
        expect(steamId).toMatch(/^7656\d{13}$/);

      // MatchZy plays it: team1 (A) wins 13:5, and both pages end on the statistics.
      await cs2.playBo1({ winner: 'team1', loserRounds: 5 });
      expect(await outcomesOf([a.page, b.page], id)).toEqual(['Victory', 'Defeat']);
      await expect(a.page.getByTestId('stats-score')).toHaveText('13 : 5');
      await saveScreenshot(a.page, 'real-match-cs2-statistics');
      await Promise.all([a.context.close(), b.context.close()]);
    } finally {
      await cs2.close();
    }
  });

  test('two players play a real 1x1 Dota 2 lobby hosted by a lobby bot and see its result', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    // The bot launches the game at once and reports its result only when the journey says so: the
    // ready modals are looked at first, however slow the machine.
    const bot = await startDotaBot({ winner: 'radiant' });
    try {
      await bot.welcome();
      const a = await playerInNewContext(browser);
      const b = await playerInNewContext(browser);
      await realPlayer(a.page);
      await realPlayer(b.page);

      // Everyone plays Pudge: the hero is set without a pick and ban.
      const name = lobbyName('Real mid');
      const id = await createLobbyThroughForm(a.page, { game: 'Dota 2', name }, async (form) => {
        await choose(a.page, 'Hero rule', 'Only one allowed');
        await form.getByRole('textbox', { name: 'Search by name' }).fill('Pudge');
        await form.getByRole('button', { name: 'Pudge', exact: true }).click();
        await form.getByRole('textbox', { name: 'Entry fee' }).fill(ENTRY_FEE);
      });
      await joinAndConfirm(a.page, b.page, id);

      // The bot made the game lobby: its name and password, the hero and each player's side.
      const lobbies: string[] = [];
      for (const [index, page] of [a.page, b.page].entries()) {
        const modal = readyModal(page);
        await expect(modal.getByTestId('match-lobby-name')).toHaveText(/\S/, { timeout: 20_000 });
        lobbies.push(
          `${(await modal.getByTestId('match-lobby-name').textContent()) ?? ''} / ${
            (await modal.getByTestId('match-lobby-password').textContent()) ?? ''
          }`,
        );
        await expect(modal.getByTestId('match-hero')).toHaveText('Pudge');
        await expect(modal.getByTestId('match-team')).toHaveText(index === 0 ? /Radiant/ : /Dire/);
      }
      expect(lobbies[0]).toMatch(/^Clutch QM\d+ \/ \S+$/);
      expect(lobbies[1]).toBe(lobbies[0]);
      // The bot's assign frame comes on its own socket after a read of the lobby, so it may land a
      // moment after the players' pages show the lobby: wait for it rather than race it.
      await expect.poll(() => bot.assignments.length).toBe(1);

      // The invitation in the game client can be sent again.
      await readyModal(a.page)
        .getByRole('button', { name: 'Send the in-game invitation again' })
        .click();
      await expectToast(a.page, 'The invitation has been sent again.');
      await saveScreenshot(a.page, 'real-match-dota-ready', { viewport: true });

      // The bot reports Radiant (side a, the creator) the winner.
      const assignment = bot.assignments[0];
      if (!assignment) throw new Error('the bot was given no lobby');
      bot.report(assignment.assignment_id, { winner: 'radiant' });
      expect(await outcomesOf([a.page, b.page], id)).toEqual(['Victory', 'Defeat']);
      await saveScreenshot(a.page, 'real-match-dota-statistics');
      await Promise.all([a.context.close(), b.context.close()]);
    } finally {
      await bot.close();
    }
  });
});
