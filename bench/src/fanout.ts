// Push fan-out: one trigger (an HTTP request) makes the server push one frame to every socket of a
// crowd. Each delivery's latency runs from the moment the trigger request starts to the moment the
// frame reaches that socket. Pushes go one at a time, so each measures a quiet server.
import { performance } from 'node:perf_hooks';
import type { RawData } from 'ws';
import { cpuShare, snapshotCpu, type CpuShare } from './cpu-usage.js';
import { frameBytes as bytesOf, parseFrame, type SocketCrowd } from './socket-crowd.js';
import { sleep, summarise, type LatencySummary } from './stats.js';

export interface FanoutOptions {
  crowd: SocketCrowd;
  serverPid: number;
  /** Pushes made and discarded first, as HTTP runs have a warm-up: the first pushes pay for the JIT. */
  warmupPushes: number;
  pushes: number;
  /** The pushed frame's action: `update` unless given. */
  action?: string;
  /** Starts push number `round`; resolves with the version the pushed frame must carry. */
  trigger: (round: number) => Promise<number>;
  /** How long one push may take to reach every socket before its stragglers count as lost. */
  roundTimeoutMs?: number;
  /** Quiet time between pushes. */
  gapMs?: number;
}

export interface FanoutResult {
  sockets: number;
  pushes: number;
  latency: LatencySummary;
  /** Deliveries expected (sockets x pushes) and those that arrived in time with the right version. */
  expected: number;
  delivered: number;
  /** Size of the pushed frame as received, in bytes. */
  frameBytes: number;
  /** CPU shares over all the pushes, quiet gaps included. */
  cpu: CpuShare;
  /** Server CPU per push (trigger request and fan-out), in ms. */
  serverMsPerPush: number;
  phases: FanoutPhases;
  /** When the last socket had the very first (cold) push, in ms from its trigger; NaN without warm-up. */
  coldLastDelivery: number;
}

interface Arrival {
  at: number;
  data: RawData;
}

interface Round {
  /** Delivery latencies of frames with the expected version, ms from the trigger's start. */
  latencies: number[];
  /** When the trigger request had its answer. */
  triggerMs: number;
  frameBytes: number;
}

/** Medians over the pushes of where each push's time went, in ms from the trigger's start. */
export interface FanoutPhases {
  triggerAnswered: number;
  firstDelivery: number;
  lastDelivery: number;
}

async function waitFor(done: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([done, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

async function measureRound(options: FanoutOptions, round: number): Promise<Round> {
  const { crowd } = options;
  const arrivals: Arrival[] = [];
  let complete: () => void = () => undefined;
  const allIn = new Promise<void>((resolve) => (complete = resolve));
  crowd.listen((at, data) => {
    arrivals.push({ at, data });
    if (arrivals.length >= crowd.size) complete();
  });
  const start = performance.now();
  const version = await options.trigger(round);
  const triggerMs = performance.now() - start;
  await waitFor(allIn, options.roundTimeoutMs ?? 5_000);
  crowd.listen(() => undefined);
  // Frames are parsed only now, so checking them never delays the next arrival's timestamp.
  const latencies: number[] = [];
  let frameBytes = 0;
  for (const arrival of arrivals) {
    const bytes = bytesOf(arrival.data);
    const frame = parseFrame(bytes.toString());
    if (frame?.action !== (options.action ?? 'update') || frame.version !== version) continue;
    latencies.push(arrival.at - start);
    frameBytes = bytes.length;
  }
  return { latencies, triggerMs, frameBytes };
}

const median = (values: number[]) => summarise(values).p50;

export async function measureFanout(options: FanoutOptions): Promise<FanoutResult> {
  const warmup: Round[] = [];
  for (let round = 0; round < options.warmupPushes; round += 1) {
    warmup.push(await measureRound(options, round));
    await sleep(options.gapMs ?? 20);
  }
  const rounds: Round[] = [];
  const before = snapshotCpu(options.serverPid);
  for (
    let round = options.warmupPushes;
    round < options.warmupPushes + options.pushes;
    round += 1
  ) {
    rounds.push(await measureRound(options, round));
    await sleep(options.gapMs ?? 20);
  }
  const cpu = cpuShare(before, snapshotCpu(options.serverPid));
  const latencies = rounds.flatMap((r) => r.latencies);
  const delivered = rounds.filter((r) => r.latencies.length > 0);
  return {
    cpu,
    serverMsPerPush: cpu.serverMs / options.pushes,
    sockets: options.crowd.size,
    pushes: options.pushes,
    latency: summarise(latencies),
    phases: {
      triggerAnswered: median(rounds.map((r) => r.triggerMs)),
      firstDelivery: median(delivered.map((r) => Math.min(...r.latencies))),
      lastDelivery: median(delivered.map((r) => Math.max(...r.latencies))),
    },
    coldLastDelivery: Math.max(...(warmup[0]?.latencies ?? [Number.NaN])),
    expected: options.crowd.size * options.pushes,
    delivered: latencies.length,
    frameBytes: Math.max(0, ...rounds.map((r) => r.frameBytes)),
  };
}
