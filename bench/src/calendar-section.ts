// Section `calendar`: a month of the bench user's calendar holding about 2,000 events (every match of
// a grid-10 bracket it organises and of one it watches, among other users' matches of that month),
// as day objects in month view and in full, beside the same matches read as a bare indexed range
// straight through `pg`; profile/me on the same child is the reference for a one-row read.
import { CalendarDaySchema } from '@clutch/contract/calendar';
import {
  MATCHES_PER_BRACKET,
  explainRange,
  rangeStatement,
  seedCalendarMonth,
  type CalendarMonth,
  type SeededCalendar,
} from './calendar-seed.js';
import { runHttpLoad, type HttpLoadResult, type HttpTarget } from './http-load.js';
import { runStatementLoad, type QueryLoadResult } from './pg-baseline.js';
import {
  int,
  latencyText,
  LOAD_TABLE_HEADERS,
  loadRow,
  markdownTable,
  ms,
  noteIfBusy,
  pgRow,
  type Report,
  type Row,
} from './report.js';
import type { RunContext } from './run-context.js';
import { summarise, type LatencySummary } from './stats.js';

/** The issue's figure: a month holding at least this many events, or the run measured too little. */
const MIN_EVENTS = 2_000;
/** Month view lists at most this many events a day (CALENDAR_MONTH_VIEW_MAX_EVENTS). */
const MONTH_VIEW_MAX = 4;
const CALL_TIMEOUT_MS = 30_000;
/** Sequential requests timed on an idle server, after one untimed. */
const ALONE_SAMPLES = 5;
/**
 * A month answer takes long enough that 32 connections queue for seconds: wait this long for an
 * answer before counting an error, so slowness shows as latency rather than as an invalid run.
 */
const HEAVY_TIMEOUT_SECONDS = 60;

/** What one answer held: days, the events they count and list, and its size. */
interface MonthAnswer {
  days: number;
  /** Sum of day_events: an event crossing midnight counts on both days. */
  dayEvents: number;
  /** Events listed, and how many distinct ones. */
  listed: number;
  distinct: number;
  mostListedOnADay: number;
  bytes: number;
}

interface TimedAnswer {
  answer: MonthAnswer;
  /** Sequential requests on an idle server. */
  aloneMs: LatencySummary;
}

interface CalendarFigures {
  seed: SeededCalendar;
  full: TimedAnswer;
  brief: TimedAnswer;
  monthView: HttpLoadResult;
  allEvents: HttpLoadResult;
  me: HttpLoadResult;
  pg: QueryLoadResult;
  plan: string[];
  /** What the answers disagree with: too few events, too many listed a day. */
  problems: string[];
}

const isClean = (r: HttpLoadResult) => r.errors === 0 && r.unexpected === 0;
const isValid = (f: CalendarFigures) =>
  isClean(f.monthView) && isClean(f.allEvents) && f.pg.errors === 0 && f.problems.length === 0;

const monthPath = (month: CalendarMonth, monthView: boolean) =>
  `/api/events_calendar/user-events/?date_start=${month.dateStart}&date_end=${month.dateEnd}&month_view=${String(monthView)}&tz=UTC`;

