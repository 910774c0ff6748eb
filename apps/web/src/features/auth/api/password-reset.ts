// Password reset: ask for a link by e-mail (POST auth/forgot-password/), then set a new password
// with the link's token (POST auth/reset-password/?confirmation_token=). Both answer {message},
// which the forms show, so the client's error toast is turned off for them.
import { authEndpoints } from '@clutch/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      call(authEndpoints.forgotPassword, { body: { email } }, { quiet: true }),
  });
}

export interface NewPasswordForm {
  token: string;
  password: string;
  repeatPassword: string;
}

export function useResetPassword() {
  return useMutation({
    mutationFn: ({ token, password, repeatPassword }: NewPasswordForm) =>
      call(
        authEndpoints.resetPassword,
        {
          query: { confirmation_token: token },
          body: { password, repeat_password: repeatPassword },
        },
        { quiet: true },
      ),
  });
}
