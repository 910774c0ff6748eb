// The living demo as a newcomer meets it after `npm start` (issue 18): a server of its own on the
// embedded database with SEED_DEMO, as a fresh start has it (the suite's main server seeds nothing).
// A guest finds the finished Autumn Cup in the tournament list and sees its whole bracket, the
// champion, results and reviews; the running Night Cup shows its first round.
import { expect, test } from './support/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { saveScreenshot } from './support/journey';
import { DEMO_PORT } from './support/ports';

const ORIGIN = `http://127.0.0.1:${String(DEMO_PORT)}`;
const here = fileURLToPath(new URL('.', import.meta.url));
/** A first start migrates and seeds the demo through its own API: a while on a loaded machine. */
const START_BUDGET_MS = 240_000;

let server: ChildProcess | undefined;
let dataDir = '';
let output = '';

test.beforeAll(async () => {
  test.setTimeout(START_BUDGET_MS + 10_000);
  dataDir = mkdtempSync(join(tmpdir(), 'clutch-demo-e2e-'));
  server = spawn(process.execPath, [join(here, '../../server/dist/src/main.js')], {
    env: {
      PATH: process.env.PATH,
      PORT: String(DEMO_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: join(here, '../dist'),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // The server listens only once the demo is seeded.
  await expect
    .poll(
      async () => {
        if (server?.exitCode !== null) throw new Error(`the demo server exited:\n${output}`);
        return fetch(`${ORIGIN}/api/health/`).then(
          (answer) => answer.ok,
          () => false,
        );
      },
      { timeout: START_BUDGET_MS, intervals: [500] },
    )
    .toBe(true);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test('a guest sees the demo cup played to the end: its bracket, champion and reviews', async ({
  page,
}) => {
  await page.goto(`${ORIGIN}/tournaments`);
  const autumn = page.getByRole('link', { name: /Clutch Autumn Cup/ }).first();
  await autumn.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clutch Autumn Cup' })).toBeVisible();

  // Eight players: four quarter-finals, two semi-finals, the final and the match for third place.
  const cards = page.getByTestId('bracket-match');
  await expect(cards).toHaveCount(8);
  for (let index = 0; index < 8; index += 1) {
    await expect(cards.nth(index)).toContainText(/finished/i);
  }
  await expect(page.getByText('Champion', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('Smooth cup, fast admin. Loved the final!')).toBeVisible();
  // Played out: a guest is told it takes nobody now, not asked to sign in to take part.
  await expect(page.getByText('Registration is closed.')).toBeVisible();
  await expect(page.getByText('Sign in to take part.')).toHaveCount(0);
  await saveScreenshot(page, 'demo-finished-bracket');

  // The running cup shows its bracket too, in Ukrainian.
  await page.goto(`${ORIGIN}/ua/tournaments`);
  await page
    .getByRole('link', { name: /Clutch Night Cup/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clutch Night Cup' })).toBeVisible();
  await expect(page.getByTestId('bracket-match').first()).toBeVisible();
});
