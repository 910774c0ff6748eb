// The sign-in dialog around the sign-in form. Opened for a members-only link a visitor followed, it
// says so and opens that link once they have signed in.
import { Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuthDialogs } from './auth-dialogs-context';
import { SignInForm } from './sign-in-form';

export function SignInDialog({ opened, returnTo }: { opened: boolean; returnTo: string | null }) {
  const { t } = useTranslation();
  const dialogs = useAuthDialogs();
  const navigate = useNavigate();
  const signedIn = () => {
    dialogs.close();
    if (returnTo !== null) void navigate(returnTo);
  };
  return (
    <Modal
      opened={opened}
      onClose={dialogs.close}
      title={t('auth.signInTitle')}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t('auth.close') }}
    >
      {returnTo === null ? null : (
        <Text fz="sm" c="dimmed" mb="md" role="note">
          {t('auth.signInForLink')}
        </Text>
      )}
      <SignInForm onSignedIn={signedIn} />
    </Modal>
  );
}
