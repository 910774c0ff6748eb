// E-mail confirmation (GET auth/confirm/?confirmation_token=): confirms and signs the user in.
import { authEndpoints } from '@clutch/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { tokenStore } from '../../../lib/auth-tokens';

export function useConfirmEmail() {
  return useMutation({
    mutationFn: (token: string) =>
      call(authEndpoints.confirm, { query: { confirmation_token: token } }),
    onSuccess: (pair) => tokenStore.startSession(pair),
  });
}
