// Section `matchzy`: MatchZy events applied per second when 50 CS2 servers post round_end events to
// their hosted matches at once, beside the same posts to a route-less path (the framework's floor)
// and the route's transaction straight through `pg` (the database's floor); the database must then
// hold every event the route said it applied.
import { randomBytes } from 'node:crypto';
import {
  closeStandIns,
  FLOOR_PATH,
  openStandIns,
  probeStandIn,
  runPosts,
  type PostRunResult,
  type StandInServer,
} from './matchzy-load.js';
import { runEventTransactions, type EventTransactionResult } from './matchzy-pg-baseline.js';
import { readHostedMatches, seedLiveCs2Matches, type SeededHostedMatch } from './matchzy-seed.js';
import { cpuText, int, markdownTable, ms, noteIfBusy, type Report, type Row } from './report.js';
import type { RunContext } from './run-context.js';

/** A CS2 round lasts at least ~20 s (freeze time and a quick elimination): one event per server. */
const FASTEST_ROUND_SECONDS = 20;

interface MatchZyFigures {
  servers: number;
  warmup: PostRunResult | null;
  apply: PostRunResult;
  floor: PostRunResult;
  pg: EventTransactionResult;
  /** What the database disagrees with: missing events, scores or statistics. */
  problems: string[];
}

const isClean = (r: PostRunResult) => r.unexpected.size === 0 && r.errors.size === 0;
const isValid = (f: MatchZyFigures) =>
  isClean(f.apply) && isClean(f.floor) && f.pg.errors === 0 && f.problems.length === 0;
const countsText = (counts: Map<string, number>) =>
  [...counts].map(([what, n]) => `${what} × ${String(n)}`).join(', ');

/** Every applied post must be a row of hosted_match_events, and each match must show its last round. */
async function checkDatabase(
  ctx: RunContext,
  servers: readonly StandInServer[],
  applied: number,
): Promise<string[]> {
  const ids = servers.map((s) => s.hostedId);
  const stored = await readHostedMatches(ctx.database.url, ids);
  const problems: string[] = [];
  if (stored.events !== applied)
    problems.push(
      `${int(applied)} events were answered as applied, but ${int(stored.events)} were recorded`,
    );
  const byId = new Map(stored.matches.map((m) => [m.id, m]));
  const wrong = servers.filter((server) => {
    const row = byId.get(server.hostedId);
    const { team1, team2 } = server.stream.standing;
    const stats = Array.isArray(row?.stats) ? row.stats.length : 0;
    return row?.status !== 'live' || row.score_a !== team1 || row.score_b !== team2 || stats !== 2;
  });
  if (wrong.length > 0)
    problems.push(
      `${String(wrong.length)} of ${String(servers.length)} matches do not show the score and two players' statistics of their last round`,
    );
  return problems;
}

async function measureServer(
  ctx: RunContext,
  matches: readonly SeededHostedMatch[],
  gameServerSecret: string,
) {
  const { warmupSeconds, durationSeconds } = ctx.settings;
  const child = await ctx.startClutch('matchzy', { GAME_SERVER_SECRET_KEY: gameServerSecret });
  const servers = openStandIns(child.origin, gameServerSecret, matches);
  const run = (mode: 'apply' | 'floor', seconds: number) =>
    runPosts(servers, mode, { serverPid: child.pid, seconds });
  try {
    const first = servers[0];
    if (first) await probeStandIn(first);
    const warmup = warmupSeconds > 0 ? await run('apply', warmupSeconds) : null;
    const apply = await run('apply', durationSeconds);
    log('round_end applied', apply);
    const floor = await run('floor', durationSeconds);
    log(`404 floor POST ${FLOOR_PATH}`, floor);
    const applied = 1 + (warmup?.expected ?? 0) + apply.expected;
    const problems = await checkDatabase(ctx, servers, applied);
    return { warmup, apply, floor, problems };
  } finally {
    await closeStandIns(servers);
    await child.stop();
  }
}

async function measure(ctx: RunContext): Promise<MatchZyFigures> {
  const { matchzyServers, durationSeconds, poolSize } = ctx.settings;
  // The child gets a key of the run's, so the bench derives each match's event secret as it does.
  const gameServerSecret = randomBytes(32).toString('hex');
  const matches = await seedLiveCs2Matches(ctx.database.url, matchzyServers);
  const server = await measureServer(ctx, matches, gameServerSecret);
  // With the server stopped, so the database floor has the cores the server had.
  const pg = await runEventTransactions({
    url: ctx.database.url,
    matches,
    poolSize,
    seconds: durationSeconds,
  });
  console.log(
    `  raw pg transaction (lock, record, update, commit): ${int(pg.perSecond)}/s, p50 ${ms(pg.latency.p50)} · p99 ${ms(pg.latency.p99)}, ${String(pg.errors)} errors`,
  );
  return { servers: matches.length, ...server, pg };
}

