// Baseline for profile/me: the same one-row read straight through `pg` (the driver the server uses),
// with the same number of concurrent callers and the server's pool size. What profile/me adds on top
// of this is HTTP, JWT verification, routing and serialisation.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { cpuShare, snapshotCpu, type CpuShare } from './cpu-usage.js';
import { summarise, sleep, type LatencySummary } from './stats.js';

export interface QueryLoadResult {
  perSecond: number;
  latency: LatencySummary;
  errors: number;
  cpu: CpuShare;
}

export interface QueryLoadOptions {
  url: string;
  userId: number;
  callers: number;
  poolSize: number;
  warmupSeconds: number;
  durationSeconds: number;
}

// Named, like Drizzle's .prepare('profile_me'), so each connection plans it once.
const statement = (userId: number) => ({
  name: 'bench_user_by_id',
  text: 'SELECT * FROM users WHERE id = $1',
  values: [userId],
});

async function drive(
  pool: pg.Pool,
  userId: number,
  callers: number,
  seconds: number,
): Promise<QueryLoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const caller = async () => {
    while (performance.now() < deadline) {
      const start = performance.now();
      try {
        const result = await pool.query(statement(userId));
        if (result.rowCount !== 1) errors += 1;
        latencies.push(performance.now() - start);
      } catch {
        errors += 1;
        // A failing database would otherwise spin this loop at full speed.
        await sleep(10);
      }
    }
  };
  const before = snapshotCpu(null);
  await Promise.all(Array.from({ length: callers }, caller));
  const cpu = cpuShare(before, snapshotCpu(null));
  const elapsed = (performance.now() - before.atMs) / 1000;
  return { perSecond: latencies.length / elapsed, latency: summarise(latencies), errors, cpu };
}

export async function runQueryLoad(options: QueryLoadOptions): Promise<QueryLoadResult> {
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize });
  pool.on('error', () => undefined);
  try {
    if (options.warmupSeconds > 0)
      await drive(pool, options.userId, options.callers, options.warmupSeconds);
    return await drive(pool, options.userId, options.callers, options.durationSeconds);
  } finally {
    await pool.end();
  }
}

export interface StatementLoadOptions {
  url: string;
  callers: number;
  poolSize: number;
  warmupSeconds: number;
  durationSeconds: number;
  /** The statement each call runs (name it, so each connection plans it once). */
  statement: () => pg.QueryConfig;
  /** Rows every call must answer; anything else counts as an error. */
  expectRows: number;
}

/** Any one statement driven as the profile/me baseline is: the database floor of another route. */
export async function runStatementLoad(options: StatementLoadOptions): Promise<QueryLoadResult> {
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize });
  pool.on('error', () => undefined);
  const drive = async (seconds: number): Promise<QueryLoadResult> => {
    const latencies: number[] = [];
    let errors = 0;
    const deadline = performance.now() + seconds * 1000;
    const caller = async () => {
      while (performance.now() < deadline) {
        const start = performance.now();
        try {
          const result = await pool.query(options.statement());
          if (result.rowCount !== options.expectRows) errors += 1;
          latencies.push(performance.now() - start);
        } catch {
          errors += 1;
          await sleep(10);
        }
      }
    };
    const before = snapshotCpu(null);
    await Promise.all(Array.from({ length: options.callers }, caller));
    const cpu = cpuShare(before, snapshotCpu(null));
    const elapsed = (performance.now() - before.atMs) / 1000;
    return { perSecond: latencies.length / elapsed, latency: summarise(latencies), errors, cpu };
  };
  try {
    if (options.warmupSeconds > 0) await drive(options.warmupSeconds);
    return await drive(options.durationSeconds);
  } finally {
    await pool.end();
  }
}
