// /steam-login over the home page: Steam sends the browser back here with a signed assertion, which
// is handed to the server verbatim. Success signs in (or links Steam to the signed-in account) and
// goes on, to the members-only link a guest left for Steam from if there is one; failure explains,
// with a way home.
import { Button, Loader, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { WarningIcon } from '../../../components/ui/icons';
import { describeError } from '../../../lib/api-error';
import { rememberReturnPath, takeReturnPath } from '../../../lib/return-path';
import { showToast } from '../../../lib/toast';
import { useFinishSteamLogin } from '../api/steam-login';
import { useRunOnce } from './run-once';

/** `onDone(returnTo)`: leave the page, for the remembered link when Steam signed the visitor in. */
export function SteamLoginDialog({ onDone }: { onDone: (returnTo: string | null) => void }) {
  const { t } = useTranslation();
  const steam = useFinishSteamLogin();
  const { mutate } = steam;
  useRunOnce(
    useCallback(
      () =>
        mutate(window.location.search, {
          onSuccess: () => {
            showToast(t('steam.signedIn'), 'success');
            onDone(takeReturnPath());
          },
          // A failed round trip goes home; a later one must not open an old link.
          onError: () => rememberReturnPath(null),
        }),
      [mutate, onDone, t],
    ),
  );
  return (
    <Modal
      opened
      onClose={() => onDone(null)}
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
          <Button fullWidth onClick={() => onDone(null)} data-autofocus>
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
