// The messenger across two browsers: two friends chat privately, one at a desk and one on a phone.
// A message with a link and a picture arrives live, raises the round button's unread badge, which
// clears when the chat is read; a like reaches the sender's screen, and so does "seen".
import { expect, test, type Locator, type Page } from './support/test';
import { makePng } from './support/images';
import { expectToast, recordToasts, saveScreenshot } from './support/journey';
import { apiAs, playerInNewContext, userIdOf } from './support/players';
import { befriend } from './support/quick-matches';

const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

const chatButton = (page: Page) => page.getByTestId('chat-launcher');
const chatDialog = (page: Page) => page.getByRole('dialog', { name: 'Chat' });

/** A page whose chat socket is open, so nothing pushed from now on is missed. */
async function openHome(page: Page): Promise<void> {
  const listening = page.waitForEvent('websocket', (socket) =>
    socket.url().includes('/api/ws/group-chat-updates/'),
  );
  await page.goto('/');
  await listening;
  await expect(chatButton(page)).toBeVisible();
}

function messageWith(dialog: Locator, text: string): Locator {
  return dialog.getByTestId('message').filter({ hasText: text });
}

/** The message whose whole text is `text` ("line 1", not "line 10"). */
function messageExactly(dialog: Locator, text: string): Locator {
  return dialog
    .getByTestId('message')
    .filter({ has: dialog.page().getByText(text, { exact: true }) });
}

