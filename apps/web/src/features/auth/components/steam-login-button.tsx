// "Sign in with Steam": asks the server for the OpenID address and sends the browser there.
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SteamIcon } from '../../../components/ui/icons';
import { describeError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast';
import { useStartSteamLogin } from '../api/steam-login';

export function SteamLoginButton() {
  const { t } = useTranslation();
  const steam = useStartSteamLogin();
  return (
    <Button
      fullWidth
      variant="default"
      leftSection={<SteamIcon />}
      loading={steam.isPending}
      onClick={() =>
        steam.mutate(undefined, {
          onError: (error) => showToast(describeError(error) ?? t('auth.genericError'), 'error'),
        })
      }
    >
      {t('auth.steam')}
    </Button>
  );
}
