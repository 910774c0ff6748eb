// Inbox pages are kept in memory per user until that user gets or sees a notification, or a name or
// picture an actor shows changes. Every such change, made through the API, is on the next read;
// a change behind the API's back (straight in SQL) is not, until an event comes. Another user's
// inbox changing costs this one nothing. On one instance, and on two sharing the Redis bus.
import { friendsEndpoints } from '@clutch/contract/friends';
import { notificationsEndpoints } from '@clutch/contract/notifications';
import { profileEndpoints } from '@clutch/contract/profile';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client.js';
import { createUser, type TestUser } from '../../../test/factories.js';
import { useTestApp, useTwoInstances, type TestApp } from '../../../test/harness.js';
import { notificationsOf, untilIdle, waitForNotifications } from '../../../test/notifications.js';

const t = useTestApp();
const client = testClient(t);
const n = notificationsEndpoints;

const system = (app: TestApp, user: TestUser, text: string) =>
  app.notifications.notify({ userId: user.id, type: 'system', attributes: { text } });

/** The user's inbox as the list shows it, read twice (the second one kept). */
async function inboxOf(user: TestUser, app: TestApp = t, query = '') {
  await notificationsOf(app, user, query);
  return notificationsOf(app, user, query);
}

const texts = (page: Awaited<ReturnType<typeof inboxOf>>) =>
  page.results.map((row) => row.atributtes.text);

describe('the notification list answers every change on the next read', () => {
  it('keeps a page: a change behind the API’s back is not seen until an event', async () => {
    const user = await createUser(t);
    await system(t, user, 'first');
    expect((await inboxOf(user)).results[0]).toMatchObject({ seen: false });
    await t.database.db.execute(
      sql`UPDATE notifications SET seen = true WHERE user_id = ${user.id}`,
    );
    expect((await inboxOf(user)).results[0]).toMatchObject({ seen: false });
    await system(t, user, 'second');
    const page = await inboxOf(user);
    expect(texts(page)).toEqual(['second', 'first']);
    expect(page.results.map((row) => row.seen)).toEqual([false, true]);
  });

  it('a new notification is on every kept page of the inbox, and the count with it', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 3; i += 1) await system(t, user, `notice ${String(i)}`);
    expect((await inboxOf(user, t, 'per_page=2&page=2')).results).toHaveLength(1);
    expect((await inboxOf(user)).count).toBe(3);
    await system(t, user, 'notice 3');
    expect(texts(await inboxOf(user, t, 'per_page=2&page=2'))).toEqual(['notice 1', 'notice 0']);
    expect((await inboxOf(user)).count).toBe(4);
  });

  it('marking one and then all seen', async () => {
    const user = await createUser(t);
    await system(t, user, 'a');
    await system(t, user, 'b');
    const [newest, oldest] = (await inboxOf(user)).results;
    if (!newest || !oldest) throw new Error('two notifications expected');
    const mark = (body: object) =>
      client.ok(n.markSeen, { as: user, params: { id: user.id }, rawBody: body });
    await mark({ ids: [oldest.id] });
    expect((await inboxOf(user)).results.map((row) => row.seen)).toEqual([false, true]);
    await mark({ all: true });
    expect((await inboxOf(user)).results.map((row) => row.seen)).toEqual([true, true]);
  });

  it('a notification made by another module’s event (a friend request), and its actor renamed', async () => {
    const [asker, asked] = await Promise.all([createUser(t), createUser(t)]);
    expect((await inboxOf(asked)).count).toBe(0);
    await client.ok(friendsEndpoints.sendRequest, { as: asker, params: { id: asked.id } });
    await waitForNotifications(t, asked);
    expect((await inboxOf(asked)).results[0]?.atributtes.user).toMatchObject({
      username: asker.username,
    });
    const username = `asker${String(asker.id)}`;
    await client.ok(profileEndpoints.patchMe, { as: asker, body: { username } });
    expect((await inboxOf(asked)).results[0]?.atributtes.user).toMatchObject({ username });
  });

  it('costs one statement a page, then none until the owner’s inbox changes, whoever else’s does', async () => {
    const [user, other] = await Promise.all([createUser(t), createUser(t)]);
    await system(t, user, 'mine');
    await untilIdle(t);
    const statements = async () => {
      const before = t.database.queryCount();
      const page = await notificationsOf(t, user);
      expect(texts(page)).toEqual(['mine']);
      return t.database.queryCount() - before;
    };
    expect(await statements()).toBe(1);
    expect(await statements()).toBe(0);
    await system(t, other, 'theirs');
    expect(await statements()).toBe(0);
  });

  it('answers another user’s inbox with 403, kept or not', async () => {
    const [user, other] = await Promise.all([createUser(t), createUser(t)]);
    await system(t, user, 'private');
    await inboxOf(user);
    const res = await client.call(n.list, { as: other, params: { id: user.id } });
    expect(res.status).toBe(403);
  });
});

describe.skipIf(!process.env['REDIS_URL'])('across two instances sharing the Redis bus', () => {
  const [one, two] = useTwoInstances();

  it('a change through one instance is on the next read through the other, once its event arrives', async () => {
    const user = await createUser(one);
    const apps = [one, two] as const;
    for (let round = 0; round < 4; round += 1) {
      const writer = apps[round % 2] ?? one;
      const reader = apps[(round + 1) % 2] ?? two;
      await inboxOf(user, reader);
      await system(writer, user, `round ${String(round)}`);
      // Redis is a network away: the other instance drops the inbox's pages when the event arrives.
      await expect
        .poll(async () => texts(await inboxOf(user, reader))[0], { timeout: 5_000 })
        .toBe(`round ${String(round)}`);
      expect(texts(await inboxOf(user, writer))[0]).toBe(`round ${String(round)}`);
    }
    const kept = await inboxOf(user, two);
    await testClient(one).ok(n.markSeen, {
      as: user,
      params: { id: user.id },
      rawBody: { all: true },
    });
    expect(kept.results.every((row) => row.seen)).toBe(false);
    await expect
      .poll(async () => (await inboxOf(user, two)).results.every((row) => row.seen), {
        timeout: 5_000,
      })
      .toBe(true);
  });
});
