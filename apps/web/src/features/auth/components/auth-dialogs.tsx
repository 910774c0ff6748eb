// Mounts the authentication dialogs once in the layout; the context decides which one is open.
import { CheckEmailModal } from './check-email-modal';
import { SignInDialog } from './sign-in-dialog';
import { SignUpDialog } from './sign-up-dialog';
import { useAuthDialogs } from './auth-dialogs-context';

export function AuthDialogs() {
  const { dialog } = useAuthDialogs();
  return (
    <>
      <SignInDialog opened={dialog?.kind === 'sign-in'} />
      <SignUpDialog opened={dialog?.kind === 'sign-up'} />
      <CheckEmailModal email={dialog?.kind === 'check-email' ? dialog.email : null} />
    </>
  );
}
