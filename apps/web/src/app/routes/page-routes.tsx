// Every page of the spec's route table (spec 1 section 2, spec 2 section 2), as paths without the
// locale prefix, grouped by the layout that frames them. Ids are checked before a page renders: a
// path whose id cannot exist is a 404, as the spec's catalogue asks. Each page's code (and the
// features it pulls) is its own chunk, fetched on the first visit alongside the route's check, so the
// first page loads only what it shows; the small status pages stay in the main chunk.
import { CONSOLE_SECTIONS } from '@clutch/contract/operator';
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { ComingSoonRoute, type ComingSoonArea } from './coming-soon-route';
import { LockedRoute } from './locked-route';
import { NotFoundRoute } from './not-found-route';

const NUMERIC_ID = /^[1-9]\d{0,9}$/;
const PROFILE_ID = /^(me|[1-9]\d{0,9})$/;
const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;
const JOIN_TYPE = /^[a-z][a-z_-]{0,29}$/;
const INVITE_TOKEN = /^[A-Za-z0-9_-]{1,128}$/;
const CONSOLE_SECTION = new RegExp(`^(${CONSOLE_SECTIONS.join('|')})$`);

/** What a route check throws; the error page reads its status, as it does for any error. */
export class RouteNotFoundError extends Error {
  readonly status = 404;
  constructor(path: string) {
    super(`No page at ${path}`);
    this.name = 'RouteNotFoundError';
  }
}

/** A loader that answers 404 when a present parameter fails its pattern. */
function checkParams(patterns: Record<string, RegExp>) {
  return ({ params, request }: LoaderFunctionArgs) => {
    for (const [name, pattern] of Object.entries(patterns)) {
      const value = params[name];
      if (value !== undefined && !pattern.test(value)) {
        throw new RouteNotFoundError(new URL(request.url).pathname);
      }
    }
    return null;
  };
}

/** Each page module's import: one chunk per module, shared features in chunks of their own. */
const pages = {
  authRoute: () => import('./auth-route'),
  bannersRoute: () => import('./banners-route'),
  calendarRoute: () => import('./calendar-route'),
  checkoutRoute: () => import('./checkout-route'),
  confirmRequestRoute: () => import('./confirm-request-route'),
  contentRoutes: () => import('./content-routes'),
  homeRoute: () => import('./home-route'),
  jarListRoute: () => import('./jar-list-route'),
  jarRoute: () => import('./jar-route'),
  joinChatRoute: () => import('./join-chat-route'),
  joinTournamentRoute: () => import('./join-tournament-route'),
  operatorRoute: () => import('./operator-route'),
  profileGameRoutes: () => import('./profile-game-routes'),
  profileLayoutRoute: () => import('./profile-layout-route'),
  profileTabRoutes: () => import('./profile-tab-routes'),
  quickMatchListRoute: () => import('./quick-match-list-route'),
  quickMatchRoute: () => import('./quick-match-route'),
  reportEntries: () => import('./report-entries'),
  statisticsRoutes: () => import('./statistics-routes'),
  teamLayoutRoute: () => import('./team-layout-route'),
  teamTabRoutes: () => import('./team-tab-routes'),
  tournamentCreateRoute: () => import('./tournament-create-route'),
  tournamentListRoute: () => import('./tournament-list-route'),
  tournamentPlayersRoute: () => import('./tournament-players-route'),
  tournamentRoute: () => import('./tournament-route'),
  tournamentSettingsRoute: () => import('./tournament-settings-route'),
  walletTabRoute: () => import('./wallet-tab-route'),
};

/** A page whose module loads on its first visit; the router waits for it before showing the page. */
function lazyPage<M>(
  load: () => Promise<M>,
  render: (module: M) => ReactNode,
): RouteObject['lazy'] {
  return { element: async () => render(await load()) };
}

function soon(
  path: string,
  area: ComingSoonArea,
  patterns: Record<string, RegExp> = {},
): RouteObject {
  return { path, element: <ComingSoonRoute area={area} />, loader: checkParams(patterns) };
}

/** Profile tabs later issues build; they show inside the profile layout until then. */
const LATER_PROFILE_TABS: readonly [string, ComingSoonArea][] = [];

const withId = { id: NUMERIC_ID };

