// The tournaments module: the form and the page, registration, the bracket, matches and results,
// prizes, reviews, casters, ownership transfers, the start job; matches run through the matches module.
import type { AppEvent } from '../../app-events.js';
import { dropOnEvents } from '../../platform/http/page-cache.js';
import type { ModuleParts, Platform } from '../../platform/module.js';
import type { BannersService } from '../banners/banners.service.js';
import type { FriendsService } from '../friends/friends.service.js';
import type { GameCatalogService } from '../games/game-catalog.service.js';
import type { GamesService } from '../games/games.service.js';
import type { JarsService } from '../jars/jars.service.js';
import type { MediaService } from '../media/media.service.js';
import type { MeContribution } from '../profiles/profiles.service.js';
import type { Ledger } from '../wallet/ledger/ledger.service.js';
import type { ClashCheck } from '../matches/calendar-clash.js';
import type { MatchesModule } from '../matches/matches.module.js';
import { registerCastersRoutes } from './community/casters.routes.js';
import { createCastersService } from './community/casters.service.js';
import { registerOwnershipTransfersRoutes } from './community/ownership-transfers.routes.js';
import { createOwnershipTransfersService } from './community/ownership-transfers.service.js';
import { registerReviewsRoutes } from './community/reviews.routes.js';
import { createReviewsService } from './community/reviews.service.js';
import { registerTournamentShowcaseRoutes } from './community/tournament-showcase.routes.js';
import { createTournamentShowcaseService } from './community/tournament-showcase.service.js';
import { registerTournamentsRoutes } from './core/tournaments.routes.js';
import { createTournamentsService } from './core/tournaments.service.js';
import { createMatchResults } from './play/match-results.service.js';
import { registerMatchesRoutes } from './play/matches.routes.js';
import { createMatchesService } from './play/matches.service.js';
import { createTeamMatchesSource } from './play/team-matches.service.js';
import { createTournamentStart } from './play/tournament-start.service.js';
import { tournamentsMePart } from './profile-me.repository.js';
import { createApplicationsService } from './registration/applications.service.js';
import { registerRegistrationRoutes } from './registration/registration.routes.js';
import { createRegistrationService } from './registration/registration.service.js';
import { createTournamentBansService } from './registration/tournament-bans.service.js';
import { createTournamentInvitesService } from './registration/tournament-invites.service.js';
import { registerTournamentsRealtime } from './tournaments.realtime.js';
import { createTournamentsStaff, type TournamentsStaff } from './tournaments-staff.service.js';

/**
 * What a tournament list row may show changed: the tournament (made, edited, its counters, status,
 * owner, texts, registrations, applications, bans), the banner it shows, or its creator's name or
 * picture. A caller's own marks (their review, place and application) change only with these too.
 */
export const TOURNAMENT_PAGE_EVENTS: ReadonlySet<AppEvent['type']> = new Set<AppEvent['type']>([
  'TournamentCreated',
  'TournamentChanged',
  'TournamentCancelled',
  'TournamentStarted',
  'TournamentFinished',
  'TournamentParticipationChanged',
  'TournamentParticipantsRemoved',
  'TournamentApplicationDecided',
  'BannersChanged',
  'ProfileChanged',
  'AccountChanged',
]);

export interface TournamentsNeeds {
  ledger: Ledger;
  media: MediaService;
  games: GamesService;
  catalog: GameCatalogService;
  jars: JarsService;
  banners: BannersService;
  /** The block list: no invitation between users where either blocked the other. */
  blocks: Pick<FriendsService, 'isBlockedEitherWay'>;
  /** The shared runners; tournaments take the results they decide and list teams' matches. */
  matches: Pick<MatchesModule, 'runners' | 'addOwner' | 'hosting'>;
  /** The calendar's clash check: registering, applying and accepting an invitation warn with it. */
  clashes: ClashCheck;
}

export interface TournamentsModule extends ModuleParts<AppEvent> {
  /** Its part of profile/me: the current tournament and the next match. */
  me: MeContribution;
  /** What the operator console does to tournaments, in its own transaction. */
  staff: TournamentsStaff;
}

export function createTournamentsModule(
  platform: Platform<AppEvent>,
  needs: TournamentsNeeds,
): TournamentsModule {
  const { config, db, bus, jobs } = platform;
  const { ledger } = needs;
  const minuteMs = config.TOURNAMENT_MINUTE;
  // Running tournaments: the start job, results and settlement; the simulator plays demo ones only.
  const start = createTournamentStart({ jobs, ledger, bus, minuteMs });
  const results = createMatchResults({
    db,
    ledger,
    bus,
    platformFeePercent: config.TOURNAMENT_PLATFORM_FEE_PERCENT,
    prizeJars: needs.jars,
    postponeMs: config.MATCH_POSTPONE_DELAY,
    releaseHost: (tx, matchId) => needs.matches.hosting.release(tx, 'tournament', matchId),
  });
  const { runners } = needs.matches;
  needs.matches.addOwner('tournament', {
    results: results.runnerResult,
    failures: results.runnerFailure,
    history: createTeamMatchesSource(db),
  });
  const matches = createMatchesService({
    db,
    bus,
    results,
    // Demo tournaments: the simulator. Real ones: our CS2 servers and Dota 2 bots, or, where the
    // platform runs none (TOURNAMENT_HOSTS=manual), lobbies the players make and results they report.
    runnerFor: (match) =>
      match.book === 'demo'
        ? runners.simulator
        : config.TOURNAMENT_HOSTS === 'manual'
          ? runners.manual
          : runners.real(match.game),
    postponeMs: config.MATCH_POSTPONE_DELAY,
  });
  const tournaments = createTournamentsService({
    db,
    ledger,
    bus,
    media: needs.media,
    games: needs.games,
    catalog: needs.catalog,
    scheduleStart: start.schedule,
    minuteMs,
  });
  // Every instance drops its kept tournament pages and marks on what may change one, and after the
  // bus lost events.
  dropOnEvents(bus, TOURNAMENT_PAGE_EVENTS, tournaments.dropPages);
  const showcase = createTournamentShowcaseService({
    db,
    bus,
    jars: needs.jars,
    banners: needs.banners,
  });
  const registrationDeps = { db, ledger, bus, minuteMs };
  const registration = {
    registration: createRegistrationService({ ...registrationDeps, clashes: needs.clashes }),
    applications: createApplicationsService(registrationDeps),
    bans: createTournamentBansService(registrationDeps),
    invites: createTournamentInvitesService({ db, bus, blocks: needs.blocks, minuteMs }),
  };
  const reviews = createReviewsService({ db, bus });
  const transfers = createOwnershipTransfersService({ db, bus });
  const casters = createCastersService({ db, bus });
  return {
    me: tournamentsMePart,
    staff: createTournamentsStaff({ ledger, bus, results }),
    routes({ mount }) {
      registerMatchesRoutes(mount, { matches, results });
      registerTournamentsRoutes(mount, tournaments);
      registerTournamentShowcaseRoutes(mount, showcase);
      registerReviewsRoutes(mount, reviews);
      registerOwnershipTransfersRoutes(mount, transfers);
      registerCastersRoutes(mount, casters);
      registerRegistrationRoutes(mount, registration);
    },
    realtime: (gateway) => registerTournamentsRealtime(gateway, bus, matches),
    jobs: start.jobs,
  };
}
