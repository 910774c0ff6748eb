// A player's profile as others see it (GET profile/{id}/), with the signed-in user's relation to
// them (friends, a pending request either way, blocked). The own profile page reads it too.
import { profileEndpoints } from '@clutch/contract/profile';
import { queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/session-query';

export const PUBLIC_PROFILE_QUERY_KEY = [...SESSION_QUERY_KEY, 'public-profile'] as const;

export function publicProfileQueryOptions(userId: number) {
  return queryOptions({
    queryKey: [...PUBLIC_PROFILE_QUERY_KEY, userId],
    queryFn: () => call(profileEndpoints.publicProfile, { params: { id: userId } }),
  });
}

/** Someone's relation to the user changed (a live friend request): every profile read again. */
export function refreshPublicProfiles(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: PUBLIC_PROFILE_QUERY_KEY });
}

/** For pages that change the relation elsewhere (befriending, blocking): read it again. */
export function useRefreshPublicProfile(): (userId: number) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (userId: number) =>
      void queryClient.invalidateQueries({ queryKey: publicProfileQueryOptions(userId).queryKey }),
    [queryClient],
  );
}
