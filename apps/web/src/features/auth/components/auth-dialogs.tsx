// Mounts the authentication dialogs once at the root; the context decides which one is open and the
// link, if any, a visitor is signing in for.
import { CheckEmailModal } from './check-email-modal';
import { ResetPasswordDialog } from './reset-password-dialog';
import { SignInDialog } from './sign-in-dialog';
import { SignUpDialog } from './sign-up-dialog';
import { useAuthDialogs } from './auth-dialogs-context';

export function AuthDialogs() {
  const { dialog } = useAuthDialogs();
  return (
    <>
      <SignInDialog
        opened={dialog?.kind === 'sign-in'}
        returnTo={dialog?.kind === 'sign-in' ? dialog.returnTo : null}
      />
      <SignUpDialog
        opened={dialog?.kind === 'sign-up'}
        returnTo={dialog?.kind === 'sign-up' ? dialog.returnTo : null}
      />
      <ResetPasswordDialog token={dialog?.kind === 'reset' ? dialog.token : undefined} />
      <CheckEmailModal email={dialog?.kind === 'check-email' ? dialog.email : null} />
    </>
  );
}
