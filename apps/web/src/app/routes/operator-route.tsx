// /operator and /operator/<section>: the operator console, loaded on first visit (staff only, so no
// one else downloads it). A section name that is not one of the console's is a 404; the console
// itself says "staff only" to a member without a role. The console shows published content with
// the content feature's renderer of the server's sanitised HTML.
import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ServerHtml } from '../../features/content/components/server-html';
import { PublishedHtmlContext } from '../../features/operator/components/published-html';
import { isConsoleSection } from '../../features/operator/section-nav';

const OperatorConsole = lazy(() =>
  import('../../features/operator/components/operator-console').then((module) => ({
    default: module.OperatorConsole,
  })),
);

export function OperatorRoute() {
  const { t } = useTranslation();
  const { section } = useParams();
  return (
    <PublishedHtmlContext.Provider value={ServerHtml}>
      <Suspense
        fallback={
          <Center py="xl">
            <Loader aria-label={t('common.loading')} />
          </Center>
        }
      >
        <OperatorConsole asked={isConsoleSection(section) ? section : undefined} />
      </Suspense>
    </PublishedHtmlContext.Provider>
  );
}
