// What the tournament pages show instead of a tournament: loading, not found or failed (with a way
// back to the list or a retry), and a request to sign in first.
import { Button, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompassIcon, TrophyIcon } from '../../components/ui/icons';
import { StatusPanel } from '../../components/ui/status-panel';
import { useLocalePath } from '../../lib/locale-navigation';

export function TournamentLoading() {
  const { t } = useTranslation();
  return (
    <Center py={96}>
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}

export function TournamentFailed({
  isMissing,
  onRetry,
}: {
  isMissing: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <StatusPanel
      icon={<CompassIcon size={30} />}
      title={
        isMissing ? t('tournaments.page.notFoundTitle') : t('tournaments.page.loadFailedTitle')
      }
      text={isMissing ? t('tournaments.page.notFoundText') : t('common.loadFailed')}
    >
      {isMissing ? (
        <Button component={Link} to={localePath('/tournaments')} variant="light">
          {t('tournaments.page.toList')}
        </Button>
      ) : (
        <Button variant="light" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </StatusPanel>
  );
}

export function SignInToCreate() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <StatusPanel
      icon={<TrophyIcon size={30} />}
      title={t('tournaments.create.signInTitle')}
      text={t('tournaments.create.signInText')}
    >
      <Button component={Link} to={localePath('/login')}>
        {t('header.logIn')}
      </Button>
    </StatusPanel>
  );
}

export function NotTheOrganiser({ tournamentPath }: { tournamentPath: string }) {
  const { t } = useTranslation();
  return (
    <StatusPanel
      icon={<TrophyIcon size={30} />}
      title={t('tournaments.settings.onlyOrganiserTitle')}
      text={t('tournaments.settings.onlyOrganiserText')}
    >
      <Button component={Link} to={tournamentPath} variant="light">
        {t('tournaments.settings.toTournament')}
      </Button>
    </StatusPanel>
  );
}
