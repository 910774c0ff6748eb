// Journeys with the notification panel: a friend request from another player appears in the open
// panel and on the bell without a reload, is highlighted until read, and "mark all as read" clears
// it; the sound menu sets and clears quiet mode.
import { expect, test } from './support/test';
import { saveScreenshot, siteHeader } from './support/journey';
import { apiAs, playerInNewContext, userIdOf } from './support/players';

test.describe('notifications', () => {
  test('a friend request arrives live in the open panel and is read', async ({ browser }) => {
    const alice = await playerInNewContext(browser);
    const bob = await playerInNewContext(browser);
    await bob.page.goto('/');
    const aliceSocket = alice.page.waitForEvent('websocket', (socket) =>
      socket.url().includes('/api/ws/user-updates/'),
    );
    await alice.page.goto('/');
    await (
      await aliceSocket
    ).waitForEvent('framereceived', (frame) =>
      String(frame.payload).includes('"response_status":201'),
    );
    const aliceId = await userIdOf(alice.page);

    const bell = siteHeader(alice.page).getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications, 0 unread');
    await bell.click();
    const panel = alice.page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel).toContainText('You are all caught up.');

    await apiAs(bob.page, 'POST', `profile/${String(aliceId)}/friend-request/`);

    const item = panel.getByTestId('notification');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(`${bob.player.username} sent you a friend request`);
    await expect(item).toHaveAttribute('data-unread', 'true');
    await expect(panel.getByRole('heading', { name: 'Today' })).toBeVisible();
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await expect(
      alice.page.getByTestId('notification-badge').filter({ visible: true }),
    ).toContainText('1');
    await saveScreenshot(alice.page, 'notifications-live', { viewport: true });

    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(item).not.toHaveAttribute('data-unread', 'true');
    await expect(bell).toHaveAccessibleName('Notifications, 0 unread');
    await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

    // Opening it goes to the requester's profile, where the request can be accepted.
    await item.click();
    await expect(panel).toBeHidden();
    await expect(
      alice.page.getByRole('heading', { level: 1, name: bob.player.username }),
    ).toBeVisible();
    await expect(alice.page.getByRole('button', { name: 'Accept friend request' })).toBeVisible();

    await alice.context.close();
    await bob.context.close();
  });

  test('the sound menu mutes notifications for a chosen time and turns the sound back on', async ({
    browser,
  }) => {
    const { context, page } = await playerInNewContext(browser);
    await page.goto('/');
    await siteHeader(page)
      .getByRole('button', { name: /^Notifications/ })
      .click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.getByRole('button', { name: 'Notification sound: Sound on' }).click();
    const saved = page.waitForRequest(
      (request) => request.url().endsWith('/api/profile/me/') && request.method() === 'PATCH',
    );
    await page.getByRole('menuitem', { name: 'For 3 hours' }).click();
    expect((await saved).postDataJSON()).toEqual({ quiet_mode_to: 10800 });
    await expect(
      panel.getByRole('button', { name: /Notification sound: Muted until/ }),
    ).toBeVisible();

    await panel.getByRole('button', { name: /Notification sound/ }).click();
    await page.getByRole('menuitem', { name: 'Until I turn it on' }).click();
    await expect(
      panel.getByRole('button', { name: 'Notification sound: Muted', exact: true }),
    ).toBeVisible();

    await panel.getByRole('button', { name: /Notification sound/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Turn the sound on' })).toBeVisible();
    await saveScreenshot(page, 'notifications-quiet', { viewport: true });
    await page.getByRole('menuitem', { name: 'Turn the sound on' }).click();
    await expect(panel.getByRole('button', { name: 'Notification sound: Sound on' })).toBeVisible();
    await context.close();
  });

  test('on a phone the panel fills the screen and lists notifications by day', async ({
    browser,
  }) => {
    const alice = await playerInNewContext(browser, {
      viewport: { width: 375, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const others = await Promise.all([playerInNewContext(browser), playerInNewContext(browser)]);
    await alice.page.goto('/');
    const aliceId = await userIdOf(alice.page);
    for (const other of others) {
      await other.page.goto('/');
      await apiAs(other.page, 'POST', `profile/${String(aliceId)}/friend-request/`);
    }
    await expect(
      alice.page.getByTestId('notification-badge').filter({ visible: true }),
    ).toContainText('2');
    await siteHeader(alice.page)
      .getByRole('button', { name: /^Notifications/ })
      .click();
    const panel = alice.page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByTestId('notification')).toHaveCount(2);
    await saveScreenshot(alice.page, 'mobile-notifications', { viewport: true });
    for (const context of [alice.context, ...others.map((other) => other.context)])
      await context.close();
  });
});
