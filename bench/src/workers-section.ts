// Issue 20's "every core": the same reads against the same database, served by one worker and then
// by two (WEB_CONCURRENCY, node:cluster), one after the other in this run. On this 2-core machine the
// workers share the cores with PostgreSQL and the load generator, so two workers cannot double the
// rate; the figures say how much of the second core the server can use.
import { loaderFor, profileMeTarget, type HttpLoadResult } from './http-load.js';
import { LIST_PAGES, pathOf } from './list-pages.js';
import { int, latencyText, LOAD_TABLE_HEADERS, loadRow, markdownTable, ms } from './report.js';
import type { Report } from './report.js';
import type { RunContext } from './run-context.js';

const WORKER_COUNTS = [1, 2] as const;

/** The team list's first page, seeded once per run (the http section may have seeded it already). */
const TEAMS = LIST_PAGES.find((page) => pathOf(page).startsWith('/api/team/'));

async function ensureTeams(
  origin: string,
  authorization: string,
  databaseUrl: string,
): Promise<void> {
  if (!TEAMS?.seed) return;
  const res = await fetch(`${origin}${pathOf(TEAMS)}`, { headers: { authorization } });
  const body: unknown = await res.json();
  const count: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, 'count') : 0;
  if (typeof count === 'number' && count >= 20) return;
  await TEAMS.seed(origin, authorization, databaseUrl);
}

interface WorkerFigures {
  workers: number;
  me: HttpLoadResult;
  teams: HttpLoadResult | null;
}

async function measure(ctx: RunContext, workers: number): Promise<WorkerFigures> {
  const { settings } = ctx;
  const server = await ctx.startClutch(`workers-${String(workers)}`, {
    WEB_CONCURRENCY: String(workers),
  });
  const auth = { authorization: ctx.user.authorization };
  const run = loaderFor(
    // The primary's pid: the CPU figures count it and every worker under it.
    server,
    {
      connections: settings.connections,
      warmupSeconds: settings.warmupSeconds,
      durationSeconds: settings.durationSeconds,
    },
    (result) =>
      console.log(
        `  ${String(workers)} worker(s), ${result.target.name}: ${int(result.requestsPerSecond)} req/s, ${latencyText(result.latency)}`,
      ),
  );
  try {
    const me = await run(profileMeTarget(ctx.user.authorization));
    let teams: HttpLoadResult | null = null;
    if (TEAMS) {
      await ensureTeams(server.origin, ctx.user.authorization, ctx.database.url);
      teams = await run({
        name: `list: ${TEAMS.name}`,
        path: pathOf(TEAMS),
        headers: auth,
        expectStatus: 200,
      });
    }
    return { workers, me, teams };
  } finally {
    await server.stop();
  }
}

const clean = (r: HttpLoadResult) => r.errors === 0 && r.unexpected === 0;

export async function runWorkersSection(ctx: RunContext, report: Report): Promise<void> {
  console.log(`Workers: WEB_CONCURRENCY ${WORKER_COUNTS.join(' then ')}`);
  const figures: WorkerFigures[] = [];
  for (const workers of WORKER_COUNTS) figures.push(await measure(ctx, workers));
  const [one, two] = figures;
  if (!one || !two) return;
  const compare = (name: string, a: HttpLoadResult | null, b: HttpLoadResult | null) => {
    if (!a || !b) return;
    const ratio = b.requestsPerSecond / Math.max(1, a.requestsPerSecond);
    report.rows.push({
      metric: `${name}, 2 workers beside 1`,
      measured: `${int(b.requestsPerSecond)} req/s (p99 ${ms(b.latency.p99)})`,
      baseline: `1 worker ${int(a.requestsPerSecond)} req/s (p99 ${ms(a.latency.p99)}) · ${ratio.toFixed(2)}x`,
      target: '—',
      verdict: clean(a) && clean(b) ? 'info' : 'invalid',
    });
  };
  compare('profile/me', one.me, two.me);
  compare(TEAMS ? `list: ${TEAMS.name}` : 'team list', one.teams, two.teams);
  const rows = figures.flatMap((f) =>
    [f.me, f.teams].flatMap((r) =>
      r ? [loadRow(r, `${String(f.workers)} worker(s): ${r.target.name}`)] : [],
    ),
  );
  report.details.push(
    `## Workers (WEB_CONCURRENCY 1 and 2, ${String(ctx.settings.connections)} connections)\n\n` +
      `${markdownTable(LOAD_TABLE_HEADERS, rows)}\n\n` +
      'Server CPU counts the primary and every worker. On this machine PostgreSQL and the load ' +
      'generator share the same two cores, so a second worker mostly shows how much idle core ' +
      'the single worker left.',
  );
}
