// Reads the configuration, opens the database and bus, migrates, builds the app, listens, and
// shuts down cleanly on SIGTERM/SIGINT.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Redis } from 'ioredis';
import pino from 'pino';
import { parseAppEvent, type AppEvent } from './app-events.js';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './platform/config.js';
import { openDatabase } from './platform/db/database.js';
import { createMailer } from './platform/mail/mailer.js';
import { deploymentKey } from './platform/deployment-key.js';
import {
  BUS_CHANNEL,
  createMemoryBus,
  createRedisBus,
  type EventBus,
} from './platform/realtime/bus.js';
import { persistentSecret } from './platform/secrets.js';
import { seedDemo } from './seed.js';
import { importCs2Servers } from './modules/matches/hosting/cs2-servers-file.js';
import { gameServerSecret, secretBox } from './platform/secret-box.js';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

function isLoopback(host: string): boolean {
  return LOOPBACK_HOSTS.has(host.toLowerCase());
}

/** An address to open in a browser on this machine: localhost for the any-address binds. */
function localUrl(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${String(port)}`;
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
  const logger = pino({ level: config.LOG_LEVEL });
  const dataDir = resolve(config.DATA_DIR);
  mkdirSync(join(dataDir, 'media'), { recursive: true });

  const database = await openDatabase(
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
  logger.info('migrating the database…');
  await database.migrate();
  const onBusError = (error: unknown) => logger.error({ err: error }, 'event bus error');
  const bus: EventBus<AppEvent> = config.REDIS_URL
    ? await createRedisBus<AppEvent>(
        config.REDIS_URL,
        parseAppEvent,
        onBusError,
        `${BUS_CHANNEL}:${deploymentKey(config.DATABASE_URL, config.DATA_DIR)}`,
      )
    : createMemoryBus<AppEvent>(onBusError);
  // The rate limits' counters: a command waits at most half a second, and none waits for a
  // reconnect, so a limit that fails closed answers 503 at once while Redis is away.
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, {
        lazyConnect: true,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        commandTimeout: 500,
      })
    : undefined;
  redis?.on('error', (error: unknown) => logger.warn({ err: error }, 'rate-limit redis error'));
  await redis?.connect();
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
  if (config.SEED_DEMO ?? !config.DATABASE_URL) await seedDemo({ ...built, config }, logger);
  if (config.CS2_SERVERS_FILE) {
    const added = await importCs2Servers(
      database.db,
      config.CS2_SERVERS_FILE,
      secretBox(gameServerSecret(config)),
    );
    if (added.length > 0)
      logger.info({ servers: added }, 'CS2 servers added from CS2_SERVERS_FILE');
  }
  built.jobs.start();
  await built.app.listen({ port: config.PORT, host: config.HOST });
  const address = built.app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  logger.info(
    { url: config.PUBLIC_URL, database: database.kind, bus: bus.kind, mail: mailer.kind },
    `listening on ${localUrl(config.HOST, port)}`,
  );
  if (!config.HAS_PUBLIC_URL && !isLoopback(config.HOST)) {
    logger.warn(
      { host: config.HOST, default: config.PUBLIC_URL },
      'PUBLIC_URL is unset while other machines can reach this server: links that leave the ' +
        'browser (mails, calendar feeds, payment and game-server callbacks) point at localhost. ' +
        'Set PUBLIC_URL to the address people use.',
    );
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    void (async () => {
      await built.app.close();
      await bus.close();
      redis?.disconnect();
      mailer.close();
      await database.close();
      process.exit(0);
    })();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Clutch failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
