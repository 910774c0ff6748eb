// Friends and friend requests: a user's friends (GET profile/{id}/friends/), the caller's requests
// received or sent (GET profile/{id}/friend-request/), sending one (POST profile/{id}/friend-request/),
// accepting, declining or withdrawing one, and unfriending after a confirm question. Every change
// refreshes everything under FRIENDS_QUERY_KEY, since one action moves people between lists.
import {
  FRIEND_REQUESTS_PER_PAGE,
  FRIENDS_PER_PAGE,
  friendsEndpoints,
} from '@clutch/contract/friends';
import {
  infiniteQueryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { askConfirmation } from '../../../lib/confirm-dialog';
import { FIRST_PAGE, nextPageNumber } from '../../../lib/paged-list';
import { SESSION_QUERY_KEY } from '../../../lib/session-query';

export const FRIENDS_QUERY_KEY = [...SESSION_QUERY_KEY, 'friends'] as const;
export type RequestDirection = 'received' | 'sent';

export function friendsQueryOptions(userId: number) {
  return infiniteQueryOptions({
    queryKey: [...FRIENDS_QUERY_KEY, 'list', userId],
    queryFn: ({ pageParam }) =>
      call(friendsEndpoints.listFriends, {
        params: { id: userId },
        query: { page: pageParam, per_page: FRIENDS_PER_PAGE },
      }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageNumber,
  });
}

export function friendRequestsQueryOptions(userId: number, direction: RequestDirection) {
  return infiniteQueryOptions({
    queryKey: [...FRIENDS_QUERY_KEY, 'requests', userId, direction],
    queryFn: ({ pageParam }) =>
      call(friendsEndpoints.listRequests, {
        params: { id: userId },
        query: { page: pageParam, per_page: FRIEND_REQUESTS_PER_PAGE, direction },
      }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageNumber,
  });
}

export function refreshFriends(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: FRIENDS_QUERY_KEY });
}

/** A mutation whose success (or failure: the lists may be stale) refreshes the friends lists. */
function useFriendsMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => refreshFriends(queryClient) });
}

export function useSendFriendRequest() {
  return useFriendsMutation((userId: number) =>
    call(friendsEndpoints.sendRequest, { params: { id: userId } }),
  );
}

export interface RequestRef {
  /** The signed-in user: the path names the owner of the request list. */
  me: number;
  requestId: number;
}

export function useAcceptFriendRequest() {
  return useFriendsMutation(({ me, requestId }: RequestRef) =>
    call(friendsEndpoints.acceptRequest, { params: { id: me, requestId } }),
  );
}

/** Declines a request made to the caller, or withdraws one the caller made. */
export function useDeleteFriendRequest() {
  return useFriendsMutation(({ me, requestId }: RequestRef) =>
    call(friendsEndpoints.deleteRequest, { params: { id: me, requestId } }),
  );
}

/** Asks first; false when the question was declined. */
export function useUnfriend() {
  return useFriendsMutation(
    async ({ me, friend }: { me: number; friend: { id: number; username: string } }) => {
      const isConfirmed = await askConfirmation('confirm_unfriend', {
        name: friend.username,
      }).catch(() => false);
      if (!isConfirmed) return false;
      await call(friendsEndpoints.unfriend, { params: { id: me, friendId: friend.id } });
      return true;
    },
  );
}
