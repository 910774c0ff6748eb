// /steam-login over the home page: Steam sends the browser back here with a signed assertion, which
// is handed to the server verbatim. Success signs in (or links Steam to the signed-in account) and
// goes on; failure explains, with a way home.
import { Button, Loader, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { WarningIcon } from '../../../components/ui/icons';
import { describeError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast';
import { useFinishSteamLogin } from '../api/steam-login';
import { useRunOnce } from './run-once';

export function SteamLoginDialog({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const steam = useFinishSteamLogin();
  const { mutate } = steam;
  useRunOnce(
    useCallback(
      () =>
        mutate(window.location.search, {
          onSuccess: () => {
            showToast(t('steam.signedIn'), 'success');
            onDone();
          },
        }),
      [mutate, onDone, t],
    ),
  );
  return (
    <Modal
      opened
      onClose={onDone}
      title={steam.isError ? t('steam.failedTitle') : t('steam.signingIn')}
      centered
      size="sm"
      withCloseButton={steam.isError}
      closeOnClickOutside={steam.isError}
      closeOnEscape={steam.isError}
      closeButtonProps={{ 'aria-label': t('auth.close') }}
    >
      {steam.isError ? (
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={56} radius="xl" variant="light" color="red">
            <WarningIcon size={28} />
          </ThemeIcon>
          <Text>{describeError(steam.error) ?? t('steam.failedText')}</Text>
          <Button fullWidth onClick={onDone} data-autofocus>
            {t('common.goHome')}
          </Button>
        </Stack>
      ) : (
        <Stack align="center" py="md">
          <Loader aria-label={t('common.loading')} />
        </Stack>
      )}
    </Modal>
  );
}
