// A group admin's journey through the chat management screens: a new group with two friends, one of
// them muted until a time chosen in the date-time picker (the admin's browser runs in Kathmandu,
// UTC+05:45, so the UTC time the server keeps proves the conversion), the muted member's phone shows
// no composer and the server refuses their message, and lifting the mute gives the composer back.
import { expect, test, type Locator, type Page } from './support/test';
import { makePng } from './support/images';
import { expectToast, recordToasts, saveScreenshot } from './support/journey';
import { accessTokenOf, apiAs, playerInNewContext } from './support/players';
import { befriend } from './support/quick-matches';

const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

async function openChatModal(page: Page): Promise<Locator> {
  await page.getByTestId('chat-launcher').click();
  const modal = page.getByTestId('chat-modal');
  await expect(modal).toBeVisible();
  return modal;
}

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

interface MemberRow {
  user: { id: number; username: string };
  ban: { is_banned: boolean; is_mute: boolean; until: string | null };
}

async function membersOf(page: Page, groupId: number): Promise<MemberRow[]> {
  const answer = (await apiAs(
    page,
    'GET',
    `messanger/get-chat-members/?receiver_content_type=group&receiver_object_id=${String(groupId)}&per_page=100`,
  )) as { results: MemberRow[] };
  return answer.results;
}

