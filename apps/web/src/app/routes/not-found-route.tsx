// The 404 page for any path no route claims.
import { Button, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompassIcon } from '../../components/ui/icons';
import { StatusPanel } from '../../components/ui/status-panel';
import { useLocalePath } from '../../lib/locale-navigation';

export function NotFoundRoute() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <Container size="lg">
      <StatusPanel
        icon={<CompassIcon size={30} />}
        kicker={t('notFound.code')}
        title={t('notFound.title')}
        text={t('notFound.text')}
      >
        <Button component={Link} to={localePath('/')}>
          {t('common.goHome')}
        </Button>
      </StatusPanel>
    </Container>
  );
}
