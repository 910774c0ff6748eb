// Sign-out (POST auth/logout/): the server revokes the session; the tokens go whatever it answers.
import { authEndpoints } from '@clutch/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { tokenStore } from '../../../lib/auth-tokens';

export function useSignOut() {
  return useMutation({
    mutationFn: () =>
      call(
        authEndpoints.logout,
        { body: { refresh: tokenStore.readRefresh() ?? undefined } },
        { quiet: true },
      ),
    // Even if the server is unreachable the user asked to leave, so the local session always ends.
    onSettled: () => tokenStore.endSession(),
  });
}
