// What every benchmark section gets from the run: settings, the bench user, and a way to start
// server children that the run stops again whatever happens (end, error or Ctrl-C).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { BenchDatabase } from './bench-database.js';
import { startBareWs, startClutch, type ChildServer } from './child-server.js';
import { registerUser, type BenchUser } from './clutch-client.js';
import type { Settings } from './settings.js';

export interface RunContext {
  readonly settings: Settings;
  readonly database: BenchDatabase;
  /** Signed up once per run; its access token is valid against every Clutch child of the run. */
  readonly user: BenchUser;
  startClutch(label: string): Promise<ChildServer>;
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
  const clutch = (label: string) =>
    track(
      startClutch(label, {
        repoRoot,
        databaseUrl: database.url,
        dataDir,
        jwtSecret,
        poolSize: settings.poolSize,
        ...(cpuProfileDir ? { cpuProfileDir } : {}),
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
    startBareWs: (label) => track(startBareWs(label, benchDir)),
    dispose,
  };
}
