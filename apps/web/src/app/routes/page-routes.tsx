// Every page of the spec's route table (spec 1 section 2, spec 2 section 2), as paths without the
// locale prefix, grouped by the layout that frames them. Ids are checked before a page renders: a
// path whose id cannot exist is a 404, as the spec's catalogue asks.
import { Stack } from '@mantine/core';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { AuthRoute } from './auth-route';
import { ProfileCalendarRoute } from './calendar-route';
import { ProfileBannersRoute } from './banners-route';
import { CheckoutRoute } from './checkout-route';
import { ComingSoonRoute, type ComingSoonArea } from './coming-soon-route';
import { ConfirmRequestRoute } from './confirm-request-route';
import { NewsItemRoute, NewsListRoute, StaticPageRoute } from './content-routes';
import { HomeRoute } from './home-route';
import { ProfileJarsRoute } from './jar-list-route';
import { JarRoute } from './jar-route';
import { JoinChatRoute } from './join-chat-route';
import { JoinTournamentRoute } from './join-tournament-route';
import { LockedRoute } from './locked-route';
import { NotFoundRoute } from './not-found-route';
import {
  GamePagesNav,
  ProfileGameIndexRedirect,
  ProfileGameRoute,
  ProfileMatchHistoryRoute,
  ProfileQuickMatchesRoute,
} from './profile-game-routes';
import { ProfileIndexRedirect, ProfileLayoutRoute } from './profile-layout-route';
import { ProfileReportsRoute } from './report-entries';
import {
  ProfileFriendsRoute,
  ProfileInfoRoute,
  ProfileSettingsRoute,
  ProfileTeamsRoute,
} from './profile-tab-routes';
import { TeamIndexRedirect, TeamLayoutRoute } from './team-layout-route';
import {
  TeamOverviewRoute,
  TeamPlayersRoute,
  TeamSettingsRoute,
  TeamVotingRoute,
} from './team-tab-routes';
import { TournamentCreateRoute } from './tournament-create-route';
import { TournamentListRoute } from './tournament-list-route';
import { TournamentPlayersRoute } from './tournament-players-route';
import { TournamentRoute } from './tournament-route';
import { TournamentSettingsRoute } from './tournament-settings-route';
import {
  QuickMatchCreateRoute,
  QuickMatchIndexRedirect,
  QuickMatchListRoute,
} from './quick-match-list-route';
import { QuickMatchRoute } from './quick-match-route';
import { MatchStatisticsRoute, StatisticsRoute } from './statistics-routes';
import { ProfileWalletRoute } from './wallet-tab-route';

const NUMERIC_ID = /^[1-9]\d{0,9}$/;
const PROFILE_ID = /^(me|[1-9]\d{0,9})$/;
const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;
const JOIN_TYPE = /^[a-z][a-z_-]{0,29}$/;
const INVITE_TOKEN = /^[A-Za-z0-9_-]{1,128}$/;

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
  element: <TeamLayoutRoute />,
  loader: checkParams(withId),
  children: [
    { index: true, element: <TeamIndexRedirect /> },
    { path: 'overview', element: <TeamOverviewRoute /> },
    { path: 'players', element: <TeamPlayersRoute /> },
    { path: 'settings', element: <TeamSettingsRoute /> },
    { path: 'voting', element: <TeamVotingRoute /> },
  ],
};

