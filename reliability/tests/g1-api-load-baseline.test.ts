// G1 api-load-baseline: autocannon against one instance in two phases: (a) a read mix (tournament
// list, a public profile, the team list and the player list, the nearest the API has to a
// leaderboard) on 50 connections for 20 s, with a valid sign-in and a password-guessing run from
// their own addresses in the middle; (b) money writes (crystal transfers, a fresh Idempotency-Key
// each) on 20 connections for 20 s. Then the operators' ledger check must pass, the server's RSS
// must have grown less than 50 MB and its event loop must have lagged less than 100 ms at p99. Both
// are read through the V8 inspector of the server child: the RSS after a full garbage collection at
// either end (so two readings compare the same moment of V8's cycle, not how much garbage waits),
// the delay from perf_hooks' histogram inside the process.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type Player } from '../src/api-client.js';
import { seedGroupRooms } from '../src/d1-chat-room.js';
import { figure } from '../src/figures.js';
import { buyCheapestPack } from '../src/funding.js';
import {
  countWhere,
  cpuMsOf,
  machineLoad,
  percentile,
  runLoad,
  statusList,
  type LoadRun,
} from '../src/g-http-load.js';
import {
  connectInspector,
  INSPECTOR_FLAG,
  type EventLoopDelay,
  type Inspector,
  type MemoryFigures,
} from '../src/inspector.js';
import { clientFrom, loopbackAddresses } from '../src/source-address.js';
import { startSuiteServer, type SuiteServer } from '../src/suite-server.js';

const READ_CONNECTIONS = 50;
const WRITE_CONNECTIONS = 20;
const PHASE_SECONDS = 20;
const PAYERS = 8;
/** The smallest amount there is, so a pack lasts the whole phase. */
const TRANSFER_AMOUNT = '0.01';
const READ_P99_MS = 200;
const WRITE_P99_MS = 500;
const RSS_GROWTH_MB = 50;
const EVENT_LOOP_P99_MS = 100;
/** The documented sign-in limits, set explicitly (the bench's children raise them). */
const AUTH_PER_MINUTE = 20;
const GUESSES = AUTH_PER_MINUTE + 5;

let server: SuiteServer;
let inspector: Inspector;
let reader: Player;
let recipient: Player;
let payers: Player[];
/** The server's memory once set up, before any load, after a full garbage collection. */
let memoryStart: MemoryFigures;
const addresses = loopbackAddresses();

beforeAll(async () => {
  server = await startSuiteServer(
    {
      RATE_LIMIT_AUTH_PER_MINUTE: String(AUTH_PER_MINUTE),
      RATE_LIMIT_ADDRESS_PER_HOUR: '10',
      TRUST_PROXY: 'false',
    },
    { nodeArgs: [INSPECTOR_FLAG] },
  );
  inspector = await connectInspector(server.output());
  [reader, recipient] = await Promise.all([
    signUp(server.origin, 'g1reader'),
    signUp(server.origin, 'g1recipient'),
  ]);
  payers = [];
  for (let i = 0; i < PAYERS; i += 1)
    payers.push(await signUp(server.origin, `g1payer${String(i)}`));
  await Promise.all(payers.map((payer) => buyCheapestPack(server.origin, payer)));
  // Players for the lists to page through.
  await seedGroupRooms(server.directDatabaseUrl, server.jwtSecret, 1, 200);
  memoryStart = await inspector.memoryAfterGc();
}, 120_000);

afterAll(async () => {
  inspector?.close();
  await server?.stop();
});

const headers = (player: Player) => ({ authorization: `Token ${player.tokens.access}` });

