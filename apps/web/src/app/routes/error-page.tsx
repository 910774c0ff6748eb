// The error page of a route: the status (statusCode, status or the response's status, default 500);
// a 404 gets the not-found panel. A chunk that failed to load reloads the page (at most once a
// minute); in locked mode a visitor without both tokens goes to /locked. If this page itself fails,
// the fallback below still offers a plain link home.
import { Button, Container, Group } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useRouteError } from 'react-router';
import { ErrorBoundary } from '../../components/ui/error-boundary';
import { WarningIcon } from '../../components/ui/icons';
import { StatusPanel } from '../../components/ui/status-panel';
import { hasBothTokens } from '../../lib/auth-tokens';
import { isChunkLoadError, reloadPageForChunkError } from '../../lib/chunk-reload';
import { i18n } from '../../lib/i18n';
import { statusOfError } from '../../lib/error-status';
import { DEFAULT_LOCALE, localizePath, splitLocalePath } from '../../lib/locale';
import { useLocalePath } from '../../lib/locale-navigation';
import { IS_LOCKED_MODE } from '../../lib/route-guard';
import { NotFoundPanel } from './not-found-route';

function ErrorPanel({ status }: { status: number }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <StatusPanel
      icon={<WarningIcon size={30} />}
      color="red"
      kicker={String(status)}
      title={t('errorPage.title')}
      text={t('errorPage.text')}
    >
      <Group justify="center" gap="sm">
        <Button variant="default" onClick={() => window.location.reload()}>
          {t('errorPage.reload')}
        </Button>
        <Button component={Link} to={localePath('/')}>
          {t('common.goHome')}
        </Button>
      </Group>
    </StatusPanel>
  );
}

function ErrorContent() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const status = statusOfError(error);
  useEffect(() => {
    if (isChunkLoadError(error)) reloadPageForChunkError();
    else console.error('A route failed', error);
  }, [error]);
  if (IS_LOCKED_MODE && !hasBothTokens()) {
    return <Navigate to={localizePath('/locked', splitLocalePath(pathname).locale)} replace />;
  }
  return (
    <Container size="lg">
      {status === 404 ? <NotFoundPanel /> : <ErrorPanel status={status} />}
    </Container>
  );
}

const FALLBACK_STYLE = {
  maxWidth: 480,
  margin: '96px auto',
  padding: 24,
  textAlign: 'center',
  fontFamily: 'system-ui, sans-serif',
  color: '#d5d9e3',
} as const;

/**
 * Plain markup, texts straight from the i18n instance (no React context) and a full page load: it
 * must work even when the app's own parts are what broke.
 */
export function FallbackErrorPage() {
  const locale =
    typeof window === 'undefined'
      ? DEFAULT_LOCALE
      : splitLocalePath(window.location.pathname).locale;
  return (
    <main style={FALLBACK_STYLE}>
      <h1 style={{ fontSize: 28 }}>{i18n.t('errorPage.title')}</h1>
      <p>{i18n.t('errorPage.text')}</p>
      <p>
        <a href={localizePath('/', locale)} style={{ color: '#ff7047' }}>
          {i18n.t('common.goHome')}
        </a>
      </p>
    </main>
  );
}

export function ErrorPage() {
  return (
    <ErrorBoundary fallback={<FallbackErrorPage />}>
      <ErrorContent />
    </ErrorBoundary>
  );
}
