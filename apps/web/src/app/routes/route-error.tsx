// The last line of defence when a route throws while rendering: the status and a plain link home
// (a full page load, so it works even if the router itself is what broke).
import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { WarningIcon } from '../../components/ui/icons';
import { StatusPanel } from '../../components/ui/status-panel';
import { DEFAULT_LOCALE, localizePath, splitLocalePath } from '../../lib/locale';

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const locale =
    typeof window === 'undefined'
      ? DEFAULT_LOCALE
      : splitLocalePath(window.location.pathname).locale;
  const isNotFound = status === 404;
  return (
    <Container size="lg">
      <StatusPanel
        icon={<WarningIcon size={30} />}
        color="red"
        kicker={String(status)}
        title={isNotFound ? t('notFound.title') : t('errorPage.title')}
        text={isNotFound ? t('notFound.text') : t('errorPage.text')}
      >
        <a href={localizePath('/', locale)} style={{ color: 'var(--mantine-color-clutch-4)' }}>
          {t('common.goHome')}
        </a>
      </StatusPanel>
    </Container>
  );
}
