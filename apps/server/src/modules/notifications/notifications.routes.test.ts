import { friendsEndpoints } from '@clutch/contract/friends';
import { profileEndpoints } from '@clutch/contract/profile';
import { NOTIFICATION_TYPES, notificationsEndpoints } from '@clutch/contract/notifications';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client.js';
import { createUser, type TestUser } from '../../../test/factories.js';
import { useTestApp } from '../../../test/harness.js';
import {
  confirmEmail,
  notificationsOf,
  untilIdle,
  waitForNotifications,
} from '../../../test/notifications.js';

const t = useTestApp();
const client = testClient(t);
const n = notificationsEndpoints;

const id = (user: TestUser) => String(user.id);
const unreadOf = async (user: TestUser) =>
  (await client.ok(profileEndpoints.me, { as: user })).unread_notifications;
/** `payload` goes unchecked: some tests send what validation must refuse. */
const markSeen = (user: TestUser, payload: object, owner = user) =>
  client.call(n.markSeen, { as: user, params: { id: owner.id }, rawBody: payload });
const ask = (from: TestUser, to: TestUser) =>
  client.call(friendsEndpoints.sendRequest, { as: from, params: { id: to.id } });
const system = (user: TestUser, text: string, key?: string) =>
  t.notifications.notify({
    userId: user.id,
    type: 'system',
    attributes: { text },
    ...(key === undefined ? {} : { key }),
  });
const settingsOf = (user: TestUser, query: { page?: number; page_size?: number } = {}) =>
  client.ok(n.settings, { as: user, query });
/** `payload` goes unchecked: some tests send what validation must refuse. */
const updateSettings = (user: TestUser, payload: unknown) =>
  client.call(n.updateSettings, { as: user, rawBody: payload });

describe('notifications from friend requests', () => {
  it('tell the user asked who asked, and count as unread on profile/me', async () => {
    const [asker, asked] = await Promise.all([createUser(t), createUser(t)]);
    const { request } = (await ask(asker, asked)).body;
    if (!request) throw new Error('the request was not made');
    const page = await waitForNotifications(t, asked);
    expect(page.results).toEqual([
      {
        id: expect.any(Number) as number,
        type: 'friend_request',
        seen: false,
        created: expect.stringMatching(/^\d{4}-\d\d-\d\dT.+Z$/) as string,
        atributtes: {
          friend_request_id: request.id,
          link: `/profile/${id(asker)}/info/`,
          user: { id: asker.id, username: asker.username, avatar_url: null },
        },
      },
    ]);
    expect(await unreadOf(asked)).toBe(1);
    expect((await notificationsOf(t, asker)).count).toBe(0);
  });

  it('tell the asker when the request is accepted', async () => {
    const [asker, asked] = await Promise.all([createUser(t), createUser(t)]);
    await ask(asker, asked);
    await ask(asked, asker);
    const page = await waitForNotifications(t, asker);
    expect(page.results[0]).toMatchObject({
      type: 'friend_request_accepted',
      atributtes: { user: { id: asked.id }, link: `/profile/${id(asked)}/info/` },
    });
  });
});

describe('the notification list', () => {
  it('is newest first, 50 a page unless asked otherwise', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 52; i += 1) await system(user, `notice ${String(i)}`);
    const first = await notificationsOf(t, user);
    expect(first.count).toBe(52);
    expect(first.results).toHaveLength(50);
    expect(first.results[0]?.atributtes.text).toBe('notice 51');
    expect(first.next).toContain('page=2');
    const small = await notificationsOf(t, user, '?per_page=5&page=2');
    expect(small.results.map((n) => n.atributtes.text)).toEqual(
      ['46', '45', '44', '43', '42'].map((n) => `notice ${n}`),
    );
    expect(small.previous).toMatch(/\?per_page=5$/);
  });

  it('is read with the same number of queries whatever the page size', async () => {
    const [user, asker] = await Promise.all([createUser(t), createUser(t)]);
    for (let i = 0; i < 10; i += 1)
      await t.notifications.notify({
        userId: user.id,
        type: 'team_invite',
        actorId: asker.id,
        attributes: { team: { id: i + 1, name: `Team ${String(i)}` } },
      });
    await untilIdle(t);
    const queriesFor = async (perPage: number) => {
      const before = t.database.queryCount();
      await notificationsOf(t, user, `?per_page=${String(perPage)}`);
      return t.database.queryCount() - before;
    };
    expect(await queriesFor(10)).toBe(await queriesFor(1));
  });

  it('is the owner’s alone: another user gets 403 reading or marking it', async () => {
    const [owner, other] = await Promise.all([createUser(t), createUser(t)]);
    await system(owner, 'private');
    const read = await client.call(n.list, { as: other, params: { id: owner.id } });
    expect(read.status).toBe(403);
    expect((await markSeen(other, { all: true }, owner)).status).toBe(403);
    expect(await unreadOf(owner)).toBe(1);
  });
});

