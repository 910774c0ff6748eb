// One Clutch server child per test file, from the build output, on a database of its own made on
// the PostgreSQL that TEST_DATABASE_URL names; the bench's process helpers do the spawning.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createBenchDatabase } from '@clutch/bench/bench-database';
import { startClutch, type ChildServer } from '@clutch/bench/child-server';
import { setTimeout as sleep } from 'node:timers/promises';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const serverMain = join(repoRoot, 'apps/server/dist/src/main.js');
const operatorMain = join(repoRoot, 'apps/server/dist/src/operator.js');
const ledgerCheckMain = join(repoRoot, 'apps/server/dist/src/ledger-check.js');
const run = promisify(execFile);

/** One running app process. */
export interface SuiteInstance {
  /** http://127.0.0.1:<port> */
  readonly origin: string;
  readonly pid: number;
  /** Resident set size in KiB. */
  rssKb(): number;
  /** The last few thousand characters the process wrote (its log), for a test's failure message. */
  output(): string;
  /** SIGKILL, as a crash would: no shutdown hooks run. Resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM and wait (SIGKILL after 15 s). */
  stop(): Promise<void>;
}

export interface SuiteServer extends SuiteInstance {
  /** The JWT_SECRET the child signs with, so a test can mint tokens the server must trust or refuse. */
  readonly jwtSecret: string;
  /** The database the instances use, as they were given it (through a fault proxy, if one was asked). */
  readonly databaseUrl: string;
  /** The same database, straight (never through a proxy): for a test's own checks. */
  readonly directDatabaseUrl: string;
  /** `npm run operator -- <args>` against this child's database; answers the CLI's output. */
  operator(args: readonly string[]): Promise<string>;
  /**
   * `npm run ledger:check` against this child's database (the built checker the operators run):
   * `ok` when it exits 0, with its output (each broken invariant and its rows otherwise).
   */
  ledgerCheck(): Promise<{ ok: boolean; output: string }>;
  /** Another app instance on the same database, secret and Redis, with `env` on top. */
  startInstance(env?: Record<string, string>): Promise<SuiteInstance>;
  /** Stops every instance started here and drops the database. */
  stop(): Promise<void>;
}

export interface SuiteServerOptions {
  /**
   * An admin URL of the PostgreSQL server to make the database on, instead of TEST_DATABASE_URL
   * (a private cluster of a fault test).
   */
  adminUrl?: string;
  /** What the instances get as DATABASE_URL, from the database's own URL (e.g. a fault proxy's port). */
  appDatabaseUrl?: (directUrl: string) => string;
  /** REDIS_URL for the instances instead of the suite's (a private Redis); null for none. */
  redisUrl?: string | null;
  /** DATABASE_POOL_SIZE; 10 unless given. */
  poolSize?: number;
  /** Node flags for the first instance only (G1, F1 and B3 open its inspector: `INSPECTOR_FLAG`). */
  nodeArgs?: string[];
}

function instanceOf(child: ChildServer): SuiteInstance {
  return {
    origin: child.origin,
    pid: child.pid,
    rssKb: () => child.rssKb(),
    output: () => child.output(),
    async kill() {
      try {
        process.kill(child.pid, 'SIGKILL');
      } catch {
        return; // Already gone.
      }
      // The ChildProcess reaps it; signal 0 fails once the pid is gone.
      for (;;) {
        try {
          process.kill(child.pid, 0);
        } catch {
          return;
        }
        await sleep(20);
      }
    },
    stop: () => child.stop(),
  };
}

function adminDatabaseUrl(): URL {
  const text = process.env['TEST_DATABASE_URL'];
  if (!text) {
    throw new Error(
      'The reliability suite needs TEST_DATABASE_URL: an admin URL of a PostgreSQL server it may ' +
        'create and drop databases on, e.g. postgres://postgres@127.0.0.1:5432/postgres.',
    );
  }
  return new URL(text);
}

/**
 * Starts the built server with `env` on top of the suite's settings. REDIS_URL reaches the child
 * when it is set (or `options.redisUrl`); without it the child uses its in-process bus.
 */
export async function startSuiteServer(
  env: Record<string, string> = {},
  options: SuiteServerOptions = {},
): Promise<SuiteServer> {
  const adminUrl = options.adminUrl ? new URL(options.adminUrl) : adminDatabaseUrl();
  if (!existsSync(serverMain))
    throw new Error(
      `${serverMain} is missing: run \`npm run build\` before the reliability suite.`,
    );
  const database = await createBenchDatabase(adminUrl, 'clutch_reliability');
  const databaseUrl = options.appDatabaseUrl ? options.appDatabaseUrl(database.url) : database.url;
  const dataDir = mkdtempSync(join(tmpdir(), 'clutch-reliability-'));
  const jwtSecret = randomBytes(32).toString('hex');
  const redisUrl = options.redisUrl === undefined ? process.env['REDIS_URL'] : options.redisUrl;
  const shared = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    JWT_SECRET: jwtSecret,
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  };
  const instances: SuiteInstance[] = [];
  let count = 0;
  const startInstance = async (extra: Record<string, string>, nodeArgs: string[] = []) => {
    count += 1;
    const child = await startClutch(`reliability-${String(count)}`, {
      repoRoot,
      databaseUrl,
      dataDir,
      jwtSecret,
      poolSize: options.poolSize ?? 10,
      env: { ...shared, ...env, ...extra },
      nodeArgs,
    });
    const instance = instanceOf(child);
    instances.push(instance);
    return instance;
  };
  let first: SuiteInstance;
  try {
    first = await startInstance({}, options.nodeArgs);
  } catch (error) {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const cliEnv = {
    PATH: process.env['PATH'] ?? '',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    ...shared,
    // The CLIs go straight to the database, never through a test's fault proxy.
    DATABASE_URL: database.url,
  };
  return {
    ...first,
    jwtSecret,
    databaseUrl,
    directDatabaseUrl: database.url,
    async operator(args) {
      const { stdout } = await run(process.execPath, [operatorMain, ...args], {
        cwd: repoRoot,
        env: cliEnv,
      });
      return stdout.trim();
    },
    async ledgerCheck() {
      try {
        const { stdout } = await run(process.execPath, [ledgerCheckMain], {
          cwd: repoRoot,
          env: cliEnv,
        });
        return { ok: true, output: stdout.trim() };
      } catch (error) {
        const output =
          typeof error === 'object' && error !== null && 'stdout' in error
            ? String(error.stdout)
            : String(error);
        return { ok: false, output: output.trim() };
      }
    },
    startInstance: (extra = {}) => startInstance(extra),
    async stop() {
      await Promise.all(instances.map((instance) => instance.stop()));
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
