// The sign-in dialog around the sign-in form.
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuthDialogs } from './auth-dialogs-context';
import { SignInForm } from './sign-in-form';

export function SignInDialog({ opened }: { opened: boolean }) {
  const { t } = useTranslation();
  const dialogs = useAuthDialogs();
  return (
    <Modal
      opened={opened}
      onClose={dialogs.close}
      title={t('auth.signInTitle')}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t('auth.close') }}
    >
      <SignInForm onSignedIn={dialogs.close} />
    </Modal>
  );
}