/** /team/{id?}/...: without an id the user's own teams; the layout loads the team for its tabs. */
const teamRoute: RouteObject = {
  path: 'team/:id?',
  lazy: lazyPage(pages.teamLayoutRoute, (m) => <m.TeamLayoutRoute />),
  loader: checkParams(withId),
  children: [
    { index: true, lazy: lazyPage(pages.teamLayoutRoute, (m) => <m.TeamIndexRedirect />) },
    { path: 'overview', lazy: lazyPage(pages.teamTabRoutes, (m) => <m.TeamOverviewRoute />) },
    { path: 'players', lazy: lazyPage(pages.teamTabRoutes, (m) => <m.TeamPlayersRoute />) },
    { path: 'settings', lazy: lazyPage(pages.teamTabRoutes, (m) => <m.TeamSettingsRoute />) },
    { path: 'voting', lazy: lazyPage(pages.teamTabRoutes, (m) => <m.TeamVotingRoute />) },
  ],
};

/** /profile/{id?}/...: "me", a user id, or no id (the own profile); the layout shows whose. */
const profileRoute: RouteObject = {
  path: 'profile/:id?',
  lazy: lazyPage(pages.profileLayoutRoute, (m) => <m.ProfileLayoutRoute />),
  loader: checkParams({ id: PROFILE_ID }),
  children: [
    { index: true, lazy: lazyPage(pages.profileLayoutRoute, (m) => <m.ProfileIndexRedirect />) },
    { path: 'info', lazy: lazyPage(pages.profileTabRoutes, (m) => <m.ProfileInfoRoute />) },
    { path: 'friends', lazy: lazyPage(pages.profileTabRoutes, (m) => <m.ProfileFriendsRoute />) },
    { path: 'settings', lazy: lazyPage(pages.profileTabRoutes, (m) => <m.ProfileSettingsRoute />) },
    { path: 'teams', lazy: lazyPage(pages.profileTabRoutes, (m) => <m.ProfileTeamsRoute />) },
    { path: 'wallet', lazy: lazyPage(pages.walletTabRoute, (m) => <m.ProfileWalletRoute />) },
    { path: 'jars', lazy: lazyPage(pages.jarListRoute, (m) => <m.ProfileJarsRoute />) },
    { path: 'banners', lazy: lazyPage(pages.bannersRoute, (m) => <m.ProfileBannersRoute />) },
    { path: 'reports', lazy: lazyPage(pages.reportEntries, (m) => <m.ProfileReportsRoute />) },
    { path: 'calendar', lazy: lazyPage(pages.calendarRoute, (m) => <m.ProfileCalendarRoute />) },
    {
      path: 'statistics',
      lazy: lazyPage(pages.profileGameRoutes, (m) => <m.ProfileMatchHistoryRoute />),
    },
    {
      path: 'game',
      lazy: lazyPage(pages.profileGameRoutes, (m) => <m.ProfileGameIndexRedirect />),
    },
    { path: 'game/game', lazy: lazyPage(pages.profileGameRoutes, (m) => <m.ProfileGameRoute />) },
    {
      path: 'game/quick-matches',
      lazy: lazyPage(pages.profileGameRoutes, (m) => <m.ProfileQuickMatchesRoute />),
    },
    {
      path: 'game/tournaments',
      lazy: lazyPage(pages.profileGameRoutes, (m) => (
        <Stack gap="lg">
          <m.GamePagesNav />
          <ComingSoonRoute area="profileTournaments" level={2} />
        </Stack>
      )),
    },
    ...LATER_PROFILE_TABS.map(([path, area]) => ({
      path,
      element: <ComingSoonRoute area={area} level={2} />,
    })),
  ],
};