/** Sign-in from addresses of their own while the read mix runs: guesses get limited, the owner gets in. */
async function signInUnderLoad() {
  await sleep((PHASE_SECONDS * 1000) / 3);
  const guesser = clientFrom(server.origin, addresses());
  let firstLimited: number | null = null;
  for (let attempt = 1; attempt <= GUESSES && firstLimited === null; attempt += 1) {
    const answer = await guesser.post('/api/auth/login/', {
      email: reader.email,
      password: `wrong-${String(attempt)}`,
    });
    if (answer.status === 429) firstLimited = attempt;
  }
  guesser.close();
  const owner = clientFrom(server.origin, addresses());
  const started = performance.now();
  const valid = await owner.post('/api/auth/login/', {
    email: reader.email,
    password: reader.password,
  });
  const validMs = performance.now() - started;
  owner.close();
  return { firstLimited, validStatus: valid.status, validMs };
}

const mb = (value: number) => value.toFixed(1);

function report(phase: string, run: LoadRun, cpuMs: number, delay: EventLoopDelay) {
  figure('G1', `${phase} machine`, machineLoad());
  figure(
    'G1',
    `${phase} server CPU per request (ms)`,
    (cpuMs / Math.max(1, run.requests)).toFixed(2),
  );
  figure(
    'G1',
    `${phase} requests (per second)`,
    `${String(run.requests)} (${run.perSecond.toFixed(0)})`,
  );
  figure(
    'G1',
    `${phase} latency p50 / p99 / max (ms)`,
    `${percentile(run.latencies, 0.5).toFixed(1)} / ${percentile(run.latencies, 0.99).toFixed(1)} / ${percentile(run.latencies, 1).toFixed(1)}`,
  );
  figure('G1', `${phase} answers`, statusList(run.statuses));
  figure('G1', `${phase} errors, timeouts`, `${String(run.errors)}, ${String(run.timeouts)}`);
  figure(
    'G1',
    `${phase} event-loop delay p50 / p99 / max (ms; samples)`,
    `${delay.p50Ms.toFixed(1)} / ${delay.p99Ms.toFixed(1)} / ${delay.maxMs.toFixed(1)}; ${String(delay.samples)}`,
  );
}

/** RSS right after the load (garbage and all), then after a full collection, and the heap in use. */
async function reportMemory(phase: string) {
  const rawMb = server.rssKb() / 1024;
  const collected = await inspector.memoryAfterGc();
  figure(
    'G1',
    `${phase} RSS after the load / after a full GC; heap used after GC (MB)`,
    `${mb(rawMb)} / ${mb(collected.rssMb)}; ${mb(collected.heapUsedMb)}`,
  );
  return collected;
}

