// The database floor of the matchzy section: the transaction the events route runs for a round_end
// (lock the hosted match, record the event by its key, write score and statistics, commit), its
// statements straight through `pg` from one caller per stand-in server, on the server's pool size,
// with the server stopped. What the route adds on top is HTTP, the secret, parsing and Drizzle.
import pg from 'pg';
import { cpuShare, snapshotCpu, type CpuShare, type CpuSnapshot } from './cpu-usage.js';
import type { SeededHostedMatch } from './matchzy-seed.js';
import { MatchZyStream, type Tally } from './matchzy-stream.js';
import { sleep, summarise, type LatencySummary } from './stats.js';

export interface EventTransactionResult {
  /** Transactions that recorded and applied their event. */
  applied: number;
  perSecond: number;
  latency: LatencySummary;
  errors: number;
  cpu: CpuShare;
}

interface Caller {
  hostedId: number;
  stream: MatchZyStream;
  userIds: Map<string, number>;
}

// Named, so each connection plans them once; the same statements Drizzle sends for the route.
const lockStatement = (id: number): pg.QueryConfig => ({
  name: 'bench_mz_lock',
  text: 'SELECT * FROM hosted_matches WHERE id = $1 FOR UPDATE',
  values: [id],
});
const recordStatement = (id: number, key: string, body: string): pg.QueryConfig => ({
  name: 'bench_mz_record',
  text: `INSERT INTO hosted_match_events (hosted_match_id, key, body) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING key`,
  values: [id, key, body],
});
const applyStatement = (id: number, a: number, b: number, stats: string): pg.QueryConfig => ({
  name: 'bench_mz_apply',
  text: `UPDATE hosted_matches SET status = 'live', last_event_at = now(), score_a = $2,
                score_b = $3, stats = $4 WHERE id = $1 RETURNING *`,
  values: [id, a, b, stats],
});

/** The server's stat columns for CS2, from MatchZy's running totals (cs2StatsOf). */
function statsColumns(t: Readonly<Tally>, rounds: number) {
  const played = t.rounds_played > 0 ? t.rounds_played : rounds;
  return {
    kills: t.kills,
    deaths: t.deaths,
    assists: t.assists,
    adr: played > 0 ? Math.round(t.damage / played) : 0,
    headshot_pct: t.kills > 0 ? Math.round((100 * t.headshot_kills) / t.kills) : 0,
    mvps: t.mvp,
    score: t.score,
  };
}

/** One round_end's transaction; false when its key was recorded before. */
async function applyOnce(pool: pg.Pool, caller: Caller): Promise<boolean> {
  const body = caller.stream.nextRoundEnd();
  const { mapNumber, team1, team2 } = caller.stream.standing;
  const key = `round_end:${String(caller.hostedId)}:${String(mapNumber)}:${String(team1 + team2)}`;
  const stats = caller.stream.tallies.map((line) => ({
    userId: caller.userIds.get(line.steamId) ?? 0,
    hero: null,
    stats: statsColumns(line.stats, team1 + team2),
  }));
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(lockStatement(caller.hostedId));
    const recorded = await client.query(recordStatement(caller.hostedId, key, body));
    if (recorded.rowCount === 1)
      await client.query(applyStatement(caller.hostedId, team1, team2, JSON.stringify(stats)));
    await client.query('COMMIT');
    return recorded.rowCount === 1;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export async function runEventTransactions(options: {
  url: string;
  matches: readonly SeededHostedMatch[];
  poolSize: number;
  seconds: number;
}): Promise<EventTransactionResult> {
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize });
  pool.on('error', () => undefined);
  // Streams of their own: the rounds continue past what the server runs recorded under new map numbers.
  const callers: Caller[] = options.matches.map(({ hostedId, players }) => ({
    hostedId,
    stream: new MatchZyStream(hostedId, players, Math.random, 1_000_000),
    userIds: new Map(players.map((p) => [p.steamId, p.userId])),
  }));
  const latencies: number[] = [];
  let applied = 0;
  let errors = 0;
  const deadline = performance.now() + options.seconds * 1000;
  const drive = async (caller: Caller) => {
    while (performance.now() < deadline) {
      const started = performance.now();
      try {
        if (await applyOnce(pool, caller)) applied += 1;
        else errors += 1;
        latencies.push(performance.now() - started);
      } catch {
        errors += 1;
        await sleep(10);
      }
    }
  };
  const before = snapshotCpu(null);
  let after: CpuSnapshot;
  try {
    await Promise.all(callers.map(drive));
    after = snapshotCpu(null);
  } finally {
    await pool.end();
  }
  const elapsed = (after.atMs - before.atMs) / 1000;
  return {
    applied,
    perSecond: applied / elapsed,
    latency: summarise(latencies),
    errors,
    cpu: cpuShare(before, after),
  };
}
