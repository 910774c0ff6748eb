import type { Notification } from '@clutch/contract/notifications';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { flattenPages } from '../../lib/paged-list';
import {
  clearNotifications,
  notificationsQueryOptions,
  readNotificationPageSize,
} from './api/notifications';
import { announceNotification, NOTIFICATION_VOLUME } from './notification-sound';
import { applyNotificationUpdate } from './realtime';

const ME = 7;
const note = (id: number, seen = false): Notification => ({
  id,
  type: 'friend_request',
  seen,
  created: '2026-03-05T09:00:00.000Z',
  atributtes: { user: { id: 9, username: 'bob', avatar_url: null } },
});
const frame = (action: string, data: unknown) => ({
  action,
  data,
  errors: [],
  response_status: 200,
  request_id: 'user-updates:1',
  version: 3,
});

function withList(perPage: number, ...items: Notification[]) {
  const client = new QueryClient();
  const { queryKey } = notificationsQueryOptions(ME, perPage);
  client.setQueryData(queryKey, {
    pages: [{ count: items.length, next: null, previous: null, results: items }],
    pageParams: [1],
  });
  return { client, read: () => flattenPages<Notification>(client.getQueryData(queryKey)) };
}

describe('a notification pushed on user-updates', () => {
  it('goes to the top of the open list and rings when quiet mode is off', () => {
    const { client, read } = withList(50, note(1, true));
    const announce = vi.fn();
    const added = applyNotificationUpdate(client, frame('notification', note(2)), {
      quietModeTo: null,
      announce,
    });
    expect(added?.id).toBe(2);
    expect(read().map((n) => n.id)).toEqual([2, 1]);
    expect(announce).toHaveBeenCalledWith(null);
  });

  it('reaches a list loaded 20 per page after a clear as well', () => {
    const { client, read } = withList(20, note(1));
    applyNotificationUpdate(client, frame('notification', note(5)), {
      quietModeTo: null,
      announce: vi.fn(),
    });
    expect(read().map((n) => n.id)).toEqual([5, 1]);
  });

  it('is ignored when it does not match the contract', () => {
    const { client, read } = withList(50, note(1));
    const announce = vi.fn();
    expect(
      applyNotificationUpdate(client, frame('notification', { id: 'x' }), {
        quietModeTo: null,
        announce,
      }),
    ).toBeNull();
    expect(read()).toHaveLength(1);
    expect(announce).not.toHaveBeenCalled();
  });
});

describe('a notifications_seen push', () => {
  it('unhighlights the ids it names', () => {
    const { client, read } = withList(50, note(3), note(2), note(1));
    applyNotificationUpdate(
      client,
      frame('notifications_seen', { ids: [2, 3], unread_notifications: 1 }),
      {
        quietModeTo: null,
      },
    );
    expect(read().map((n) => [n.id, n.seen])).toEqual([
      [3, true],
      [2, true],
      [1, false],
    ]);
  });

  it('unhighlights everything when ids is null (read all)', () => {
    const { client, read } = withList(50, note(2), note(1));
    applyNotificationUpdate(
      client,
      frame('notifications_seen', { ids: null, unread_notifications: 0 }),
      {
        quietModeTo: null,
      },
    );
    expect(read().every((n) => n.seen)).toBe(true);
  });
});

describe('the notification sound', () => {
  const now = new Date('2026-05-10T12:00:00.000Z');

  it('plays at volume 0.4 while quiet_mode_to is in the past', () => {
    const player = { play: vi.fn() };
    expect(announceNotification('2026-05-10T11:00:00.000Z', now, player)).toBe(true);
    expect(player.play).toHaveBeenCalledWith('/sounds/notification.wav', NOTIFICATION_VOLUME);
    expect(NOTIFICATION_VOLUME).toBe(0.4);
  });

  it('stays silent while quiet mode lasts, forever included', () => {
    const player = { play: vi.fn() };
    expect(announceNotification('2026-05-10T13:00:00.000Z', now, player)).toBe(false);
    expect(announceNotification('9999-12-31T23:59:59.000Z', now, player)).toBe(false);
    expect(player.play).not.toHaveBeenCalled();
  });
});

describe('clearing the list', () => {
  it('drops the loaded pages and makes the next load ask for 20 per page', () => {
    expect(readNotificationPageSize()).toBe(50);
    const { client } = withList(50, note(1));
    clearNotifications(client);
    expect(client.getQueryData(notificationsQueryOptions(ME, 50).queryKey)).toBeUndefined();
    expect(readNotificationPageSize()).toBe(20);
  });
});
