// `npm test`: every check in one run, so a single run shows everything that is wrong. Each step
// runs even when an earlier one failed; the last line is the total CI reads: `N passed, N failed`.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const outputDir = join(root, '.test-output');
const vitestReport = join(outputDir, 'vitest.json');
const reliabilityReport = join(outputDir, 'reliability.json');
const playwrightReport = join(outputDir, 'playwright.json');
const playwrightConfig = join(root, 'apps', 'web', 'playwright.config.ts');
// The e2e config launches this binary itself: Playwright's own browser download cannot work here.
const chromiumPath = '/usr/bin/chromium';

const totals = { passed: 0, failed: 0, skipped: 0, notRun: 0 };
/** One line per step for the recap printed just above the total. */
const recap = [];
const notes = [];
/** Each failed test's name and the start of its error, repeated in the summary CI keeps. */
const failures = [];
const FAILURES_SHOWN = 12;
const ERROR_LINES_SHOWN = 8;

// eslint-disable-next-line no-control-regex -- ANSI colour codes are control characters
const ANSI = /\u001b\[[0-9;]*m/g;

function noteFailure(name, message) {
  const lines = String(message ?? '')
    .replace(ANSI, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, ERROR_LINES_SHOWN);
  failures.push([name, ...lines.map((line) => `    ${line}`)].join('\n'));
}

function record(step, passed, failed, detail = '') {
  totals.passed += passed;
  totals.failed += failed;
  const verdict = failed > 0 ? 'FAIL' : 'ok  ';
  recap.push(
    `${verdict} ${step}: ${passed} passed, ${failed} failed${detail ? ` (${detail})` : ''}`,
  );
}

function heading(title) {
  console.log(`\n=== ${title} ===`);
}

/**
 * Streams the child's output as it comes. Resolves with the exit code, or null when the process
 * could not start or died by a signal, which the callers count as a crashed runner.
 */
function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', (error) => {
      console.error(`test: could not run ${command}: ${error.message}`);
      resolve(null);
    });
    child.on('close', (code, signal) => {
      if (signal) console.error(`test: ${command} was killed by ${signal}`);
      resolve(code);
    });
  });
}

/** Local binaries skip npx's start-up and can never reach for the registry mid-test. */
function bin(name) {
  const local = join(root, 'node_modules', '.bin', name);
  return existsSync(local) ? local : name;
}

