// Browser journeys in the system Chromium against the real server, which serves the built SPA from
// apps/web/dist and keeps its data in a fresh temporary directory for each run. It sends its mails to
// a local SMTP catcher and signs in with Steam at a local OpenID stand-in (e2e/support/global-setup).
// Real quick matches are hosted on a CS2 server and Dota 2 bots the journeys start (support/game-hosts).
import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BOT_SECRET, writeCs2ServersFile } from './e2e/support/game-hosts';
import { E2E_PORT, SMTP_PORT, STEAM_OPENID_URL } from './e2e/support/ports';

const here = fileURLToPath(new URL('.', import.meta.url));
const PORT = String(E2E_PORT);
const ORIGIN = `http://127.0.0.1:${PORT}`;

const DATA_DIR = mkdtempSync(join(tmpdir(), 'clutch-e2e-'));

const serverEnv: Record<string, string> = {
  PORT,
  HOST: '127.0.0.1',
  DATA_DIR,
  WEB_DIST: resolve(here, 'dist'),
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  PUBLIC_URL: ORIGIN,
  SMTP_URL: `smtp://127.0.0.1:${String(SMTP_PORT)}`,
  STEAM_OPENID_URL,
  // Every journey signs in from the same loopback address within a minute or two.
  RATE_LIMIT_AUTH_PER_MINUTE: '1000',
  RATE_LIMIT_ADDRESS_PER_HOUR: '1000',
  // The captain-vote journey waits for a vote to close: short votes, and a job runner that looks often.
  // A minute: the journey's voting (two pages, two ballots) must fit inside it on a slow machine too,
  // and the countdown still reads "0 h 1 m".
  TEAM_VOTE_DURATION: '60s',
  JOB_POLL_INTERVAL: '1s',
  // The withdraw journey sees the hold before the payout.
  WITHDRAW_PAYOUT_DELAY: '4s',
  // The tournament-run and caster journeys wait for real starts: a tournament's minutes (registration
  // closing, round length) last a second, and the demo simulator plays a match in two.
  TOURNAMENT_MINUTE: '1s',
  TOURNAMENT_SIMULATOR_DELAY: '2s',
  // The real-crystal tournament journey runs its bracket by hand (lobbies the players make, results
  // they report); real quick matches are hosted on the stand-ins below.
  TOURNAMENT_HOSTS: 'manual',
  // Real quick matches: the CS2 server stand-in downloads its match config from, and posts its
  // events to, this origin; Dota 2 stand-in bots sign in with the secret.
  CS2_SERVERS_FILE: writeCs2ServersFile(DATA_DIR),
  GAME_SERVER_CALLBACK_URL: ORIGIN,
  BOT_SECRET,
  // The console journeys' admin (e2e/support/operator.ts) is made an admin on confirming its e-mail.
  OPERATOR_ADMIN_EMAILS: 'console.admin@example.com',
  ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
};

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A budget for a journey's own work, not a window it must beat: generous, so a slower machine than
  // the one a journey was written on (CI takes whichever comes) still finishes it.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // A comma-separated list such as `list,json`; the repo's test script passes its own on the command line.
  reporter: (process.env.PLAYWRIGHT_REPORTER ?? 'list')
    .split(',')
    .map((name): [string] => [name.trim()]),
  outputDir: 'test-results',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: process.env.E2E_BASE_URL ?? ORIGIN,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node ../server/dist/src/main.js',
    cwd: here,
    env: serverEnv,
    url: `${ORIGIN}/api/health/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
