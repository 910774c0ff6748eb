// Team journeys across two browsers: a player creates a team, invites a second who accepts in their
// own browser, and the leader sets the prize shares; the team search; and a captain vote run to its
// end (TEAM_VOTE_DURATION is 60 s in playwright.config.ts), after which the page shows the new leader.
import { expect, test, type Page } from './support/test';
import { makePng } from './support/images';
import { expectToast, recordToasts, saveScreenshot } from './support/journey';
import { apiAs, playerInNewContext, userIdOf } from './support/players';

const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

function teamName(): string {
  return `Wolves ${Math.random().toString(36).slice(2, 8)}`;
}

/** A team led by the player on `leader`, with the player on `member` in it (through the API). */
async function teamOfTwo(leader: Page, member: Page, name: string): Promise<number> {
  const team = (await apiAs(leader, 'POST', 'team/', { name })) as { id: number };
  const memberId = await userIdOf(member);
  const invitation = (await apiAs(
    leader,
    'POST',
    `team/${String(team.id)}/invite/?user_id=${String(memberId)}`,
  )) as { id: number };
  await apiAs(member, 'POST', `team/invites/${String(invitation.id)}/accept/`);
  return team.id;
}

test.describe('teams', () => {
  test('a player creates a team, invites a friend who accepts, and sets the prize shares', async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const alice = await playerInNewContext(browser);
    await recordToasts(alice.page);
    const bob = await playerInNewContext(browser, PHONE);
    const name = teamName();

    await alice.page.goto('/profile/me/teams');
    const create = alice.page.getByRole('region', { name: 'Create a team' });
    await create.getByLabel('Team name').fill(name);
    await create.getByLabel('Description').fill('We push lanes and win fights.');
    // The team's picture: cropped in the shared dialog, uploaded, then sent with the form.
    await create.locator('input[type="file"]').setInputFiles({
      name: 'crest.png',
      mimeType: 'image/png',
      buffer: await makePng(alice.page),
    });
    const upload = alice.page.waitForResponse('**/api/profile/upload-image/');
    await alice.page
      .getByRole('dialog', { name: 'Crop your avatar' })
      .getByRole('button', { name: 'Save avatar' })
      .click();
    expect((await upload).status()).toBe(201);
    await create.getByRole('button', { name: 'Create team' }).click();
    await expect(alice.page).toHaveURL(/\/team\/\d+\/overview$/);
    const teamId = /\/team\/(\d+)\//.exec(alice.page.url())?.[1] ?? '';
    await expect(alice.page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(alice.page.getByTestId('team-leader')).toHaveText(alice.player.username);
    await expect(alice.page.getByLabel('Share link')).toHaveValue(
      new RegExp(`/team/${teamId}/overview$`),
    );
    // The leader starts no vote by accident and cannot leave.
    await expect(alice.page.getByRole('button', { name: 'Leave team' })).toHaveCount(0);
    await expect(alice.page.locator('main img[src*="/media/"]').first()).toBeVisible();
    await saveScreenshot(alice.page, 'team-overview');

    const tabs = alice.page.getByRole('navigation', { name: 'Team sections' });
    await tabs.getByRole('link', { name: 'Settings' }).click();
    const invite = alice.page.getByRole('region', { name: 'Invite players' });
    await invite.getByLabel('Username').fill(bob.player.username);
    await invite.getByRole('button', { name: `Invite ${bob.player.username}` }).click();
    await expect(invite.getByRole('status')).toHaveText('Invited');
    await expect(invite.getByRole('list', { name: 'Pending invitations' })).toContainText(
      bob.player.username,
    );

    await bob.page.goto('/profile/me/teams');
    const invitations = bob.page.getByRole('region', { name: 'Team invitations' });
    await invitations.getByRole('button', { name: `Join ${name}` }).click();
    await expect(invitations).toContainText('No invitations are waiting for you.');
    const bobTeams = bob.page.getByRole('region', { name: 'My teams' });
    await bobTeams.getByRole('link', { name }).click();
    await expect(bob.page).toHaveURL(new RegExp(`/team/${teamId}/overview$`));
    // A player who does not lead sees no settings and may leave; the settings address sends them away.
    const bobTabs = bob.page.getByRole('navigation', { name: 'Team sections' });
    await expect(bobTabs.getByRole('link')).toHaveCount(2);
    await expect(bob.page.getByRole('button', { name: 'Leave team' })).toBeVisible();
    await bob.page.goto(`/team/${teamId}/settings`);
    await expect(bob.page).toHaveURL(new RegExp(`/team/${teamId}/overview$`));

    await alice.page.reload();
    const shares = alice.page.getByRole('region', { name: 'Prize shares' });
    const aliceShare = shares.getByLabel(`Prize share of ${alice.player.username}, percent`);
    const bobShare = shares.getByLabel(`Prize share of ${bob.player.username}, percent`);
    await expect(bobShare).toHaveValue('0%');
    await aliceShare.fill('60');
    await expect(shares.getByRole('status')).toHaveText('Total: 60%');
    await expect(shares.getByText('The shares must add up to exactly 100.')).toBeVisible();
    await expect(shares.getByRole('button', { name: 'Save shares' })).toBeDisabled();
    await bobShare.fill('40');
    await expect(shares.getByRole('status')).toHaveText('Total: 100%');
    await saveScreenshot(alice.page, 'team-settings');
    await shares.getByRole('button', { name: 'Save shares' }).click();
    await expectToast(alice.page, 'Prize shares saved');

    await bob.page.goto(`/team/${teamId}/players`);
    await expect(bob.page.getByRole('list', { name: 'Players' })).toContainText('Prize share 40%');
    await expect(bob.page.getByRole('list', { name: 'Players' })).toContainText('Prize share 60%');
    await saveScreenshot(bob.page, 'mobile-team-players');
    expect(await bob.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

    await alice.context.close();
    await bob.context.close();
  });

  test('a player finds a team by name, or sees "No team found" for a moment', async ({
    browser,
  }) => {
    const alice = await playerInNewContext(browser);
    await alice.page.goto('/team');
    await expect(alice.page).toHaveURL(/\/profile\/me\/teams$/);
    const name = teamName();
    const team = (await apiAs(alice.page, 'POST', 'team/', { name })) as { id: number };
    const search = alice.page.getByRole('region', { name: 'Find a team' });
    await search.getByLabel('Team name').fill('no such team at all');
    await search.getByRole('button', { name: 'Find' }).click();
    await expect(search.getByText('No team found')).toBeVisible();
    await expect(search.getByText('No team found')).toBeHidden({ timeout: 4000 });
    await search.getByLabel('Team name').fill(name.toUpperCase());
    await search.getByRole('button', { name: 'Find' }).click();
    await expect(alice.page).toHaveURL(new RegExp(`/team/${String(team.id)}/overview$`));
    // An empty description reads "-".
    await expect(alice.page.getByTestId('description')).toHaveText('-');
    await alice.context.close();
  });

  test('two players vote the second captain in, and when the vote ends the page shows them leading', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const alice = await playerInNewContext(browser);
    const bob = await playerInNewContext(browser);
    await alice.page.goto('/');
    await bob.page.goto('/');
    const teamId = String(await teamOfTwo(alice.page, bob.page, teamName()));

    // No vote yet: the voting address goes to the players tab.
    await alice.page.goto(`/team/${teamId}/voting`);
    await expect(alice.page).toHaveURL(new RegExp(`/team/${teamId}/players$`));
    await alice.page.getByRole('button', { name: 'Change of captain' }).click();
    const info = alice.page.getByRole('dialog', { name: 'Captain vote started' });
    await expect(info).toBeVisible();
    await info.getByRole('button', { name: 'OK' }).click();
    await expect(alice.page.getByRole('button', { name: 'Change of captain' })).toHaveCount(0);

    const tabs = alice.page.getByRole('navigation', { name: 'Team sections' });
    await tabs.getByRole('link', { name: 'Voting' }).click();
    await expect(alice.page.getByRole('timer')).toHaveText('Ends in 0 h 1 m');
    await alice.page.getByRole('button', { name: `Vote for ${bob.player.username}` }).click();

    await bob.page.goto(`/team/${teamId}/voting`);
    await bob.page.getByRole('button', { name: `Vote for ${bob.player.username}` }).click();
    const candidates = bob.page.getByRole('list', { name: 'Candidates' });
    await expect(
      candidates.getByRole('listitem').filter({ hasText: bob.player.username }),
    ).toContainText('2 votes');
    await saveScreenshot(bob.page, 'team-voting');

    // The vote closes on the server at end_at; the open page refreshes itself then.
    await alice.page
      .getByRole('navigation', { name: 'Team sections' })
      .getByRole('link', { name: 'Overview' })
      .click();
    await expect(alice.page.getByTestId('team-leader')).toHaveText(bob.player.username, {
      timeout: 90_000,
    });
    await expect(tabs.getByRole('link', { name: 'Voting' })).toHaveCount(0);
    await expect(tabs.getByRole('link', { name: 'Settings' })).toHaveCount(0);
    await bob.page.goto(`/team/${teamId}/voting`);
    await expect(bob.page).toHaveURL(new RegExp(`/team/${teamId}/players$`));
    await expect(
      bob.page
        .getByRole('navigation', { name: 'Team sections' })
        .getByRole('link', { name: 'Settings' }),
    ).toBeVisible();

    await alice.context.close();
    await bob.context.close();
  });
});
