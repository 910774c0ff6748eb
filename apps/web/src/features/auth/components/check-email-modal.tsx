// Shown after a finished sign-up: the confirmation link is on its way to the given address.
import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MailIcon } from '../../../components/ui/icons';
import { useAuthDialogs } from './auth-dialogs-context';

export function CheckEmailModal({ email }: { email: string | null }) {
  const { t } = useTranslation();
  const dialogs = useAuthDialogs();
  return (
    <Modal
      opened={email !== null}
      onClose={dialogs.close}
      title={t('auth.checkEmailTitle')}
      centered
      size="sm"
      closeButtonProps={{ 'aria-label': t('auth.close') }}
    >
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light">
          <MailIcon size={28} />
        </ThemeIcon>
        <Text>{t('auth.checkEmailText', { email: email ?? '' })}</Text>
        <Button fullWidth onClick={dialogs.close} data-autofocus>
          {t('auth.checkEmailOk')}
        </Button>
      </Stack>
    </Modal>
  );
}