/** Pages in the default layout: header, footer and every overlay. */
export const defaultLayoutPages: RouteObject[] = [
  { index: true, lazy: lazyPage(pages.homeRoute, (m) => <m.HomeRoute />) },
  { path: 'login', lazy: lazyPage(pages.homeRoute, (m) => <m.HomeRoute panel="sign-in" />) },
  {
    path: 'forgot-password/:token?',
    lazy: lazyPage(pages.homeRoute, (m) => <m.HomeRoute panel="reset" />),
  },
  {
    path: 'email/confirm/:token?',
    lazy: lazyPage(pages.homeRoute, (m) => <m.HomeRoute panel="confirm-email" />),
  },
  {
    path: 'steam-login',
    lazy: lazyPage(pages.homeRoute, (m) => <m.HomeRoute panel="steam-login" />),
  },
  {
    path: 'email/confirm-request',
    lazy: lazyPage(pages.confirmRequestRoute, (m) => <m.ConfirmRequestRoute />),
  },
  profileRoute,
  { path: 'statistics', lazy: lazyPage(pages.statisticsRoutes, (m) => <m.StatisticsRoute />) },
  {
    path: 'statistics/:id',
    lazy: lazyPage(pages.statisticsRoutes, (m) => <m.MatchStatisticsRoute />),
    loader: checkParams(withId),
  },
  teamRoute,
  {
    path: 'tournaments',
    lazy: lazyPage(pages.tournamentListRoute, (m) => <m.TournamentListRoute />),
  },
  {
    path: 'tournaments/create',
    lazy: lazyPage(pages.tournamentCreateRoute, (m) => <m.TournamentCreateRoute />),
  },
  {
    path: 'tournaments/:id',
    lazy: lazyPage(pages.tournamentRoute, (m) => <m.TournamentRoute />),
    loader: checkParams(withId),
  },
  {
    path: 'tournaments/:id/players',
    lazy: lazyPage(pages.tournamentPlayersRoute, (m) => <m.TournamentPlayersRoute />),
    loader: checkParams(withId),
  },
  {
    path: 'tournaments/:id/settings',
    lazy: lazyPage(pages.tournamentSettingsRoute, (m) => <m.TournamentSettingsRoute />),
    loader: checkParams(withId),
  },
  {
    path: 'quick-matches',
    lazy: lazyPage(pages.quickMatchListRoute, (m) => <m.QuickMatchListRoute />),
  },
  {
    path: 'quick-matches/create',
    lazy: lazyPage(pages.quickMatchListRoute, (m) => <m.QuickMatchCreateRoute />),
  },
  {
    path: 'match',
    lazy: lazyPage(pages.quickMatchListRoute, (m) => <m.QuickMatchIndexRedirect />),
  },
  {
    path: 'match/:id/:token?',
    lazy: lazyPage(pages.quickMatchRoute, (m) => <m.QuickMatchRoute />),
    loader: checkParams({ id: NUMERIC_ID, token: INVITE_TOKEN }),
  },
  {
    path: 'jar/:id',
    lazy: lazyPage(pages.jarRoute, (m) => <m.JarRoute />),
    loader: checkParams(withId),
  },
  {
    path: 'static-page/:slug',
    lazy: lazyPage(pages.contentRoutes, (m) => <m.StaticPageRoute />),
    loader: checkParams({ slug: SLUG }),
  },
  { path: 'news', lazy: lazyPage(pages.contentRoutes, (m) => <m.NewsListRoute />) },
  {
    path: 'operator/:section?',
    lazy: lazyPage(pages.operatorRoute, (m) => <m.OperatorRoute />),
    loader: checkParams({ section: CONSOLE_SECTION }),
  },
  {
    path: 'news/:id',
    lazy: lazyPage(pages.contentRoutes, (m) => <m.NewsItemRoute />),
    loader: checkParams(withId),
  },
  soon('join', 'join'),
  soon('join/:type', 'join', { type: JOIN_TYPE }),
  {
    path: 'join/tournament/:id/:token',
    lazy: lazyPage(pages.joinTournamentRoute, (m) => <m.JoinTournamentRoute />),
    loader: checkParams({ id: NUMERIC_ID, token: INVITE_TOKEN }),
  },
  {
    path: 'join/chat/:token',
    lazy: lazyPage(pages.joinChatRoute, (m) => <m.JoinChatRoute />),
    loader: checkParams({ token: INVITE_TOKEN }),
  },
  soon('join/:type/:id/:token?', 'join', { type: JOIN_TYPE }),
  { path: '*', element: <NotFoundRoute /> },
];

/** Pages in the empty layout: the header only. */
export const emptyLayoutPages: RouteObject[] = [{ path: 'locked', element: <LockedRoute /> }];

/** Pages in the bare layout: no chrome at all. */
export const bareLayoutPages: RouteObject[] = [
  { path: 'auth', lazy: lazyPage(pages.authRoute, (m) => <m.AuthRoute />) },
  // The sandbox payment provider's page: a provider's own site, so no Clutch chrome around it.
  {
    path: 'wallet/checkout/:order',
    lazy: lazyPage(pages.checkoutRoute, (m) => <m.CheckoutRoute />),
    loader: checkParams({ order: NUMERIC_ID }),
  },
];
