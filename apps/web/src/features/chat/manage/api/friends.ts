// The viewer's friends as the pickers offer them (GET profile/{id}/friends/, newest first): 100 a
// page, the most a page holds, so most people see all of theirs at once.
import { friendsEndpoints } from '@clutch/contract/friends';
import { MAX_PER_PAGE } from '@clutch/contract/common';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { FIRST_PAGE, nextPageNumber } from '../../../../lib/paged-list';
import { chatKeys } from '../../api/chat-keys';

export function pickableFriendsQueryOptions(viewerId: number) {
  return infiniteQueryOptions({
    queryKey: chatKeys.friends(viewerId),
    queryFn: ({ pageParam }) =>
      call(friendsEndpoints.listFriends, {
        params: { id: viewerId },
        query: { page: pageParam, per_page: MAX_PER_PAGE },
      }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageNumber,
  });
}
