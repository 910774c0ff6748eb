// The password-reset dialog: with a reset link's token it asks for the new password, else for the
// account's e-mail. `token` undefined means closed, null means open without a token.
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuthDialogs } from './auth-dialogs-context';
import { NewPasswordForm } from './new-password-form';
import { PasswordResetRequest } from './password-reset-request';

export function ResetPasswordDialog({ token }: { token: string | null | undefined }) {
  const { t } = useTranslation();
  const dialogs = useAuthDialogs();
  return (
    <Modal
      opened={token !== undefined}
      onClose={dialogs.close}
      title={token ? t('resetPassword.newTitle') : t('resetPassword.requestTitle')}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t('auth.close') }}
    >
      {token ? <NewPasswordForm key={token} token={token} /> : <PasswordResetRequest />}
    </Modal>
  );
}
