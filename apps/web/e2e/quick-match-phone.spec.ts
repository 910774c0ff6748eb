// Quick matches on a phone (375 px and the narrowest, 320 px): the lobby list, a lobby, the pick and
// ban and the statistics fit the screen, and an invitation's toast stays away (the notification
// keeps it). Then the list and a lobby in Ukrainian and Chinese, and `da`, which reads English.
import { expect, test, type Page } from './support/test';
import { saveScreenshot, siteHeader } from './support/journey';
import { apiAs, playerInNewContext, signedInPlayer, userIdOf } from './support/players';
import {
  expectNoSidewaysScroll,
  gotoListening,
  lobbyName,
  useDemoMode,
} from './support/quick-matches';

const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };
const WIDTHS = [375, 320] as const;

/** A waiting 1x1 Dota 2 lobby whose heroes are banned from the default pool; answers its id. */
async function openLobby(page: Page, name: string): Promise<number> {
  const lobby = (await apiAs(page, 'POST', 'quickmatch/?game=1', {
    name,
    type: '1_1',
    ban_type: 'one_of_many',
  })) as { id: number };
  return lobby.id;
}

/** The page at each phone width: nothing spills sideways, and a screenshot of each. */
async function fitsPhones(page: Page, what: string, shot: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    await expectNoSidewaysScroll(page, what);
    await saveScreenshot(page, `phone-${String(width)}-${shot}`);
  }
  await page.setViewportSize(PHONE.viewport);
}

interface Veto {
  turn: { side: 'a' | 'b' } | null;
  available: string[];
}

/** Plays the rest of the pick and ban through the API, each ban by the side whose turn it is. */
async function banTheRest(id: number, bySide: Record<'a' | 'b', Page>): Promise<void> {
  const path = `quickmatch/${String(id)}/`;
  for (;;) {
    const { veto } = (await apiAs(bySide.a, 'GET', path)) as { veto: Veto | null };
    const item = veto?.available[0];
    if (veto?.turn == null || item === undefined) return;
    await apiAs(bySide[veto.turn.side], 'POST', `${path}veto/`, { item });
  }
}

