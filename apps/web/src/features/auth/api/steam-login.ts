// Steam sign-in: GET auth/steam-login/ gives the OpenID address to visit; Steam sends the browser back
// to /steam-login with a signed assertion, which GET auth/steam-login/callback/ verifies verbatim.
// The link a guest was signing in for waits in sessionStorage meanwhile (lib/return-path.ts).
import { authEndpoints } from '@clutch/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { tokenStore } from '../../../lib/auth-tokens';
import { rememberReturnPath } from '../../../lib/return-path';

export function useStartSteamLogin() {
  return useMutation({
    /** `returnTo`: the members-only link to open once Steam has signed the visitor in, or null. */
    mutationFn: (_returnTo: string | null) =>
      call(authEndpoints.steamLogin, undefined, { quiet: true }),
    onSuccess: ({ link }, returnTo) => {
      rememberReturnPath(returnTo);
      window.location.assign(link);
    },
  });
}

export function useFinishSteamLogin() {
  return useMutation({
    // The assertion is signed, so its query string is handed over exactly as Steam wrote it.
    mutationFn: (search: string) => call(authEndpoints.steamCallback, { search }, { quiet: true }),
    onSuccess: (pair) => tokenStore.startSession(pair),
  });
}
