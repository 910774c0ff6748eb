import { friendsEndpoints } from '@clutch/contract/friends';
import { postsEndpoints, type Post, type Reaction, type UserAction } from '@clutch/contract/posts';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.js';
import { testClient } from '../../../test/client.js';
import { useTestApp } from '../../../test/harness.js';
import { untilIdle } from '../../../test/notifications.js';
import { postReactions, posts } from './posts.tables.js';

const t = useTestApp();

const api = testClient(t);
const e = postsEndpoints;
const createPost = (author: TestUser, content = 'gg wp') =>
  api.call(e.create, { as: author, body: { content } });
const postOf = async (author: TestUser, content?: string) =>
  (await createPost(author, content)).body;
const react = (user: TestUser, postId: number, action: Reaction) =>
  api.call(e.react, { as: user, params: { id: postId }, body: { action } });
const postsOf = (
  author: TestUser,
  viewer: TestUser,
  query: { page?: number; per_page?: number } = {},
) => api.ok(e.list, { as: viewer, params: { id: author.id }, query });

/** What the database holds: the post's counters and its reactions counted one by one. */
async function stored(postId: number) {
  const db = t.database.db;
  const [post] = await db
    .select({ likes: posts.likesCount, dislikes: posts.dislikesCount })
    .from(posts)
    .where(eq(posts.id, postId));
  const kind = async (isLike: boolean) =>
    (
      await db
        .select({ n: count() })
        .from(postReactions)
        .where(and(eq(postReactions.postId, postId), eq(postReactions.isLike, isLike)))
    )[0]?.n;
  return { counters: post, reactions: { likes: await kind(true), dislikes: await kind(false) } };
}

describe('posts', () => {
  it('are created on the own profile and answered with no reactions yet', async () => {
    const author = await createUser(t);
    const res = await createPost(author, '  first post  ');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      author: { id: author.id, username: author.username, avatar_url: null },
      content: 'first post',
      likes_count: 0,
      dislikes_count: 0,
      user_action: null,
    });
  });

  it.each([
    ['empty', ''],
    ['blank', '   \n '],
    ['over 2000 characters', 'x'.repeat(2001)],
  ])('refuse %s content', async (_, content) => {
    const author = await createUser(t);
    const res = await createPost(author, content);
    expect(res.status).toBe(400);
    expect(Object.keys(res.error)).toEqual(['content']);
  });

  it('are listed newest first, 10 a page, for anyone signed in, each with the viewer’s own reaction', async () => {
    const [author, viewer] = await Promise.all([createUser(t), createUser(t)]);
    const made: Post[] = [];
    for (let i = 0; i < 11; i += 1) made.push(await postOf(author, `post ${String(i)}`));
    await react(viewer, made[10]?.id ?? 0, 'dislike');
    await react(author, made[10]?.id ?? 0, 'like');

    const page = await postsOf(author, viewer);
    expect(page.count).toBe(11);
    expect(page.results).toHaveLength(10);
    expect(page.results[0]).toMatchObject({
      content: 'post 10',
      likes_count: 1,
      dislikes_count: 1,
      user_action: false,
    });
    expect((await postsOf(author, author)).results[0]?.user_action).toBe(true);
    expect((await postsOf(author, viewer, { page: 2 })).results.map((p) => p.content)).toEqual([
      'post 0',
    ]);
  });

  it('are listed with the same number of queries whatever the page size', async () => {
    const [author, viewer] = await Promise.all([createUser(t), createUser(t)]);
    for (let i = 0; i < 12; i += 1) await react(viewer, (await postOf(author)).id, 'like');
    await untilIdle(t);
    const queriesFor = async (perPage: number) => {
      const before = t.database.queryCount();
      await postsOf(author, viewer, { per_page: perPage });
      return t.database.queryCount() - before;
    };
    expect(await queriesFor(12)).toBe(await queriesFor(1));
  });

  it('of a user who does not exist answer 404', async () => {
    const viewer = await createUser(t);
    const res = await api.call(e.list, { as: viewer, params: { id: 999999 } });
    expect(res.status).toBe(404);
  });

  it('are deleted only by their author', async () => {
    const [author, other] = await Promise.all([createUser(t), createUser(t)]);
    const post = await postOf(author);
    const remove = (user: TestUser, postId = post.id) =>
      api.call(e.remove, { as: user, params: { id: postId } });
    const refused = await remove(other);
    expect(refused.status).toBe(403);
    expect(refused.error).toMatchObject({ detail: 'You can delete only your own posts.' });
    expect((await remove(author)).status).toBe(204);
    expect((await postsOf(author, author)).count).toBe(0);
    expect((await remove(author)).status).toBe(404);
  });
});

