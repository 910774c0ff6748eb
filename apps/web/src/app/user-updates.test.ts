import type { Me } from '@clutch/contract/profile';
import type { Notification } from '@clutch/contract/notifications';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { friendsQueryOptions } from '../features/friends/api/friends';
import { notificationsQueryOptions } from '../features/notifications/api/notifications';
import { meQueryOptions } from '../features/profile/api/me';
import { publicProfileQueryOptions } from '../features/profile/api/public-profile';
import { lobbyQueryOptions } from '../features/quickmatch/api/lobby';
import { flattenPages } from '../lib/paged-list';
import { readToasts } from '../lib/toast';
import { dispatchUserUpdate } from './user-updates';

const ME = { id: 7, quiet_mode_to: '9999-12-31T23:59:59.000Z', version: 1 } as unknown as Me;
const request: Notification = {
  id: 11,
  type: 'friend_request',
  seen: false,
  created: '2026-03-05T09:00:00.000Z',
  atributtes: { user: { id: 9, username: 'bob', avatar_url: null }, friend_request_id: 3 },
};
const frame = (action: string, data: unknown) => ({
  action,
  data,
  errors: [],
  response_status: 200,
  request_id: 'user-updates:1',
});
const page = { count: 0, next: null, previous: null, results: [] };

function client() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(meQueryOptions().queryKey, ME);
  queryClient.setQueryData(notificationsQueryOptions(7, 50).queryKey, {
    pages: [page],
    pageParams: [1],
  });
  queryClient.setQueryData(friendsQueryOptions(7).queryKey, { pages: [page], pageParams: [1] });
  queryClient.setQueryData(publicProfileQueryOptions(9).queryKey, {} as never);
  return queryClient;
}

const isStale = (queryClient: QueryClient, queryKey: readonly unknown[]) =>
  queryClient.getQueryState(queryKey)?.isInvalidated ?? false;

describe('one user-updates frame reaching every feature', () => {
  it('puts a pushed friend request in the notification list and refreshes friends and profiles', () => {
    const queryClient = client();
    dispatchUserUpdate(queryClient, frame('notification', request));
    const list = queryClient.getQueryData(notificationsQueryOptions(7, 50).queryKey);
    expect(flattenPages<Notification>(list).map((n) => n.id)).toEqual([11]);
    expect(isStale(queryClient, friendsQueryOptions(7).queryKey)).toBe(true);
    expect(isStale(queryClient, publicProfileQueryOptions(9).queryKey)).toBe(true);
  });

  it('reads the lists again after a reconnect, but not on the first subscription answer', () => {
    const first = client();
    dispatchUserUpdate(first, frame('subscribe_instance', ME));
    expect(isStale(first, friendsQueryOptions(7).queryKey)).toBe(false);
    const again = client();
    dispatchUserUpdate(again, frame('subscribe_instance', ME), true);
    expect(isStale(again, friendsQueryOptions(7).queryKey)).toBe(true);
    expect(isStale(again, notificationsQueryOptions(7, 50).queryKey)).toBe(true);
  });

  it('hands a quick-match error to the quick-match feature, not to the notification list', () => {
    const queryClient = client();
    queryClient.setQueryData(lobbyQueryOptions(12).queryKey, {} as never);
    const data = { match_id: 12, code: 'no_free_servers', message: 'No server.' };
    dispatchUserUpdate(queryClient, frame('quick_match_error', data));
    expect(readToasts().map((toast) => toast.message)).toContain(
      'Every game server is busy right now. Please try again in a few minutes.',
    );
    expect(isStale(queryClient, lobbyQueryOptions(12).queryKey)).toBe(true);
    const list = queryClient.getQueryData(notificationsQueryOptions(7, 50).queryKey);
    expect(flattenPages<Notification>(list)).toEqual([]);
  });
});