test.describe('quick matches on a phone', () => {
  test.use(PHONE);

  test('the list, a lobby, the pick and ban and the statistics fit 375 and 320 px; no invitation toast', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await signedInPlayer(page);
    await page.goto('/quick-matches');
    await useDemoMode(page);
    const name = lobbyName('Phone duel');
    const id = await openLobby(page, name);

    await page.reload();
    await expect(page.getByRole('article', { name })).toBeVisible();
    await fitsPhones(page, 'the lobby list', 'quick-match-list');
    await page.getByRole('link', { name: 'Create lobby' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create a lobby' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Lobby name' })).toBeVisible();
    await fitsPhones(page, 'the lobby form', 'quick-match-form');
    await page.goBack();
    await page.getByRole('link', { name: `Show more about ${name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('lobby-empty-seat')).toHaveCount(1);
    await fitsPhones(page, 'a waiting lobby', 'quick-match-lobby');

    // An invitation reaches a phone as a notification only; a wider window shows its toast.
    const friend = await playerInNewContext(browser, { viewport: PHONE.viewport });
    await gotoListening(friend.page, '/quick-matches');
    const friendId = await userIdOf(friend.page);
    await apiAs(page, 'POST', `profile/${String(friendId)}/invite-to-quick-match/`);
    await expect(
      siteHeader(friend.page).getByRole('button', { name: 'Notifications, 1 unread' }),
    ).toBeVisible();
    await expect(friend.page.getByTestId('invite-toast')).toHaveCount(0);
    await friend.page.setViewportSize({ width: 1280, height: 740 });
    await expect(friend.page.getByTestId('invite-toast')).toBeVisible();
    await friend.page.setViewportSize(PHONE.viewport);
    await expect(friend.page.getByTestId('invite-toast')).toHaveCount(0);

    // The friend joins and both are ready: the phone shows the pick and ban, and bans by a tap.
    await apiAs(friend.page, 'GET', `quickmatch/${String(id)}/join/`);
    for (const player of [page, friend.page])
      await apiAs(player, 'POST', `quickmatch/${String(id)}/ready/`);
    const board = page.getByRole('region', { name: 'Hero pick and ban' });
    await expect(board.getByTestId('veto-turn')).toHaveText('Your side’s turn: ban');
    await fitsPhones(page, 'the pick and ban', 'quick-match-hero-bans');
    const hero = (await board.getByTestId('veto-choice').first().getAttribute('aria-label')) ?? '';
    await board.getByTestId('veto-choice').first().tap();
    await expect(board.getByRole('img', { name: `${hero}: banned by` })).toBeVisible();
    await expect(board.getByTestId('veto-choice')).toHaveCount(0);
    await fitsPhones(page, 'the pick and ban, the other side’s turn', 'quick-match-hero-banned');

    await banTheRest(id, { a: page, b: friend.page });
    await expect(page).toHaveURL(new RegExp(`/statistics/${String(id)}$`), { timeout: 20_000 });
    await expect(page.getByTestId('stats-score')).toBeVisible();
    await fitsPhones(page, 'the statistics', 'quick-match-statistics');
    await friend.context.close();
  });
});

const TEXTS = {
  ua: {
    list: 'Швидкі матчі',
    showMore: 'Детальніше',
    waiting: 'Чекає на гравців',
    part: 'Ваша участь',
    join: 'Приєднатися до лобі',
  },
  cn: {
    list: '快速比赛',
    showMore: '查看详情',
    waiting: '等待玩家',
    part: '你的操作',
    join: '加入房间',
  },
  da: {
    list: 'Quick matches',
    showMore: 'Show more',
    waiting: 'Waiting for players',
    part: 'Your part',
    join: 'Join the lobby',
  },
} as const;

test('the lobby list and a lobby read in Ukrainian and Chinese, and da reads English', async ({
  page,
  browser,
}) => {
  await signedInPlayer(page);
  await page.goto('/quick-matches');
  // Demo lobbies: a real one would need the creator's Steam account, which has nothing to do here.
  await useDemoMode(page);
  const name = lobbyName('Locale duel');
  const id = await openLobby(page, name);
  // A visitor (in the same book) who has no seat there, so the lobby offers to join.
  const visitor = await playerInNewContext(browser);
  await visitor.page.goto('/quick-matches');
  await useDemoMode(visitor.page);
  for (const [locale, texts] of Object.entries(TEXTS)) {
    await visitor.page.goto(`/${locale}/quick-matches`);
    await expect(visitor.page.getByRole('heading', { level: 1, name: texts.list })).toBeVisible();
    const card = visitor.page.getByRole('article', { name });
    await expect(card.getByRole('link')).toHaveText(texts.showMore);
    if (locale !== 'da') await saveScreenshot(visitor.page, `quick-match-list-${locale}`);
    await card.getByRole('link').click();
    await expect(visitor.page).toHaveURL(new RegExp(`/${locale}/match/${String(id)}$`));
    await expect(visitor.page.getByTestId('lobby-status')).toHaveText(texts.waiting);
    await expect(visitor.page.getByRole('heading', { name: texts.part })).toBeVisible();
    await expect(visitor.page.getByRole('button', { name: texts.join })).toBeVisible();
    if (locale === 'da') continue;
    await saveScreenshot(visitor.page, `quick-match-lobby-${locale}`);
    await visitor.page.setViewportSize({ width: 320, height: 740 });
    await expectNoSidewaysScroll(visitor.page, `a lobby in ${locale}`);
    await saveScreenshot(visitor.page, `phone-320-quick-match-lobby-${locale}`);
    await visitor.page.setViewportSize({ width: 1280, height: 720 });
  }
  await visitor.context.close();
});
