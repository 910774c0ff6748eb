// A private Redis server for the outage tests (H2, D2): a child process on a free port of
// 127.0.0.1 that keeps nothing on disk, so a test may shut it down, kill it, pause it or cut its
// subscribers without touching the machine's own Redis.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { freePort } from '@clutch/bench/child-server';

const run = promisify(execFile);

export interface PrivateRedis {
  readonly port: number;
  /** redis://127.0.0.1:<port> */
  readonly url: string;
  /** `SHUTDOWN NOSAVE`: a clean stop that keeps nothing. */
  shutdown(): Promise<void>;
  /** SIGKILL of the server process. */
  kill(): Promise<void>;
  /** Starts it again on the same port (empty: nothing was saved). */
  start(): Promise<void>;
  /** `CLIENT PAUSE <ms> ALL`: every command hangs for that long. */
  pause(ms: number): Promise<void>;
  /** `CLIENT KILL TYPE pubsub`: every subscriber connection is cut; answers how many. */
  killSubscribers(): Promise<number>;
  /** Connected clients by `CLIENT LIST`, subscribers counted apart. */
  clients(): Promise<{ all: number; pubsub: number }>;
  destroy(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const cli = (...args: string[]) =>
    run('redis-cli', ['-h', '127.0.0.1', '-p', String(port), ...args]).then(({ stdout }) =>
      stdout.trim(),
    );
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    for (let i = 0; i < 100; i += 1) {
      if ((await cli('ping').catch(() => '')) === 'PONG') return;
      await sleep(50);
    }
    throw new Error(`the private Redis on port ${String(port)} did not answer within 5 s`);
  };
  const stopped = async () => {
    if (child) await exited(child);
  };
  await start();
  return {
    port,
    url: `redis://127.0.0.1:${String(port)}`,
    async shutdown() {
      await cli('shutdown', 'nosave').catch(() => undefined);
      await stopped();
    },
    async kill() {
      child?.kill('SIGKILL');
      await stopped();
    },
    start,
    async pause(ms) {
      await cli('client', 'pause', String(ms), 'all');
    },
    async killSubscribers() {
      return Number(await cli('client', 'kill', 'type', 'pubsub'));
    },
    async clients() {
      const list = (await cli('client', 'list')).split('\n').filter(Boolean);
      return {
        all: list.length,
        pubsub: list.filter((line) => / sub=[1-9]| psub=[1-9]/.test(line)).length,
      };
    },
    async destroy() {
      child?.kill('SIGKILL');
      await stopped();
    },
  };
}
