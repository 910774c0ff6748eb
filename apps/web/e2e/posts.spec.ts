// Journeys with posts: the owner writes one, another player likes it, switches to dislike and back
// (the counts follow the spec's toggle and then the server), and the owner deletes it after the
// confirm_delete_post question.
import { expect, test } from './support/test';
import { saveScreenshot } from './support/journey';
import { playerInNewContext, userIdOf } from './support/players';

test.describe('posts', () => {
  test('a player reacts to another player’s post, and its author deletes it', async ({
    browser,
  }) => {
    const author = await playerInNewContext(browser);
    const reader = await playerInNewContext(browser);
    await author.page.goto('/profile/me/info');
    const posts = author.page.getByRole('region', { name: 'Posts' });
    await expect(posts).toContainText('You have not posted anything yet.');
    await posts.getByLabel('New post').fill('Looking for a CS2 duo tonight.\ngl hf!');
    await posts.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(posts.getByRole('article')).toHaveCount(1);
    await expect(posts.getByLabel('New post')).toHaveValue('');

    const authorId = await userIdOf(author.page);
    await reader.page.goto(`/profile/${String(authorId)}/info`);
    const post = reader.page.getByRole('article').filter({ hasText: 'Looking for a CS2 duo' });
    await expect(post).toBeVisible();
    await expect(post.getByRole('button', { name: 'Delete post' })).toHaveCount(0);
    const reacted = () =>
      reader.page.waitForResponse((response) => response.url().includes('/react/'));

    let answer = reacted();
    await post.getByRole('button', { name: 'Like (0)', exact: true }).click();
    await expect(post.getByRole('button', { name: 'Like (1)', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await answer;
    answer = reacted();
    await post.getByRole('button', { name: 'Dislike (0)', exact: true }).click();
    await expect(post.getByRole('button', { name: 'Dislike (1)', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(post.getByRole('button', { name: 'Like (0)', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(await (await answer).json()).toMatchObject({
      likes_count: 0,
      dislikes_count: 1,
      user_action: false,
    });
    answer = reacted();
    await post.getByRole('button', { name: 'Like (0)', exact: true }).click();
    expect(await (await answer).json()).toMatchObject({
      likes_count: 1,
      dislikes_count: 0,
      user_action: true,
    });
    await reader.page.reload();
    await expect(post.getByRole('button', { name: 'Like (1)', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await saveScreenshot(reader.page, 'post-reactions');

    await author.page.reload();
    const own = author.page.getByRole('article').filter({ hasText: 'Looking for a CS2 duo' });
    await expect(own.getByRole('button', { name: 'Like (1)', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await own.getByRole('button', { name: 'Delete post' }).click();
    const confirm = author.page.getByRole('dialog', { name: 'Please confirm' });
    await expect(confirm).toContainText('Delete this post? This cannot be undone.');
    await confirm.getByRole('button', { name: 'Decline' }).click();
    await expect(own).toBeVisible();
    await own.getByRole('button', { name: 'Delete post' }).click();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(author.page.getByRole('article')).toHaveCount(0);

    await author.context.close();
    await reader.context.close();
  });

  test('a failed reaction puts the counts back and says so', async ({ browser }) => {
    const author = await playerInNewContext(browser);
    const reader = await playerInNewContext(browser);
    await author.page.goto('/profile/me/info');
    await author.page.getByLabel('New post').fill('gg wp');
    await author.page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(author.page.getByRole('article')).toHaveCount(1);
    const authorId = await userIdOf(author.page);

    await reader.page.goto(`/profile/${String(authorId)}/info`);
    await reader.page.route('**/react/', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"boom"}' }),
    );
    const post = reader.page.getByRole('article');
    await post.getByRole('button', { name: 'Like (0)', exact: true }).click();
    await expect(reader.page.getByText('Something went wrong. Please try again.')).toBeVisible();
    await expect(post.getByRole('button', { name: 'Like (0)', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await author.context.close();
    await reader.context.close();
  });
});