describe('marking notifications read', () => {
  it('marks the ones listed, ignores ids that are not the caller’s, and keeps profile/me right', async () => {
    const [user, other] = await Promise.all([createUser(t), createUser(t)]);
    const mine = [await system(user, 'a'), await system(user, 'b'), await system(user, 'c')];
    const theirs = await system(other, 'x');
    expect(await unreadOf(user)).toBe(3);

    const res = await markSeen(user, { ids: [mine[0]?.id, mine[2]?.id, theirs?.id] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ updated: 2, unread_notifications: 1 });
    expect(await unreadOf(user)).toBe(1);
    expect(await unreadOf(other)).toBe(1);
    const seen = (await notificationsOf(t, user)).results.map((n) => [n.atributtes.text, n.seen]);
    expect(seen).toEqual([
      ['c', true],
      ['b', false],
      ['a', true],
    ]);
    expect((await markSeen(user, { ids: [mine[0]?.id] })).body).toEqual({
      updated: 0,
      unread_notifications: 1,
    });
  });

  it('marks all of them with {all: true}', async () => {
    const user = await createUser(t);
    for (const text of ['a', 'b', 'c']) await system(user, text);
    expect((await markSeen(user, { all: true })).body).toEqual({
      updated: 3,
      unread_notifications: 0,
    });
    expect(await unreadOf(user)).toBe(0);
  });

  it.each([{}, { ids: [] }, { all: false }, { ids: ['x'] }, { everything: true }])(
    'refuses %j with a 400',
    async (payload) => {
      const user = await createUser(t);
      expect((await markSeen(user, payload)).status).toBe(400);
    },
  );
});

describe('notification settings', () => {
  it('list one setting per type, in the app and not by e-mail until changed, 20 a page', async () => {
    const user = await createUser(t);
    const page = await settingsOf(user);
    expect(page.count).toBe(NOTIFICATION_TYPES.length);
    expect(page.results).toEqual(
      NOTIFICATION_TYPES.map((type) => ({ type, in_app: true, email: false })),
    );
    const paged = await settingsOf(user, { page_size: 5, page: 3 });
    expect(paged.results.map((s) => s.type)).toEqual(NOTIFICATION_TYPES.slice(10, 15));
  });

  it('change only what is sent and answer every setting', async () => {
    const user = await createUser(t);
    const res = await updateSettings(user, [
      { type: 'friend_request', in_app: false, email: true },
      { type: 'match_ready', email: true },
    ]);
    expect(res.status).toBe(200);
    const settings = res.body;
    expect(settings).toHaveLength(NOTIFICATION_TYPES.length);
    expect(settings.find((s) => s.type === 'friend_request')).toEqual({
      type: 'friend_request',
      in_app: false,
      email: true,
    });
    expect(settings.find((s) => s.type === 'match_ready')).toEqual({
      type: 'match_ready',
      in_app: true,
      email: true,
    });
    await updateSettings(user, [{ type: 'match_ready', in_app: false }]);
    expect((await settingsOf(user)).results.find((s) => s.type === 'match_ready')).toEqual({
      type: 'match_ready',
      in_app: false,
      email: true,
    });
    const other = await createUser(t);
    expect((await settingsOf(other)).results.every((s) => s.in_app && !s.email)).toBe(true);
  });

  it.each([
    [[{ type: 'system', in_app: false }], 'always show'],
    [[{ type: 'carrier_pigeon', email: true }], ''],
    [
      [
        { type: 'match_win', email: true },
        { type: 'match_win', email: false },
      ],
      'once',
    ],
    [[], ''],
    [{ type: 'match_win', email: true }, ''],
  ])('refuse %j', async (payload, message) => {
    const user = await createUser(t);
    const res = await updateSettings(user, payload);
    expect(res.status).toBe(400);
    expect(res.text).toContain(message);
  });

  it('are obeyed: a type turned off in the app is not stored, and one with e-mail on is mailed', async () => {
    const [user, asker] = await Promise.all([createUser(t), createUser(t)]);
    await confirmEmail(t, user);
    await updateSettings(user, [{ type: 'friend_request', in_app: false, email: true }]);
    const created = await t.notifications.notify({
      userId: user.id,
      type: 'friend_request',
      actorId: asker.id,
      attributes: { link: `/profile/${id(asker)}/info/` },
    });
    expect(created).toBeNull();
    expect((await notificationsOf(t, user)).count).toBe(0);
    const mail = await t.smtp.next(user.email, /wants to be your friend/);
    expect(mail.subject).toBe(`Clutch: ${asker.username} wants to be your friend`);
    expect(mail.text).toContain(`http://clutch.test/profile/${id(asker)}/info/`);
  });

  it('send no e-mail to an address never confirmed, nor during quiet mode', async () => {
    const [unconfirmed, quiet] = await Promise.all([createUser(t), createUser(t)]);
    await confirmEmail(t, quiet);
    for (const user of [unconfirmed, quiet])
      await updateSettings(user, [{ type: 'match_win', email: true }]);
    await client.call(profileEndpoints.patchMe, { as: quiet, body: { quiet_mode_to: 3600 } });
    for (const user of [unconfirmed, quiet]) {
      const created = await t.notifications.notify({
        userId: user.id,
        type: 'match_win',
        attributes: { match_id: 7 },
      });
      expect(created?.type).toBe('match_win');
    }
    const mailed = t.smtp.mails.filter(
      (mail) => [unconfirmed.email, quiet.email].includes(mail.to) && /won/.test(mail.subject),
    );
    expect(mailed).toEqual([]);
  });
});

describe('creating a notification', () => {
  it('happens once per trigger key, however many instances receive the event', async () => {
    const user = await createUser(t);
    const key = `test:${id(user)}`;
    const results = await Promise.all([1, 2, 3].map(() => system(user, 'once', key)));
    expect(results.filter((n) => n !== null)).toHaveLength(1);
    expect((await notificationsOf(t, user)).count).toBe(1);
  });

  it('always stores system notices in the app', async () => {
    const user = await createUser(t);
    expect(await system(user, 'Maintenance at 03:00 UTC')).toMatchObject({
      type: 'system',
      seen: false,
      atributtes: { text: 'Maintenance at 03:00 UTC' },
    });
  });
});
