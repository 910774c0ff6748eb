// `npm start` as a service manager or a script runs it, then stops it with `kill <npm pid>`: the
// signal must reach the server, and the port must come free (npm → start.mjs → server).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './free-port.js';

const repoRoot = join(import.meta.dirname, '..', '..', '..');
// The start builds what is stale first: minutes on a fresh tree, seconds on a built one.
const STARTUP_MS = 300_000;
const STOP_MS = 60_000;

/** Whether something can listen on the port again: nothing holds it. */
const isPortFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(250);
  }
  return false;
}

let npm: ChildProcess | undefined;
let dataDir: string | undefined;
afterEach(() => {
  if (npm?.exitCode === null && npm.signalCode === null) npm.kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it.each([['SIGTERM' as const], ['SIGINT' as const]])(
    'says what it does, and stops the server and frees the port on %s to the npm process',
    async (signal) => {
      dataDir = mkdtempSync(join(tmpdir(), 'clutch-start-'));
      const port = await freePort();
      const base = `http://127.0.0.1:${String(port)}`;
      const env: NodeJS.ProcessEnv = {
        PATH: process.env['PATH'],
        HOME: process.env['HOME'] ?? tmpdir(),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
        TZ: 'Asia/Kathmandu',
      };
      const child = spawn('npm', ['start'], { cwd: repoRoot, env, stdio: 'pipe' });
      npm = child;
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

      const healthy = await until(
        () =>
          fetch(`${base}/api/health/`).then(
            (res) => res.ok,
            () => false,
          ),
        STARTUP_MS,
      );
      expect(healthy, output).toBe(true);
      expect(output).toContain('building the contract and server…');
      expect(output).toContain('migrating the database…');
      expect(output).toContain(`listening on ${base}`);

      child.kill(signal);
      const stopped = await Promise.race([
        exited.then(() => true),
        sleep(STOP_MS).then(() => false),
      ]);
      expect(stopped, output).toBe(true);
      expect(await until(() => isPortFree(port), STOP_MS), output).toBe(true);
    },
    STARTUP_MS + 2 * STOP_MS + 10_000,
  );
});
