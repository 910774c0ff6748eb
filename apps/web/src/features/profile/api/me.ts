// The signed-in user (GET profile/me/); only asked for while a token is stored.
import { profileEndpoints } from '@clutch/contract/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useIsSignedIn } from '../../../lib/auth-tokens';

/** Everything under this key belongs to the current session and is reset when it changes. */
export const PROFILE_QUERY_KEY: readonly ['profile'] = ['profile'];

export function meQueryOptions() {
  return queryOptions({
    queryKey: [...PROFILE_QUERY_KEY, 'me'],
    queryFn: () => call(profileEndpoints.me),
    staleTime: 30_000,
  });
}

export function useMe() {
  const isSignedIn = useIsSignedIn();
  return useQuery({ ...meQueryOptions(), enabled: isSignedIn });
}