describe('G1 api-load-baseline', () => {
  it('(a) serves a read mix on 50 connections with p99 < 200 ms, no errors and an event loop lagging < 100 ms, and signs in the owner while guesses are limited', async () => {
    const cpuBefore = cpuMsOf(server.pid);
    await inspector.startDelay();
    const readRequests: autocannon.Request[] = [
      { method: 'GET', path: '/api/tournaments/' },
      { method: 'GET', path: `/api/profile/${String(recipient.id)}/` },
      { method: 'GET', path: '/api/team/' },
      { method: 'GET', path: '/api/profile/?per_page=20&username=rl_' },
    ];
    const [run, signIn] = await Promise.all([
      runLoad({
        url: server.origin,
        connections: READ_CONNECTIONS,
        duration: PHASE_SECONDS,
        headers: headers(reader),
        requests: readRequests,
      }),
      signInUnderLoad(),
    ]);
    const cpuMs = cpuMsOf(server.pid) - cpuBefore;
    const delay = await inspector.stopDelay();
    const p99 = percentile(run.latencies, 0.99);
    const non2xx = countWhere(run.statuses, (status) => status < 200 || status >= 300);
    report('(a) read mix', run, cpuMs, delay);
    await reportMemory('(a) read mix');
    figure('G1', '(a) read mix routes', readRequests.map((r) => r.path).join(', '));
    figure('G1', '(a) leaderboard', 'none in the API: the team list and the player list stand in');
    figure(
      'G1',
      '(a) password guesses from one address: first 429 at attempt',
      signIn.firstLimited ?? `none of ${String(GUESSES)}`,
    );
    figure(
      'G1',
      '(a) valid sign-in under load: status, ms',
      `${String(signIn.validStatus)}, ${signIn.validMs.toFixed(0)}`,
    );

    expect(run.requests).toBeGreaterThan(0);
    expect(run.errors + run.timeouts).toBe(0);
    expect(non2xx).toBe(0);
    expect(p99).toBeLessThan(READ_P99_MS);
    expect(delay.samples).toBeGreaterThan(0);
    expect(delay.p99Ms).toBeLessThan(EVENT_LOOP_P99_MS);
    expect(signIn.firstLimited).not.toBeNull();
    expect(signIn.firstLimited ?? Infinity).toBeLessThanOrEqual(AUTH_PER_MINUTE + 1);
    expect(signIn.validStatus).toBe(200);
  }, 120_000);

  it('(b) takes money writes on 20 connections with p99 < 500 ms, no 5xx and an event loop lagging < 100 ms; the ledger holds and RSS grew < 50 MB over both phases', async () => {
    const cpuBefore = cpuMsOf(server.pid);
    await inspector.startDelay();
    let nextPayer = 0;
    const run = await runLoad({
      url: server.origin,
      connections: WRITE_CONNECTIONS,
      duration: PHASE_SECONDS,
      requests: [
        {
          method: 'POST',
          path: `/api/profile/${String(recipient.id)}/transactions/`,
          // Each connection pays from one player; every request is a new transfer (its own key).
          setupRequest: (request, context) => {
            let payer: unknown = Reflect.get(context, 'payer');
            if (typeof payer !== 'number') {
              payer = nextPayer++ % PAYERS;
              Reflect.set(context, 'payer', payer);
            }
            const token = payers[Number(payer)]?.tokens.access ?? '';
            return {
              ...request,
              headers: {
                authorization: `Token ${token}`,
                'content-type': 'application/json',
                'idempotency-key': randomUUID(),
              },
              body: JSON.stringify({ amount: TRANSFER_AMOUNT }),
            };
          },
        },
      ],
    });
    const cpuMs = cpuMsOf(server.pid) - cpuBefore;
    const delay = await inspector.stopDelay();
    const ledger = await server.ledgerCheck();
    const p99 = percentile(run.latencies, 0.99);
    const serverErrors = countWhere(run.statuses, (status) => status >= 500);
    report('(b) transfers', run, cpuMs, delay);
    const memoryEnd = await reportMemory('(b) transfers');
    const growthMb = memoryEnd.rssMb - memoryStart.rssMb;
    figure('G1', '(b) transfers made (201)', run.statuses.get(201) ?? 0);
    figure(
      'G1',
      '(b) ledger check',
      ledger.ok ? `ok: ${ledger.output.split('\n').at(-1) ?? ''}` : `FAILED\n${ledger.output}`,
    );
    figure(
      'G1',
      'RSS after a full GC, before the load → after both phases (MB)',
      `${mb(memoryStart.rssMb)} → ${mb(memoryEnd.rssMb)}: growth ${mb(growthMb)} (bound ${String(RSS_GROWTH_MB)})`,
    );
    figure(
      'G1',
      'heap used after a full GC, before the load → after both phases (MB)',
      `${mb(memoryStart.heapUsedMb)} → ${mb(memoryEnd.heapUsedMb)}: growth ${mb(memoryEnd.heapUsedMb - memoryStart.heapUsedMb)}`,
    );

    expect(run.requests).toBeGreaterThan(0);
    expect(serverErrors).toBe(0);
    expect(run.errors + run.timeouts).toBe(0);
    expect(p99).toBeLessThan(WRITE_P99_MS);
    expect(ledger.ok).toBe(true);
    expect(delay.samples).toBeGreaterThan(0);
    expect(delay.p99Ms).toBeLessThan(EVENT_LOOP_P99_MS);
    // Garbage not yet collected is not growth: right after the load the RSS was 55-95 MB higher in
    // the recorded run (up to 210 MB over both phases before this was measured after a collection),
    // and a full collection gives it back (both readings are printed above).
    expect(growthMb).toBeLessThan(RSS_GROWTH_MB);
  }, 120_000);
});
