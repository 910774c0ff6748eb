// Target 1 and 2: the authenticated one-row read GET /api/profile/me/ and list pages, beside a
// trivial route of the same server and the same row read straight through `pg`.
import type { CpuShare } from './cpu-usage.js';
import {
  loaderFor,
  profileMeTarget,
  type HttpLoadOptions,
  type HttpLoadResult,
} from './http-load.js';
import { LIST_PAGES, NO_LIST_PAGES, pathOf } from './list-pages.js';
import { runQueryLoad, type QueryLoadResult } from './pg-baseline.js';
import {
  cpuText,
  int,
  latencyText,
  LOAD_TABLE_HEADERS,
  markdownTable,
  ms,
  noteIfBusy,
  verdict,
  type Report,
  type Row,
} from './report.js';
import type { LatencySummary } from './stats.js';
import type { RunContext } from './run-context.js';

const ME_MIN_PER_SECOND = 10_000;
const ME_MAX_P99_MS = 10;
/** Issue 20's targets: a one-row read beside the 404 floor, a list page beside profile/me. */
const READ_MIN_OF_FLOOR = 0.75;
const LIST_MIN_OF_ME = 0.4;
const LIST_MAX_P99_MS = 20;

function log(result: HttpLoadResult): void {
  const perRequest = `${int(result.serverUsPerRequest)} µs server CPU/req`;
  console.log(
    `  ${result.target.name}: ${int(result.requestsPerSecond)} req/s, ${latencyText(result.latency)}, ${perRequest}`,
  );
}

const isClean = (r: HttpLoadResult) => r.errors === 0 && r.unexpected === 0;
const ME_AGAIN = 'GET /api/profile/me/ (again, after the lists)';

async function runServerLoads(
  ctx: RunContext,
  options: Omit<HttpLoadOptions, 'origin' | 'serverPid'>,
) {
  const auth = { authorization: ctx.user.authorization };
  const server = await ctx.startClutch('http');
  const run = loaderFor(server, options, log);
  try {
    const me = await run(profileMeTarget(ctx.user.authorization));
    const trivial = await run({
      name: 'GET /api/nonexistent/ (404, no auth, no DB)',
      path: '/api/nonexistent/',
      expectStatus: 404,
    });
    const health = await run({
      name: 'GET /api/health/ (no auth, one DB ping)',
      path: '/api/health/',
      expectStatus: 200,
    });
    const lists: HttpLoadResult[] = [];
    for (const page of LIST_PAGES) {
      await page.seed?.(server.origin, ctx.user.authorization, ctx.database.url);
      lists.push(
        await run({
          name: `list: ${page.name}`,
          path: pathOf(page),
          headers: auth,
          expectStatus: 200,
        }),
      );
    }
    // profile/me again after the lists: a list is compared with the mean of the two, so a machine
    // that slowed down or sped up during the lists does not tilt the comparison one way.
    const meAgain =
      lists.length === 0
        ? me
        : await run({ ...profileMeTarget(ctx.user.authorization), name: ME_AGAIN });
    return { me, meAgain, trivial, health, lists };
  } finally {
    await server.stop();
  }
}

export async function runHttpSection(ctx: RunContext, report: Report): Promise<void> {
  const { settings } = ctx;
  const options = {
    connections: settings.connections,
    warmupSeconds: settings.warmupSeconds,
    durationSeconds: settings.durationSeconds,
  };
  console.log(
    `HTTP: ${String(settings.connections)} connections, ${String(settings.warmupSeconds)} s warm-up + ${String(settings.durationSeconds)} s per run`,
  );
  const { me, meAgain, trivial, health, lists } = await runServerLoads(ctx, options);
  // Run with the server stopped, so the baseline has the cores the server had.
  const pg = await runQueryLoad({
    url: ctx.database.url,
    userId: ctx.user.id,
    callers: settings.connections,
    poolSize: settings.poolSize,
    ...options,
  });
  console.log(`  raw pg SELECT by id: ${int(pg.perSecond)} queries/s, ${latencyText(pg.latency)}`);
  if (lists.length === 0) console.log(`  ${NO_LIST_PAGES}`);
  addRows(ctx, report, { me, meAgain, trivial, health, lists, pg });
}

interface HttpFigures {
  me: HttpLoadResult;
  /** profile/me run again after the lists (the same run as `me` when there are none). */
  meAgain: HttpLoadResult;
  trivial: HttpLoadResult;
  health: HttpLoadResult;
  lists: HttpLoadResult[];
  pg: QueryLoadResult;
}

