// The own notifications (GET profile/{id}/system-messages/), newest first, page by page, and marking
// them read (PUT profile/{id}/system-messages-update/: all, or the ones listed). Pages hold 50 until
// the list is cleared (the panel closes), then 20 (spec 2, section 9); the size is part of the key so
// pages of both sizes never mix in one list.
import {
  NOTIFICATIONS_PER_PAGE,
  notificationsEndpoints,
  type Notification,
} from '@clutch/contract/notifications';
import {
  infiniteQueryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { createExternalStore, useExternalStore } from '../../../lib/external-store';
import {
  FIRST_PAGE,
  nextPageNumber,
  prependItem,
  updateItems,
  type PagedList,
} from '../../../lib/paged-list';
import { SESSION_QUERY_KEY } from '../../../lib/session-query';

export const NOTIFICATIONS_QUERY_KEY = [...SESSION_QUERY_KEY, 'notifications'] as const;
const LIST_KEY = [...NOTIFICATIONS_QUERY_KEY, 'list'] as const;
export const PER_PAGE_AFTER_CLEAR = 20;

const pageSize = createExternalStore<number>(NOTIFICATIONS_PER_PAGE);

export function useNotificationPageSize(): number {
  return useExternalStore(pageSize);
}

export const readNotificationPageSize = (): number => pageSize.get();

export function notificationsQueryOptions(userId: number, perPage: number) {
  return infiniteQueryOptions({
    queryKey: [...LIST_KEY, userId, perPage],
    queryFn: ({ pageParam }) =>
      call(notificationsEndpoints.list, {
        params: { id: userId },
        query: { page: pageParam, per_page: perPage },
      }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageNumber,
  });
}

/** Drops every loaded page; the next load starts over with 20 per page. */
export function clearNotifications(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: LIST_KEY });
  pageSize.set(PER_PAGE_AFTER_CLEAR);
}

type Change = (list: PagedList<Notification> | undefined) => PagedList<Notification> | undefined;

/** Applies a change to every loaded notification list (one per page size). */
export function patchNotificationLists(queryClient: QueryClient, change: Change): void {
  queryClient.setQueriesData<PagedList<Notification>>({ queryKey: LIST_KEY }, change);
}

/** After a reconnect: whatever arrived while the socket was down is read again. */
export function refreshNotifications(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: LIST_KEY });
}

export function addNotification(queryClient: QueryClient, notification: Notification): void {
  patchNotificationLists(queryClient, (list) => prependItem(list, notification));
}

/** null marks every notification read. */
export function markSeenInLists(queryClient: QueryClient, ids: readonly number[] | null): void {
  const which = ids === null ? () => true : (item: Notification) => ids.includes(item.id);
  patchNotificationLists(queryClient, (list) =>
    updateItems(list, (item) => ({ ...item, seen: true }), which),
  );
}

export function useMarkSeen(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly number[] | null) =>
      call(notificationsEndpoints.markSeen, {
        params: { id: userId },
        body: ids === null ? { all: true } : { ids: [...ids] },
      }),
    onSuccess: (_answer, ids) => markSeenInLists(queryClient, ids),
  });
}