test.describe('chat management', () => {
  test('a group admin creates a group with two friends, mutes one until a chosen time, then lifts it', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const admin = await playerInNewContext(browser, { timezoneId: 'Asia/Kathmandu' });
    const mira = await playerInNewContext(browser, PHONE);
    const noor = await playerInNewContext(browser);
    await recordToasts(admin.page);
    for (const person of [admin, mira, noor]) await person.page.goto('/');
    await befriend(admin.page, mira.page);
    await befriend(admin.page, noor.page);

    // The admin creates the group from the list's "New chat" menu, picking both friends.
    const modal = await openChatModal(admin.page);
    await modal.getByRole('button', { name: 'New chat' }).click();
    await admin.page.getByRole('menuitem', { name: 'Group' }).click();
    const create = admin.page.getByRole('dialog', { name: 'New group' });
    await create.getByRole('textbox', { name: 'Name' }).fill('Mid lane practice');
    await create.getByRole('textbox', { name: 'Description' }).fill('Evening scrims');
    await expect(create.getByRole('button', { name: 'Create' })).toBeEnabled();
    await create.getByRole('button', { name: 'Choose friends' }).click();
    const picker = admin.page.getByRole('dialog', { name: 'Add friends' });
    await expect(picker.getByRole('button', { name: 'Add friends' })).toBeDisabled();
    await picker.getByRole('checkbox', { name: mira.player.username }).check();
    await picker.getByRole('checkbox', { name: noor.player.username }).check();
    await expect(picker).toContainText('2 chosen');
    await saveScreenshot(admin.page, 'chat-manage-friend-picker', { viewport: true });
    await picker.getByRole('button', { name: 'Add friends' }).click();
    await expect(create).toContainText('2 friends chosen');
    await create.getByRole('button', { name: 'Create' }).click();
    await expect(create).toBeHidden();
    await expect(modal.getByTestId('conversation-title')).toHaveText('Mid lane practice');

    // The details panel lists the three members; the admin's own row has no action button.
    await modal.getByRole('button', { name: 'Chat details' }).click();
    const aside = modal.getByRole('region', { name: 'About this chat' });
    await expect(aside.getByRole('heading', { name: 'Mid lane practice' })).toBeVisible();
    const members = aside.getByRole('list', { name: 'Members of the chat' });
    await expect(members.getByTestId('person')).toHaveCount(3);
    await expect(aside.getByTestId('chat-members-count')).toHaveText('3');
    await expect(
      aside.getByRole('button', { name: `Manage ${admin.player.username}` }),
    ).toHaveCount(0);
    await expect(aside.getByRole('button', { name: 'Copy the invitation link' })).toBeVisible();

    // Mute Mira until the 15th of next month at 18:30 on the admin's (Kathmandu) clock.
    await aside.getByRole('button', { name: `Manage ${mira.player.username}` }).click();
    const manage = admin.page.getByRole('dialog', { name: `Manage ${mira.player.username}` });
    await manage.getByRole('button', { name: 'Ban or mute' }).click();
    await admin.page.getByRole('menuitem', { name: 'Mute until…' }).click();
    const when = admin.page.getByRole('dialog', { name: `Mute ${mira.player.username} until` });
    const confirm = when.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeDisabled();
    await expect(when.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await when.getByRole('button', { name: 'Next month' }).click();
    await when.getByRole('group', { name: 'Day' }).locator('button', { hasText: /^15$/ }).click();
    await expect(confirm).toBeDisabled();
    await choose(admin.page, when, 'Hour', '18');
    await choose(admin.page, when, 'Minute', '30');
    await expect(when.getByTestId('ban-until')).toContainText('18:30');
    await expect(confirm).toBeEnabled();
    await saveScreenshot(admin.page, 'chat-manage-date-time-picker', { viewport: true });
    await confirm.click();
    await expectToast(admin.page, `${mira.player.username} is muted.`);
    await expect(manage).toBeHidden();
    await expect(when).toBeHidden();
    const miraRow = members.getByTestId('person').filter({ hasText: mira.player.username });
    await expect(miraRow).toContainText(/Muted until \d\d\/\d\d\/\d{4} 18:30/);
    await saveScreenshot(admin.page, 'chat-manage-aside', { viewport: true });

    // The server keeps the moment in UTC: 18:30 in Kathmandu is 12:45 UTC.
    const expected = await admin.page.evaluate(() => {
      const now = new Date();
      return new Date(now.getFullYear(), now.getMonth() + 1, 15, 18, 30).toISOString();
    });
    expect(expected).toMatch(/T12:45:00\.000Z$/);
    const chats = (await apiAs(admin.page, 'GET', 'messanger/get-messages-bar/')) as {
      results: { id: number; group: { name: string } | null }[];
    };
    const groupId = chats.results.find((chat) => chat.group?.name === 'Mid lane practice')?.id;
    if (groupId === undefined) throw new Error('the new group is not in the admin’s list');
    const muted = (await membersOf(admin.page, groupId)).find(
      (row) => row.user.username === mira.player.username,
    );
    expect(muted?.ban.is_mute).toBe(true);
    expect(new Date(muted?.ban.until ?? '').toISOString()).toBe(expected);

    // On Mira's phone the group shows why she cannot write, and no composer.
    const miraModal = await openChatModal(mira.page);
    await miraModal.getByTestId('chat-list-item').filter({ hasText: 'Mid lane practice' }).click();
    await expect(miraModal.getByTestId('conversation-title')).toHaveText('Mid lane practice');
    await expect(miraModal).toContainText('You are muted in this chat until');
    await expect(miraModal.getByTestId('composer')).toHaveCount(0);
    await saveScreenshot(mira.page, 'chat-manage-muted-phone', { viewport: true });
    // The server refuses her message too, whatever the screen shows.
    const refused = await mira.page.request.post('/api/messanger/create-message/', {
      headers: { Authorization: `Token ${await accessTokenOf(mira.page)}` },
      data: {
        receiver_content_type: 'group',
        receiver_object_id: groupId,
        content_text: 'Can anyone hear me?',
      },
    });
    expect(refused.status()).toBe(403);

    // On a phone the details fill the screen, and the dialogs fit it: the picker for Noor, then Back.
    await admin.page.setViewportSize(PHONE.viewport);
    await expect(aside).toBeVisible();
    await aside.getByRole('button', { name: `Manage ${noor.player.username}` }).click();
    const manageNoor = admin.page.getByRole('dialog', { name: `Manage ${noor.player.username}` });
    await manageNoor.getByRole('button', { name: 'Ban or mute' }).click();
    await expect(admin.page.getByRole('menuitem', { name: 'Mute forever' })).toBeVisible();
    await saveScreenshot(admin.page, 'chat-manage-member-dialog-phone', { viewport: true });
    await admin.page.getByRole('menuitem', { name: 'Ban until…' }).click();
    const banWhen = admin.page.getByRole('dialog', { name: `Ban ${noor.player.username} until` });
    await expect(banWhen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await saveScreenshot(admin.page, 'chat-manage-date-time-picker-phone', { viewport: true });
    await banWhen.getByRole('button', { name: 'Back' }).click();
    await expect(banWhen).toBeHidden();
    await manageNoor.getByRole('button', { name: 'Back' }).click();
    await expect(manageNoor).toBeHidden();

    // The admin lifts the mute from the same dialog; the list reloads without the note.
    await aside.getByRole('button', { name: `Manage ${mira.player.username}` }).click();
    await expect(manage.getByRole('button', { name: 'Ban or mute' })).toHaveCount(0);
    await manage.getByRole('button', { name: 'Cancel the mute' }).click();
    await expectToast(admin.page, `${mira.player.username} is free again.`);
    await expect(manage).toBeHidden();
    await expect(miraRow).not.toContainText('Muted');
    const lifted = (await membersOf(admin.page, groupId)).find(
      (row) => row.user.username === mira.player.username,
    );
    expect(lifted?.ban.is_mute).toBe(false);

    // Mira can write again: her open conversation gets its composer back.
    await expect(miraModal.getByTestId('composer')).toBeVisible({ timeout: 15_000 });
    await saveScreenshot(mira.page, 'chat-manage-unmuted-phone', { viewport: true });

    // A plain member's details on a phone: the link to copy and leaving, no member actions.
    await miraModal.getByRole('button', { name: 'Chat details' }).click();
    const miraAside = miraModal.getByRole('region', { name: 'About this chat' });
    await expect(miraAside.getByRole('button', { name: 'Copy the invitation link' })).toBeVisible();
    await expect(miraAside.getByRole('button', { name: 'Add friends' })).toHaveCount(0);
    await expect(miraAside.getByRole('button', { name: /^Manage / })).toHaveCount(0);
    await expect(miraAside.getByRole('button', { name: 'Edit the chat' })).toHaveCount(0);
    await expect(miraAside.getByTestId('person')).toHaveCount(3);
    await saveScreenshot(mira.page, 'chat-manage-aside-phone', { viewport: true });
    await miraAside.getByRole('button', { name: 'Leave the group' }).click();
    const leave = mira.page.getByRole('dialog', { name: 'Leave the chat' });
    await expect(leave).toContainText('Are you sure you want to leave Mid lane practice?');
    await saveScreenshot(mira.page, 'chat-manage-leave-phone', { viewport: true });
    await leave.getByRole('button', { name: 'Back' }).click();
    await expect(leave).toBeHidden();

    // The admin renames the group (back on a desktop screen) and gives it a picture, cropped and sent in one multipart PATCH.
    await admin.page.setViewportSize({ width: 1280, height: 720 });
    await aside.getByRole('button', { name: 'Edit the chat' }).click();
    const edit = admin.page.getByRole('dialog', { name: 'Edit the group' });
    await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue('Mid lane practice');
    await edit.getByRole('textbox', { name: 'Name' }).fill('Mid lane scrims');
    await edit.locator('input[type="file"]').setInputFiles({
      name: 'crest.png',
      mimeType: 'image/png',
      buffer: await makePng(admin.page),
    });
    await admin.page
      .getByRole('dialog', { name: 'Crop your avatar' })
      .getByRole('button', { name: 'Save avatar' })
      .click();
    await expect(edit.locator('img[src^="blob:"]')).toBeVisible();
    await saveScreenshot(admin.page, 'chat-manage-edit', { viewport: true });
    const saved = admin.page.waitForResponse(`**/api/messanger/group/${String(groupId)}/`);
    await edit.getByRole('button', { name: 'Confirm' }).click();
    expect((await saved).status()).toBe(200);
    await expect(edit).toBeHidden();
    await expect(aside.getByRole('heading', { name: 'Mid lane scrims' })).toBeVisible();
    await expect(aside.locator('img[src*="/media/"]').first()).toBeVisible();

    for (const person of [admin, mira, noor]) await person.context.close();
  });

  test('a player starts a private chat with a friend from the new-chat menu, bans them there and unbans them', async ({
    browser,
  }) => {
    const sam = await playerInNewContext(browser);
    const kit = await playerInNewContext(browser, PHONE);
    await recordToasts(sam.page);
    for (const person of [sam, kit]) await person.page.goto('/');
    await befriend(sam.page, kit.page);

    const modal = await openChatModal(sam.page);
    await modal.getByRole('button', { name: 'New chat' }).click();
    await sam.page.getByRole('menuitem', { name: 'Private chat' }).click();
    const picker = sam.page.getByRole('dialog', { name: 'Start a private chat' });
    await expect(picker.getByRole('button', { name: 'Start chat' })).toBeDisabled();
    await picker.getByRole('radio', { name: kit.player.username }).check();
    await picker.getByRole('button', { name: 'Start chat' }).click();
    await expect(picker).toBeHidden();
    await expect(modal.getByTestId('conversation-title')).toHaveText(kit.player.username);
    await modal.getByTestId('composer').fill('Ready for the scrim?');
    await modal.getByTestId('composer').press('Enter');
    await expect(
      modal.getByRole('region', { name: 'Messages' }).getByText('Ready for the scrim?'),
    ).toBeVisible();

    // The details name the other person with a link to their profile, and offer to ban them.
    await modal.getByRole('button', { name: 'Chat details' }).click();
    const aside = modal.getByRole('region', { name: 'About this chat' });
    await expect(
      aside.getByRole('link', { name: `Open ${kit.player.username}’s profile` }),
    ).toBeVisible();
    await expect(aside.getByRole('button', { name: 'Edit the chat' })).toHaveCount(0);
    await expect(aside.getByRole('button', { name: /^Manage / })).toHaveCount(0);
    await aside.getByRole('button', { name: `Ban ${kit.player.username}` }).click();
    await expectToast(sam.page, `${kit.player.username} can no longer write to you here.`);
    await expect(aside.getByRole('button', { name: `Unban ${kit.player.username}` })).toBeVisible();
    await saveScreenshot(sam.page, 'chat-manage-private-aside', { viewport: true });

    // Kit's phone shows the chat without a composer while the ban lasts.
    const kitModal = await openChatModal(kit.page);
    await kitModal.getByTestId('chat-list-item').filter({ hasText: sam.player.username }).click();
    await expect(
      kitModal.getByRole('region', { name: 'Messages' }).getByText('Ready for the scrim?'),
    ).toBeVisible();
    await expect(kitModal.getByTestId('composer')).toHaveCount(0);
    await saveScreenshot(kit.page, 'chat-manage-private-banned-phone', { viewport: true });

    await aside.getByRole('button', { name: `Unban ${kit.player.username}` }).click();
    await expectToast(sam.page, `${kit.player.username} can write to you again.`);
    await expect(aside.getByRole('button', { name: `Ban ${kit.player.username}` })).toBeVisible();
    await expect(kitModal.getByTestId('composer')).toBeVisible({ timeout: 15_000 });

    for (const person of [sam, kit]) await person.context.close();
  });
});
