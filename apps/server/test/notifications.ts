// Helpers for tests that wait on notifications, which are created after the request that caused
// them has answered (the notifications module reacts to bus events).
import { notificationsEndpoints, type Notification } from '@clutch/contract/notifications';
import { testClient, type Page } from './client.js';
import type { TestUser } from './factories.js';
import type { TestApp } from './harness.js';
import { linkIn } from './smtp-catcher.js';
import { sleep } from './ws-client.js';

export type NotificationPage = Page<Notification>;

export async function notificationsOf(
  t: TestApp,
  user: TestUser,
  query = '',
): Promise<NotificationPage> {
  return testClient(t).ok(notificationsEndpoints.list, {
    as: user,
    params: { id: user.id },
    search: query.replace(/^\?/, ''),
  });
}

/** Waits until the user has at least `count` notifications and answers the newest page. */
export async function waitForNotifications(
  t: TestApp,
  user: TestUser,
  count = 1,
  timeoutMs = 10_000,
): Promise<NotificationPage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const page = await notificationsOf(t, user);
    // The count and the page are two queries; a notification committing between them shows in one.
    if (page.count >= count && page.results.length >= Math.min(count, 50)) return page;
    if (Date.now() > deadline)
      throw new Error(
        `user ${String(user.id)} has ${String(page.count)} notifications, not ${String(count)}`,
      );
    await sleep(20);
  }
}

/** Follows the sign-up confirmation link, so mail notifications may go to the address. */
export async function confirmEmail(t: TestApp, user: TestUser): Promise<void> {
  const mail = await t.smtp.next(user.email, /email\/confirm/);
  const token = linkIn(mail, /\/email\/confirm\/([\w-]+)/);
  const res = await t.app.inject({ url: `/api/auth/confirm/?confirmation_token=${token}` });
  if (res.statusCode !== 200) throw new Error(`confirm answered ${res.body}`);
}

/**
 * Waits until the database has seen no statement for `quietMs`: notifications are made in the
 * background after the requests that cause them, and tests that count queries must not count those.
 */
export async function untilIdle(t: TestApp, quietMs = 150, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = t.database.queryCount();
  for (;;) {
    await sleep(quietMs);
    const now = t.database.queryCount();
    if (now === last) return;
    if (Date.now() > deadline) throw new Error('the database never went idle');
    last = now;
  }
}