test.describe('the chat', () => {
  test('two friends chat privately: a link, a picture, the unread badge, a like and seen', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const amy = await playerInNewContext(browser);
    const ben = await playerInNewContext(browser, PHONE);
    await amy.page.goto('/');
    await ben.page.goto('/');
    await befriend(amy.page, ben.page);
    await openHome(amy.page);
    await openHome(ben.page);
    await expect(chatButton(ben.page)).toHaveAccessibleName('Chat');

    // Amy finds Ben by name and writes to him: the private chat starts with the first message.
    await chatButton(amy.page).click();
    const amyChat = chatDialog(amy.page);
    await expect(amyChat.getByTestId('chat-select-prompt')).toBeVisible();
    await amyChat
      .getByRole('textbox', { name: 'Search chats and people' })
      .fill(ben.player.username);
    await amyChat.getByRole('button', { name: `Write to ${ben.player.username}` }).click();
    await expect(amyChat.getByTestId('conversation-title')).toHaveText(ben.player.username);
    const composer = amyChat.getByRole('textbox', { name: 'Message' });
    await composer.fill('gg! the replay is at https://example.com/replay/7');
    await composer.press('Enter');
    await expect(composer).toHaveValue('');
    await expect(messageWith(amyChat, 'the replay is at')).toBeVisible();

    // A picture goes as a file, with its own message.
    await amyChat.locator('input[type="file"]').setInputFiles({
      name: 'stripes.png',
      mimeType: 'image/png',
      buffer: await makePng(amy.page),
    });
    await expect(amyChat.getByText(/stripes\.png/)).toBeVisible();
    await amyChat.getByRole('button', { name: 'Send' }).click();
    await expect(amyChat.getByRole('button', { name: 'Open stripes.png' })).toBeVisible();
    await expect(amyChat.getByTestId('pending-message')).toHaveCount(0);

    // Ben's round button counts both messages live.
    await expect(chatButton(ben.page)).toHaveAccessibleName('Chat, 2 unread messages');
    await expect(ben.page.getByTestId('chat-unread-badge')).toContainText('2');
    await saveScreenshot(ben.page, 'chat-phone-unread-badge', { viewport: true });

    // On his phone the list fills the screen; the chat opens over it, and reading it clears the badge.
    await chatButton(ben.page).click();
    const benChat = chatDialog(ben.page);
    const item = benChat.getByTestId('chat-list-item').filter({ hasText: amy.player.username });
    await expect(item).toContainText('File');
    await saveScreenshot(ben.page, 'chat-phone-list', { viewport: true });
    await item.click();
    await expect(benChat.getByTestId('conversation-title')).toHaveText(amy.player.username);
    const link = benChat.getByRole('link', { name: 'https://example.com/replay/7' });
    await expect(link).toHaveAttribute('href', 'https://example.com/replay/7');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(benChat.getByRole('button', { name: 'Open stripes.png' })).toBeVisible();
    await expect(chatButton(ben.page)).toHaveAccessibleName('Chat');

    // Amy sees that Ben read them.
    await expect(messageWith(amyChat, 'the replay is at').getByTestId('seen')).toBeVisible();

    // Ben likes the message with the link; Amy's screen shows the count.
    await messageWith(benChat, 'the replay is at').getByTestId('like').click();
    await expect(messageWith(benChat, 'the replay is at').getByTestId('like')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const amyLike = messageWith(amyChat, 'the replay is at').getByTestId('like');
    await expect(amyLike).toHaveText('1');
    await expect(amyLike).toHaveAccessibleName('Like, 1');
    await saveScreenshot(ben.page, 'chat-phone-conversation', { viewport: true });
    await saveScreenshot(amy.page, 'chat-desktop-conversation', { viewport: true });

    // The picture opens in the media viewer.
    await benChat.getByRole('button', { name: 'Open stripes.png' }).click();
    const viewer = ben.page.getByRole('dialog', { name: 'stripes.png' });
    await expect(viewer.getByRole('img', { name: 'stripes.png' })).toBeVisible();
    await expect(viewer).toContainText('1 of 1');
    await saveScreenshot(ben.page, 'chat-phone-media-viewer', { viewport: true });
    await viewer.getByRole('button', { name: 'Close' }).click();

    // Ben answers; Amy, with the chat open, sees it arrive without any unread count.
    const benComposer = benChat.getByRole('textbox', { name: 'Message' });
    await benComposer.fill('wp 🔥');
    await benComposer.press('Enter');
    await expect(messageWith(amyChat, 'wp 🔥')).toBeVisible();
    await expect(chatButton(amy.page)).toHaveAccessibleName('Chat');

    // Back on the phone's list, the chat shows Ben's own last message.
    await benChat.getByRole('button', { name: 'Back to the chat list' }).click();
    await expect(item).toContainText('You: wp 🔥');

    await amy.context.close();
    await ben.context.close();
  });

  test('a file at or above the chat’s size limit is refused before it is sent', async ({
    browser,
  }) => {
    const amy = await playerInNewContext(browser);
    const ben = await playerInNewContext(browser);
    await amy.page.goto('/');
    await ben.page.goto('/');
    await befriend(amy.page, ben.page);
    await openHome(amy.page);
    await chatButton(amy.page).click();
    const dialog = chatDialog(amy.page);
    await dialog
      .getByRole('textbox', { name: 'Search chats and people' })
      .fill(ben.player.username);
    await dialog.getByRole('button', { name: `Write to ${ben.player.username}` }).click();
    await expect(dialog.getByTestId('conversation-title')).toHaveText(ben.player.username);
    const benId = await userIdOf(ben.page);
    const chat = (await apiAs(
      amy.page,
      'GET',
      `messanger/get-chat/?receiver_content_type=user&receiver_object_id=${String(benId)}`,
    )) as { max_uplaod_size: number };
    const limitMb = chat.max_uplaod_size;
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'huge.bin',
      mimeType: 'application/octet-stream',
      buffer: Buffer.alloc(limitMb * 1048576),
    });
    await expect(
      amy.page.getByText(`The file exceeds the maximum size of ${String(limitMb)} MB: huge.bin`),
    ).toBeVisible();
    await expect(dialog.getByText(/huge\.bin/)).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
    await amy.context.close();
    await ben.context.close();
  });
  test('a long unread history opens at the new-messages line, loads older pages and reads up', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const amy = await playerInNewContext(browser);
    const ben = await playerInNewContext(browser);
    await amy.page.goto('/');
    await ben.page.goto('/');
    await befriend(amy.page, ben.page);
    const [amyId, benId] = [await userIdOf(amy.page), await userIdOf(ben.page)];
    await apiAs(amy.page, 'POST', 'messanger/private/', { recipient: benId });
    // 30 messages, two pages: ten of Amy's, then twenty of Ben's she has not read.
    for (let n = 1; n <= 10; n += 1) {
      await apiAs(amy.page, 'POST', 'messanger/create-message/', {
        receiver_content_type: 'user',
        receiver_object_id: benId,
        content_text: `amy line ${String(n)}`,
      });
    }
    for (let n = 1; n <= 20; n += 1) {
      await apiAs(ben.page, 'POST', 'messanger/create-message/', {
        receiver_content_type: 'user',
        receiver_object_id: amyId,
        content_text: `ben line ${String(n)}`,
      });
    }
    await openHome(amy.page);
    await expect(chatButton(amy.page)).toHaveAccessibleName('Chat, 20 unread messages');
    await chatButton(amy.page).click();
    const dialog = chatDialog(amy.page);
    await dialog.getByTestId('chat-list-item').filter({ hasText: ben.player.username }).click();
    const marker = dialog.getByRole('separator').filter({ hasText: '20 new messages' });
    await expect(marker).toBeVisible();
    await expect(messageExactly(dialog, 'ben line 1')).toBeInViewport();
    await saveScreenshot(amy.page, 'chat-desktop-unread-marker', { viewport: true });

    // Scrolling up loads the first page's older neighbour, down to the start.
    const list = dialog.getByTestId('message-list');
    await expect(async () => {
      await list.evaluate((element) => element.scrollTo({ top: 0 }));
      await expect(dialog.getByText('This is the start of the conversation.')).toBeVisible({
        timeout: 1000,
      });
    }).toPass();
    await expect(messageExactly(dialog, 'amy line 1')).toHaveCount(1);
    await expect(dialog.getByTestId('message')).toHaveCount(30);

    // Reading down to the newest message clears the count.
    await list.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await expect(chatButton(amy.page)).toHaveAccessibleName('Chat');
    await expect(
      dialog
        .getByTestId('chat-list-item')
        .filter({ hasText: ben.player.username })
        .getByLabel(/unread message/),
    ).toHaveCount(0);

    // An emoji from the picker goes into the message.
    await dialog.getByRole('button', { name: 'Emoji' }).click();
    const picker = amy.page.locator('em-emoji-picker');
    await expect(picker).toBeVisible();
    await picker.getByRole('button', { name: '😀' }).first().click();
    const composer = dialog.getByRole('textbox', { name: 'Message' });
    await expect(composer).toHaveValue('😀');
    await saveScreenshot(amy.page, 'chat-desktop-emoji', { viewport: true });
    await composer.press('Enter');
    await expect(messageWith(dialog, '😀')).toBeVisible();

    await amy.context.close();
    await ben.context.close();
  });

  test('an invitation link joins the group and opens it; a dead link says why', async ({
    browser,
  }) => {
    const amy = await playerInNewContext(browser);
    const ben = await playerInNewContext(browser);
    await amy.page.goto('/');
    const group = (await apiAs(amy.page, 'POST', 'messanger/group/', {
      name: 'Stack night',
      description: 'Five-stack practice every Friday',
      private: false,
    })) as { id: number };
    const chat = (await apiAs(
      amy.page,
      'GET',
      `messanger/get-chat/?receiver_content_type=group&receiver_object_id=${String(group.id)}`,
    )) as { invitation: { token: string } | null };
    const token = chat.invitation?.token ?? '';
    expect(token).not.toBe('');

    await recordToasts(ben.page);
    await ben.page.goto(`/ua/join/chat/${token}`);
    await expect(ben.page).toHaveURL(/\/ua$/);
    const dialog = chatDialog(ben.page).or(ben.page.getByRole('dialog', { name: 'Чат' }));
    await expect(dialog.getByTestId('conversation-title')).toHaveText('Stack night');
    await expectToast(ben.page, 'Ви приєдналися до «Stack night».');
    await expect(
      dialog.getByTestId('system-message').getByText('приєднується до чату'),
    ).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Повідомлення' })).toBeVisible();
    await saveScreenshot(ben.page, 'chat-ua-joined-group', { viewport: true });

    await ben.page.goto('/join/chat/nope123');
    await expect(ben.page).toHaveURL(/\/$/);
    await expectToast(ben.page, 'This invitation link is not valid.');
    await amy.context.close();
    await ben.context.close();
  });
});
