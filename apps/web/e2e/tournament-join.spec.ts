// Tournaments, taking part: a player joins a tournament whose players need a password (a wrong one is
// refused in the question, the right one registers them), shows on the players page and leaves; then
// watches it without being asked again (the join cookie, no password for watchers), and the organiser
// removes the watcher from the players page.
import { expect, test, type Page } from './support/test';
import { saveScreenshot } from './support/journey';
import { apiAs, playerInNewContext, signedInPlayer } from './support/players';

const PASSWORD = 'mid-only-42';

async function createTournament(page: Page, name: string): Promise<number> {
  const { id } = (await apiAs(page, 'POST', 'tournaments/?game=1', {
    translations: {
      en: { name, description: '' },
      ua: { name, description: '' },
      cn: { name, description: '' },
    },
    grid: 3,
    start_time: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    freeze_time: 30,
    is_opened: 4,
    players_password: PASSWORD,
  })) as { id: number };
  return id;
}

test('a player joins with the password, leaves, watches without a question and is removed', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const organiser = await signedInPlayer(page);
  await page.goto('/tournaments');
  const name = `Join Cup ${Math.random().toString(36).slice(2, 7)}`;
  const id = await createTournament(page, name);
  const { context, page: player, player: joiner } = await playerInNewContext(browser);

  await player.goto(`/tournaments/${String(id)}`);
  const panel = player.getByRole('region', { name: 'Take part' });
  await panel.getByRole('button', { name: 'Join', exact: true }).click();
  const question = player.getByRole('dialog', { name: `Join ${name}` });
  await expect(question.getByText('Free entry')).toBeVisible();
  await question.getByLabel('Password', { exact: true }).fill('wrong-one');
  await question.getByRole('button', { name: 'Confirm' }).click();
  await expect(question.getByRole('alert')).toBeVisible();
  await question.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await question.getByRole('button', { name: 'Confirm' }).click();
  await expect(question).toHaveCount(0);
  await expect(panel.getByText('You take part in this tournament.')).toBeVisible();
  await saveScreenshot(player, 'tournament-joined');

  await panel.getByRole('link', { name: 'Players' }).click();
  await expect(player).toHaveURL(new RegExp(`/tournaments/${String(id)}/players$`));
  await expect(player.getByTestId('participant').getByText(joiner.username)).toBeVisible();
  await player.goBack();

  await panel.getByRole('button', { name: 'Leave' }).click();
  await player.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(panel.getByRole('button', { name: 'Watch', exact: true })).toBeVisible();

  // The join cookie is set and watchers need no password here: no question this time.
  await panel.getByRole('button', { name: 'Watch', exact: true }).click();
  await expect(panel.getByText('You watch this tournament.')).toBeVisible();
  await expect(player.getByRole('dialog')).toHaveCount(0);

  await page.goto(`/tournaments/${String(id)}/players`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await page.getByText('Watchers', { exact: true }).click();
  const row = page.getByTestId('participant').filter({ hasText: joiner.username });
  await row.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(row).toHaveCount(0);
  expect(organiser.username).not.toBe(joiner.username);

  await player.reload();
  await expect(panel.getByRole('button', { name: 'Join', exact: true })).toBeVisible();
  await context.close();
});
