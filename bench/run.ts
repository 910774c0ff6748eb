// `npm run bench`: builds the server if needed, creates a throwaway PostgreSQL database, measures
// each target beside its baseline, prints the summary and writes it to results/latest.md.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { cpus, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForQuietMachine } from './src/cpu-usage.js';
import { createBenchDatabase, postgresVersion, type BenchDatabase } from './src/bench-database.js';
import { runCalendarSection } from './src/calendar-section.js';
import { runChatSection } from './src/chat-section.js';
import { runHttpSection } from './src/http-section.js';
import { runMatchzySection } from './src/matchzy-section.js';
import {
  BUSY_PERCENT,
  emptyReport,
  renderReport,
  renderSummary,
  type Report,
} from './src/report.js';
import { createRunContext, type RunContext } from './src/run-context.js';
import { readSettings, SECTIONS, type Section, type Settings } from './src/settings.js';
import { runFanoutSection, runMemorySection } from './src/socket-sections.js';
import { runVetoSection } from './src/veto-section.js';
import { runWorkersSection } from './src/workers-section.js';

const benchDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = dirname(benchDir);
const serverEntry = join(repoRoot, 'apps/server/dist/src/main.js');

/** Incremental `tsc -b`; a failed build is tolerated only when an older build exists, and is noted. */
function buildServer(report: Report): void {
  console.log('Building packages/contract and apps/server (tsc -b) ...');
  const tsc = join(repoRoot, 'node_modules/.bin/tsc');
  const result = spawnSync(tsc, ['-b', 'packages/contract', 'apps/server'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status === 0) return;
  if (!existsSync(serverEntry))
    throw new Error('the server does not build and there is no earlier build to run');
  report.notes.push(
    '**The server build failed; these figures are for the previous build in apps/server/dist.**',
  );
}

async function describeRun(settings: Settings, database: BenchDatabase): Promise<string[]> {
  const cpu = cpus();
  return [
    `Date: ${new Date().toISOString()}`,
    `Machine: ${String(cpu.length)} × ${cpu[0]?.model ?? 'unknown CPU'}, ${String(Math.round(totalmem() / 2 ** 30))} GiB RAM; Node ${process.version}; PostgreSQL ${await postgresVersion(database.url)} on 127.0.0.1`,
    `The ${String(cpu.length)} cores are shared by the server child, PostgreSQL and the load generator (this process): figures are lower than on a machine where the load comes from elsewhere, and baselines are measured under the same sharing.`,
    `Server: apps/server/dist/src/main.js as a child process, LOG_LEVEL=warn, DATABASE_POOL_SIZE=${String(settings.poolSize)}, in-process event bus (no REDIS_URL), database ${database.name} created for this run and dropped after it.`,
  ];
}

// Other people's tests and browsers share these cores; a section starts once they are quiet, or
// after BENCH_QUIET_WAIT seconds with a note saying how busy the machine was.

async function whenQuiet(settings: Settings, section: Section, report: Report): Promise<void> {
  const busy = await waitForQuietMachine(settings.quietWaitSeconds * 1000, BUSY_PERCENT);
  if (busy >= BUSY_PERCENT) {
    const text = `other processes were using ${busy.toFixed(0)} % of a core when the ${section} section started; its figures are pessimistic`;
    console.log(`Warning: ${text}`);
    report.notes.push(text);
  }
}

const SECTION_RUNNERS: Record<Section, (ctx: RunContext, report: Report) => Promise<void>> = {
  http: runHttpSection,
  fanout: runFanoutSection,
  memory: runMemorySection,
  veto: runVetoSection,
  chat: runChatSection,
  matchzy: runMatchzySection,
  calendar: runCalendarSection,
  workers: runWorkersSection,
};

async function runSections(ctx: RunContext, report: Report): Promise<void> {
  for (const section of SECTIONS) {
    if (!ctx.settings.sections.has(section)) continue;
    await whenQuiet(ctx.settings, section, report);
    await SECTION_RUNNERS[section](ctx, report);
  }
}

async function main(): Promise<void> {
  const settings = readSettings();
  const report = emptyReport();
  if (!settings.skipBuild) buildServer(report);
  const database = await createBenchDatabase(settings.adminDatabaseUrl);
  let ctx: RunContext | undefined;
  const cleanUp = async () => {
    await ctx?.dispose();
    await database.drop();
  };
  // Ctrl-C still stops the children and drops the database.
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
  try {
    const context = await describeRun(settings, database);
    ctx = await createRunContext({ settings, database, repoRoot, benchDir });
    await runSections(ctx, report);
    const latest = join(benchDir, 'results', 'latest.md');
    // Laid out as the repository's Prettier settings say, so the lint passes on the file committed.
    const markdown = await format(renderReport('Clutch benchmark', context, report), {
      ...(await resolveConfig(latest)),
      filepath: latest,
    });
    mkdirSync(join(benchDir, 'results'), { recursive: true });
    writeFileSync(latest, markdown);
    console.log(
      `\n${context.map((line) => `- ${line}`).join('\n')}\n\n${renderSummary(report.rows)}\n`,
    );
    for (const note of report.notes) console.log(`Note: ${note}`);
    console.log('Written to bench/results/latest.md');
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
});
