// Linking Steam to the signed-in account: GET auth/steam-login/ asked by a signed-in caller binds the
// round trip to that account, so Steam's answer (at /steam-login) links rather than signs in.
import { authEndpoints } from '@clutch/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function useLinkSteam() {
  return useMutation({
    mutationFn: () => call(authEndpoints.steamLogin),
    onSuccess: ({ link }) => window.location.assign(link),
  });
}
