// Journeys of a signed-in player's shell: the demo / real switch, live profile updates over the
// user-updates socket, and the chat and calendar buttons.
import { expect, test } from './support/test';
import { saveScreenshot, siteHeader } from './support/journey';
import { signedInPlayer } from './support/players';

test.describe('the signed-in shell', () => {
  test('switching to demo saves the profile and reloads the page in demo mode', async ({
    page,
  }) => {
    const player = await signedInPlayer(page);
    await page.goto('/');
    const header = siteHeader(page);
    const mode = header.getByRole('radiogroup', { name: 'Account mode' });
    await expect(mode.getByRole('radio', { name: 'Real' })).toBeChecked();
    const reload = page.waitForEvent('load');
    await mode.getByText('Demo').click();
    await reload;
    await expect(mode.getByRole('radio', { name: 'Demo' })).toBeChecked();
    await expect(
      header.getByRole('link', { name: `Your profile: ${player.username}` }),
    ).toContainText('Demo');
    await saveScreenshot(page, 'demo-mode');
  });

  test('a change to the profile made elsewhere reaches the header over the live socket', async ({
    page,
  }) => {
    const player = await signedInPlayer(page);
    const connected = page.waitForEvent('websocket', (socket) =>
      socket.url().includes('/api/ws/user-updates/'),
    );
    await page.goto('/');
    const socket = await connected;
    await socket.waitForEvent('framereceived', (frame) =>
      String(frame.payload).includes('"response_status":201'),
    );
    const profileLink = siteHeader(page).getByRole('link', {
      name: `Your profile: ${player.username}`,
    });
    await expect(profileLink).not.toContainText('Demo');

    // Another tab (here: a direct API call) switches to demo; this page learns it without a reload.
    const access = await page.evaluate(() => localStorage.getItem('access') ?? '');
    const answer = await page.request.patch('/api/profile/me/', {
      headers: { Authorization: `Token ${access}` },
      data: { is_demo: true },
    });
    expect(answer.status()).toBe(200);
    await expect(profileLink).toContainText('Demo');
  });

  test('the chat and calendar buttons appear for a player, not for a guest', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Chat' })).toBeHidden();
    await signedInPlayer(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Chat' }).click();
    await expect(page.getByRole('dialog', { name: 'Chat' })).toContainText('Select a chat');
    await page
      .getByRole('dialog', { name: 'Chat' })
      .getByRole('button', { name: 'Close the chat' })
      .click();
    await page.getByRole('link', { name: 'Calendar' }).click();
    await expect(page).toHaveURL(/\/profile\/me\/calendar$/);
    await expect(page.getByTestId('calendar-root')).toBeVisible();
    await siteHeader(page)
      .getByRole('button', { name: /^Notifications/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toContainText(
      'You are all caught up.',
    );
    await saveScreenshot(page, 'notifications-panel');
  });
});
