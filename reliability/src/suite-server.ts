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

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const serverMain = join(repoRoot, 'apps/server/dist/src/main.js');
const operatorMain = join(repoRoot, 'apps/server/dist/src/operator.js');
const run = promisify(execFile);

export interface SuiteServer {
  /** http://127.0.0.1:<port> */
  readonly origin: string;
  /** The JWT_SECRET the child signs with, so a test can mint tokens the server must trust or refuse. */
  readonly jwtSecret: string;
  /** `npm run operator -- <args>` against this child's database; answers the CLI's output. */
  operator(args: readonly string[]): Promise<string>;
  stop(): Promise<void>;
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
 * when it is set; without it the child uses its in-process bus, which A1 and A2 do not need more of.
 */
export async function startSuiteServer(env: Record<string, string> = {}): Promise<SuiteServer> {
  const adminUrl = adminDatabaseUrl();
  if (!existsSync(serverMain))
    throw new Error(
      `${serverMain} is missing: run \`npm run build\` before the reliability suite.`,
    );
  const database = await createBenchDatabase(adminUrl, 'clutch_reliability');
  const dataDir = mkdtempSync(join(tmpdir(), 'clutch-reliability-'));
  const jwtSecret = randomBytes(32).toString('hex');
  const redisUrl = process.env['REDIS_URL'];
  const shared = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    JWT_SECRET: jwtSecret,
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  };
  let child: ChildServer;
  try {
    child = await startClutch('reliability', {
      repoRoot,
      databaseUrl: database.url,
      dataDir,
      jwtSecret,
      poolSize: 10,
      env: { ...shared, ...env },
    });
  } catch (error) {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    origin: child.origin,
    jwtSecret,
    async operator(args) {
      const { stdout } = await run(process.execPath, [operatorMain, ...args], {
        cwd: repoRoot,
        env: {
          PATH: process.env['PATH'] ?? '',
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
          ...shared,
        },
      });
      return stdout.trim();
    },
    async stop() {
      await child.stop();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