function log(name: string, r: PostRunResult): void {
  const problems = [countsText(r.unexpected), countsText(r.errors)].filter(Boolean).join('; ');
  console.log(
    `  ${name}: ${int(r.expectedPerSecond)}/s as expected of ${int(r.perSecond)} posts/s, p50 ${ms(r.latency.p50)} · p99 ${ms(r.latency.p99)}, ${int(r.serverUsPerPost)} µs server CPU/post${problems ? `; ${problems}` : ''}`,
  );
}

function summaryRows(f: MatchZyFigures): Row[] {
  const n = String(f.servers);
  return [
    {
      metric: `MatchZy round_end events applied, ${n} servers posting at once`,
      measured: `${int(f.apply.expectedPerSecond)} events/s · p50 ${ms(f.apply.latency.p50)} · p99 ${ms(f.apply.latency.p99)}`,
      baseline: `404 POST ${int(f.floor.perSecond)} req/s · raw pg transaction ${int(f.pg.perSecond)}/s, p99 ${ms(f.pg.latency.p99)}`,
      target: '—',
      verdict: isValid(f) ? 'info' : 'invalid',
    },
    {
      metric: 'MatchZy event server CPU per post',
      measured: `${int(f.apply.serverUsPerPost)} µs`,
      baseline: `404 POST ${int(f.floor.serverUsPerPost)} µs`,
      target: '—',
      verdict: 'info',
    },
  ];
}

function detailsTable(f: MatchZyFigures): string {
  const row = (name: string, r: PostRunResult) => [
    name,
    int(r.perSecond),
    int(r.expectedPerSecond),
    ms(r.latency.p50),
    ms(r.latency.p99),
    ms(r.latency.max),
    int(r.serverUsPerPost),
    cpuText(r.cpu),
    [countsText(r.unexpected), countsText(r.errors)].filter(Boolean).join('; ') || '0',
  ];
  return markdownTable(
    [
      'Run',
      'posts/s',
      'as expected /s',
      'p50',
      'p99',
      'max',
      'server CPU µs/post',
      'CPU % server / postgres / bench / others',
      'unexpected / errors',
    ],
    [
      row('round_end, next round (200 applied)', f.apply),
      row(`the last one again, to \`${FLOOR_PATH}\` (404)`, f.floor),
      [
        'its transaction through `pg`, server stopped',
        int(f.pg.perSecond),
        int(f.pg.perSecond),
        ms(f.pg.latency.p50),
        ms(f.pg.latency.p99),
        ms(f.pg.latency.max),
        '—',
        cpuText(f.pg.cpu),
        f.pg.errors === 0 ? '0' : `${String(f.pg.errors)} errors`,
      ],
    ],
  );
}

function details(f: MatchZyFigures, seconds: number): string {
  const demand = f.servers / FASTEST_ROUND_SECONDS;
  const lines = [
    `Mean body ${int(f.apply.meanBodyBytes)} bytes (two players' full PlayerStats); one keep-alive connection per server, next post as soon as the last is answered.`,
    `Real servers post about one round_end per ${String(FASTEST_ROUND_SECONDS)} s or more: ${String(f.servers)} servers need about ${demand.toFixed(1)} events/s; the rate measured is ${int(f.apply.expectedPerSecond / demand)} × that.`,
    `Database after the runs: ${f.problems.length === 0 ? 'every applied event recorded once, every match at the score and statistics of its last round' : f.problems.join('; ')}.`,
    ...(f.warmup
      ? [`Warm-up: ${int(f.warmup.expected)} events applied and left out of the figures.`]
      : []),
  ];
  const heading = `## MatchZy events (${String(f.servers)} stand-in CS2 servers, ${String(seconds)} s per run)`;
  return `${heading}\n\n${detailsTable(f)}\n\n${lines.map((l) => `- ${l}`).join('\n')}`;
}

export async function runMatchzySection(ctx: RunContext, report: Report): Promise<void> {
  const { matchzyServers, warmupSeconds, durationSeconds } = ctx.settings;
  console.log(
    `MatchZy events: ${String(matchzyServers)} stand-in CS2 servers, ${String(warmupSeconds)} s warm-up + ${String(durationSeconds)} s per run`,
  );
  const f = await measure(ctx);
  for (const problem of f.problems) console.log(`  ${problem}`);
  const rows = summaryRows(f);
  report.rows.push(...rows);
  report.details.push(details(f, durationSeconds));
  noteIfBusy(
    report,
    'MatchZy events',
    [f.apply.cpu, f.floor.cpu, f.pg.cpu].map((c) => c.othersPercent),
  );
  if (rows.some((row) => row.verdict === 'invalid'))
    report.notes.push(
      'MatchZy events: a post was refused or failed, or the database does not hold what was applied; see the section’s details.',
    );
}
