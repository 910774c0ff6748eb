// /email/confirm/{token} over the home page: confirms the address (which also signs the user in) and
// says how it went. Closing the dialog leaves the link's address for the plain home page.
import { Button, Loader, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, WarningIcon } from '../../../components/ui/icons';
import { describeError } from '../../../lib/api-error';
import { useConfirmEmail } from '../api/email-confirmation';
import { useRunOnce } from './run-once';

function Outcome({ icon, color, text }: { icon: ReactNode; color: string; text: string }) {
  return (
    <Stack align="center" ta="center" gap="md">
      <ThemeIcon size={56} radius="xl" variant="light" color={color}>
        {icon}
      </ThemeIcon>
      <Text>{text}</Text>
    </Stack>
  );
}

export function EmailConfirmDialog({
  token,
  onClose,
}: {
  token: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmEmail();
  const { mutate } = confirm;
  useRunOnce(
    useCallback(() => {
      if (token !== undefined) mutate(token);
    }, [mutate, token]),
  );
  const hasFailed = token === undefined || confirm.isError;
  const title = hasFailed
    ? t('confirmEmail.failedTitle')
    : confirm.isSuccess
      ? t('confirmEmail.confirmedTitle')
      : t('confirmEmail.confirming');
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      centered
      size="sm"
      closeButtonProps={{ 'aria-label': t('auth.close') }}
    >
      <Stack gap="lg">
        {hasFailed ? (
          <Outcome
            icon={<WarningIcon size={28} />}
            color="red"
            text={describeError(confirm.error) ?? t('confirmEmail.failedText')}
          />
        ) : confirm.isSuccess ? (
          <Outcome
            icon={<CheckIcon size={28} />}
            color="teal"
            text={t('confirmEmail.confirmedText')}
          />
        ) : (
          <Stack align="center" py="md">
            <Loader aria-label={t('common.loading')} />
          </Stack>
        )}
        <Button onClick={onClose} disabled={confirm.isPending} data-autofocus>
          {t('common.goHome')}
        </Button>
      </Stack>
    </Modal>
  );
}
