// E-mail confirmation (GET auth/confirm/?confirmation_token=), which confirms and signs the user in,
// and a new link on request. The screens show the server's messages themselves (quiet calls).
import { authEndpoints } from '@clutch/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { tokenStore } from '../../../lib/auth-tokens';

export function useConfirmEmail() {
  return useMutation({
    mutationFn: (token: string) =>
      call(authEndpoints.confirm, { query: { confirmation_token: token } }, { quiet: true }),
    onSuccess: (pair) => tokenStore.startSession(pair),
  });
}

/** POST auth/confirm-request/: mails the signed-in user a new confirmation link. */
export function useRequestConfirmation() {
  return useMutation({
    mutationFn: () => call(authEndpoints.requestConfirmation, undefined, { quiet: true }),
  });
}
