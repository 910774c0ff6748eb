// Journeys between two players in two browsers: one finds the other and sends a friend request, the
// other sees it arrive without a reload and accepts, and both then see each other among their
// friends; blocking and unblocking from the block list.
import { expect, test } from './support/test';
import { saveScreenshot } from './support/journey';
import { playerInNewContext, userIdOf } from './support/players';

test.describe('friends', () => {
  test('two players befriend each other: request, accept, and both see the other in friends', async ({
    browser,
  }) => {
    const alice = await playerInNewContext(browser);
    const bob = await playerInNewContext(browser, {
      viewport: { width: 375, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    await bob.page.goto('/profile/me/friends');
    const bobRequests = bob.page.getByRole('region', { name: 'Friend requests' });
    await expect(bobRequests).toContainText('No one is waiting for your answer.');

    await alice.page.goto('/profile/me/friends');
    const find = alice.page.getByRole('region', { name: 'Find players' });
    await find.getByLabel('Username').fill(bob.player.username);
    await find.getByRole('button', { name: `Add ${bob.player.username} as a friend` }).click();
    await expect(find.getByRole('status')).toHaveText('Request sent');
    const aliceRequests = alice.page.getByRole('region', { name: 'Friend requests' });
    await aliceRequests.locator('label').filter({ hasText: 'Sent' }).click();
    await expect(aliceRequests.getByRole('list', { name: 'Requests you sent' })).toContainText(
      bob.player.username,
    );

    // Bob's open page learns of the request over the live socket.
    const received = bobRequests.getByRole('list', { name: 'Requests you received' });
    await expect(received).toContainText(alice.player.username);
    await saveScreenshot(bob.page, 'mobile-friend-request');
    await received
      .getByRole('button', { name: `Accept the request from ${alice.player.username}` })
      .click();

    const bobFriends = bob.page.getByRole('region', { name: 'Friends' });
    await expect(bobFriends.getByRole('link', { name: alice.player.username })).toBeVisible();
    // Alice's page follows without a reload: the acceptance reaches her as a notification.
    const aliceFriends = alice.page.getByRole('region', { name: 'Friends' });
    await expect(aliceFriends.getByRole('link', { name: bob.player.username })).toBeVisible();
    await saveScreenshot(alice.page, 'friends-tab');

    // On Bob's profile Alice sees they are friends, and his friends tab lists her.
    const bobId = await userIdOf(bob.page);
    await alice.page.goto(`/profile/${String(bobId)}/friends`);
    await expect(alice.page.getByRole('button', { name: 'Unfriend' })).toBeVisible();
    await expect(
      alice.page.getByRole('region', { name: 'Friends' }).getByRole('link', {
        name: alice.player.username,
      }),
    ).toBeVisible();
    await saveScreenshot(alice.page, 'friend-profile');

    await alice.context.close();
    await bob.context.close();
  });

  test('a player unfriends after confirming, then blocks and unblocks another', async ({
    browser,
  }) => {
    const alice = await playerInNewContext(browser);
    const bob = await playerInNewContext(browser);
    await bob.page.goto('/');
    const bobId = await userIdOf(bob.page);
    await alice.page.goto(`/profile/${String(bobId)}/info`);
    await alice.page.getByRole('button', { name: 'Add friend' }).click();
    await expect(alice.page.getByRole('button', { name: 'Withdraw request' })).toBeVisible();

    await bob.page.goto('/profile/me/friends');
    await bob.page
      .getByRole('button', { name: `Accept the request from ${alice.player.username}` })
      .click();
    await alice.page.reload();
    await alice.page.getByRole('button', { name: 'Unfriend' }).click();
    const confirm = alice.page.getByRole('dialog', { name: 'Please confirm' });
    await expect(confirm).toContainText(`Remove ${bob.player.username} from your friends?`);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(alice.page.getByRole('button', { name: 'Add friend' })).toBeVisible();

    await alice.page.getByRole('button', { name: 'More actions' }).click();
    await alice.page.getByRole('menuitem', { name: 'Block' }).click();
    await alice.page
      .getByRole('dialog', { name: 'Please confirm' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect(alice.page.getByRole('button', { name: 'Unblock' })).toBeVisible();

    await alice.page.goto('/profile/me/friends');
    const blocked = alice.page.getByRole('region', { name: 'Blocked players' });
    await expect(blocked.getByRole('link', { name: bob.player.username })).toBeVisible();
    await blocked.getByRole('button', { name: `Unblock ${bob.player.username}` }).click();
    await expect(blocked).toContainText('You have not blocked anyone.');

    await alice.context.close();
    await bob.context.close();
  });
});
