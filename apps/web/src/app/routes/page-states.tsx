// What a page of one thing (a profile, a team, a jar, a tournament) shows instead of it: a loader,
// or a panel saying it does not exist (with a way somewhere useful) or failed to load (with a retry).
import { Button, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompassIcon } from '../../components/ui/icons';
import { StatusPanel } from '../../components/ui/status-panel';
import { useLocalePath } from '../../lib/locale-navigation';

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Center py={96}>
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}

export interface MissingTexts {
  title: string;
  text: string;
  /** Where the way out leads (a path without the locale) and what its button says. */
  to: string;
  action: string;
}

export function PageFailed({
  isMissing,
  onRetry,
  missing,
  failedTitle,
}: {
  isMissing: boolean;
  onRetry: () => void;
  missing: MissingTexts;
  failedTitle: string;
}) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <StatusPanel
      icon={<CompassIcon size={30} />}
      title={isMissing ? missing.title : failedTitle}
      text={isMissing ? missing.text : t('common.loadFailed')}
    >
      {isMissing ? (
        <Button component={Link} to={localePath(missing.to)} variant="light">
          {missing.action}
        </Button>
      ) : (
        <Button variant="light" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </StatusPanel>
  );
}
