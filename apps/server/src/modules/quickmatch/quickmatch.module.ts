// The quick-matches module: lobbies, the ready check, pick-and-ban, the match a runner plays, its
// statistics and ratings, and the quick-match live channel; matches run through the matches module.
import type { AppEvent } from '../../app-events.js';
import { dropOnEvents } from '../../platform/http/page-cache.js';
import type { ModuleParts, Platform } from '../../platform/module.js';
import type { FriendsService } from '../friends/friends.service.js';
import type { GameCatalogService } from '../games/game-catalog.service.js';
import type { GamesService } from '../games/games.service.js';
import type { ClashCheck } from '../matches/calendar-clash.js';
import type { MatchesModule } from '../matches/matches.module.js';
import type { MeContribution } from '../profiles/profiles.service.js';
import type { Ledger } from '../wallet/ledger/ledger.service.js';
import { createLobbiesService } from './lobbies.service.js';
import { createLobbiesStaff, type LobbiesStaff } from './lobbies-staff.service.js';
import { createLobbyJobs } from './lobby-jobs.service.js';
import { quickMatchMePart } from './profile-me.repository.js';
import type { HostPool } from './quickmatch.repository.js';
import { createQuickMatchHistorySource } from './quickmatch-history.service.js';
import { createQuickMatchQueries } from './quickmatch-queries.service.js';
import { registerQuickMatchRealtime } from './quickmatch.realtime.js';
import { registerQuickMatchRoutes } from './quickmatch.routes.js';

/**
 * What a lobby page shows changed: a lobby made, joined, left, started, cancelled or finished
 * (every lobby write announces QuickMatchChanged or an end), or its creator's name or picture.
 */
export const LOBBY_PAGE_EVENTS: ReadonlySet<AppEvent['type']> = new Set<AppEvent['type']>([
  'QuickMatchChanged',
  'QuickMatchDeleted',
  'QuickMatchFinished',
  'QuickMatchFailed',
  'ProfileChanged',
  'AccountChanged',
]);

export interface QuickMatchNeeds {
  ledger: Ledger;
  games: GamesService;
  catalog: GameCatalogService;
  blocks: Pick<FriendsService, 'isBlockedEitherWay'>;
  matches: Pick<MatchesModule, 'runners' | 'addOwner' | 'history' | 'hosting'>;
  /** The calendar's clash check: taking a seat in a timed lobby warns with it. */
  clashes: ClashCheck;
}

export interface QuickMatchModule extends ModuleParts<AppEvent> {
  /** Its part of profile/me: the live lobby and its ready check. */
  me: MeContribution;
  /** What the operator console does to lobbies, in its own transaction. */
  staff: LobbiesStaff;
}

export function createQuickMatchModule(
  platform: Platform<AppEvent>,
  needs: QuickMatchNeeds,
): QuickMatchModule {
  const { config, db, bus, jobs } = platform;
  const { runners } = needs.matches;
  // The simulator hosts demo lobbies; real ones are booked against the real hosts.
  const capacity = (pool: HostPool) =>
    pool.isDemo
      ? Promise.resolve(config.QUICKMATCH_SIMULATOR_CAPACITY)
      : needs.matches.hosting.capacity.places(pool.game, pool.server);
  const flow = {
    ledger: needs.ledger,
    jobs,
    // The simulator plays demo lobbies; real crystals play on our CS2 servers and Dota 2 bots.
    runnerFor: (book: 'real' | 'demo', game: number) =>
      book === 'demo' ? runners.simulator : runners.real(game),
    postponeMs: config.MATCH_POSTPONE_DELAY,
    readyCheckMs: config.QUICKMATCH_READY_CHECK,
    vetoTurnMs: config.QUICKMATCH_VETO_TURN,
  };
  const lobbyJobs = createLobbyJobs({
    ...flow,
    bus,
    platformFeePercent: config.TOURNAMENT_PLATFORM_FEE_PERCENT,
  });
  needs.matches.addOwner('quickmatch', {
    results: lobbyJobs.runnerResult,
    failures: lobbyJobs.runnerFailure,
    history: createQuickMatchHistorySource(db),
  });
  const tournamentsBookHosts = config.TOURNAMENT_HOSTS === 'platform';
  const lobbies = createLobbiesService({
    ...flow,
    db,
    bus,
    catalog: needs.catalog,
    capacity,
    tournamentsBookHosts,
    clashes: needs.clashes,
  });
  const queries = createQuickMatchQueries({
    db,
    bus,
    catalog: needs.catalog,
    games: needs.games,
    blocks: needs.blocks,
    capacity,
    tournamentsBookHosts,
    history: needs.matches.history,
    hosting: needs.matches.hosting,
  });
  // Every instance drops its kept lobby pages on what may change one, and after a bus resync.
  dropOnEvents(bus, LOBBY_PAGE_EVENTS, queries.dropPages);
  return {
    me: quickMatchMePart,
    staff: createLobbiesStaff({
      ...flow,
      bus,
      releaseHost: (tx, lobbyId) => needs.matches.hosting.release(tx, 'quickmatch', lobbyId),
    }),
    routes: ({ mount }) => registerQuickMatchRoutes(mount, { lobbies, queries }),
    realtime: (gateway) =>
      registerQuickMatchRealtime(gateway, bus, { db, lobbies, logger: platform.logger }),
    jobs: lobbyJobs.jobs,
  };
}
