// "Sign in with Steam": asks the server for the OpenID address and sends the browser there, keeping
// the members-only link the open dialog signs the visitor in for, to open on their return.
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SteamIcon } from '../../../components/ui/icons';
import { describeError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast';
import { useStartSteamLogin } from '../api/steam-login';
import { returnToOf } from '../auth-dialog-flow';
import { useAuthDialogs } from './auth-dialogs-context';

export function SteamLoginButton() {
  const { t } = useTranslation();
  const steam = useStartSteamLogin();
  const { dialog } = useAuthDialogs();
  return (
    <Button
      fullWidth
      variant="default"
      leftSection={<SteamIcon />}
      loading={steam.isPending}
      onClick={() =>
        steam.mutate(returnToOf(dialog), {
          onError: (error) => showToast(describeError(error) ?? t('auth.genericError'), 'error'),
        })
      }
    >
      {t('auth.steam')}
    </Button>
  );
}
