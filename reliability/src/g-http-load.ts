// HTTP load for G1 through autocannon (the bench's load generator): a run's every response latency
// (fractional ms, from autocannon's response event rather than its whole-millisecond histogram) and
// its answers by status. Requests are autocannon's, so `setupRequest` can give each one its own
// Idempotency-Key.
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';

export interface LoadRun {
  requests: number;
  perSecond: number;
  latencies: number[];
  /** Answers by HTTP status. */
  statuses: Map<number, number>;
  /** Connection errors and timeouts (requests that got no answer). */
  errors: number;
  timeouts: number;
}

export function runLoad(options: autocannon.Options): Promise<LoadRun> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error: unknown, result) => {
      if (error) {
        reject(new Error('autocannon failed', { cause: error }));
        return;
      }
      resolve({
        requests: latencies.length,
        perSecond: latencies.length / Math.max(1, result.duration),
        latencies,
        statuses,
        errors: result.errors,
        timeouts: result.timeouts,
      });
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    });
  });
}

/** p-th share of the values (0.99 for p99). */
export function percentile(values: readonly number[], share: number): number {
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? Infinity;
}

export function countWhere(statuses: Map<number, number>, test: (status: number) => boolean) {
  let total = 0;
  for (const [status, count] of statuses) if (test(status)) total += count;
  return total;
}

export function statusList(statuses: Map<number, number>): string {
  return [...statuses]
    .sort(([x], [y]) => x - y)
    .map(([status, count]) => `${String(status)}×${String(count)}`)
    .join(', ');
}

/**
 * CPU time (user + system) a process has used so far, in ms, from /proc (Linux): per request it is
 * what a load costs the server whatever else shares the machine's cores.
 */
export function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

/** USER_HZ, 100 on every Linux this runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

/** The load average over the last minute and the cores, to read the latencies against. */
export function machineLoad(): string {
  return `load ${loadavg()[0]?.toFixed(1) ?? '?'} on ${String(availableParallelism())} cores`;
}
