// The signed-in home: a player who registered for a tournament and leads a team opens the home page
// and sees their next match, their team (as captain) and that they have no results yet, instead of
// the guest's hero; in Ukrainian too. The e2e server seeds no demo: the journey makes its own data.
import { expect, test } from './support/test';
import { saveScreenshot } from './support/journey';
import { apiAs, playerInNewContext, signedInPlayer, userIdOf } from './support/players';

const tag = () => Math.random().toString(36).slice(2, 7);

test('the home shows a signed-in player their next match and their team', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signedInPlayer(page);
  await page.goto('/tournaments');
  const cup = `Home Cup ${tag()}`;
  const { id } = (await apiAs(page, 'POST', 'tournaments/?game=1', {
    translations: {
      en: { name: cup, description: '' },
      ua: { name: cup, description: '' },
      cn: { name: cup, description: '' },
    },
    grid: 2,
    start_time: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    freeze_time: 30,
  })) as { id: number };

  const { context, page: home, player } = await playerInNewContext(browser);
  await home.goto('/tournaments');
  const team = `Home Team ${tag()}`;
  await apiAs(home, 'POST', 'team/', { name: team, country: 'UA' });
  await apiAs(home, 'POST', `tournaments/register/${String(id)}/`, {
    user: await userIdOf(home),
  });

  await home.goto('/');
  await expect(
    home.getByRole('heading', { level: 1, name: `Welcome back, ${player.username}` }),
  ).toBeVisible();
  await expect(
    home.getByRole('heading', { name: 'Every match is your clutch moment' }),
  ).toHaveCount(0);
  const next = home.getByRole('region', { name: 'Your next match' });
  await expect(next.getByText(cup)).toBeVisible();
  await next.getByRole('link', { name: 'Open' }).click();
  await expect(home).toHaveURL(new RegExp(`/tournaments/${String(id)}$`));
  await home.goBack();

  const teams = home.getByRole('region', { name: 'Your teams' });
  await expect(teams.getByRole('link', { name: team })).toBeVisible();
  await expect(teams.getByText('Captain')).toBeVisible();
  await expect(
    home.getByRole('region', { name: 'Recent results' }).getByText('No match played yet.'),
  ).toBeVisible();
  await expect(home.getByRole('region', { name: 'Live tournaments' })).toBeVisible();
  await saveScreenshot(home, 'home-signed-in');

  await home.goto('/ua');
  await expect(
    home.getByRole('heading', { level: 1, name: `З поверненням, ${player.username}` }),
  ).toBeVisible();
  await expect(
    home.getByRole('region', { name: 'Ваш наступний матч' }).getByText(cup),
  ).toBeVisible();
  await context.close();
});
