// Money between players: a jar filled by a second player and broken by its creator; crystals sent
// from one profile to another and sent back; a donation the balance no longer covers; and a leader
// showing a banner and a jar on their team, with those pages on the narrowest phone.
// Players get real crystals the way a buyer does: a pack bought through the sandbox provider (the
// checkout page's Pay, posted from the test, which delivers the signed webhook like a real provider).
import { expect, test, type Browser, type Page } from './support/test';
import { makePng } from './support/images';
import { saveScreenshot } from './support/journey';
import { apiAs, playerInNewContext, userIdOf } from './support/players';

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
/** The cheapest pack: 100 crystals. */
const PACK_ID = 1;
const PACK_CRYSTALS = 100;

function tag(): string {
  return Math.random().toString(36).slice(2, 7);
}

/** The API helpers read the token from the page's storage, so something must be loaded first. */
async function loaded(page: Page): Promise<Page> {
  if (page.url() === 'about:blank') await page.goto('/');
  return page;
}

/** Buys the cheapest pack for the player on `page` and waits for the crystals to arrive. */
async function fund(page: Page): Promise<void> {
  await loaded(page);
  const { link } = (await apiAs(page, 'GET', `wallet/${String(PACK_ID)}/sandbox/`)) as {
    link: string;
  };
  const url = new URL(link);
  const order = /\/wallet\/checkout\/(\d+)/.exec(url.pathname)?.[1] ?? '';
  const response = await page.request.post(`/api/wallet/checkout/${order}/`, {
    data: { token: url.searchParams.get('token'), action: 'pay' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await expect.poll(() => realBalance(page)).toBe(PACK_CRYSTALS);
}

async function realBalance(page: Page): Promise<number> {
  const me = (await apiAs(page, 'GET', 'profile/me/')) as { balance: number };
  return me.balance;
}

/** Picks a picture in the form's file input and keeps it through the crop dialog. */
async function choosePicture(page: Page, scope: ReturnType<Page['getByRole']>, cropTitle: string) {
  await scope.locator('input[type="file"]').setInputFiles({
    name: 'picture.png',
    mimeType: 'image/png',
    buffer: await makePng(page),
  });
  const crop = page.getByRole('dialog', { name: cropTitle });
  await crop.getByRole('button', { name: 'Use this picture' }).click();
  await expect(crop).toHaveCount(0);
}

/** A new player with a team and a jar of their own (not yet on the team). */
async function leaderWithTeamAndJar(browser: Browser) {
  const leader = await playerInNewContext(browser);
  const page = await loaded(leader.page);
  const team = (await apiAs(page, 'POST', 'team/', { name: `Owls ${tag()}` })) as { id: number };
  const jarTitle = `Prize pool ${tag()}`;
  const { id: jarId } = (await apiAs(page, 'POST', 'profile/jars/', {
    title: jarTitle,
    target_amount: 200,
    jar_type: 5,
  })) as { id: number };
  return { leader, page, team, jarTitle, jarId };
}

async function confirm(page: Page): Promise<void> {
  await page
    .getByRole('dialog', { name: 'Please confirm' })
    .getByRole('button', { name: 'Confirm' })
    .click();
}

test.describe('jars, transfers and banners', () => {
  test('a player creates a jar, another donates to it, and the creator breaks it', async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const alice = await playerInNewContext(browser);
    const bob = await playerInNewContext(browser, PHONE);
    const title = `Bootcamp fund ${tag()}`;

    await alice.page.goto('/profile/me/jars');
    await alice.page.getByRole('button', { name: 'Create a jar' }).click();
    const form = alice.page.getByRole('dialog', { name: 'Create a jar' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Description').fill('Five days of practice before the spring cup.');
    await form.getByLabel('Target (crystals)').fill('50');
    await choosePicture(alice.page, form, 'Crop the jar picture');
    const created = alice.page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/profile/jars/') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Create jar' }).click();
    // A new picture goes as a multipart form with the file in `image`.
    const request = (await created).request();
    expect(request.headers()['content-type']).toContain('multipart/form-data');
    await expect(alice.page).toHaveURL(/\/jar\/\d+$/);
    const jarPath = new URL(alice.page.url()).pathname;
    await expect(alice.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(alice.page.getByText('0 of 50')).toBeVisible();
    await expect(alice.page.locator('main img[src*="/media/"]').first()).toBeVisible();

    await fund(bob.page);
    await bob.page.goto(jarPath);
    const donate = bob.page.getByRole('region', { name: 'Donate' });
    await expect(donate).toContainText('Your real balance: 100 crystals');
    await donate.getByLabel('Amount (crystals)').fill('20.5');
    const donated = bob.page.waitForResponse((response) => response.url().includes('/donation/'));
    await donate.getByRole('button', { name: 'Donate' }).click();
    // Each attempt carries an Idempotency-Key, so a retry of it gives once.
    expect((await donated).request().headers()['idempotency-key']).toMatch(/^[\w-]{8,}$/);
    await expect(bob.page.getByText('20.5 of 50')).toBeVisible();
    await expect(bob.page.getByRole('list', { name: 'Donations to this jar' })).toContainText(
      bob.player.username,
    );
    await expect(donate).toContainText('Your real balance: 79.5 crystals');
    await saveScreenshot(bob.page, 'jar-page-phone');
    // Everyone's jars, searched by title, on the phone.
    await bob.page.goto('/profile/me/jars');
    await bob.page.getByText('All jars', { exact: true }).click();
    await bob.page.getByLabel('Title').fill(title);
    await expect(bob.page.getByRole('article', { name: title })).toContainText('20.5 of 50');
    await saveScreenshot(bob.page, 'jars-list-phone');

    await alice.page.reload();
    await expect(alice.page.getByTestId('jar-current')).toHaveText('20.5');
    await expect(alice.page.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await saveScreenshot(alice.page, 'jar-page-creator');
    await alice.page.getByRole('button', { name: 'Break the jar' }).click();
    await confirm(alice.page);
    await expect(alice.page.getByTestId('jar-current')).toHaveText('0');
    await expect(alice.page.getByText('Broken', { exact: true }).first()).toBeVisible();
    await expect.poll(() => realBalance(alice.page)).toBe(20.5);

    // The creator's list shows the jar, broken.
    await alice.page.goto('/profile/me/jars');
    const card = alice.page.getByRole('article', { name: title });
    await expect(card).toContainText('Broken');
    await expect(card).toContainText('20.5 of 50');
    await saveScreenshot(alice.page, 'jars-list');
    await alice.context.close();
    await bob.context.close();
  });

  test('a donation the balance no longer covers says how many crystals are missing, with a buy link', async ({
    browser,
  }) => {
    const alice = await playerInNewContext(browser);
    const bob = await playerInNewContext(browser);
    const { id: jarId } = (await apiAs(await loaded(alice.page), 'POST', 'profile/jars/', {
      title: `Short ${tag()}`,
      target_amount: 500,
      jar_type: 5,
    })) as { id: number };
    await fund(bob.page);
    await bob.page.goto(`/ua/jar/${String(jarId)}`);
    const donate = bob.page.getByRole('region', { name: 'Зробити внесок' });
    await expect(donate).toContainText('Ваш реальний баланс: 100');
    // Meanwhile, in another tab, Bob sends 80 of his 100 crystals away.
    const aliceId = await userIdOf(alice.page);
    await apiAs(bob.page, 'POST', `profile/${String(aliceId)}/transactions/`, { amount: 80 });
    await donate.getByLabel('Сума (кристали)').fill('50');
    await donate.getByRole('button', { name: 'Зробити внесок' }).click();
    // The form (told of the new balance at once) or else the server refuses: how many are missing,
    // in Ukrainian, and where to buy them.
    const alert = donate.getByTestId('short-of-crystals');
    await expect(alert).toContainText('Для цього вам бракує 30 кристалів.');
    await saveScreenshot(bob.page, 'donation-short-of-crystals-ua');
    await alert.getByRole('link', { name: 'Купити кристали' }).click();
    await expect(bob.page).toHaveURL(/\/ua\/profile\/me\/wallet$/);
    await alice.context.close();
    await bob.context.close();
  });

  test('a player sends crystals from a profile and the recipient sends them back', async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const alice = await playerInNewContext(browser);
    const bob = await playerInNewContext(browser);
    await fund(alice.page);
    const bobId = await userIdOf(await loaded(bob.page));

    await alice.page.goto(`/profile/${String(bobId)}/info`);
    await alice.page.getByRole('button', { name: 'Send crystals' }).click();
    const modal = alice.page.getByRole('dialog', { name: 'Send crystals' });
    await expect(modal.getByTestId('transfer-balance')).toHaveText(
      'Your real balance: 100 crystals',
    );
    await modal.getByLabel('Amount (crystals)').fill('150');
    await modal.getByRole('button', { name: 'Send' }).click();
    // More than the balance: how many are missing, and a way to buy them.
    const short = modal.getByTestId('short-of-crystals');
    await expect(short).toContainText('You are 50 crystals short for this.');
    await expect(short.getByRole('link', { name: 'Buy crystals' })).toHaveAttribute(
      'href',
      '/profile/me/wallet',
    );
    await modal.getByLabel('Amount (crystals)').fill('30');
    await saveScreenshot(alice.page, 'send-crystals', { viewport: true });
    await modal.getByRole('button', { name: 'Send' }).click();
    await expect(
      alice.page.getByRole('alert').filter({ hasText: 'Sent 30 crystals' }),
    ).toBeVisible();
    await expect.poll(() => realBalance(alice.page)).toBe(70);

    await bob.page.goto('/profile/me/wallet');
    const transfers = bob.page.getByRole('region', { name: 'Transfers' });
    const row = transfers.getByTestId('transfer-row').filter({ hasText: alice.player.username });
    await expect(row).toContainText('Received from');
    await expect(row).toContainText('+30');
    await row
      .getByRole('button', { name: `Return the crystals to ${alice.player.username}` })
      .click();
    await confirm(bob.page);
    await expect(row).toContainText('Returned');
    await expect(row.getByRole('button', { name: /Return/ })).toHaveCount(0);
    await expect.poll(() => realBalance(alice.page)).toBe(100);
    await expect.poll(() => realBalance(bob.page)).toBe(0);

    await alice.page.goto('/profile/me/wallet');
    const sent = alice.page
      .getByRole('region', { name: 'Transfers' })
      .getByTestId('transfer-row')
      .filter({ hasText: bob.player.username });
    await expect(sent).toContainText('Sent to');
    await expect(sent).toContainText('Returned');
    await sent.scrollIntoViewIfNeeded();
    await saveScreenshot(alice.page, 'transfers-list', { viewport: true });
    await alice.context.close();
    await bob.context.close();
  });

  test('a leader shows a banner and a jar on the team, and the team page shows them', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { leader, page, team, jarTitle } = await leaderWithTeamAndJar(browser);

    await page.goto('/profile/me/banners');
    await page.getByRole('button', { name: 'New banner' }).click();
    const form = page.getByRole('dialog', { name: 'New banner' });
    await form.getByLabel('Name').fill('Energy drink');
    await form.getByLabel('Link').fill('https://sponsor.example/owls');
    await choosePicture(page, form, 'Crop the banner');
    await form.getByRole('button', { name: 'Create banner' }).click();
    const banners = page.getByRole('list', { name: 'Your banners' });
    await expect(banners.getByTestId('banner-row')).toContainText('Energy drink');
    await saveScreenshot(page, 'banners');

    await page.goto(`/team/${String(team.id)}/settings`);
    // The switch follows the server: it turns on once the banner is on the team.
    const show = page.getByRole('switch', { name: 'Show Energy drink on the team' });
    // Mantine keeps the real checkbox visually hidden under its track; click the input itself.
    await show.dispatchEvent('click');
    await expect(show).toBeChecked();
    await expect(page.getByRole('alert').filter({ hasText: 'Saved.' })).toBeVisible();
    const jars = page.getByRole('region', { name: 'Team jars' });
    // Picked with the keyboard, as a keyboard user does: on a busy machine the open dropdown can be
    // repositioned under a pointer that waits for it to hold still.
    const pick = jars.getByLabel('Add your jars');
    await pick.fill(jarTitle);
    await expect(page.getByRole('option', { name: jarTitle })).toBeVisible();
    await pick.press('ArrowDown');
    await pick.press('Enter');
    const add = jars.getByRole('button', { name: 'Add', exact: true });
    await expect(add).toBeEnabled();
    await add.click();
    await expect(jars.getByRole('list', { name: 'Jars of this team' })).toContainText(jarTitle);
    await saveScreenshot(page, 'team-settings-money');

    await page.goto(`/team/${String(team.id)}/overview`);
    const banner = page.locator('a[href="https://sponsor.example/owls"]');
    await expect(banner).toHaveAttribute('target', '_blank');
    await expect(banner).toHaveAttribute('rel', /noopener/);
    await expect(banner.locator('img')).toBeVisible();
    const teamJars = page.getByRole('region', { name: 'Team jars' });
    await expect(teamJars.getByRole('article', { name: jarTitle })).toContainText('0 of 200');
    await teamJars.getByRole('link', { name: `Donate to ${jarTitle}` }).click();
    await expect(page).toHaveURL(/\/jar\/\d+$/);
    await page.goBack();
    await saveScreenshot(page, 'team-overview-money');
    await leader.context.close();
  });

  test('jar, banner, team and wallet pages fit the narrowest phone in three locales', async ({
    browser,
  }) => {
    // Nine page loads in a row: a budget for a slow machine, not a speed claim.
    test.setTimeout(120_000);
    const { leader, page, team, jarId } = await leaderWithTeamAndJar(browser);
    await apiAs(page, 'POST', `team/${String(team.id)}/jars-add/`, { jars: [jarId] });

    // On the narrowest phone, in Ukrainian and Chinese too, nothing scrolls sideways.
    await page.setViewportSize({ width: 320, height: 640 });
    const jarPath = `/jar/${String(jarId)}`;
    for (const path of [
      jarPath,
      '/ua/profile/me/jars',
      '/cn/profile/me/banners',
      `/ua/team/${String(team.id)}/settings`,
      '/profile/me/wallet',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Measured once the page has its data: a list still loading is not the page people see.
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: path })
        .toBeLessThanOrEqual(320);
    }
    await page.goto(`/ua${jarPath}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Зробити внесок' })).toBeVisible();
    await saveScreenshot(page, 'jar-page-320-ua');
    await leader.context.close();
  });
});
