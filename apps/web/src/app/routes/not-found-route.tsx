// The 404 page, for any path no route claims and for ids that fail a route's check. "Go home" goes
// back in history when this visit came from another page of the app, else to the home page.
import { Button, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { CompassIcon } from '../../components/ui/icons';
import { StatusPanel } from '../../components/ui/status-panel';
import { useLocalePath } from '../../lib/locale-navigation';

export function NotFoundPanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const localePath = useLocalePath();
  // The router marks the first page of a visit with the key 'default': there is no page to go back to.
  const canGoBack = location.key !== 'default';
  return (
    <StatusPanel
      icon={<CompassIcon size={30} />}
      kicker="404"
      title={t('notFound.title')}
      text={t('notFound.text')}
    >
      <Button onClick={() => void (canGoBack ? navigate(-1) : navigate(localePath('/')))}>
        {t('notFound.goHome')}
      </Button>
    </StatusPanel>
  );
}

export function NotFoundRoute() {
  return (
    <Container size="lg">
      <NotFoundPanel />
    </Container>
  );
}
