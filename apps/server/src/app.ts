// buildApp(deps): platform plugins first, then the modules. main.ts and the tests both call it.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { installValidationMessages } from '@clutch/contract/validation';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { AppEvent } from './app-events.js';
import { registerAuthRealtime } from './modules/auth/auth.realtime.js';
import { registerAuthRoutes } from './modules/auth/auth.routes.js';
import { createAuthService, type AuthService } from './modules/auth/auth.service.js';
import { registerOauthRoutes } from './modules/auth/oauth.routes.js';
import { createOauthService, type OauthSettings } from './modules/auth/oauth.service.js';
import { RevokedSessions } from './modules/auth/revocations.js';
import { createTokenSigner } from './modules/auth/tokens.js';
import { registerBannersRoutes } from './modules/banners/banners.routes.js';
import { createBannersService } from './modules/banners/banners.service.js';
import { registerFriendsRoutes } from './modules/friends/friends.routes.js';
import { createFriendsService } from './modules/friends/friends.service.js';
import { registerGameCatalogRoutes } from './modules/games/game-catalog.routes.js';
import { createGameCatalogService } from './modules/games/game-catalog.service.js';
import { registerGamesRoutes } from './modules/games/games.routes.js';
import { createGamesService } from './modules/games/games.service.js';
import { registerJarsRoutes } from './modules/jars/jars.routes.js';
import { createJarsService } from './modules/jars/jars.service.js';
import { createTeamJarsService } from './modules/jars/team-jars.service.js';
import { registerMediaRoutes } from './modules/media/media.routes.js';
import { createMediaService } from './modules/media/media.service.js';
import { createMatchHistory } from './modules/matches/match-history.service.js';
import { manualRunner } from './modules/matches/match-runner.js';
import { createSimulatorRunner } from './modules/matches/simulator-runner.service.js';
import { registerNotificationTriggers } from './modules/notifications/notification-triggers.js';
import { registerFriendsRealtime } from './modules/friends/friends.realtime.js';
import { registerNotificationsRealtime } from './modules/notifications/notifications.realtime.js';
import { registerNotificationsRoutes } from './modules/notifications/notifications.routes.js';
import {
  createNotificationsService,
  type NotificationsService,
} from './modules/notifications/notifications.service.js';
import { registerPostsRoutes } from './modules/posts/posts.routes.js';
import { createPostsService } from './modules/posts/posts.service.js';
import { createPaymentSettingsService } from './modules/profiles/payment-settings.service.js';
import { registerProfilesRealtime } from './modules/profiles/profiles.realtime.js';
import { registerProfilesRoutes } from './modules/profiles/profiles.routes.js';
import {
  createProfilesService,
  type ProfilesService,
} from './modules/profiles/profiles.service.js';
import { createTeamInvitationsService } from './modules/teams/team-invitations.service.js';
import { createTeamVotesService } from './modules/teams/team-votes.service.js';
import { registerTeamsRoutes } from './modules/teams/teams.routes.js';
import { createTeamsService } from './modules/teams/teams.service.js';
import { createApplicationsService } from './modules/tournaments/registration/applications.service.js';
import { registerCastersRoutes } from './modules/tournaments/community/casters.routes.js';
import { createCastersService } from './modules/tournaments/community/casters.service.js';
import { registerOwnershipTransfersRoutes } from './modules/tournaments/community/ownership-transfers.routes.js';
import { createOwnershipTransfersService } from './modules/tournaments/community/ownership-transfers.service.js';
import { registerRegistrationRoutes } from './modules/tournaments/registration/registration.routes.js';
import { createRegistrationService } from './modules/tournaments/registration/registration.service.js';
import { registerReviewsRoutes } from './modules/tournaments/community/reviews.routes.js';
import { createReviewsService } from './modules/tournaments/community/reviews.service.js';
import { createTournamentBansService } from './modules/tournaments/registration/tournament-bans.service.js';
import { createTournamentInvitesService } from './modules/tournaments/registration/tournament-invites.service.js';
import { createMatchResults } from './modules/tournaments/play/match-results.service.js';
import { registerMatchesRoutes } from './modules/tournaments/play/matches.routes.js';
import { createMatchesService } from './modules/tournaments/play/matches.service.js';
import { registerTournamentShowcaseRoutes } from './modules/tournaments/community/tournament-showcase.routes.js';
import { createTournamentShowcaseService } from './modules/tournaments/community/tournament-showcase.service.js';
import { createTournamentStart } from './modules/tournaments/play/tournament-start.service.js';
import { createTournamentTeamMatches } from './modules/tournaments/play/team-matches.service.js';
import { registerTournamentsRealtime } from './modules/tournaments/tournaments.realtime.js';
import { registerTournamentsRoutes } from './modules/tournaments/core/tournaments.routes.js';
import {
  createTournamentsService,
  prizeJarHeldByTournaments,
  rosterLockedByTournaments,
} from './modules/tournaments/core/tournaments.service.js';
import { createBalancesService } from './modules/wallet/balances.service.js';
import { registerHistoryRoutes } from './modules/wallet/history.routes.js';
import { createHistoryService } from './modules/wallet/history.service.js';
import { createLedger, type Ledger } from './modules/wallet/ledger.service.js';
import { createSandboxPayouts } from './modules/wallet/payout-provider.js';
import { registerWithdrawalsRoutes } from './modules/wallet/withdrawals.routes.js';
import { createWithdrawalsService } from './modules/wallet/withdrawals.service.js';
import {
  createPaymentProviders,
  providerSettingsFrom,
} from './modules/wallet/payment-providers/payment-providers.js';
import {
  registerPaymentsRoutes,
  registerPaymentWebhooks,
} from './modules/wallet/payments.routes.js';
import { createPaymentsService } from './modules/wallet/payments.service.js';
import { registerTransfersRoutes } from './modules/wallet/transfers.routes.js';
import { createTransfersService } from './modules/wallet/transfers.service.js';
import type { Config } from './platform/config.js';
import type { Database } from './platform/db/database.js';
import { handleError } from './platform/http/errors.js';
import { registerHealth } from './platform/http/health.js';
import { createMount } from './platform/http/mount.js';
import { registerOpenApi } from './platform/http/openapi.js';
import { createJobRunner, type JobRunner } from './platform/jobs/job-runner.js';
import type { Mailer } from './platform/mail/mailer.js';
import type { EventBus } from './platform/realtime/bus.js';
import { registerGateway, type RealtimeGateway } from './platform/realtime/gateway.js';
import { createLocalStorage, type Storage } from './platform/storage/storage.js';

