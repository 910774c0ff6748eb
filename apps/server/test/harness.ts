// buildTestApp(): the real app on a real database (PGlite in memory, or a fresh PostgreSQL database
// cloned from the migrated template when TEST_DATABASE_URL is set), real SMTP to a local catcher.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { parseAppEvent, type AppEvent } from '../src/app-events.js';
import { buildApp, type App } from '../src/app.js';
import { loadConfig, type Config } from '../src/platform/config.js';
import { openDatabase, type Database } from '../src/platform/db/database.js';
import { createMailer } from '../src/platform/mail/mailer.js';
import { createMemoryBus, createRedisBus, type EventBus } from '../src/platform/realtime/bus.js';
import { testDatabasePrefix, withDatabase } from './global-setup.js';
import { startSmtpCatcher, type SmtpCatcher } from './smtp-catcher.js';

export interface TestDatabase {
  database: Database;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env['TEST_DATABASE_URL'];
  const template = inject('templateDb');
  if (!url || !template) {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  const name = `${testDatabasePrefix(template)}${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const database = await openDatabase({
    kind: 'postgres',
    url: withDatabase(url, name),
    poolSize: 5,
  });
  return {
    database,
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export interface TestApp extends App {
  config: Config;
  database: Database;
  bus: EventBus<AppEvent>;
  smtp: SmtpCatcher;
  /** Listens on a loopback port (for websocket clients) and answers its base URL. */
  listen(port?: number): Promise<string>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  fetch?: typeof fetch;
  /** Use Redis pub/sub (REDIS_URL) instead of the in-process bus. */
  redisBus?: boolean;
  /** Share another app's database (two instances of one deployment). */
  database?: Database;
  /** Share an in-process bus with another app (two instances without Redis); not closed here. */
  bus?: EventBus<AppEvent>;
}

// Redis-bus apps that share a database share a channel; other test files get their own, so their
// events (with ids that repeat across databases) never reach each other.
const busChannels = new WeakMap<Database, string>();

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const redisUrl = process.env['REDIS_URL'];
  if (options.redisBus && !redisUrl) throw new Error('redisBus needs REDIS_URL');
  const dataDir = mkdtempSync(join(tmpdir(), 'clutch-test-'));
  const smtp = await startSmtpCatcher();
  const owned = options.database ? null : await createTestDatabase();
  const database = options.database ?? owned?.database;
  if (!database) throw new Error('no database');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://clutch.test',
    SMTP_URL: smtp.url,
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    RATE_LIMIT_ADDRESS_PER_HOUR: '1000',
    ...options.env,
  });
  const onError = (error: unknown) => {
    throw error;
  };
  let channel = busChannels.get(database);
  if (!channel)
    busChannels.set(database, (channel = `clutch:test-events:${randomBytes(6).toString('hex')}`));
  const bus =
    options.bus ??
    (options.redisBus && redisUrl
      ? await createRedisBus<AppEvent>(redisUrl, parseAppEvent, onError, channel)
      : createMemoryBus<AppEvent>(onError));
  const mailer = createMailer(config.SMTP_URL, config.MAIL_FROM, silentLogger());
  const built = await buildApp({
    config,
    database,
    bus,
    mailer,
    // TEST_LOGGER=1 prints the app's log (a 500's cause) while debugging a test.
    logger: process.env['TEST_LOGGER'] === '1',
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  await built.app.ready();
  return {
    ...built,
    config,
    database,
    bus,
    smtp,
    async listen(port = 0) {
      const address = await built.app.listen({ port, host: '127.0.0.1' });
      return address;
    },
    async close() {
      await built.app.close();
      if (!options.bus) await bus.close();
      mailer.close();
      await smtp.close();
      await owned?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One app for a test file: built before its first test and closed after its last. The answer
 * stands for that app once the file's hooks run (reading it at the top level, before, throws). The
 * file's own beforeAll hooks run after the build, its afterAll hooks before the close. `options` may
 * be a function, for options known only once stand-ins have started.
 */
export function useTestApp(
  options: TestAppOptions | (() => Promise<TestAppOptions>) = {},
): TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await buildTestApp(typeof options === 'function' ? await options() : options);
  });
  afterAll(async () => {
    await app?.close();
  });
  return builtLater(() => app);
}

/**
 * Two instances of one deployment for the tests of the enclosing describe: one database, one Redis
 * bus (REDIS_URL must be set), built in beforeAll and closed in afterAll.
 */
export function useTwoInstances(): [TestApp, TestApp] {
  let one: TestApp | undefined;
  let two: TestApp | undefined;
  beforeAll(async () => {
    one = await buildTestApp({ redisBus: true });
    two = await buildTestApp({ redisBus: true, database: one.database });
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });
  return [builtLater(() => one), builtLater(() => two)];
}

/** The app a hook builds, read through a proxy so a test file can name it at load time. */
function builtLater(current: () => TestApp | undefined): TestApp {
  return new Proxy({} as TestApp, {
    get(_, key) {
      const app = current();
      if (!app)
        throw new Error('useTestApp: the app is built in beforeAll; read it inside a hook or test');
      const value: unknown = Reflect.get(app, key);
      return value;
    },
  });
}

function silentLogger() {
  const noop = () => undefined;
  const logger = {
    level: 'silent',
    fatal: noop,
    error: noop,
    warn: noop,
    info: noop,
    debug: noop,
    trace: noop,
    silent: noop,
    child: () => logger,
  };
  return logger;
}
