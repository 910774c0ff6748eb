// What the tournament pages show instead of a tournament: loading, not found or failed (with a way
// back to the list or a retry), and a request to sign in first.
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TrophyIcon } from '../../components/ui/icons';
import { StatusPanel } from '../../components/ui/status-panel';
import { useLocalePath } from '../../lib/locale-navigation';
import { PageFailed, PageLoading } from './page-states';

/** The loader of the tournament pages. */
export const TournamentLoading = PageLoading;

export function TournamentFailed({
  isMissing,
  onRetry,
}: {
  isMissing: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <PageFailed
      isMissing={isMissing}
      onRetry={onRetry}
      failedTitle={t('tournaments.page.loadFailedTitle')}
      missing={{
        title: t('tournaments.page.notFoundTitle'),
        text: t('tournaments.page.notFoundText'),
        to: '/tournaments',
        action: t('tournaments.page.toList'),
      }}
    />
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
