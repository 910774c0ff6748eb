// Linking Steam to the signed-in account: GET auth/steam-login/ asked by a signed-in caller binds the
// round trip to that account, so Steam's answer (at /steam-login) links rather than signs in.
import { authEndpoints } from '@clutch/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { rememberReturnPath } from '../../../lib/return-path';

export function useLinkSteam() {
  return useMutation({
    mutationFn: () => call(authEndpoints.steamLogin),
    onSuccess: ({ link }) => {
      // Linking returns to /steam-login too: it must not open a link a guest sign-in left behind.
      rememberReturnPath(null);
      window.location.assign(link);
    },
  });
}
