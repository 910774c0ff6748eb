// The route table. Every page exists unprefixed (English) and under /cn, /ua and /da; areas that later
// issues build show a "coming soon" panel inside the layout, and anything else is a 404.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LOCALES, DEFAULT_LOCALE } from '../lib/locale';
import { MainLayout } from './layouts/main-layout';
import { ComingSoonRoute, type ComingSoonArea } from './routes/coming-soon-route';
import { EmailConfirmRoute } from './routes/email-confirm-route';
import { ForgotPasswordRoute } from './routes/forgot-password-route';
import { HomeRoute } from './routes/home-route';
import { NotFoundRoute } from './routes/not-found-route';
import { RouteError } from './routes/route-error';
import { SteamLoginRoute } from './routes/steam-login-route';

const COMING_SOON: readonly { path: string; area: ComingSoonArea }[] = [
  { path: 'tournaments/*', area: 'tournaments' },
  { path: 'team/*', area: 'teams' },
  { path: 'profile/*', area: 'profile' },
  { path: 'match/*', area: 'match' },
  { path: 'statistics/*', area: 'statistics' },
  { path: 'jar/*', area: 'jar' },
  { path: 'static-page/*', area: 'staticPage' },
  { path: 'join/*', area: 'join' },
  { path: 'locked', area: 'locked' },
  { path: 'email/confirm-request', area: 'emailConfirmRequest' },
];

function pageRoutes(): RouteObject[] {
  return [
    { index: true, element: <HomeRoute /> },
    { path: 'login', element: <HomeRoute withSignIn /> },
    { path: 'auth', element: <HomeRoute withSignIn /> },
    { path: 'steam-login', element: <SteamLoginRoute /> },
    { path: 'email/confirm/:token?', element: <EmailConfirmRoute /> },
    { path: 'forgot-password/:token?', element: <ForgotPasswordRoute /> },
    ...COMING_SOON.map(({ path, area }) => ({ path, element: <ComingSoonRoute area={area} /> })),
    { path: '*', element: <NotFoundRoute /> },
  ];
}

export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    errorElement: <RouteError />,
    children: LOCALES.map((locale) => ({
      path: locale === DEFAULT_LOCALE ? '/' : `/${locale}`,
      children: pageRoutes(),
    })),
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
