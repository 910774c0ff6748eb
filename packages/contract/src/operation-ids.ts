// Stable OpenAPI operationIds named after the contract: `<collection>_<key>` (auth_login, profile_me,
// teamInvitation_invites_accept), where a collection is any `<collection>Endpoints` export of the
// modules below. A new endpoint in an existing collection is named by itself; a new contract
// module with endpoints adds one import here (the API document's test names any that is missing).
import * as auth from './auth.js';
import * as banners from './banners.js';
import * as calendar from './calendar.js';
import * as content from './content.js';
import type { Endpoint } from './endpoint.js';
import * as friends from './friends.js';
import * as gameCatalog from './game-catalog.js';
import * as games from './games.js';
import * as health from './health.js';
import * as hosting from './hosting.js';
import * as jars from './jars.js';
import * as media from './media.js';
import * as messenger from './messenger.js';
import * as notifications from './notifications.js';
import * as operatorFinance from './operator-finance.js';
import * as operatorOps from './operator-ops.js';
import * as operator from './operator.js';
import * as paymentSettings from './payment-settings.js';
import * as posts from './posts.js';
import * as profile from './profile.js';
import * as quickmatch from './quickmatch.js';
import * as reports from './reports.js';
import * as teams from './teams.js';
import * as tournamentMatches from './tournament-matches.js';
import * as tournamentRegistration from './tournament-registration.js';
import * as tournamentReviews from './tournament-reviews.js';
import * as tournamentTransfers from './tournament-transfers.js';
import * as tournaments from './tournaments.js';
import * as transfers from './transfers.js';
import * as wallet from './wallet.js';

const MODULES: readonly object[] = [
  auth,
  banners,
  calendar,
  content,
  friends,
  gameCatalog,
  games,
  health,
  hosting,
  jars,
  media,
  messenger,
  notifications,
  operatorFinance,
  operatorOps,
  operator,
  paymentSettings,
  posts,
  profile,
  quickmatch,
  reports,
  teams,
  tournamentMatches,
  tournamentRegistration,
  tournamentReviews,
  tournamentTransfers,
  tournaments,
  transfers,
  wallet,
];

const COLLECTION_SUFFIX = 'Endpoints';

function isEndpoint(value: unknown): value is Endpoint {
  return (
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    'response' in value &&
    typeof value.method === 'string' &&
    typeof value.path === 'string'
  );
}

interface Names {
  byEndpoint: Map<Endpoint, string>;
  /** For a route that mounts an adjusted copy (`{ ...api.edit, body }`): same method and path. */
  byRoute: Map<string, string>;
}

const routeKey = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

/** Endpoints under `prefix`, nested groups (teamInvitation.invites.accept) joined by `_`. */
function collect(prefix: string, value: unknown, names: Names): void {
  if (isEndpoint(value)) {
    if (!names.byEndpoint.has(value)) names.byEndpoint.set(value, prefix);
    if (!names.byRoute.has(routeKey(value))) names.byRoute.set(routeKey(value), prefix);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [key, child] of Object.entries(value)) collect(`${prefix}_${key}`, child, names);
}

function buildNames(): Names {
  const names: Names = { byEndpoint: new Map(), byRoute: new Map() };
  for (const module of MODULES)
    for (const [exported, collection] of Object.entries(module))
      if (exported.endsWith(COLLECTION_SUFFIX) && exported.length > COLLECTION_SUFFIX.length)
        collect(exported.slice(0, -COLLECTION_SUFFIX.length), collection, names);
  return names;
}

let named: Names | undefined;

/** The contract's name of an endpoint, or null when no collection above exports it. */
export function contractNameOf(endpoint: Endpoint): string | null {
  named ??= buildNames();
  return named.byEndpoint.get(endpoint) ?? named.byRoute.get(routeKey(endpoint)) ?? null;
}

/** An operationId from a method and a path (`:id` or `{id}`): `get_profile_id_friends`. */
export function operationIdFromRoute(method: string, path: string): string {
  const slug = path
    .split('/')
    .map((segment) => segment.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, ''))
    .filter(Boolean)
    .join('_');
  return `${method.toLowerCase()}_${slug}`;
}

/**
 * The endpoint's operationId: its contract name, else one made from its method and path, so an
 * endpoint outside the collections still gets a unique id.
 */
export function operationIdOf(endpoint: Endpoint): string {
  return contractNameOf(endpoint) ?? operationIdFromRoute(endpoint.method, endpoint.path);
}
