// Sign-in with e-mail and password (POST auth/login/); a success starts the session.
import { authEndpoints } from '@clutch/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { tokenStore } from '../../../lib/auth-tokens';

/** The form shows the server's message itself, so the client raises no toast as well. */
const QUIET = { quiet: true };

export interface SignInForm {
  email: string;
  password: string;
}

export function useSignIn() {
  return useMutation({
    mutationFn: (form: SignInForm) =>
      // The server lists sessions by the browser they came from.
      call(
        authEndpoints.login,
        {
          body: { ...form, user_agent: navigator.userAgent.slice(0, 512) },
        },
        QUIET,
      ),
    onSuccess: (pair) => tokenStore.startSession(pair),
  });
}
