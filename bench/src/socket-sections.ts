// Targets 3 and 4: a profile push reaching 1,000 sockets of one user, and the server's memory per
// idle subscribed socket; each beside a bare `ws` server child doing the same.
import type { ChildServer } from './child-server.js';
import { patchMe } from './clutch-client.js';
import { measureFanout, type FanoutResult } from './fanout.js';
import { measureIdleMemory, type IdleMemoryResult } from './idle-memory.js';
import {
  int,
  kb,
  latencyText,
  markdownTable,
  ms,
  noteIfBusy,
  verdict,
  type Report,
} from './report.js';
import type { RunContext } from './run-context.js';
import { openCrowd } from './socket-crowd.js';

const PUSH_MAX_P99_MS = 30;
const SOCKET_MAX_KB = 20;

export const wsOrigin = (server: ChildServer) => server.origin.replace(/^http:/, 'ws:');
const subscribeFrame = (pk: number) =>
  JSON.stringify({ action: 'subscribe_instance', pk, request_id: 'x' });

function clutchCrowd(ctx: RunContext, server: ChildServer, count: number) {
  const url = `${wsOrigin(server)}/api/ws/user-updates/?token=${encodeURIComponent(ctx.user.access)}`;
  return openCrowd({ url, count, subscribeFrame: subscribeFrame(ctx.user.id) });
}

function bareCrowd(server: ChildServer, count: number) {
  return openCrowd({ url: `${wsOrigin(server)}/`, count, subscribeFrame: subscribeFrame(1) });
}

async function fanoutOnClutch(ctx: RunContext): Promise<FanoutResult> {
  const server = await ctx.startClutch('fanout');
  try {
    const crowd = await clutchCrowd(ctx, server, ctx.settings.fanoutSockets);
    try {
      const { authorization } = ctx.user;
      return await measureFanout({
        crowd,
        serverPid: server.pid,
        warmupPushes: ctx.settings.warmupPushes,
        pushes: ctx.settings.pushes,
        trigger: async (round) =>
          (await patchMe(server.origin, authorization, round % 2 === 0 ? 2 : 1)).version,
      });
    } finally {
      await crowd.close();
    }
  } finally {
    await server.stop();
  }
}

/** The baseline: a bare `ws` child pushing a frame of `frameBytes` to `sockets` subscribed sockets. */
export async function fanoutOnBareWs(
  ctx: RunContext,
  label: string,
  sockets: number,
  frameBytes: number,
): Promise<FanoutResult> {
  const server = await ctx.startBareWs(label);
  try {
    const crowd = await bareCrowd(server, sockets);
    try {
      return await measureFanout({
        crowd,
        serverPid: server.pid,
        warmupPushes: ctx.settings.warmupPushes,
        pushes: ctx.settings.pushes,
        trigger: async (round) => {
          const version = round + 1;
          const response = await fetch(
            `${server.origin}/broadcast?version=${String(version)}&bytes=${String(frameBytes)}`,
            { method: 'POST' },
          );
          await response.arrayBuffer();
          return version;
        },
      });
    } finally {
      await crowd.close();
    }
  } finally {
    await server.stop();
  }
}

function fanoutDetails(
  settings: RunContext['settings'],
  clutch: FanoutResult,
  bare: FanoutResult,
): string {
  const row = (name: string, r: FanoutResult) => [
    name,
    `${int(r.delivered)}/${int(r.expected)}`,
    String(r.frameBytes),
    ms(r.latency.p50),
    ms(r.latency.p99),
    ms(r.latency.max),
    `${ms(r.phases.triggerAnswered)} / ${ms(r.phases.firstDelivery)} / ${ms(r.phases.lastDelivery)}`,
    ms(r.serverMsPerPush),
    `${int(r.cpu.othersPercent)} %`,
  ];
  const headers = [
    'Server',
    'delivered',
    'frame bytes',
    'p50',
    'p99',
    'max',
    'median push: trigger answered / first / last socket',
    'server CPU per push',
    'other processes',
  ];
  const table = markdownTable(headers, [
    row('Clutch: PATCH /api/profile/me/ → user-updates push', clutch),
    row('bare ws: POST /broadcast → same-size frame', bare),
  ]);
  const { pushes, warmupPushes, fanoutSockets } = settings;
  const heading = `## Push fan-out (${String(pushes)} pushes after ${String(warmupPushes)} warm-up pushes, one at a time, to ${int(fanoutSockets)} sockets)`;
  const cold = `The first (cold) push of a fresh server reached its last socket after ${ms(clutch.coldLastDelivery)} on Clutch and ${ms(bare.coldLastDelivery)} on bare ws; warm-up pushes are not in the figures above.`;
  return `${heading}\n\n${table}\n\n${cold}`;
}

