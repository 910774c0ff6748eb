// One server process: opens the database and bus, builds the app, listens, and shuts down cleanly
// on SIGTERM/SIGINT. Alone (`single`), or as a node:cluster worker: the `setup` worker migrates,
// seeds and imports as a single process does; `serve` workers start after it and only serve.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { parseAppEvent, type AppEvent } from './app-events.js';
import { buildApp } from './app.js';
import type { WorkerRole } from './platform/cluster/primary.js';
import type { Config } from './platform/config.js';
import { openDatabase, type Database } from './platform/db/database.js';
import { createMailer } from './platform/mail/mailer.js';
import { deploymentKey } from './platform/deployment-key.js';
import {
  BUS_CHANNEL,
  createClusterBus,
  createMemoryBus,
  createRedisBus,
  type EventBus,
} from './platform/realtime/bus.js';
import { persistentSecret } from './platform/secrets.js';
import { seedDemo } from './seed.js';
import { importCs2Servers } from './modules/matches/hosting/cs2-servers-file.js';
import { gameServerSecret, secretBox } from './platform/secret-box.js';

export type ProcessRole = 'single' | WorkerRole;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

function isLoopback(host: string): boolean {
  return LOOPBACK_HOSTS.has(host.toLowerCase());
}

/** An address to open in a browser on this machine: localhost for the any-address binds. */
function localUrl(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${String(port)}`;
}

function open(config: Config, dataDir: string): Promise<Database> {
  return openDatabase(
    config.DATABASE_URL
      ? {
          kind: 'postgres',
          url: config.DATABASE_URL,
          poolSize: config.DATABASE_POOL_SIZE,
          timeouts: {
            statementMs: config.DATABASE_STATEMENT_TIMEOUT,
            connectMs: config.DATABASE_CONNECT_TIMEOUT,
          },
        }
      : { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
  );
}

/** Redis crosses instances and their workers; without it, workers share events through the primary. */
async function openBus(config: Config, role: ProcessRole, logger: Logger) {
  const onBusError = (error: unknown) => logger.error({ err: error }, 'event bus error');
  if (config.REDIS_URL)
    return createRedisBus<AppEvent>(
      config.REDIS_URL,
      parseAppEvent,
      onBusError,
      `${BUS_CHANNEL}:${deploymentKey(config.DATABASE_URL, config.DATA_DIR)}`,
    );
  if (role !== 'single') return createClusterBus<AppEvent>(parseAppEvent, onBusError);
  return createMemoryBus<AppEvent>(onBusError);
}

/** The rate limits' counters: a command waits at most half a second, and none waits for a
 * reconnect, so a limit that fails closed answers 503 at once while Redis is away. */
async function openRateLimitRedis(config: Config, logger: Logger) {
  if (!config.REDIS_URL) return undefined;
  const redis = new Redis(config.REDIS_URL, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 500,
  });
  redis.on('error', (error: unknown) => logger.warn({ err: error }, 'rate-limit redis error'));
  await redis.connect();
  return redis;
}

export async function serve(config: Config, logger: Logger, role: ProcessRole): Promise<void> {
  const dataDir = resolve(config.DATA_DIR);
  mkdirSync(join(dataDir, 'media'), { recursive: true });
  const database = await open(config, dataDir);
  if (role !== 'serve') {
    logger.info('migrating the database…');
    await database.migrate();
  }
  const bus: EventBus<AppEvent> = await openBus(config, role, logger);
  const redis = await openRateLimitRedis(config, logger);
  const mailer = createMailer(config.SMTP_URL, config.MAIL_FROM, logger);

  const built = await buildApp({
    config,
    database,
    bus,
    mailer,
    logger,
    jwtSecret: config.JWT_SECRET ?? persistentSecret(dataDir, 'jwt-secret'),
    ...(redis ? { redis } : {}),
  });
  if (role !== 'serve') {
    if (config.SEED_DEMO ?? !config.DATABASE_URL) await seedDemo({ ...built, config }, logger);
    await importServers(config, database, logger);
  }
  built.jobs.start();
  await built.app.listen({ port: config.PORT, host: config.HOST });
  if (role !== 'serve') {
    const address = built.app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    const parts = { database: database.kind, bus: bus.kind, mail: mailer.kind };
    announce(config, port, parts, logger);
  }

  const close = async () => {
    await built.app.close();
    await bus.close();
    redis?.disconnect();
    mailer.close();
    await database.close();
  };
  closeOnSignals(close, logger);
}

/** SIGTERM or SIGINT (from a supervisor, or the cluster's primary) drains and exits with 0. */
function closeOnSignals(close: () => Promise<void>, logger: Logger) {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    void close().then(() => process.exit(0));
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

async function importServers(config: Config, database: Database, logger: Logger) {
  if (!config.CS2_SERVERS_FILE) return;
  const added = await importCs2Servers(
    database.db,
    config.CS2_SERVERS_FILE,
    secretBox(gameServerSecret(config)),
  );
  if (added.length > 0) logger.info({ servers: added }, 'CS2 servers added from CS2_SERVERS_FILE');
}

function announce(config: Config, port: number, parts: Record<string, string>, logger: Logger) {
  logger.info({ url: config.PUBLIC_URL, ...parts }, `listening on ${localUrl(config.HOST, port)}`);
  if (!config.HAS_PUBLIC_URL && !isLoopback(config.HOST)) {
    logger.warn(
      { host: config.HOST, default: config.PUBLIC_URL },
      'PUBLIC_URL is unset while other machines can reach this server: links that leave the ' +
        'browser (mails, calendar feeds, payment and game-server callbacks) point at localhost. ' +
        'Set PUBLIC_URL to the address people use.',
    );
  }
}
