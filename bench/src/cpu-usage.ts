// Where the two cores went during a run: CPU time of the server child, of every PostgreSQL process on
// the machine, and of this process (the load generator), read from /proc. Dividing the server's
// share by the requests served gives its CPU cost per request, which contention does not blur.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { sleep } from './stats.js';

export interface CpuSnapshot {
  atMs: number;
  serverMs: number;
  postgresMs: number;
  benchMs: number;
  /** Busy time of all cores together, from /proc/stat. */
  machineMs: number;
}

export interface CpuShare {
  /** Percent of one core, so 200 % is both cores of a 2-core machine. */
  serverPercent: number;
  postgresPercent: number;
  benchPercent: number;
  /**
   * Everything else on the machine (other people's tests and browsers, kernel time charged to no
   * process): high values make a run noisy.
   */
  othersPercent: number;
  serverMs: number;
}

let ticksPerSecond: number | undefined;

function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond =
        Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** utime + stime of a process in ms, and its command name; null when it has gone. */
function processCpu(pid: string): { name: string; ms: number } | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The name is in parentheses and may contain spaces; the fields after it are space-separated.
  const close = stat.lastIndexOf(')');
  const name = stat.slice(stat.indexOf('(') + 1, close);
  const fields = stat.slice(close + 2).split(' ');
  const ticks = Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  return { name, ms: (ticks * 1000) / clockTicks() };
}

function machineBusyMs(): number {
  const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '';
  // cpu user nice system idle iowait irq softirq steal ...: everything but idle and iowait is busy.
  const ticks = line.trim().split(/\s+/).slice(1).map(Number);
  const busy = ticks
    .slice(0, 8)
    .reduce((sum, t, i) => (i === 3 || i === 4 ? sum : sum + (t || 0)), 0);
  return (busy * 1000) / clockTicks();
}

function postgresMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const cpu = processCpu(entry);
    if (cpu?.name === 'postgres') total += cpu.ms;
  }
  return total;
}

/** The pids a process started (node:cluster's workers), read from /proc; none when unreadable. */
function childPids(pid: string): string[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
  } catch {
    return [];
  }
}

/** CPU of a process and of every process under it: a server with workers counts as one server. */
function treeCpuMs(pid: string): number {
  return (
    (processCpu(pid)?.ms ?? 0) + childPids(pid).reduce((sum, child) => sum + treeCpuMs(child), 0)
  );
}

/** `serverPid` null when no server is under load (the raw pg baseline). */
export function snapshotCpu(serverPid: number | null): CpuSnapshot {
  const own = process.cpuUsage();
  return {
    atMs: performance.now(),
    serverMs: serverPid === null ? 0 : treeCpuMs(String(serverPid)),
    postgresMs: postgresMs(),
    benchMs: (own.user + own.system) / 1000,
    machineMs: machineBusyMs(),
  };
}

export function cpuShare(from: CpuSnapshot, to: CpuSnapshot): CpuShare {
  const wall = Math.max(1, to.atMs - from.atMs);
  const serverMs = to.serverMs - from.serverMs;
  const percent = (ms: number) => (100 * ms) / wall;
  const ours = serverMs + (to.postgresMs - from.postgresMs) + (to.benchMs - from.benchMs);
  return {
    serverPercent: percent(serverMs),
    postgresPercent: percent(to.postgresMs - from.postgresMs),
    benchPercent: percent(to.benchMs - from.benchMs),
    othersPercent: Math.max(0, percent(to.machineMs - from.machineMs - ours)),
    serverMs,
  };
}

/**
 * Samples the machine in 2 s windows until other processes use less than `thresholdPercent` of one
 * core or `maxWaitMs` has passed; resolves with the last sample, so the report can say how busy it was.
 */
export async function waitForQuietMachine(
  maxWaitMs: number,
  thresholdPercent: number,
): Promise<number> {
  const deadline = performance.now() + maxWaitMs;
  for (;;) {
    const before = snapshotCpu(null);
    await sleep(2000);
    const busy = cpuShare(before, snapshotCpu(null));
    const others = busy.othersPercent + busy.postgresPercent;
    if (others < thresholdPercent || performance.now() >= deadline) return others;
  }
}

/**
 * Samples one process in 500 ms windows until it uses less than `thresholdPercent` of a core or
 * `maxWaitMs` has passed: a server still answering requests whose clients already left (a heavy
 * route at many connections leaves up to one per connection) would otherwise bill the next run.
 * Resolves with the last sample's percent.
 */
export async function waitForIdleProcess(
  pid: number,
  maxWaitMs: number,
  thresholdPercent = 10,
): Promise<number> {
  const deadline = performance.now() + maxWaitMs;
  for (;;) {
    const before = snapshotCpu(pid);
    await sleep(500);
    const { serverPercent } = cpuShare(before, snapshotCpu(pid));
    if (serverPercent < thresholdPercent || performance.now() >= deadline) return serverPercent;
  }
}