export interface AppDeps {
  config: Config;
  database: Database;
  bus: EventBus<AppEvent>;
  mailer: Mailer;
  jwtSecret: string;
  logger: FastifyBaseLogger | boolean;
  /** Shared rate-limit counters across instances; in-memory when absent. */
  redis?: Redis;
  /** Outbound HTTP (Steam, Twitch); tests hand in one that reaches local stand-ins. */
  fetch?: typeof fetch;
  /** Where uploads go; DATA_DIR/media when absent. */
  storage?: Storage;
}

export interface App {
  app: FastifyInstance;
  gateway: RealtimeGateway;
  jobs: JobRunner;
  auth: AuthService;
  profiles: ProfilesService;
  notifications: NotificationsService;
  ledger: Ledger;
  /** The database the app runs on (seeding and operator tools write through it). */
  database: Database;
}

const REQUEST_ID_HEADER = 'x-request-id';

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database, bus } = deps;
  installValidationMessages();
  const app = Fastify({
    ...(typeof deps.logger === 'boolean'
      ? { logger: deps.logger }
      : { loggerInstance: deps.logger }),
    bodyLimit: config.BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: REQUEST_ID_HEADER,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Per-request lines only when debugging: at 10k req/s they would cost more than the requests.
    logController: new LogController({
      disableRequestLogging: config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace',
    }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.addHook('onSend', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'connect-src': ["'self'", 'ws:', 'wss:'],
        'frame-src': ["'self'", 'https://player.twitch.tv', 'https://www.google.com'],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, {
    origin: config.CORS_ORIGINS.length > 0 ? config.CORS_ORIGINS : false,
    credentials: true,
  });
  await app.register(formbody, { bodyLimit: config.BODY_LIMIT });
  await app.register(multipart, { limits: { fileSize: 10 * 1_048_576, files: 10, fields: 50 } });
  await app.register(rateLimit, {
    global: false,
    ...(deps.redis ? { redis: deps.redis, nameSpace: 'clutch-rl:' } : {}),
  });
  await registerOpenApi(app, config.PUBLIC_URL);

  const revoked = new RevokedSessions(config.ACCESS_TOKEN_TTL);
  const signer = createTokenSigner(deps.jwtSecret, {
    access: config.ACCESS_TOKEN_TTL,
    refresh: config.REFRESH_TOKEN_TTL,
  });
  const auth = createAuthService({
    db: database.db,
    signer,
    mailer: deps.mailer,
    bus,
    revoked,
    logger: app.log,
    settings: {
      publicUrl: config.PUBLIC_URL,
      refreshTtlMs: config.REFRESH_TOKEN_TTL,
      refreshGraceMs: config.REFRESH_REUSE_GRACE,
      emailTokenTtlMs: config.EMAIL_TOKEN_TTL,
      resetTokenTtlMs: config.RESET_TOKEN_TTL,
    },
  });
  await auth.loadRevocations(config.ACCESS_TOKEN_TTL);
  const oauthSettings: OauthSettings = {
    publicUrl: config.PUBLIC_URL,
    steamOpenidUrl: config.STEAM_OPENID_URL,
    steamApiKey: config.STEAM_API_KEY,
    steamApiUrl: config.STEAM_API_URL,
    twitchClientId: config.TWITCH_CLIENT_ID,
    twitchClientSecret: config.TWITCH_CLIENT_SECRET,
    twitchAuthUrl: config.TWITCH_AUTH_URL,
  };
  const oauth = createOauthService({
    db: database.db,
    auth,
    bus,
    settings: oauthSettings,
    fetch: deps.fetch ?? fetch,
    logger: app.log,
  });
  const storage =
    deps.storage ?? createLocalStorage(join(resolve(config.DATA_DIR), 'media'), config.PUBLIC_URL);
  const media = createMediaService({ storage });
  const ledger = createLedger({
    db: database.db,
    bus,
    demoStartingBalance: config.DEMO_STARTING_CRYSTALS,
  });
  const purchases = createPaymentsService({
    db: database.db,
    ledger,
    providers: createPaymentProviders(
      providerSettingsFrom(config, deps.jwtSecret),
      deps.fetch ?? fetch,
    ),
    pricing: {
      crystalPriceUsd: config.CRYSTAL_PRICE_USD,
      customMin: config.CUSTOM_PURCHASE_MIN,
      customMax: config.CUSTOM_PURCHASE_MAX,
      usdCourse: config.USD_COURSE,
    },
    // The sandbox's events take the same HTTP path, parser and checks as a real provider's.
    deliver: async (provider, delivery) => {
      const res = await app.inject({
        method: 'POST',
        url: `/api/wallet/webhooks/${provider}/`,
        payload: delivery.rawBody,
        headers: delivery.headers,
      });
      return { statusCode: res.statusCode, body: res.body };
    },
    logger: app.log,
  });
  const balances = createBalancesService({
    db: database.db,
    ledger,
    demoStartingBalance: config.DEMO_STARTING_CRYSTALS,
  });
  const profiles = createProfilesService({
    db: database.db,
    bus,
    auth,
    media,
    demoStartingBalance: config.DEMO_STARTING_CRYSTALS,
  });
  const payments = createPaymentSettingsService({ db: database.db });
  const friends = createFriendsService({ db: database.db, bus });
  const posts = createPostsService({ db: database.db, friends });
  const notifications = createNotificationsService({
    db: database.db,
    bus,
    mailer: deps.mailer,
    logger: app.log,
    publicUrl: config.PUBLIC_URL,
  });
  const games = createGamesService(database.db);
  const gameCatalog = createGameCatalogService({ publicUrl: config.PUBLIC_URL });
  const jobs = createJobRunner(database.db, app.log, config.JOB_POLL_INTERVAL);
  // A team's matches, from every owner of matches (tournaments now, quick matches next).
  const matchHistory = createMatchHistory([createTournamentTeamMatches(database.db)]);
  // A team registered in a tournament that has not finished keeps its roster.
  const teamDeps = { db: database.db, bus, rosterLocked: rosterLockedByTournaments };
  const teams = {
    teams: createTeamsService({ ...teamDeps, media, matches: matchHistory }),
    invitations: createTeamInvitationsService({ ...teamDeps, friends }),
    votes: createTeamVotesService({ ...teamDeps, jobs, durationMs: config.TEAM_VOTE_DURATION }),
  };

  const limitSettings = {
    perIpPerMinute: config.RATE_LIMIT_AUTH_PER_MINUTE,
    perAddressPerHour: config.RATE_LIMIT_ADDRESS_PER_HOUR,
  };
  const mount = createMount(app, auth, limitSettings);
  registerHealth(mount, database, bus);
  registerAuthRoutes(mount, auth);
  registerOauthRoutes(mount, oauth);
  registerProfilesRoutes(mount, profiles, payments);
  registerGamesRoutes(mount, games);
  registerGameCatalogRoutes(mount, gameCatalog);
  registerMediaRoutes(mount, media);
  registerFriendsRoutes(mount, friends);
  registerPostsRoutes(mount, posts);
  registerNotificationsRoutes(mount, notifications);
  registerTeamsRoutes(mount, teams);
  registerPaymentsRoutes(mount, purchases, balances);
  await registerPaymentWebhooks(app, (child) => createMount(child, auth, limitSettings), purchases);
  const jars = createJarsService({
    db: database.db,
    ledger,
    media,
    prizeJarHold: prizeJarHeldByTournaments,
  });
  registerJarsRoutes(mount, jars, createTeamJarsService({ db: database.db, jars }));
  registerTransfersRoutes(
    mount,
    createTransfersService({ db: database.db, ledger, bus, blocks: friends }),
  );
  const banners = createBannersService({ db: database.db, media });
  registerBannersRoutes(mount, banners);
  // Running tournaments: the start job, results and settlement; the simulator plays demo ones only.
  const minuteMs = config.TOURNAMENT_MINUTE;
  const tournamentStart = createTournamentStart({ jobs, ledger, bus, minuteMs });
  const matchResults = createMatchResults({
    db: database.db,
    ledger,
    bus,
    platformFeePercent: config.TOURNAMENT_PLATFORM_FEE_PERCENT,
    prizeJars: jars,
  });
  // The matches module plays the matches; each owner takes the results its runners decide.
  const simulator = createSimulatorRunner({
    jobs,
    results: { tournament: matchResults.runnerResult },
    delayMs: config.TOURNAMENT_SIMULATOR_DELAY,
  });
  const matches = createMatchesService({
    db: database.db,
    bus,
    results: matchResults,
    runnerFor: (match) => (match.book === 'demo' ? simulator : manualRunner),
  });
  registerMatchesRoutes(mount, { matches, results: matchResults });
  registerTournamentsRoutes(
    mount,
    createTournamentsService({
      db: database.db,
      ledger,
      bus,
      media,
      games,
      catalog: gameCatalog,
      scheduleStart: tournamentStart.schedule,
      minuteMs,
    }),
  );
  registerTournamentShowcaseRoutes(
    mount,
    createTournamentShowcaseService({ db: database.db, bus, jars, banners }),
  );
  registerReviewsRoutes(mount, createReviewsService({ db: database.db, bus }));
  registerOwnershipTransfersRoutes(
    mount,
    createOwnershipTransfersService({ db: database.db, bus }),
  );
  registerCastersRoutes(mount, createCastersService({ db: database.db, bus }));
  const registrationDeps = { db: database.db, ledger, bus, minuteMs };
  registerRegistrationRoutes(mount, {
    registration: createRegistrationService(registrationDeps),
    applications: createApplicationsService(registrationDeps),
    bans: createTournamentBansService(registrationDeps),
    invites: createTournamentInvitesService({ db: database.db, bus, blocks: friends, minuteMs }),
  });
  const withdrawals = createWithdrawalsService({
    db: database.db,
    ledger,
    jobs,
    bus,
    payouts: createSandboxPayouts(),
    limits: {
      min: config.WITHDRAW_MIN,
      max: config.WITHDRAW_MAX,
      dailyMax: config.WITHDRAW_DAILY_MAX,
      approvalAbove: config.WITHDRAW_APPROVAL_ABOVE,
    },
    payoutDelayMs: config.WITHDRAW_PAYOUT_DELAY,
  });
  registerWithdrawalsRoutes(mount, withdrawals);
  registerHistoryRoutes(mount, createHistoryService({ db: database.db }));

  const gateway = await registerGateway(app, auth, app.log);
  registerAuthRealtime(gateway, bus, revoked);
  registerProfilesRealtime(gateway, bus, profiles);
  registerNotificationsRealtime(gateway, bus);
  registerFriendsRealtime(gateway, bus);
  registerTournamentsRealtime(gateway, bus, matches);
  registerNotificationTriggers(bus, notifications, app.log);

  await registerStatic(app, config);
  app.addHook('onClose', async () => {
    gateway.close();
    await jobs.stop();
  });
  return { app, gateway, jobs, auth, profiles, notifications, ledger, database };
}

async function registerStatic(app: FastifyInstance, config: Config): Promise<void> {
  const media = resolve(config.DATA_DIR, 'media');
  await app.register(fastifyStatic, {
    root: media,
    prefix: '/media/',
    decorateReply: false,
    index: false,
  });
  const web = config.WEB_DIST ? resolve(config.WEB_DIST) : null;
  const hasWeb = web !== null && existsSync(join(web, 'index.html'));
  // wildcard: files are looked up per request, so a rebuilt web app is served without a restart.
  if (hasWeb)
    await app.register(fastifyStatic, {
      root: web,
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
    });
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // Deep links such as /ua/tournaments/1 are the web app's routes: answer its shell.
    if (
      hasWeb &&
      request.method === 'GET' &&
      !path.startsWith('/api/') &&
      !path.startsWith('/media/')
    ) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ detail: 'Not found.' });
  });
}
