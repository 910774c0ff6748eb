// The node:cluster primary: forks the workers that serve the one port, relays the bus between them,
// replaces a worker that dies, and stops them all on SIGTERM/SIGINT. It opens no database itself.
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import { createBusRelay } from './bus-relay.js';

/**
 * Set by the primary on the workers it forks. The `setup` worker (the first) migrates, seeds the
 * demo and imports CS2 servers exactly as a single process does; the others start once it listens,
 * so none of that ever runs twice or concurrently, and the secrets it generates in DATA_DIR exist.
 */
export const WORKER_ROLE_VARIABLE = 'CLUTCH_WORKER_ROLE';
export type WorkerRole = 'setup' | 'serve';

export function workerRole(env: NodeJS.ProcessEnv = process.env): WorkerRole {
  return env[WORKER_ROLE_VARIABLE] === 'setup' ? 'setup' : 'serve';
}

/** A worker's own shutdown gives up after 10 s; the primary waits a little longer, then kills. */
const STOP_TIMEOUT_MS = 15_000;
const CRASH_WINDOW_MS = 60_000;
const MAX_RESTART_DELAY_MS = 30_000;

/**
 * How long to wait before replacing a worker, given how many died in the last minute (this one
 * included): at once for a lone crash, then doubling, so a crash loop (the database away at
 * start) does not spin.
 */
export function restartDelay(recentDeaths: number): number {
  if (recentDeaths <= 1) return 0;
  return Math.min(MAX_RESTART_DELAY_MS, 500 * 2 ** (recentDeaths - 2));
}

export function runPrimary(workers: number, logger: Logger): void {
  const live = new Set<Worker>();
  const listening = new Set<Worker>();
  const deaths: number[] = [];
  let serving = false;
  const fork = (role: WorkerRole) => {
    const worker = cluster.fork({ [WORKER_ROLE_VARIABLE]: role });
    live.add(worker);
    return worker;
  };
  const setup = fork('setup');
  const stopper = stopOnSignals(live, logger);

  const relay = createBusRelay<Worker>();
  cluster.on('message', (worker, message: unknown) => {
    relay.receive(worker, message, live, (peer) => listening.has(peer));
  });
  cluster.on('listening', (worker) => {
    if (worker === setup) for (let n = 1; n < workers; n += 1) fork('serve');
    listening.add(worker);
    if (serving) logger.info({ worker: worker.process.pid }, 'worker replaced');
    else if (listening.size === workers) {
      serving = true;
      const workerPids = [...listening].map((w) => w.process.pid);
      logger.info({ workers: workerPids }, `${String(workers)} workers serving`);
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    live.delete(worker);
    const hadListened = listening.delete(worker);
    relay.forget(worker);
    if (stopper.isStopping()) return stopper.exited(code);
    // The first start failed (its worker said why): end as a single process would.
    if (worker === setup && !hadListened) process.exit(code ?? 1);
    const now = Date.now();
    deaths.push(now);
    while (deaths[0] !== undefined && deaths[0] < now - CRASH_WINDOW_MS) deaths.shift();
    const delay = restartDelay(deaths.length);
    logger.warn({ worker: worker.process.pid, code, signal, restartInMs: delay }, 'worker died');
    // Not unref'd: with every worker gone, this timer is what keeps the primary alive.
    setTimeout(() => {
      if (!stopper.isStopping()) fork('serve');
    }, delay);
  });
}

/** SIGTERM and SIGINT go on to every worker, which drains and exits; then the primary exits. */
function stopOnSignals(live: ReadonlySet<Worker>, logger: Logger) {
  let stopping = false;
  let isClean = true;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, workers: live.size }, 'stopping the workers');
    if (live.size === 0) process.exit(0);
    for (const worker of live) worker.process.kill(signal);
    setTimeout(() => {
      for (const worker of live) worker.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  return {
    isStopping: () => stopping,
    /** A worker ended during the stop: the primary exits 0 once all did, each with 0. */
    exited(code: number | null) {
      isClean &&= code === 0;
      if (live.size === 0) process.exit(isClean ? 0 : 1);
    },
  };
}
