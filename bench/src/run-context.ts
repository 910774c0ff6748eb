// What every benchmark section gets from the run: settings, the bench user, and a way to start
// server children that the run stops again whatever happens (end, error or Ctrl-C).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { BenchDatabase } from './bench-database.js';
import { startBareWs, startClutch, type ChildServer } from './child-server.js';
import { registerUser, type BenchUser } from './clutch-client.js';
import type { Settings } from './settings.js';

export interface RunContext {
  readonly settings: Settings;
  readonly database: BenchDatabase;
  /** Signed up once per run; its access token is valid against every Clutch child of the run. */
  readonly user: BenchUser;
  /** `env`: more settings for this child (REDIS_URL for two instances sharing a bus). */
  startClutch(label: string, env?: Record<string, string>): Promise<ChildServer>;
  /**
   * An access token for any user id, signed with the run's secret as the server signs them: for
   * crowds of users seeded straight into the database, who never signed in.
   */
  accessTokenFor(userId: number): string;
  startBareWs(label: string): Promise<ChildServer>;
  /** Stops every child still running and removes the run's data directory. */
  dispose(): Promise<void>;
}

export async function createRunContext(options: {
  settings: Settings;
  database: BenchDatabase;
  repoRoot: string;
  benchDir: string;
}): Promise<RunContext> {
  const { settings, database, repoRoot, benchDir } = options;
  const dataDir = mkdtempSync(join(tmpdir(), 'clutch-bench-'));
  const cpuProfileDir = settings.cpuProfile ? join(benchDir, 'results', 'profiles') : undefined;
  if (cpuProfileDir) mkdirSync(cpuProfileDir, { recursive: true });
  const jwtSecret = randomBytes(32).toString('hex');
  const live = new Set<ChildServer>();
  const track = async (starting: Promise<ChildServer>): Promise<ChildServer> => {
    const child = await starting;
    live.add(child);
    return {
      ...child,
      rssKb: () => child.rssKb(),
      stop: async () => {
        live.delete(child);
        await child.stop();
      },
    };
  };
  const clutch = (label: string, env?: Record<string, string>) =>
    track(
      startClutch(label, {
        repoRoot,
        databaseUrl: database.url,
        dataDir,
        jwtSecret,
        poolSize: settings.poolSize,
        ...(cpuProfileDir ? { cpuProfileDir } : {}),
        ...(env ? { env } : {}),
      }),
    );
  const dispose = async () => {
    await Promise.all([...live].map((child) => child.stop()));
    live.clear();
    rmSync(dataDir, { recursive: true, force: true });
  };

  // Signing up costs an Argon2 hash; doing it on a child of its own keeps that memory out of the others.
  let user: BenchUser;
  const setup = await clutch('setup');
  try {
    user = await registerUser(setup.origin, 'bench');
  } catch (error) {
    await dispose();
    throw error;
  } finally {
    await setup.stop();
  }
  return {
    settings,
    database,
    user,
    startClutch: clutch,
    accessTokenFor: (userId) => signAccessToken(jwtSecret, userId),
    startBareWs: (label) => track(startBareWs(label, benchDir)),
    dispose,
  };
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * HS256 as the server's token signer writes an access token (user_id, sid, jti, token_type). The
 * session id is made up: the server checks only that it is not revoked, without a database read.
 */
function signAccessToken(secret: string, userId: number): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({
      token_type: 'access',
      user_id: userId,
      sid: 2_000_000_000 - userId,
      iat: now,
      exp: now + 3600,
      jti: randomUUID(),
      sub: String(userId),
    }),
  );
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  return `${header}.${payload}.${base64url(signature)}`;
}
