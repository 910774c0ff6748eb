// The signed-in user (GET profile/me/), only asked for while a token is stored, and the account-mode
// switch (PATCH profile/me/ {is_demo}), which the spec follows with a page reload.
import { profileEndpoints, type Me } from '@clutch/contract/profile';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../../lib/api-client';
import { useIsSignedIn } from '../../../lib/auth-tokens';
import { rememberCountryCode } from '../../../lib/country-code';
import { SESSION_QUERY_KEY } from '../../../lib/session-query';

export function meQueryOptions() {
  return queryOptions({
    queryKey: [...SESSION_QUERY_KEY, 'me'],
    queryFn: () => call(profileEndpoints.me),
    staleTime: 30_000,
  });
}

export function useMe() {
  const isSignedIn = useIsSignedIn();
  const me = useQuery({ ...meQueryOptions(), enabled: isSignedIn });
  const country = me.data?.country ?? null;
  useEffect(() => {
    // Every later call sends it as Code-Country.
    if (country !== null) rememberCountryCode(country);
  }, [country]);
  return me;
}

/** A newer version wins, so a slow answer never undoes a live push that came first. */
export function newerMe(current: Me | undefined, incoming: Me): Me {
  return current !== undefined && current.id === incoming.id && current.version > incoming.version
    ? current
    : incoming;
}

export function useSetAccountMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isDemo: boolean) => call(profileEndpoints.patchMe, { body: { is_demo: isDemo } }),
    onSuccess: (me) => {
      queryClient.setQueryData(meQueryOptions().queryKey, (current) => newerMe(current, me));
      // The spec reloads, so every screen and live channel starts over in the new mode.
      window.location.reload();
    },
  });
}

function useWriteMe() {
  const queryClient = useQueryClient();
  return (me: Me) =>
    queryClient.setQueryData(meQueryOptions().queryKey, (current) => newerMe(current, me));
}

/** Quiet mode (PATCH profile/me/ {quiet_mode_to}): seconds from now, "forever", or null to clear. */
export function useSetQuietMode() {
  const writeMe = useWriteMe();
  return useMutation({
    mutationFn: (value: number | 'forever' | null) =>
      call(profileEndpoints.patchMe, { body: { quiet_mode_to: value } }),
    onSuccess: writeMe,
  });
}