function summaryRows(f: HttpFigures, connections: number): Row[] {
  const c = String(connections);
  const valid = isClean(f.me) && isClean(f.trivial) && f.pg.errors === 0;
  const me = f.me;
  return [
    {
      metric: `profile/me throughput, ${c} connections`,
      measured: `${int(me.requestsPerSecond)} req/s`,
      baseline: `404 route ${int(f.trivial.requestsPerSecond)} req/s · raw pg ${int(f.pg.perSecond)} q/s`,
      target: `≥ ${int(ME_MIN_PER_SECOND)} req/s`,
      verdict: verdict(valid, me.requestsPerSecond >= ME_MIN_PER_SECOND),
    },
    {
      metric: `profile/me p99 latency, ${c} connections`,
      measured: ms(me.latency.p99),
      baseline: `404 route ${ms(f.trivial.latency.p99)} · raw pg ${ms(f.pg.latency.p99)}`,
      target: `< ${String(ME_MAX_P99_MS)} ms`,
      verdict: verdict(valid, me.latency.p99 < ME_MAX_P99_MS),
    },
    {
      metric: 'profile/me server CPU per request',
      measured: `${int(me.serverUsPerRequest)} µs`,
      baseline: `404 route ${int(f.trivial.serverUsPerRequest)} µs · health ${int(f.health.serverUsPerRequest)} µs`,
      target: '—',
      verdict: 'info',
    },
    {
      metric: 'one-row read (profile/me) beside the 404 floor',
      measured: `${times(me.requestsPerSecond / f.trivial.requestsPerSecond)}`,
      baseline: `404 route ${int(f.trivial.requestsPerSecond)} req/s`,
      target: `≥ ${times(READ_MIN_OF_FLOOR)}`,
      verdict: verdict(
        valid,
        me.requestsPerSecond >= READ_MIN_OF_FLOOR * f.trivial.requestsPerSecond,
      ),
    },
    ...listRows(f, valid),
    {
      metric: 'database queries per request',
      measured: 'not exposed over HTTP (skipped)',
      baseline: '—',
      target: '—',
      verdict: 'n/a',
    },
  ];
}

const times = (ratio: number) => `${ratio.toFixed(2)}x`;

/** Each list beside profile/me: the mean of its runs before and after the lists. */
function listRows(f: HttpFigures, valid: boolean): Row[] {
  if (f.lists.length === 0)
    return [
      { metric: 'list pages', measured: NO_LIST_PAGES, baseline: '—', target: '—', verdict: 'n/a' },
    ];
  const me = (f.me.requestsPerSecond + f.meAgain.requestsPerSecond) / 2;
  const baseline = `profile/me ${int(me)} req/s (${int(f.me.requestsPerSecond)} before, ${int(f.meAgain.requestsPerSecond)} after the lists)`;
  return f.lists.map((list) => {
    const ratio = list.requestsPerSecond / me;
    return {
      metric: list.target.name,
      measured: `${int(list.requestsPerSecond)} req/s (${times(ratio)}) · p99 ${ms(list.latency.p99)}`,
      baseline,
      target: `≥ ${times(LIST_MIN_OF_ME)}, p99 < ${String(LIST_MAX_P99_MS)} ms`,
      verdict: verdict(
        valid && isClean(list) && isClean(f.meAgain),
        ratio >= LIST_MIN_OF_ME && list.latency.p99 < LIST_MAX_P99_MS,
      ),
    };
  });
}

function detailsTable(f: HttpFigures): string {
  const row = (
    name: string,
    perSecond: number,
    l: LatencySummary,
    cpu: CpuShare,
    usPerRequest: string,
    errors: string,
  ) => [name, int(perSecond), ms(l.p50), ms(l.p99), ms(l.max), usPerRequest, cpuText(cpu), errors];
  const again = f.meAgain === f.me ? [] : [f.meAgain];
  const rows = [f.me, f.trivial, f.health, ...f.lists, ...again].map((r) =>
    row(
      r.target.name,
      r.requestsPerSecond,
      r.latency,
      r.cpu,
      int(r.serverUsPerRequest),
      `${String(r.errors)} / ${String(r.unexpected)}`,
    ),
  );
  const pgName = 'raw pg `SELECT * FROM users WHERE id=$1` (from the bench process)';
  rows.push(row(pgName, f.pg.perSecond, f.pg.latency, f.pg.cpu, '—', `${String(f.pg.errors)} / —`));
  return markdownTable(LOAD_TABLE_HEADERS, rows);
}

function addRows(ctx: RunContext, report: Report, f: HttpFigures): void {
  const { connections, durationSeconds, warmupSeconds } = ctx.settings;
  report.rows.push(...summaryRows(f, connections));
  const heading = `## HTTP (${String(connections)} connections, ${String(durationSeconds)} s after ${String(warmupSeconds)} s warm-up)`;
  const lists = f.lists.length === 0 ? NO_LIST_PAGES : `list benchmarks: ${String(f.lists.length)}`;
  report.details.push(`${heading}\n\n${detailsTable(f)}\n\n${lists}`);
  const runs = [f.me, f.trivial, f.health, ...f.lists, f.meAgain];
  noteIfBusy(
    report,
    'HTTP',
    runs.map((r) => r.cpu.othersPercent),
  );
  if (runs.some((r) => !isClean(r)) || f.pg.errors > 0) {
    report.notes.push(
      'An HTTP run had connection errors or unexpected statuses: its figures are marked invalid.',
    );
  }
}
