// A guest following a shared members-only link (a team's or a player's page): the guard sends them
// home with the sign-in dialog saying why, and signing in there (or with Steam, or signing up instead)
// opens the link they followed.
import { expect, test, type Browser, type Page } from './support/test';
import { saveScreenshot } from './support/journey';
import { apiAs, newPlayer, playerInNewContext, registerPlayer, userIdOf } from './support/players';

/** Opens `link` as a guest: the guard goes home and the sign-in dialog says why. */
async function promptFor(page: Page, link: string) {
  await page.goto(link);
  const dialog = page.getByRole('dialog', { name: 'Welcome back' });
  await expect(dialog.getByRole('note')).toHaveText(
    'This link is for members. Sign in and we will open it for you.',
  );
  await expect(page).toHaveURL(/\/$/);
  return dialog;
}

/** A team of a new owner, for the guest to follow a link to. */
async function sharedTeam(browser: Browser) {
  const owner = await playerInNewContext(browser);
  await owner.page.goto('/');
  const name = `Ravens ${Math.random().toString(36).slice(2, 8)}`;
  const team = (await apiAs(owner.page, 'POST', 'team/', { name })) as { id: number };
  return { owner, name, link: `/team/${String(team.id)}/overview` };
}

async function signInFromTheGuard(page: Page, link: string): Promise<void> {
  const guest = await registerPlayer(page.request);
  const dialog = await promptFor(page, link);
  await dialog.getByLabel('E-mail').fill(guest.email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(guest.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${link}/?$`));
}

test.describe('a guest following a shared link', () => {
  test('signs in at the prompt and lands on the team page the link named', async ({
    browser,
    page,
  }) => {
    const { owner, name, link } = await sharedTeam(browser);

    await signInFromTheGuard(page, link);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await saveScreenshot(page, 'guest-link-team');
    await owner.context.close();
  });

  test('signs in at the prompt and lands on the player page the link named', async ({
    browser,
    page,
  }) => {
    const owner = await playerInNewContext(browser);
    await owner.page.goto('/');
    const ownerId = await userIdOf(owner.page);

    await signInFromTheGuard(page, `/profile/${String(ownerId)}/info`);
    await expect(
      page.getByRole('heading', { level: 1, name: owner.player.username }),
    ).toBeVisible();
    await owner.context.close();
  });

  test('signs in with Steam at the prompt and comes back to the team page', async ({
    browser,
    page,
  }) => {
    const { owner, name, link } = await sharedTeam(browser);
    const dialog = await promptFor(page, link);
    // The browser leaves for the (stand-in) Steam provider and comes back to /steam-login, which
    // opens the link the guest followed rather than the home page.
    await dialog.getByRole('button', { name: 'Sign in with Steam' }).click();
    await expect(page).toHaveURL(new RegExp(`${link}/?$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await owner.context.close();
  });

  test('switches to sign-up at the prompt and lands on the team page once signed up', async ({
    browser,
    page,
  }) => {
    const { owner, name, link } = await sharedTeam(browser);
    const dialog = await promptFor(page, link);
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    const signUp = page.getByRole('dialog', { name: 'Create your account' });
    const player = newPlayer();
    await signUp.getByLabel('E-mail').fill(player.email);
    await signUp.getByLabel('Nickname').fill(player.username);
    await signUp.getByRole('textbox', { name: 'Password', exact: true }).fill(player.password);
    await signUp.getByRole('textbox', { name: 'Repeat password' }).fill(player.password);
    await signUp.getByLabel('Country').fill('Ukra');
    await page.getByRole('option', { name: 'Ukraine' }).click();
    await signUp.getByLabel('I accept the privacy policy').check();
    await signUp.getByLabel('I accept the terms of use').check();
    await signUp.getByRole('button', { name: 'Sign up' }).click();
    // Sign-up signs the new player in: the link opens, with the check-e-mail notice over it.
    const notice = page.getByRole('dialog', { name: 'Check your e-mail' });
    await expect(notice).toContainText(player.email);
    await expect(page).toHaveURL(new RegExp(`${link}/?$`));
    await notice.getByRole('button', { name: 'Got it' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await owner.context.close();
  });
});