export async function runFanoutSection(ctx: RunContext, report: Report): Promise<void> {
  const { fanoutSockets, pushes, warmupPushes } = ctx.settings;
  console.log(
    `Push fan-out: ${String(pushes)} pushes (after ${String(warmupPushes)} warm-up) to ${String(fanoutSockets)} sockets of one user`,
  );
  const clutch = await fanoutOnClutch(ctx);
  const summary = (r: FanoutResult) =>
    `${int(r.delivered)}/${int(r.expected)} delivered, ${latencyText(r.latency)}, ${ms(r.serverMsPerPush)} server CPU per push`;
  console.log(`  Clutch: ${summary(clutch)} (${String(clutch.frameBytes)} B frames)`);
  const bare = await fanoutOnBareWs(
    ctx,
    'fanout-baseline',
    ctx.settings.fanoutSockets,
    clutch.frameBytes,
  );
  console.log(`  bare ws: ${summary(bare)}`);
  const valid = clutch.delivered === clutch.expected && bare.delivered === bare.expected;
  report.rows.push({
    metric: `push to ${int(fanoutSockets)} sockets: p99 (PATCH start → receipt)`,
    measured: `${ms(clutch.latency.p99)} (p50 ${ms(clutch.latency.p50)}, max ${ms(clutch.latency.max)})`,
    baseline: `bare ws ${ms(bare.latency.p99)} (p50 ${ms(bare.latency.p50)}, max ${ms(bare.latency.max)})`,
    target: `< ${String(PUSH_MAX_P99_MS)} ms`,
    verdict: verdict(valid, clutch.latency.p99 < PUSH_MAX_P99_MS),
  });
  report.details.push(fanoutDetails(ctx.settings, clutch, bare));
  noteIfBusy(report, 'push fan-out', [clutch.cpu.othersPercent, bare.cpu.othersPercent]);
  if (!valid) {
    report.notes.push(
      'Some pushes did not reach every socket within 5 s: the fan-out row is marked invalid.',
    );
  }
}

export async function runMemorySection(ctx: RunContext, report: Report): Promise<void> {
  const { idleSockets, settleMs } = ctx.settings;
  console.log(
    `Idle socket memory: ${String(idleSockets)} subscribed sockets, ${String(settleMs)} ms settle`,
  );
  const measure = async (
    server: ChildServer,
    open: (count: number) => ReturnType<typeof openCrowd>,
  ) => {
    try {
      return await measureIdleMemory(server, open, idleSockets, settleMs);
    } finally {
      await server.stop();
    }
  };
  const clutchServer = await ctx.startClutch('memory');
  const clutch = await measure(clutchServer, (count) => clutchCrowd(ctx, clutchServer, count));
  const bareServer = await ctx.startBareWs('memory-baseline');
  const bare = await measure(bareServer, (count) => bareCrowd(bareServer, count));
  const mb = (kib: number) => (kib / 1024).toFixed(1);
  const describe = (r: IdleMemoryResult) =>
    `${kb(r.perSocketKb)} (RSS ${mb(r.beforeKb)} → ${mb(r.afterKb)} MB)`;
  console.log(`  Clutch: ${describe(clutch)} per socket; bare ws: ${describe(bare)}`);
  report.rows.push({
    metric: `server memory per idle subscribed socket (${int(idleSockets)} sockets)`,
    measured: describe(clutch),
    baseline: `bare ws ${describe(bare)}`,
    target: `< ${String(SOCKET_MAX_KB)} KB`,
    verdict: verdict(clutch.sockets === idleSockets, clutch.perSocketKb < SOCKET_MAX_KB),
  });
}
