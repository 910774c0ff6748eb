// The caller's block list (the spec's "ban": GET profile/banned_list/ with per_page 10, POST
// profile/ban-user/?banned_user, PATCH profile/unbun-user/?banned_user) and the player search used
// to find people to befriend or block (GET profile/?username&per_page=6&exclude_me=true).
import { BANNED_LIST_PER_PAGE, friendsEndpoints } from '@clutch/contract/friends';
import { PROFILE_SEARCH_PER_PAGE, profileEndpoints } from '@clutch/contract/profile';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { askConfirmation } from '../../../lib/confirm-dialog';
import { FRIENDS_QUERY_KEY, refreshFriends } from './friends';

export function blockedQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...FRIENDS_QUERY_KEY, 'blocked', page],
    queryFn: () =>
      call(friendsEndpoints.bannedList, { query: { page, per_page: BANNED_LIST_PER_PAGE } }),
    placeholderData: keepPreviousData,
  });
}

export function playerSearchQueryOptions(username: string) {
  return queryOptions({
    queryKey: [...FRIENDS_QUERY_KEY, 'search', username],
    queryFn: () =>
      call(profileEndpoints.search, {
        query: { username, per_page: PROFILE_SEARCH_PER_PAGE, exclude_me: 'true' },
      }),
    enabled: username !== '',
    placeholderData: keepPreviousData,
  });
}

/** Asks first; false when the question was declined. */
export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (user: { id: number; username: string }) => {
      const isConfirmed = await askConfirmation('confirm_block_user', {
        name: user.username,
      }).catch(() => false);
      if (!isConfirmed) return false;
      await call(friendsEndpoints.banUser, { query: { banned_user: user.id } });
      return true;
    },
    onSettled: () => refreshFriends(queryClient),
  });
}

export function useUnblockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      call(friendsEndpoints.unbanUser, { query: { banned_user: userId } }),
    onSettled: () => refreshFriends(queryClient),
  });
}
