// What the quick-match journeys share: players in demo mode, players who only act through the API
// (the extra seats of a 5x5 lobby), the lobby form filled the way a person fills it, and a recorder
// for what the match-ready modal showed: a demo match lasts only as long as the simulator's delay.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiAs, userIdOf, type Player } from './players';

/** The account mode switched to demo: lobbies it creates are played by the demo simulator. */
export async function useDemoMode(page: Page): Promise<void> {
  await apiAs(page, 'PATCH', 'profile/me/', { is_demo: true });
}

/** A player who never opens a browser: signed up through the API, acting through the API. */
export interface ApiPlayer extends Player {
  id: number;
  call: (method: 'GET' | 'POST' | 'PATCH', path: string, data?: unknown) => Promise<unknown>;
}

export async function apiPlayer(request: APIRequestContext, tag: string): Promise<ApiPlayer> {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const player = {
    email: `${tag}.${suffix}@example.com`,
    username: `${tag}_${suffix}`,
    password: 'Lane-Control-Rampage-42',
  };
  const registered = await request.post('/api/auth/register/', {
    data: { ...player, repeat_password: player.password, country: 'UA' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { access } = (await registered.json()) as { access: string };
  const call: ApiPlayer['call'] = async (method, path, data) => {
    const response = await request.fetch(`/api/${path}`, {
      method,
      headers: { Authorization: `Token ${access}` },
      ...(data === undefined ? {} : { data }),
    });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return response.status() === 204 ? null : response.json();
  };
  const me = (await call('GET', 'profile/me/')) as { id: number };
  return { ...player, id: me.id, call };
}

/** The two of them are friends: a request each way is an acceptance. */
export async function befriend(one: Page, other: Page): Promise<void> {
  const [oneId, otherId] = [await userIdOf(one), await userIdOf(other)];
  await apiAs(one, 'POST', `profile/${String(otherId)}/friend-request/`);
  await apiAs(other, 'POST', `profile/${String(oneId)}/friend-request/`);
}

export interface LobbySide {
  id: number;
  side: 'a' | 'b';
  name: string;
}

/** The lobby's two sides, whose ids `join/?team_id` names, by their letter. */
export async function sidesOf(page: Page, lobbyId: number): Promise<Record<'a' | 'b', LobbySide>> {
  const sides = (await apiAs(page, 'GET', `quickmatch/${String(lobbyId)}/players/`)) as LobbySide[];
  const [a, b] = (['a', 'b'] as const).map((letter) => sides.find((side) => side.side === letter));
  if (a === undefined || b === undefined) throw new Error(`lobby ${String(lobbyId)} lacks a side`);
  return { a, b };
}

export const lobbyIdOf = (page: Page): number => Number(/\/match\/(\d+)/.exec(page.url())?.[1]);

/** A unique lobby name, so a card is found by it whatever else the list holds. */
export const lobbyName = (what: string): string =>
  `${what} ${Math.random().toString(36).slice(2, 7)}`;

/**
 * Opens the form, picks the game (each game's form starts afresh), names the lobby, lets `configure`
 * set the rest and creates it; answers its id.
 */
export async function createLobbyThroughForm(
  page: Page,
  { game, name }: { game: 'Dota 2' | 'Counter-Strike 2'; name: string },
  configure: (form: Locator) => Promise<void>,
): Promise<number> {
  await page.goto('/quick-matches/create');
  await page.getByRole('radiogroup', { name: 'Game' }).getByText(game, { exact: true }).click();
  const form = page.locator('form');
  await form.getByRole('textbox', { name: 'Lobby name' }).fill(name);
  await configure(form);
  await form.getByRole('button', { name: 'Create lobby' }).click();
  await expect(page).toHaveURL(/\/match\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return lobbyIdOf(page);
}

/** Picks an option of a Mantine select by the field's label and the option's text. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Keeps every text an element with one of these test ids showed, from the page's next load on. The
 * match-ready modal of a demo match stays only until the simulator's result (two seconds here),
 * which a slow machine can spend drawing it: `shownTexts` still finds what it said.
 */
export async function recordShown(page: Page, testIds: readonly string[]): Promise<void> {
  await page.addInitScript((ids) => {
    const seen: Record<string, string[]> = {};
    Reflect.set(window, '__shown', seen);
    new MutationObserver(() => {
      for (const id of ids)
        for (const element of document.querySelectorAll(`[data-testid="${id}"]`)) {
          const text = element.textContent ?? '';
          const list = (seen[id] ??= []);
          if (text !== '' && !list.includes(text)) list.push(text);
        }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, testIds);
}

/** What the element with this test id showed since the page loaded, waiting for it to appear. */
export async function shownTexts(page: Page, testId: string, timeout = 20_000): Promise<string[]> {
  let texts: string[] = [];
  await expect
    .poll(
      async () => {
        texts = await page
          .evaluate((id) => {
            const seen: unknown = Reflect.get(window, '__shown');
            const list: unknown =
              typeof seen === 'object' && seen !== null ? Reflect.get(seen, id) : [];
            return Array.isArray(list) ? list.map(String) : [];
          }, testId)
          .catch(() => []);
        return texts.length;
      },
      { message: `the page showed [data-testid="${testId}"]`, timeout },
    )
    .toBeGreaterThan(0);
  return texts;
}

/**
 * Opens a path and waits for the answer to the user-updates subscription: an invitation's toast is
 * pushed only to a user whose socket listens at that moment (the notification is kept either way).
 */
export async function gotoListening(page: Page, path: string): Promise<void> {
  const connected = page.waitForEvent('websocket', (socket) =>
    socket.url().includes('/api/ws/user-updates/'),
  );
  await page.goto(path);
  await (
    await connected
  ).waitForEvent('framereceived', (frame) =>
    String(frame.payload).includes('"response_status":201'),
  );
}

/** Nothing spills sideways: the page is no wider than the screen. */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${what} at ${String(width)} px`).toBeLessThanOrEqual(width);
}
