// The route table: the root (guard, dialogs, overlays) holds one branch per locale, unprefixed for
// English and under /cn, /ua and /da; each branch holds the three layouts with their pages. A page
// that throws shows the error page inside its layout; if a layout or the error page itself fails,
// the root's plain fallback remains. Pages load their code on the first visit (page-routes.tsx); a
// loader shows over the page being left if that takes a while.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../lib/locale';
import { AppRoot } from './app-root';
import { BareLayout } from './layouts/bare-layout';
import { DefaultLayout } from './layouts/default-layout';
import { EmptyLayout } from './layouts/empty-layout';
import { PagePending } from './layouts/page-pending';
import { ErrorPage, FallbackErrorPage } from './routes/error-page';
import { bareLayoutPages, defaultLayoutPages, emptyLayoutPages } from './routes/page-routes';

function localeBranch(locale: Locale): RouteObject {
  return {
    path: locale === DEFAULT_LOCALE ? '/' : `/${locale}`,
    children: [
      {
        element: <EmptyLayout />,
        children: [{ errorElement: <ErrorPage />, children: emptyLayoutPages }],
      },
      {
        element: <BareLayout />,
        children: [{ errorElement: <ErrorPage />, children: bareLayoutPages }],
      },
      {
        element: <DefaultLayout />,
        children: [{ errorElement: <ErrorPage />, children: defaultLayoutPages }],
      },
    ],
  };
}

export const routes: RouteObject[] = [
  {
    element: (
      <>
        <AppRoot />
        <PagePending />
      </>
    ),
    errorElement: <FallbackErrorPage />,
    // The route checks are synchronous loaders and the first page's chunk follows the entry at
    // once; nothing needs showing meanwhile.
    HydrateFallback: () => null,
    children: LOCALES.map(localeBranch),
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
