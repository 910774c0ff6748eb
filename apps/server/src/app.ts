// buildApp(deps): platform plugins first, then the modules. main.ts and the tests both call it.
import { createCalendarModule } from './modules/calendar/calendar.module.js';
import { createContentModule } from './modules/content/content.module.js';
import { join, resolve } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppEvent } from './app-events.js';
import { createAuthModule } from './modules/auth/auth.module.js';
import { createBannersModule } from './modules/banners/banners.module.js';
import { createFriendsModule } from './modules/friends/friends.module.js';
import { createGamesModule } from './modules/games/games.module.js';
import { createJarsModule } from './modules/jars/jars.module.js';
import { createMatchesModule } from './modules/matches/matches.module.js';
import { createMediaModule } from './modules/media/media.module.js';
import { createMessengerModule } from './modules/messenger/messenger.module.js';
import { createNotificationsModule } from './modules/notifications/notifications.module.js';
import { createOperatorModule } from './modules/operator/operator.module.js';
import { createPostsModule } from './modules/posts/posts.module.js';
import { createReportsModule } from './modules/reports/reports.module.js';
import { createQuickMatchModule } from './modules/quickmatch/quickmatch.module.js';
import { createProfilesModule } from './modules/profiles/profiles.module.js';
import { createTeamsModule } from './modules/teams/teams.module.js';
import { createTournamentsModule } from './modules/tournaments/tournaments.module.js';
import {
  prizeJarHeldByTournaments,
  rosterLockedByTournaments,
} from './modules/tournaments/core/tournaments.service.js';
import { createWalletModule } from './modules/wallet/wallet.module.js';
import type { AuthService } from './modules/auth/auth.service.js';
import type { NotificationsService } from './modules/notifications/notifications.service.js';
import type { ProfilesService } from './modules/profiles/profiles.service.js';
import type { Ledger } from './modules/wallet/ledger/ledger.service.js';
import type { Config } from './platform/config.js';
import type { Database } from './platform/db/database.js';
import { registerHealth } from './platform/http/health.js';
import { createMount } from './platform/http/mount.js';
import { createServer, registerStatic } from './platform/http/server.js';
import { createJobRunner, type JobRunner } from './platform/jobs/job-runner.js';
import type { Mailer } from './platform/mail/mailer.js';
import type { ModuleParts, Platform } from './platform/module.js';
import { CLOSE_CODES } from '@clutch/contract/realtime';
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

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database, bus } = deps;
  const app = await createServer(config, deps.logger, deps.redis, () => database.lastAnsweredAt());
  const jobs = createJobRunner(database.db, app.log, config.JOB_POLL_INTERVAL);
  const platform: Platform<AppEvent> = {
    config,
    db: database.db,
    bus,
    jobs,
    logger: app.log,
    mailer: deps.mailer,
    storage:
      deps.storage ??
      createLocalStorage(join(resolve(config.DATA_DIR), 'media'), config.PUBLIC_URL),
    fetch: deps.fetch ?? fetch,
    jwtSecret: deps.jwtSecret,
    inject: async (request) => {
      const res = await app.inject(request);
      return { statusCode: res.statusCode, body: res.body };
    },
  };

  // Each module after the modules whose services it uses.
  const auth = await createAuthModule(platform);
  const media = createMediaModule(platform);
  const friends = createFriendsModule(platform);
  const wallet = createWalletModule(platform, { blocks: friends.friends });
  const notifications = createNotificationsModule(platform);
  const games = createGamesModule(platform);
  const jars = createJarsModule(platform, {
    ledger: wallet.ledger,
    media: media.media,
    prizeJarHold: prizeJarHeldByTournaments,
  });
  const banners = createBannersModule(platform, { media: media.media });
  const matches = createMatchesModule(platform);
  // The calendar reads the tournaments' and lobbies' tables; they ask it for clashes.
  const calendar = createCalendarModule(platform);
  const tournaments = createTournamentsModule(platform, {
    ledger: wallet.ledger,
    media: media.media,
    games: games.games,
    catalog: games.catalog,
    jars: jars.jars,
    banners: banners.banners,
    blocks: friends.friends,
    matches,
    clashes: calendar.calendar.clashes,
  });
  const quickMatches = createQuickMatchModule(platform, {
    ledger: wallet.ledger,
    games: games.games,
    catalog: games.catalog,
    blocks: friends.friends,
    matches,
    clashes: calendar.calendar.clashes,
  });
  const messenger = createMessengerModule(platform, {
    media: media.media,
    friends: friends.friends,
  });
  // profile/me shows what these modules own; each hands in its part.
  const profiles = createProfilesModule(platform, {
    auth: auth.auth,
    media: media.media,
    meParts: [wallet.me, notifications.me, tournaments.me, quickMatches.me],
  });
  const content = await createContentModule(platform);
  const reports = createReportsModule(platform, { media: media.media });
  // The console acts through the services of the modules it administers.
  const operator = createOperatorModule(platform, {
    auth: auth.auth,
    reports: reports.queue,
    content: content.content,
    games: games.games,
    wallet: wallet.finance,
    tournaments: tournaments.staff,
    lobbies: quickMatches.staff,
    messages: messenger.messages,
  });
  const modules: ModuleParts<AppEvent>[] = [
    auth,
    media,
    friends,
    wallet,
    notifications,
    games,
    jars,
    banners,
    matches,
    calendar,
    tournaments,
    quickMatches,
    messenger,
    profiles,
    content,
    createPostsModule(platform, { friends: friends.friends }),
    reports,
    operator,
    // A team registered in a tournament that has not finished keeps its roster.
    createTeamsModule(platform, {
      media: media.media,
      friends: friends.friends,
      rosterLocked: rosterLockedByTournaments,
      bannersOf: banners.banners.shownOnTeams,
      matches: matches.history,
    }),
  ];

  const limitSettings = {
    perIpPerMinute: config.RATE_LIMIT_AUTH_PER_MINUTE,
    perAddressPerHour: config.RATE_LIMIT_ADDRESS_PER_HOUR,
  };
  const mountOn = (instance: FastifyInstance) => createMount(instance, auth.auth, limitSettings);
  const mount = mountOn(app);
  registerHealth(mount, database, bus);
  const gateway = await registerGateway(app, auth.auth, app.log, {
    heartbeatMs: config.WS_HEARTBEAT,
  });
  // Events lost while the bus was away: every live client reconnects and catches up (README
  // "Failure behaviour"); modules refill their own event-fed state through bus.onResync.
  bus.onResync(() => {
    app.log.warn('event bus back after losing events: live clients reconnect to catch up');
    gateway.disconnectAll(CLOSE_CODES.resync, 'Events resync');
  });
  for (const module of modules) {
    await module.routes?.({ mount, mountOn });
    module.realtime?.(gateway);
    for (const [kind, handler] of Object.entries(module.jobs ?? {})) jobs.register(kind, handler);
    for (const subscriber of module.subscribers ?? []) bus.subscribe(subscriber);
  }

  await registerStatic(app, config);
  app.addHook('onClose', async () => {
    gateway.close();
    await jobs.stop();
  });
  return {
    app,
    gateway,
    jobs,
    auth: auth.auth,
    profiles: profiles.profiles,
    notifications: notifications.notifications,
    ledger: wallet.ledger,
    database,
  };
}