describe('reacting to a post', () => {
  // Before: the caller's reaction; 2 likes and 1 dislike come from other users.
  it.each<[UserAction, Reaction, UserAction, number, number]>([
    [null, 'like', true, 3, 1],
    [true, 'like', null, 2, 1],
    [false, 'like', true, 3, 1],
    [null, 'dislike', false, 2, 2],
    [false, 'dislike', null, 2, 1],
    [true, 'dislike', false, 2, 2],
  ])(
    'holding %s and pressing %s leaves %s with %i likes and %i dislikes',
    async (before, pressed, after, likes, dislikes) => {
      const [author, caller, x, y, z] = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(t)));
      if (!author || !caller || !x || !y || !z) throw new Error('users');
      const post = await postOf(author);
      await Promise.all([react(x, post.id, 'like'), react(y, post.id, 'like')]);
      await react(z, post.id, 'dislike');
      if (before !== null) await react(caller, post.id, before ? 'like' : 'dislike');

      const res = await react(caller, post.id, pressed);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        id: post.id,
        likes_count: likes,
        dislikes_count: dislikes,
        user_action: after,
      });
      expect((await postsOf(author, caller)).results[0]).toMatchObject({
        likes_count: likes,
        dislikes_count: dislikes,
        user_action: after,
      });
    },
  );

  it('never takes a count below zero: liking and unliking alone ends at 0 and 0', async () => {
    const [author, caller] = await Promise.all([createUser(t), createUser(t)]);
    const post = await postOf(author);
    await react(caller, post.id, 'like');
    const res = await react(caller, post.id, 'like');
    expect(res.body).toMatchObject({ likes_count: 0, dislikes_count: 0 });
  });

  it('keeps the counts equal to the stored reactions under many reactions at once', async () => {
    const author = await createUser(t);
    const post = await postOf(author);
    const users = await Promise.all(Array.from({ length: 12 }, () => createUser(t)));
    const presses: Reaction[] = ['like', 'dislike', 'like', 'like', 'dislike'];
    // Every user presses a sequence of buttons, all users at once, one user's presses also overlapping.
    await Promise.all(
      users.flatMap((user, i) =>
        presses.slice(0, 1 + (i % presses.length)).map((pressed) => react(user, post.id, pressed)),
      ),
    );
    const { counters, reactions } = await stored(post.id);
    expect(counters).toEqual(reactions);
    const listed = (await postsOf(author, author)).results[0];
    expect({ likes: listed?.likes_count, dislikes: listed?.dislikes_count }).toEqual(reactions);
  });

  it('keeps one user’s reaction whole when they press the same button many times at once', async () => {
    const [author, caller] = await Promise.all([createUser(t), createUser(t)]);
    const post = await postOf(author);
    const answers = await Promise.all(
      Array.from({ length: 9 }, () => react(caller, post.id, 'like')),
    );
    expect(answers.every((res) => res.status === 200)).toBe(true);
    // Nine presses toggle nine times: the like stays.
    const { counters, reactions } = await stored(post.id);
    expect(counters).toEqual({ likes: 1, dislikes: 0 });
    expect(reactions).toEqual({ likes: 1, dislikes: 0 });
  });

  it('is refused between users who have blocked each other, allowed on your own post', async () => {
    const [author, blocked] = await Promise.all([createUser(t), createUser(t)]);
    const post = await postOf(author);
    await api.call(friendsEndpoints.banUser, { as: author, query: { banned_user: blocked.id } });
    expect((await react(blocked, post.id, 'like')).status).toBe(403);
    expect((await react(author, post.id, 'like')).status).toBe(200);
    const blockersPost = await postOf(blocked);
    expect((await react(author, blockersPost.id, 'like')).status).toBe(403);
  });

  it('answers 404 for a post that does not exist and 400 for an unknown action', async () => {
    const [author, caller] = await Promise.all([createUser(t), createUser(t)]);
    expect((await react(caller, 999_999, 'like')).status).toBe(404);
    const post = await postOf(author);
    const wrong = await api.call(e.react, {
      as: caller,
      params: { id: post.id },
      rawBody: { action: 'love' },
    });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.error)).toEqual(['action']);
  });
});