async function check(step, command, args) {
  heading(step);
  const code = await run(command, args);
  record(step, code === 0 ? 1 : 0, code === 0 ? 0 : 1, code === 0 ? '' : `exit ${code ?? 'crash'}`);
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

async function ensureChromium() {
  heading('chromium');
  if (existsSync(chromiumPath)) {
    console.log(`${chromiumPath} is present.`);
    return true;
  }
  const isRoot = process.getuid?.() === 0;
  if (isRoot && (await run('sh', ['-c', 'command -v apt-get'])) === 0) {
    console.log(`${chromiumPath} is missing; installing Debian's chromium.`);
    await run('sh', ['-c', 'apt-get update && apt-get install -y chromium'], {
      DEBIAN_FRONTEND: 'noninteractive',
    });
  }
  if (existsSync(chromiumPath)) return true;
  console.error(
    `The browser suite needs Chromium at ${chromiumPath}. Install it with ` +
      '`sudo apt-get update && sudo apt-get install -y chromium` (Debian/Ubuntu), then run npm test again.',
  );
  return false;
}

/**
 * One Vitest run with the JSON reporter, counted into the totals: `step` names it in the recap,
 * `args` add to `run --reporter=default --reporter=json`. With `todoIsNotRun`, todo tests stand
 * for tests not written yet and are counted as not run rather than skipped.
 */
async function runVitest({ step, title, report, args = [], todoIsNotRun = false }) {
  heading(title);
  rmSync(report, { force: true });
  const code = await run(
    bin('vitest'),
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${report}`],
    { TZ: 'Asia/Kathmandu' },
  );
  const result = readJson(report);
  if (!result) {
    record(step, 0, 1, `no report, exit ${code ?? 'crash'}`);
    return;
  }
  const passed = result.numPassedTests ?? 0;
  let failed = result.numFailedTests ?? 0;
  // A file that fails to load reports no failed test, only a failed suite: count each such file.
  const brokenFiles = (result.testResults ?? []).filter(
    (file) =>
      file.status === 'failed' &&
      !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
  failed += brokenFiles;
  for (const file of result.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests)
      noteFailure(
        `${step} ${file.name}: ${test.fullName}`,
        (test.failureMessages ?? []).join('\n'),
      );
    if (file.status === 'failed' && failedTests.length === 0)
      noteFailure(`${step} ${file.name}`, file.message);
  }
  // Unhandled errors and similar fail the run without failing a test; they must still show.
  const unexplained = code !== 0 && failed === 0 ? 1 : 0;
  // Todo and skipped tests are neither passed nor failed.
  const todo = result.numTodoTests ?? 0;
  totals.skipped += (result.numPendingTests ?? 0) + (todoIsNotRun ? 0 : todo);
  if (todoIsNotRun) totals.notRun += todo;
  const details = [];
  if (todoIsNotRun && todo > 0) details.push(`${todo} NOT RUN, not written yet`);
  if (brokenFiles > 0) details.push(`${brokenFiles} file(s) failed to run`);
  if (unexplained) details.push(`exit ${code ?? 'crash'} with no failed test`);
  record(step, passed, failed + unexplained, details.join('; '));
}

/** Walks the JSON reporter's suites for tests whose last attempt failed or timed out. */
function notePlaywrightFailures(suites, titles) {
  for (const suite of suites) {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const last = (test.results ?? []).at(-1);
        if (!last || !['failed', 'timedOut', 'interrupted'].includes(last.status)) continue;
        const where = `${spec.file ?? ''}:${String(spec.line ?? '')}`;
        const message = (last.errors ?? []).map((error) => error.message).join('\n');
        noteFailure(`playwright ${where} ${[...path.slice(1), spec.title].join(' › ')}`, message);
      }
    }
    notePlaywrightFailures(suite.suites ?? [], path);
  }
}

async function runPlaywright(hasBrowser) {
  heading('playwright (apps/web/e2e)');
  if (!hasBrowser) {
    record('playwright', 0, 1, `no browser at ${chromiumPath}`);
    return;
  }
  if (!existsSync(playwrightConfig)) {
    console.error('test: apps/web/playwright.config.ts does not exist.');
    record('playwright', 0, 1, 'no playwright config');
    return;
  }
  rmSync(playwrightReport, { force: true });
  const env = { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport };
  // The e2e config reads E2E_DATABASE_URL; CI provides one server database for every suite.
  if (process.env.TEST_DATABASE_URL && !process.env.E2E_DATABASE_URL) {
    env.E2E_DATABASE_URL = process.env.TEST_DATABASE_URL;
  }
  const code = await run(
    bin('playwright'),
    ['test', '-c', playwrightConfig, '--reporter=list,json'],
    env,
  );
  const report = readJson(playwrightReport);
  if (!report?.stats) {
    record('playwright', 0, 1, `no report, exit ${code ?? 'crash'}`);
    return;
  }
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  notePlaywrightFailures(report.suites ?? [], []);
  for (const error of report.errors ?? []) noteFailure('playwright (outside tests)', error.message);
  // Errors outside any test (web server did not start, a spec failed to import) fail no test.
  const globalErrors = (report.errors ?? []).length;
  const unexplained = unexpected === 0 && (globalErrors > 0 || code !== 0) ? 1 : 0;
  totals.skipped += skipped;
  const details = [];
  if (flaky > 0) details.push(`${flaky} flaky, passed on retry`);
  if (globalErrors > 0) details.push(`${globalErrors} error(s) outside tests`);
  if (unexplained && globalErrors === 0)
    details.push(`exit ${code ?? 'crash'} with no failed test`);
  record('playwright', expected + flaky, unexpected + unexplained, details.join('; '));
}

async function main() {
  mkdirSync(outputDir, { recursive: true });

  await check('lint (eslint + prettier)', 'npm', ['run', 'lint']);
  await check('typecheck contract + server + dota-bot', bin('tsc'), [
    '-b',
    'packages/contract',
    'apps/server',
    'apps/dota-bot',
  ]);
  await check('typecheck web', bin('tsc'), ['-p', 'apps/web', '--noEmit']);
  if (existsSync(join(root, 'bench', 'tsconfig.json'))) {
    await check('typecheck bench', bin('tsc'), ['-p', 'bench', '--noEmit']);
  }
  if (existsSync(join(root, 'reliability', 'tsconfig.json'))) {
    await check('typecheck reliability', bin('tsc'), ['-p', 'reliability', '--noEmit']);
  }

  const hasBrowser = await ensureChromium();

  heading('build');
  const buildCode = await run(process.execPath, [join(root, 'scripts', 'build.mjs')]);
  // A good build is a precondition, not a test; only its failure is counted.
  if (buildCode !== 0) record('build', 0, 1, `exit ${buildCode ?? 'crash'}`);

  await runVitest({
    step: 'vitest',
    title: 'vitest (contract, server, web, dota-bot)',
    report: vitestReport,
  });
  await runPlaywright(hasBrowser);
  // The reliability suite spawns the built server, so it runs after the build above. Its servers
  // need a PostgreSQL server to make databases on; without one it says so and counts nothing.
  if (process.env.TEST_DATABASE_URL) {
    await runVitest({
      step: 'reliability',
      title: 'reliability (reliability/, against the built server)',
      report: reliabilityReport,
      args: ['--config', join(root, 'reliability', 'vitest.config.ts')],
      todoIsNotRun: true,
    });
  } else {
    notes.push(
      'the reliability suite (reliability/) did NOT RUN: it needs TEST_DATABASE_URL, a PostgreSQL server it may create databases on',
    );
  }

  if (!process.env.REDIS_URL) {
    notes.push(
      'REDIS_URL is unset, so the cross-instance socket test did not run (it needs a Redis server).',
    );
  }

  if (failures.length > 0) {
    heading('failures');
    for (const failure of failures.slice(0, FAILURES_SHOWN)) console.log(failure);
    if (failures.length > FAILURES_SHOWN)
      console.log(`…and ${String(failures.length - FAILURES_SHOWN)} more above.`);
  }

  heading('summary');
  for (const line of recap) console.log(line);
  if (totals.skipped > 0) console.log(`${totals.skipped} test(s) skipped`);
  if (totals.notRun > 0) console.log(`${totals.notRun} test(s) NOT RUN (not written yet)`);
  for (const note of notes) console.log(`note: ${note}`);
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  process.exitCode = totals.failed > 0 ? 1 : 0;
}

await main();
