import type { Post } from '@clutch/contract/posts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { flattenPages } from '../../../lib/paged-list';
import { readToasts } from '../../../lib/toast';
import { postsQueryOptions } from './posts';
import { reactionSteps } from './reactions';

const AUTHOR = 3;
const post = (id: number, likes: number, dislikes: number, action: boolean | null): Post => ({
  id,
  author: { id: AUTHOR, username: 'author', avatar_url: null },
  content: `post ${String(id)}`,
  created: '2026-01-02T03:04:05.000Z',
  likes_count: likes,
  dislikes_count: dislikes,
  user_action: action,
});

function withPosts(...posts: Post[]) {
  const client = new QueryClient();
  client.setQueryData(postsQueryOptions(AUTHOR).queryKey, {
    pages: [{ count: posts.length, next: null, previous: null, results: posts }],
    pageParams: [1],
  });
  const read = (id: number) =>
    flattenPages(client.getQueryData(postsQueryOptions(AUTHOR).queryKey)).find((p) => p.id === id);
  return { client, read, steps: reactionSteps(client, AUTHOR) };
}

describe('reacting to a post', () => {
  it('shows the toggle at once, then takes the server’s counts and user_action over the guess', async () => {
    const { read, steps } = withPosts(post(1, 4, 2, false), post(2, 0, 0, null));
    const previous = await steps.before({ postId: 1, pressed: 'like' });
    expect(read(1)).toMatchObject({ likes_count: 5, dislikes_count: 1, user_action: true });
    expect(previous).toEqual({ likes_count: 4, dislikes_count: 2, user_action: false });
    // Someone else liked it meanwhile: the server knows better than the guess.
    steps.settled({ id: 1, likes_count: 9, dislikes_count: 1, user_action: true });
    expect(read(1)).toMatchObject({ likes_count: 9, dislikes_count: 1, user_action: true });
    expect(read(2)).toMatchObject({ likes_count: 0, user_action: null });
  });

  it('takes a null user_action from the server even when the guess said liked', async () => {
    const { read, steps } = withPosts(post(1, 0, 0, null));
    await steps.before({ postId: 1, pressed: 'like' });
    steps.settled({ id: 1, likes_count: 0, dislikes_count: 0, user_action: null });
    expect(read(1)).toMatchObject({ likes_count: 0, user_action: null });
  });

  it('puts the post back and shows notify.error when the call fails', async () => {
    const { read, steps } = withPosts(post(1, 1, 0, true));
    const input = { postId: 1, pressed: 'dislike' } as const;
    const previous = await steps.before(input);
    expect(read(1)).toMatchObject({ likes_count: 0, dislikes_count: 1, user_action: false });
    steps.failed(input, previous);
    expect(read(1)).toMatchObject({ likes_count: 1, dislikes_count: 0, user_action: true });
    expect(readToasts().at(-1)).toMatchObject({
      kind: 'error',
      message: 'Something went wrong. Please try again.',
    });
  });
});
