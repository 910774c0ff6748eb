// The benchmark's knobs, read once from the environment. Every loop in the bench is bounded by one of
// these numbers, and every target is on 127.0.0.1 so a run never loads another machine.

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
export const SECTIONS = [
  'http',
  'fanout',
  'memory',
  'veto',
  'chat',
  'matchzy',
  'calendar',
  'workers',
] as const;

export type Section = (typeof SECTIONS)[number];

export interface Settings {
  /** Seconds of measurement per HTTP run (BENCH_DURATION). */
  durationSeconds: number;
  /** Seconds of discarded load before each HTTP run (BENCH_WARMUP). */
  warmupSeconds: number;
  connections: number;
  fanoutSockets: number;
  pushes: number;
  /** Pushes made and discarded before the measured ones. */
  warmupPushes: number;
  idleSockets: number;
  /** Lobbies whose pick-and-ban is played and measured (a warm-up lobby comes first). */
  vetoLobbies: number;
  /** Watching sockets subscribed to each lobby. */
  vetoWatchers: number;
  /** Messages seeded into the chat whose pages are read (BENCH_CHAT_MESSAGES). */
  chatMessages: number;
  /** The deep page read beside page 1 (BENCH_CHAT_FAR_PAGE, 25 messages a page). */
  chatFarPage: number;
  /** Member sockets of the channel post runs, split between two instances (BENCH_CHAT_SOCKETS). */
  chatSockets: number[];
  /** Redis the two instances of the channel post share (BENCH_REDIS_URL); must be local. */
  redisUrl: URL;
  /** Stand-in CS2 servers posting MatchZy events at once, each to a live match of its own. */
  matchzyServers: number;
  /** Pause before each RSS reading, so setup garbage and timers have settled. */
  settleMs: number;
  /** Maintenance database used to create and drop the bench's own database. */
  adminDatabaseUrl: URL;
  /** The server's DATABASE_POOL_SIZE, and the pool size of the raw pg baseline. */
  poolSize: number;
  sections: ReadonlySet<Section>;
  /** Longest wait, before each section, for other processes to leave the cores alone. */
  quietWaitSeconds: number;
  /** Write a V8 CPU profile of every server child to bench/results/profiles/. */
  cpuProfile: boolean;
  skipBuild: boolean;
}

function isSection(value: string): value is Section {
  return SECTIONS.some((section) => section === value);
}

function intFrom(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(
      `${name} must be a whole number from ${String(min)} to ${String(max)}, got "${text}"`,
    );
  }
  return value;
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const adminDatabaseUrl = new URL(
    env['BENCH_DATABASE_URL'] || 'postgres://root@127.0.0.1:5432/postgres',
  );
  if (!LOOPBACK_HOSTS.has(adminDatabaseUrl.hostname)) {
    throw new Error(
      `BENCH_DATABASE_URL must point at this machine, not ${adminDatabaseUrl.hostname}`,
    );
  }
  const sections = (env['BENCH_ONLY'] || SECTIONS.join(',')).split(',').map((s) => s.trim());
  const unknown = sections.filter((s) => !isSection(s));
  if (unknown.length > 0)
    throw new Error(
      `BENCH_ONLY: unknown section(s) ${unknown.join(', ')}; use ${SECTIONS.join(', ')}`,
    );
  const redisUrl = new URL(env['BENCH_REDIS_URL'] || 'redis://127.0.0.1:6379');
  if (!LOOPBACK_HOSTS.has(redisUrl.hostname))
    throw new Error(`BENCH_REDIS_URL must point at this machine, not ${redisUrl.hostname}`);
  const chatSockets = (env['BENCH_CHAT_SOCKETS'] || '1000,5000').split(',').map((part) => {
    const count = Number(part.trim());
    if (!Number.isInteger(count) || count < 2 || count > 20_000)
      throw new Error(`BENCH_CHAT_SOCKETS: "${part}" is not a socket count from 2 to 20000`);
    return count;
  });
  return {
    durationSeconds: intFrom(env, 'BENCH_DURATION', 10, 1, 600),
    warmupSeconds: intFrom(env, 'BENCH_WARMUP', 2, 0, 60),
    connections: intFrom(env, 'BENCH_CONNECTIONS', 32, 1, 1024),
    fanoutSockets: intFrom(env, 'BENCH_FANOUT_SOCKETS', 1000, 1, 10_000),
    pushes: intFrom(env, 'BENCH_PUSHES', 50, 1, 1000),
    warmupPushes: intFrom(env, 'BENCH_PUSH_WARMUP', 5, 0, 100),
    idleSockets: intFrom(env, 'BENCH_IDLE_SOCKETS', 2000, 1, 10_000),
    vetoLobbies: intFrom(env, 'BENCH_VETO_LOBBIES', 10, 1, 100),
    vetoWatchers: intFrom(env, 'BENCH_VETO_WATCHERS', 10, 1, 200),
    chatMessages: intFrom(env, 'BENCH_CHAT_MESSAGES', 100_000, 100, 10_000_000),
    chatFarPage: intFrom(env, 'BENCH_CHAT_FAR_PAGE', 4000, 2, 400_000),
    chatSockets: [...new Set(chatSockets)].sort((a, b) => a - b),
    redisUrl,
    matchzyServers: intFrom(env, 'BENCH_MATCHZY_SERVERS', 50, 1, 500),
    settleMs: intFrom(env, 'BENCH_SETTLE_MS', 3000, 0, 60_000),
    adminDatabaseUrl,
    poolSize: intFrom(env, 'BENCH_POOL_SIZE', 10, 1, 200),
    sections: new Set(sections.filter(isSection)),
    quietWaitSeconds: intFrom(env, 'BENCH_QUIET_WAIT', 120, 0, 3600),
    cpuProfile: env['BENCH_CPU_PROF'] === '1',
    skipBuild: env['BENCH_SKIP_BUILD'] === '1',
  };
}
