// Shown after a finished sign-up: the confirmation link is on its way to the given address, with a
// way to ask for another one if it never arrives.
import { Anchor, Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MailIcon } from '../../../components/ui/icons';
import { useLocalePath } from '../../../lib/locale-navigation';
import { useAuthDialogs } from './auth-dialogs-context';

export function CheckEmailModal({ email }: { email: string | null }) {
  const { t } = useTranslation();
  const dialogs = useAuthDialogs();
  const localePath = useLocalePath();
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
        <Anchor
          component={Link}
          to={localePath('/email/confirm-request')}
          fz="sm"
          onClick={dialogs.close}
        >
          {t('auth.checkEmailResend')}
        </Anchor>
      </Stack>
    </Modal>
  );
}