/** /profile/{id?}/...: "me", a user id, or no id (the own profile); the layout shows whose. */
const profileRoute: RouteObject = {
  path: 'profile/:id?',
  element: <ProfileLayoutRoute />,
  loader: checkParams({ id: PROFILE_ID }),
  children: [
    { index: true, element: <ProfileIndexRedirect /> },
    { path: 'info', element: <ProfileInfoRoute /> },
    { path: 'friends', element: <ProfileFriendsRoute /> },
    { path: 'settings', element: <ProfileSettingsRoute /> },
    { path: 'teams', element: <ProfileTeamsRoute /> },
    { path: 'wallet', element: <ProfileWalletRoute /> },
    { path: 'jars', element: <ProfileJarsRoute /> },
    { path: 'banners', element: <ProfileBannersRoute /> },
    { path: 'reports', element: <ProfileReportsRoute /> },
    { path: 'calendar', element: <ProfileCalendarRoute /> },
    { path: 'statistics', element: <ProfileMatchHistoryRoute /> },
    { path: 'game', element: <ProfileGameIndexRedirect /> },
    { path: 'game/game', element: <ProfileGameRoute /> },
    { path: 'game/quick-matches', element: <ProfileQuickMatchesRoute /> },
    {
      path: 'game/tournaments',
      element: (
        <Stack gap="lg">
          <GamePagesNav />
          <ComingSoonRoute area="profileTournaments" level={2} />
        </Stack>
      ),
    },
    ...LATER_PROFILE_TABS.map(([path, area]) => ({
      path,
      element: <ComingSoonRoute area={area} level={2} />,
    })),
  ],
};

/** Pages in the default layout: header, footer and every overlay. */
export const defaultLayoutPages: RouteObject[] = [
  { index: true, element: <HomeRoute /> },
  { path: 'login', element: <HomeRoute panel="sign-in" /> },
  { path: 'forgot-password/:token?', element: <HomeRoute panel="reset" /> },
  { path: 'email/confirm/:token?', element: <HomeRoute panel="confirm-email" /> },
  { path: 'steam-login', element: <HomeRoute panel="steam-login" /> },
  { path: 'email/confirm-request', element: <ConfirmRequestRoute /> },
  profileRoute,
  { path: 'statistics', element: <StatisticsRoute /> },
  { path: 'statistics/:id', element: <MatchStatisticsRoute />, loader: checkParams(withId) },
  teamRoute,
  { path: 'tournaments', element: <TournamentListRoute /> },
  { path: 'tournaments/create', element: <TournamentCreateRoute /> },
  { path: 'tournaments/:id', element: <TournamentRoute />, loader: checkParams(withId) },
  {
    path: 'tournaments/:id/players',
    element: <TournamentPlayersRoute />,
    loader: checkParams(withId),
  },
  {
    path: 'tournaments/:id/settings',
    element: <TournamentSettingsRoute />,
    loader: checkParams(withId),
  },
  { path: 'quick-matches', element: <QuickMatchListRoute /> },
  { path: 'quick-matches/create', element: <QuickMatchCreateRoute /> },
  { path: 'match', element: <QuickMatchIndexRedirect /> },
  {
    path: 'match/:id/:token?',
    element: <QuickMatchRoute />,
    loader: checkParams({ id: NUMERIC_ID, token: INVITE_TOKEN }),
  },
  { path: 'jar/:id', element: <JarRoute />, loader: checkParams(withId) },
  {
    path: 'static-page/:slug',
    element: <StaticPageRoute />,
    loader: checkParams({ slug: SLUG }),
  },
  { path: 'news', element: <NewsListRoute /> },
  { path: 'news/:id', element: <NewsItemRoute />, loader: checkParams(withId) },
  soon('join', 'join'),
  soon('join/:type', 'join', { type: JOIN_TYPE }),
  {
    path: 'join/tournament/:id/:token',
    element: <JoinTournamentRoute />,
    loader: checkParams({ id: NUMERIC_ID, token: INVITE_TOKEN }),
  },
  {
    path: 'join/chat/:token',
    element: <JoinChatRoute />,
    loader: checkParams({ token: INVITE_TOKEN }),
  },
  soon('join/:type/:id/:token?', 'join', { type: JOIN_TYPE }),
  { path: '*', element: <NotFoundRoute /> },
];

/** Pages in the empty layout: the header only. */
export const emptyLayoutPages: RouteObject[] = [{ path: 'locked', element: <LockedRoute /> }];

/** Pages in the bare layout: no chrome at all. */
export const bareLayoutPages: RouteObject[] = [
  { path: 'auth', element: <AuthRoute /> },
  // The sandbox payment provider's page: a provider's own site, so no Clutch chrome around it.
  {
    path: 'wallet/checkout/:order',
    element: <CheckoutRoute />,
    loader: checkParams({ order: NUMERIC_ID }),
  },
];
