import {
  NotificationSchema,
  NotificationsSeenPushSchema,
  USER_UPDATE_ACTIONS,
} from '@clutch/contract/notifications';
import { MeSchema, type Me } from '@clutch/contract/profile';
import type { ServerFrame } from '@clutch/contract/realtime';
import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.js';
import { buildTestApp, type TestApp } from '../../../test/harness.js';
import { notificationsOf, waitForNotifications } from '../../../test/notifications.js';
import {
  closeAllSockets,
  openSocket,
  sleep,
  useListeningApp,
  type WsClient,
} from '../../../test/ws-client.js';

let t: TestApp;
let base: string;
useListeningApp((app, url) => {
  t = app;
  base = url;
});

const isAction = (action: string) => (frame: ServerFrame) => frame.action === action;
const isProfileWith = (unread: number) => (frame: ServerFrame) =>
  frame.action === USER_UPDATE_ACTIONS.profile &&
  MeSchema.parse(frame.data).unread_notifications === unread;

async function subscribed(baseUrl: string, user: TestUser): Promise<WsClient> {
  const socket = await openSocket(baseUrl, 'user-updates', user.access);
  const answer = await socket.request({
    action: 'subscribe_instance',
    pk: user.id,
    request_id: 'me',
  });
  expect(answer.response_status).toBe(201);
  return socket;
}
const ask = (app: TestApp, from: TestUser, to: TestUser) =>
  app.app.inject({
    method: 'POST',
    url: `/api/profile/${String(to.id)}/friend-request/`,
    headers: from.headers,
  });

describe('user-updates and notifications', () => {
  it('pushes a new notification, then the profile with the new unread count, to the user’s socket', async () => {
    const [asker, asked] = await Promise.all([createUser(t), createUser(t)]);
    const socket = await subscribed(base, asked);
    const before = (
      await t.app.inject({ url: '/api/profile/me/', headers: asked.headers })
    ).json<Me>();

    await ask(t, asker, asked);
    const pushed = await socket.next(isAction(USER_UPDATE_ACTIONS.notification));
    const notification = NotificationSchema.parse(pushed.data);
    expect(pushed).toMatchObject({ request_id: 'me', response_status: 200, version: 1 });
    expect(notification).toMatchObject({
      type: 'friend_request',
      seen: false,
      atributtes: { user: { id: asker.id, username: asker.username } },
    });
    expect((await notificationsOf(t, asked)).results).toEqual([notification]);

    const profile = await socket.next(isProfileWith(1));
    expect(profile.version).toBeGreaterThan(before.version);
    expect(MeSchema.parse(profile.data).version).toBe(profile.version);
  });

  it('pushes which notifications were read, and the profile with the count back at 0', async () => {
    const [asker, asked] = await Promise.all([createUser(t), createUser(t)]);
    await ask(t, asker, asked);
    await waitForNotifications(t, asked);
    const socket = await subscribed(base, asked);

    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/profile/${String(asked.id)}/system-messages-update/`,
      headers: asked.headers,
      payload: { all: true },
    });
    expect(res.statusCode).toBe(200);
    const seen = await socket.next(isAction(USER_UPDATE_ACTIONS.notificationsSeen));
    expect(NotificationsSeenPushSchema.parse(seen.data)).toEqual({
      ids: null,
      unread_notifications: 0,
    });
    expect(seen.version).toBe(2);
    await socket.next(isProfileWith(0));
  });

  it('pushes nothing about one user’s notifications to another user’s socket', async () => {
    const [asker, asked, bystander] = await Promise.all([
      createUser(t),
      createUser(t),
      createUser(t),
    ]);
    const watching = await subscribed(base, asked);
    const other = await subscribed(base, bystander);
    await ask(t, asker, asked);
    await watching.next(isAction(USER_UPDATE_ACTIONS.notification));
    await other.request({ action: 'ping', request_id: 'settle' });
    expect(other.unread().filter((f) => f.action !== 'pong')).toEqual([]);
  });
});

describe('notifications across instances', () => {
  const redisUrl = process.env['REDIS_URL'];
  if (!redisUrl) {
    it('cannot check two instances without REDIS_URL, and says so', () => {
      console.warn(
        'notifications.realtime.test: REDIS_URL is not set, so the cross-instance notification test did NOT run.',
      );
    });
    return;
  }

  it('are created once though every instance receives the event, and reach a socket on another instance', async () => {
    const a = await buildTestApp({ redisBus: true });
    const b = await buildTestApp({ redisBus: true, database: a.database });
    try {
      const baseB = await b.listen();
      const [asker, asked] = await Promise.all([createUser(a), createUser(a)]);
      const onB = await subscribed(baseB, asked);
      expect((await ask(a, asker, asked)).statusCode).toBe(201);
      const pushed = await onB.next(isAction(USER_UPDATE_ACTIONS.notification));
      expect(NotificationSchema.parse(pushed.data).type).toBe('friend_request');
      await onB.next(isProfileWith(1));
      // Give the other instance time to handle the same event: it must create nothing more.
      await sleep(300);
      await onB.request({ action: 'ping', request_id: 'settle' });
      expect((await notificationsOf(b, asked)).count).toBe(1);
      expect(onB.unread().filter(isAction(USER_UPDATE_ACTIONS.notification))).toEqual([]);
    } finally {
      await closeAllSockets();
      await b.close();
      await a.close();
    }
  });
});
