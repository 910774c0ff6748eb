// The page Steam returns to: hands the assertion to the server, stores the tokens and goes home;
// on failure it explains and offers a way home.
import { Button, Loader } from '@mantine/core';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { WarningIcon } from '../../../components/ui/icons';
import { StatusPanel } from '../../../components/ui/status-panel';
import { describeError } from '../../../lib/api-error';
import { useLocalePath } from '../../../lib/locale-navigation';
import { useFinishSteamLogin } from '../api/steam-login';
import { useRunOnce } from './run-once';

export function SteamCallback() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const steam = useFinishSteamLogin();
  const { mutate } = steam;
  useRunOnce(useCallback(() => mutate(window.location.search), [mutate]));

  useEffect(() => {
    if (steam.isSuccess) void navigate(localePath('/'), { replace: true });
  }, [steam.isSuccess, navigate, localePath]);

  if (steam.isError) {
    return (
      <StatusPanel
        icon={<WarningIcon size={30} />}
        color="red"
        title={t('steam.failedTitle')}
        text={describeError(steam.error) ?? t('steam.failedText')}
      >
        <Button component={Link} to={localePath('/')}>
          {t('common.goHome')}
        </Button>
      </StatusPanel>
    );
  }
  return <StatusPanel icon={<Loader size="sm" />} title={t('steam.signingIn')} />;
}
