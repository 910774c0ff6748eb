// HTTP load through autocannon's programmatic API: a discarded warm-up, then the measured run.
// Latencies are taken from autocannon's per-response event (fractional ms) rather than its histogram,
// which rounds to whole milliseconds, too coarse for a 10 ms target.
import autocannon from 'autocannon';
import { cpuShare, snapshotCpu, waitForIdleProcess, type CpuShare } from './cpu-usage.js';
import { summarise, type LatencySummary } from './stats.js';

export interface HttpTarget {
  name: string;
  /** Path on the server, e.g. /api/profile/me/ */
  path: string;
  headers?: Record<string, string>;
  /** GET unless given; a body goes as JSON. */
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Every response must have this status, or the run is reported as invalid. */
  expectStatus: number;
}

export interface HttpLoadResult {
  target: HttpTarget;
  requestsPerSecond: number;
  latency: LatencySummary;
  /** Connection errors and timeouts. */
  errors: number;
  /** Responses whose status was not the expected one. */
  unexpected: number;
  /** CPU of server, PostgreSQL and load generator during the measured run. */
  cpu: CpuShare;
  /** Server CPU time per response, in microseconds. */
  serverUsPerRequest: number;
}

export interface HttpLoadOptions {
  origin: string;
  serverPid: number;
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  /** Seconds before an unanswered request counts as an error (autocannon's default: 10). */
  timeoutSeconds?: number;
  /**
   * Wait for the server to finish what the warm-up left in flight before measuring, and what the
   * run left before returning (for routes costing tens of milliseconds or more a request).
   */
  drainServer?: boolean;
}

/** The longest wait for a server to drain its abandoned requests. */
const DRAIN_MAX_MS = 60_000;

interface Run {
  result: autocannon.Result;
  latencies: number[];
  unexpected: number;
}

function fire(
  url: string,
  target: HttpTarget,
  options: HttpLoadOptions,
  seconds: number,
): Promise<Run> {
  const latencies: number[] = [];
  let unexpected = 0;
  const { connections, timeoutSeconds } = options;
  const timeout = timeoutSeconds === undefined ? {} : { timeout: timeoutSeconds };
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration: seconds, pipelining: 1, ...timeout, ...requestOf(target) },
      (error: unknown, result) =>
        error
          ? reject(new Error(`autocannon failed on ${url}`, { cause: error }))
          : resolve({ result, latencies, unexpected }),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode !== target.expectStatus) unexpected += 1;
    });
  });
}

function requestOf(target: HttpTarget) {
  const headers = target.headers ?? {};
  if (target.body === undefined) return { method: target.method ?? 'GET', headers };
  return {
    method: target.method ?? 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(target.body),
  };
}

/** One request first, so a wrong URL or token stops the run instead of being benchmarked. */
async function probe(url: string, target: HttpTarget): Promise<void> {
  const response = await fetch(url, requestOf(target));
  const body = await response.text();
  if (response.status !== target.expectStatus) {
    throw new Error(
      `${target.name}: expected ${String(target.expectStatus)}, got ${String(response.status)} ${body.slice(0, 200)}`,
    );
  }
}

export async function runHttpLoad(
  target: HttpTarget,
  options: HttpLoadOptions,
): Promise<HttpLoadResult> {
  const url = options.origin + target.path;
  const drain = async () => {
    if (options.drainServer) await waitForIdleProcess(options.serverPid, DRAIN_MAX_MS);
  };
  await probe(url, target);
  if (options.warmupSeconds > 0) await fire(url, target, options, options.warmupSeconds);
  await drain();
  const before = snapshotCpu(options.serverPid);
  const { result, latencies, unexpected } = await fire(
    url,
    target,
    options,
    options.durationSeconds,
  );
  const cpu = cpuShare(before, snapshotCpu(options.serverPid));
  await drain();
  return {
    target,
    requestsPerSecond: latencies.length / result.duration,
    latency: summarise(latencies),
    errors: result.errors + result.timeouts,
    unexpected,
    cpu,
    serverUsPerRequest: (cpu.serverMs * 1000) / Math.max(1, latencies.length),
  };
}

/** The authenticated one-row read every section compares against. */
export const profileMeTarget = (authorization: string): HttpTarget => ({
  name: 'GET /api/profile/me/',
  path: '/api/profile/me/',
  headers: { authorization },
  expectStatus: 200,
});

/**
 * A runner bound to one started server: each target is loaded with `options` against it, and
 * `report` sees every result as it comes.
 */
export function loaderFor(
  server: { origin: string; pid: number },
  options: Omit<HttpLoadOptions, 'origin' | 'serverPid'>,
  report: (result: HttpLoadResult) => void,
): (target: HttpTarget) => Promise<HttpLoadResult> {
  return async (target) => {
    const result = await runHttpLoad(target, {
      ...options,
      origin: server.origin,
      serverPid: server.pid,
    });
    report(result);
    return result;
  };
}
