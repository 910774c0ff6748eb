// Servers under test run as child processes, so their CPU and memory are their own: the Clutch server
// from its build output, and the bare `ws` baseline server. Both listen on 127.0.0.1 only.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { sleep } from './stats.js';

export interface ChildServer {
  readonly label: string;
  readonly pid: number;
  /** http://127.0.0.1:<port> */
  readonly origin: string;
  /** Resident set size of the child, from /proc/<pid>/status (VmRSS), in KiB. */
  rssKb(): number;
  /** The last few thousand characters the child wrote to stdout and stderr. */
  output(): string;
  stop(): Promise<void>;
}

export interface ChildSpec {
  label: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  /** Path answering 2xx once the server is ready. */
  readyPath: string;
  /** Directory for a V8 CPU profile of the child, written when it exits; none when absent. */
  cpuProfileDir?: string;
}

const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 15_000;
const TAIL_CHARS = 8_000;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

export function readRssKb(pid: number): number {
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  if (!match?.[1]) throw new Error(`no VmRSS for pid ${String(pid)}`);
  return Number(match[1]);
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitReady(
  origin: string,
  path: string,
  child: ChildProcess,
  tail: () => string,
): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${String(child.exitCode)}:\n${tail()}`);
    try {
      const response = await fetch(origin + path);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`server not ready within ${String(READY_TIMEOUT_MS)} ms:\n${tail()}`);
}

export async function startChild(spec: ChildSpec): Promise<ChildServer> {
  const port = await freePort();
  const profileArgs = spec.cpuProfileDir
    ? [
        '--cpu-prof',
        `--cpu-prof-dir=${spec.cpuProfileDir}`,
        `--cpu-prof-name=${spec.label}-${String(Date.now())}.cpuprofile`,
      ]
    : [];
  const child = spawn(process.execPath, [...profileArgs, ...spec.args], {
    cwd: spec.cwd,
    // A minimal environment, so a developer's DATABASE_URL or NODE_OPTIONS never leaks into a run.
    env: {
      PATH: process.env['PATH'] ?? '',
      HOME: process.env['HOME'] ?? '',
      ...spec.env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-TAIL_CHARS);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${spec.label}: could not spawn ${process.execPath}`);
  const origin = `http://127.0.0.1:${String(port)}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited(child);
    clearTimeout(timer);
  };
  try {
    await waitReady(origin, spec.readyPath, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    label: spec.label,
    pid,
    origin,
    rssKb: () => readRssKb(pid),
    output: () => output,
    stop,
  };
}

export interface ClutchChildOptions {
  repoRoot: string;
  databaseUrl: string;
  dataDir: string;
  jwtSecret: string;
  poolSize: number;
  cpuProfileDir?: string;
  /** More settings for this child (REDIS_URL for instances that share a bus). */
  env?: Record<string, string>;
  /** Node's own flags before the script (e.g. `--inspect=127.0.0.1:<port>` for a test that measures heap). */
  nodeArgs?: string[];
}

export function startClutch(label: string, options: ClutchChildOptions): Promise<ChildServer> {
  return startChild({
    label,
    args: [...(options.nodeArgs ?? []), join(options.repoRoot, 'apps/server/dist/src/main.js')],
    cwd: options.repoRoot,
    env: {
      NODE_ENV: 'production',
      DATABASE_URL: options.databaseUrl,
      DATABASE_POOL_SIZE: String(options.poolSize),
      DATA_DIR: options.dataDir,
      // Shared by every child of a run, so one access token works against all of them.
      JWT_SECRET: options.jwtSecret,
      // A run outlasts the default five minutes.
      ACCESS_TOKEN_TTL: '1h',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      RATE_LIMIT_AUTH_PER_MINUTE: '100000',
      RATE_LIMIT_ADDRESS_PER_HOUR: '100000',
      CHAT_SEND_LIMIT: '1000000',
      ...options.env,
    },
    readyPath: '/api/health/',
    ...(options.cpuProfileDir ? { cpuProfileDir: options.cpuProfileDir } : {}),
  });
}

export function startBareWs(label: string, benchDir: string): Promise<ChildServer> {
  return startChild({
    label,
    args: ['--import', 'tsx', join(benchDir, 'src/bare-ws-server.ts')],
    cwd: benchDir,
    env: {},
    readyPath: '/ready',
  });
}