/** One GET outside the load, its answer checked against the contract. */
async function readMonth(
  origin: string,
  authorization: string,
  month: CalendarMonth,
  monthView: boolean,
): Promise<MonthAnswer> {
  const path = monthPath(month, monthView);
  const response = await fetch(origin + path, {
    headers: { authorization },
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`GET ${path}: ${String(response.status)} ${text.slice(0, 300)}`);
  const days = CalendarDaySchema.array().parse(JSON.parse(text));
  const events = days.flatMap((d) => d.events);
  return {
    days: days.length,
    dayEvents: days.reduce((sum, d) => sum + d.day_events, 0),
    listed: events.length,
    distinct: new Set(events.map((e) => e.id)).size,
    mostListedOnADay: Math.max(0, ...days.map((d) => d.events.length)),
    bytes: Buffer.byteLength(text),
  };
}

function problemsOf(seed: SeededCalendar, full: MonthAnswer, brief: MonthAnswer): string[] {
  const problems: string[] = [];
  if (full.dayEvents < MIN_EVENTS || full.distinct < seed.events)
    problems.push(
      `the full month answered ${int(full.distinct)} distinct events (day_events sum ${int(full.dayEvents)}); ${int(seed.events)} were seeded, at least ${int(MIN_EVENTS)} are needed`,
    );
  if (brief.mostListedOnADay > MONTH_VIEW_MAX)
    problems.push(
      `month view listed ${String(brief.mostListedOnADay)} events on one day (at most ${String(MONTH_VIEW_MAX)})`,
    );
  if (brief.dayEvents !== full.dayEvents)
    problems.push(
      `month view counts ${int(brief.dayEvents)} events over its days, the full month ${int(full.dayEvents)}`,
    );
  return problems;
}

/** Sequential GETs on an otherwise idle server: what one request costs before any queueing. */
async function timeAlone(
  origin: string,
  authorization: string,
  month: CalendarMonth,
  monthView: boolean,
): Promise<{ answer: MonthAnswer; aloneMs: LatencySummary }> {
  // The first answer is checked and kept; it also pays for the JIT and the statement's plan.
  const answer = await readMonth(origin, authorization, month, monthView);
  const samples: number[] = [];
  for (let i = 0; i < ALONE_SAMPLES; i += 1) {
    const start = performance.now();
    await readMonth(origin, authorization, month, monthView);
    samples.push(performance.now() - start);
  }
  return { answer, aloneMs: summarise(samples) };
}

async function measureServer(ctx: RunContext, seed: SeededCalendar) {
  const { settings, user } = ctx;
  const auth = { authorization: user.authorization };
  const server = await ctx.startClutch('calendar');
  const run = async (target: HttpTarget, heavy: boolean) => {
    const result = await runHttpLoad(target, {
      connections: settings.connections,
      warmupSeconds: settings.warmupSeconds,
      durationSeconds: settings.durationSeconds,
      origin: server.origin,
      serverPid: server.pid,
      ...(heavy ? { timeoutSeconds: HEAVY_TIMEOUT_SECONDS, drainServer: true } : {}),
    });
    console.log(
      `  ${target.name}: ${int(result.requestsPerSecond)} req/s, ${latencyText(result.latency)}, ${int(result.serverUsPerRequest)} µs server CPU/req`,
    );
    return result;
  };
  const month = (monthView: boolean) => ({
    name: `GET user-events ${seed.month.dateStart}..${seed.month.dateEnd} month_view=${String(monthView)}`,
    path: monthPath(seed.month, monthView),
    headers: auth,
    expectStatus: 200,
  });
  try {
    const full = await timeAlone(server.origin, user.authorization, seed.month, false);
    const brief = await timeAlone(server.origin, user.authorization, seed.month, true);
    console.log(
      `  one request alone: month view p50 ${ms(brief.aloneMs.p50)}, all events p50 ${ms(full.aloneMs.p50)}`,
    );
    // The reference first, while nothing of the heavy runs can linger in the server.
    const me = await run(
      {
        name: 'GET /api/profile/me/ (reference)',
        path: '/api/profile/me/',
        headers: auth,
        expectStatus: 200,
      },
      false,
    );
    const monthView = await run(month(true), true);
    const allEvents = await run(month(false), true);
    return { full, brief, monthView, allEvents, me };
  } finally {
    await server.stop();
  }
}

async function measure(ctx: RunContext): Promise<CalendarFigures> {
  const { settings } = ctx;
  console.log('  seeding a month of tournaments ...');
  const seed = await seedCalendarMonth(ctx.database.url, ctx.user.id);
  console.log(
    `  ${int(seed.events)} events for the bench user in ${seed.month.dateStart}..${seed.month.dateEnd}, ${int(seed.noiseMatches)} other matches`,
  );
  const server = await measureServer(ctx, seed);
  // With the server stopped, so the baseline has the cores the server had.
  const pg = await runStatementLoad({
    url: ctx.database.url,
    callers: settings.connections,
    poolSize: settings.poolSize,
    warmupSeconds: settings.warmupSeconds,
    durationSeconds: settings.durationSeconds,
    statement: () => rangeStatement(seed),
    expectRows: seed.events,
  });
  console.log(
    `  raw pg range (${int(seed.events)} rows): ${int(pg.perSecond)} q/s, ${latencyText(pg.latency)}, ${String(pg.errors)} errors`,
  );
  const plan = await explainRange(ctx.database.url, seed);
  const problems = problemsOf(seed, server.full.answer, server.brief.answer);
  // A sequential scan would make the baseline a floor of the wrong thing.
  if (!plan.some((line) => line.includes('Index Scan') || line.includes('Index Only Scan')))
    problems.push('no index served the baseline range (see its plan)');
  return { seed, ...server, pg, plan, problems };
}

const ratioText = (r: HttpLoadResult, pg: QueryLoadResult) =>
  `×${(r.requestsPerSecond / Math.max(1e-9, pg.perSecond)).toFixed(3)}`;

function summaryRows(f: CalendarFigures, connections: number): Row[] {
  const c = `${String(connections)} connections`;
  const n = int(f.seed.events);
  const baseline = `raw pg range (${n} rows) ${int(f.pg.perSecond)} q/s · p50 ${ms(f.pg.latency.p50)} · p99 ${ms(f.pg.latency.p99)}`;
  const row = (what: string, r: HttpLoadResult): Row => ({
    metric: `calendar month of ${n} events, ${what}, ${c}`,
    measured: `${int(r.requestsPerSecond)} req/s · p50 ${ms(r.latency.p50)} · p99 ${ms(r.latency.p99)} (${ratioText(r, f.pg)})`,
    baseline,
    target: '—',
    verdict: isValid(f) ? 'info' : 'invalid',
  });
  return [
    row('month_view=true', f.monthView),
    row('month_view=false (all events)', f.allEvents),
    {
      metric: 'calendar month server CPU per request',
      measured: `month view ${int(f.monthView.serverUsPerRequest)} µs · all events ${int(f.allEvents.serverUsPerRequest)} µs`,
      baseline: `profile/me ${int(f.me.serverUsPerRequest)} µs (${int(f.me.requestsPerSecond)} req/s, same child)`,
      target: '—',
      verdict: 'info',
    },
  ];
}

function detailsTable(f: CalendarFigures): string {
  return markdownTable(LOAD_TABLE_HEADERS, [
    loadRow(f.monthView),
    loadRow(f.allEvents),
    loadRow(f.me),
    pgRow(`raw pg range of the same ${int(f.seed.events)} matches, server stopped`, f.pg),
  ]);
}

function details(f: CalendarFigures, connections: number, seconds: number): string {
  const { seed, full, brief } = f;
  const answer = ({ answer: a, aloneMs }: TimedAnswer) =>
    `${String(a.days)} days, day_events summing to ${int(a.dayEvents)}, ${int(a.listed)} events listed (at most ${String(a.mostListedOnADay)} a day), ${int(a.bytes)} bytes; one request alone (${String(aloneMs.count)} in a row, idle server) p50 ${ms(aloneMs.p50)}, max ${ms(aloneMs.max)}`;
  const lines = [
    `Seed: a running grid-10 bracket (${int(MATCHES_PER_BRACKET)} matches) the bench user organises and one it watches, starts spread evenly over ${seed.month.dateStart}..${seed.month.dateEnd}; ${int(seed.noiseMatches)} matches of other users' tournaments in the same month.`,
    `month_view=true answer: ${answer(brief)}.`,
    `month_view=false answer: ${answer(full)}.`,
    `Answers: ${f.problems.length === 0 ? `as seeded (${int(seed.events)} distinct events)` : f.problems.join('; ')}.`,
    `Under load a month answer waits up to ${String(HEAVY_TIMEOUT_SECONDS)} s before counting as an error, and the server is left to finish the requests a warm-up or run abandoned (its CPU falling under 10 % of a core, at most 60 s) before the next run starts.`,
    `Baseline statement: \`${rangeStatement(seed).text.replace(/\s+/g, ' ')}\`, named, ${String(connections)} callers.`,
    `Its plan (EXPLAIN ANALYZE, once): ${f.plan.map((line) => line.trim()).join(' · ')}`,
  ];
  const heading = `## Calendar month (${String(connections)} connections, ${String(seconds)} s per run)`;
  return `${heading}\n\n${detailsTable(f)}\n\n${lines.map((l) => `- ${l}`).join('\n')}`;
}

export async function runCalendarSection(ctx: RunContext, report: Report): Promise<void> {
  const { connections, warmupSeconds, durationSeconds } = ctx.settings;
  console.log(
    `Calendar: a month of ~2,000 events, ${String(connections)} connections, ${String(warmupSeconds)} s warm-up + ${String(durationSeconds)} s per run`,
  );
  const f = await measure(ctx);
  for (const problem of f.problems) console.log(`  ${problem}`);
  const rows = summaryRows(f, connections);
  report.rows.push(...rows);
  report.details.push(details(f, connections, durationSeconds));
  noteIfBusy(
    report,
    'calendar',
    [f.monthView.cpu, f.allEvents.cpu, f.me.cpu, f.pg.cpu].map((c) => c.othersPercent),
  );
  if (rows.some((row) => row.verdict === 'invalid'))
    report.notes.push(
      'Calendar: a request failed or answered a wrong status, or the answers do not hold the seeded month; see the section’s details.',
    );
}
