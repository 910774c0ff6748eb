// The built server with WEB_CONCURRENCY=2 on a fresh PostgreSQL database and no Redis: one primary,
// two workers on one port. Which worker holds a connection is read from /proc (proc-sockets.ts),
// so the server exposes nothing for the test.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { testDatabasePrefix, withDatabase } from '../../../test/global-setup.js';
import { childPids, connectionOwner, cpuTicks, rssMb } from '../../../test/proc-sockets.js';
import {
  closeAllSockets,
  openSocket,
  settledFrames,
  sleep,
  type WsClient,
} from '../../../test/ws-client.js';
import { freePort } from '../../../test/free-port.js';

const adminUrl = process.env['TEST_DATABASE_URL'];
const mainJs = join(import.meta.dirname, '../../../dist/src/main.js');
/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second. */
const TICK_MS = 10;

const JsonObjectSchema = z.record(z.string(), z.unknown());

interface Answer {
  status: number;
  body: Record<string, unknown>;
  /** Our end of the connection the answer came on. */
  localPort: number;
}

let primary: ChildProcess;
let output = '';
let port = 0;
let databaseName = '';
let dataDir = '';
let workers: number[] = [];
/** One keep-alive connection per worker: requests through it are served by that worker. */
const pinned = new Map<number, Agent>();
let token = '';
let userId = 0;

function call(agent: Agent, method: string, path: string, body?: unknown): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> = {};
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (token) headers['authorization'] = `Token ${token}`;
  return new Promise((resolve, reject) => {
    const req = request(`http://127.0.0.1:${String(port)}${path}`, { method, agent, headers });
    req.on('response', (res) => {
      const localPort = res.socket.localPort ?? 0;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const body = text ? JsonObjectSchema.parse(JSON.parse(text)) : {};
        resolve({ status: res.statusCode ?? 0, body, localPort });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const through = (pid: number) => {
  const agent = pinned.get(pid);
  if (!agent) throw new Error(`no connection pinned to worker ${String(pid)}`);
  return agent;
};

/** New keep-alive connections until one lands on each of `pids` (the primary deals them in turn). */
async function pinConnections(pids: readonly number[]): Promise<void> {
  for (let attempt = 0; attempt < 40 && pids.some((pid) => !pinned.has(pid)); attempt += 1) {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const answer = await call(agent, 'GET', '/api/health/');
    const owner = connectionOwner(port, answer.localPort, pids);
    if (owner !== undefined && !pinned.has(owner)) pinned.set(owner, agent);
    else agent.destroy();
  }
  expect([...pinned.keys()].sort()).toEqual(expect.arrayContaining([...pids].sort()));
}

async function waitForOutput(pattern: RegExp, ms: number): Promise<RegExpExecArray> {
  const deadline = Date.now() + ms;
  for (;;) {
    const match = pattern.exec(output);
    if (match) return match;
    if (Date.now() > deadline || primary.exitCode !== null)
      throw new Error(`no ${String(pattern)} in the server's output:\n${output.slice(-4000)}`);
    await sleep(100);
  }
}

describe.skipIf(!adminUrl)('two workers on one port, without Redis', () => {
  beforeAll(async () => {
    if (!adminUrl) return;
    // Empty, not cloned from the migrated template: the first worker migrates it.
    databaseName = `${testDatabasePrefix(inject('templateDb'))}cluster_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await admin.end();
    dataDir = mkdtempSync(join(tmpdir(), 'clutch-cluster-'));
    port = await freePort();
    primary = spawn(process.execPath, [mainJs], {
      // No JWT_SECRET: the first worker generates it in DATA_DIR, and the second must read it.
      env: {
        PATH: process.env['PATH'],
        HOME: process.env['HOME'] ?? tmpdir(),
        TZ: 'Asia/Kathmandu',
        DATABASE_URL: withDatabase(adminUrl, databaseName),
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        WEB_CONCURRENCY: '2',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    primary.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    primary.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const serving = await waitForOutput(
      /"workers":\[(\d+),(\d+)\],"msg":"2 workers serving"/,
      150_000,
    );
    workers = [Number(serving[1]), Number(serving[2])];
  }, 180_000);

  afterAll(async () => {
    await closeAllSockets();
    for (const agent of pinned.values()) agent.destroy();
    if (primary.exitCode === null && primary.signalCode === null) {
      for (const pid of childPids(primary.pid ?? 0)) process.kill(pid, 'SIGKILL');
      primary.kill('SIGKILL');
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (!adminUrl || !databaseName) return;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  }, 60_000);

  it('migrates once, and both workers take connections from the one port', async () => {
    expect(output.match(/migrating the database/g)).toHaveLength(1);
    expect(childPids(primary.pid ?? 0).sort()).toEqual([...workers].sort());
    await pinConnections(workers);
    const health = await call(through(workers[0] ?? 0), 'GET', '/api/health/');
    expect(health.body).toMatchObject({ bus: { ok: true, kind: 'cluster' } });

    // Ten connections dealt by the primary, each hammered with 40 health checks at once.
    const agents = Array.from({ length: 10 }, () => new Agent({ keepAlive: true, maxSockets: 1 }));
    const ticksBefore = workers.map(cpuTicks);
    const served = new Map<number, number>(workers.map((pid) => [pid, 0]));
    await Promise.all(
      agents.map(async (agent) => {
        for (let n = 0; n < 40; n += 1) {
          const answer = await call(agent, 'GET', '/api/health/');
          expect(answer.status).toBe(200);
          const owner = connectionOwner(port, answer.localPort, workers) ?? 0;
          served.set(owner, (served.get(owner) ?? 0) + 1);
        }
      }),
    );
    for (const agent of agents) agent.destroy();
    const cpuMs = workers.map((pid, i) => (cpuTicks(pid) - (ticksBefore[i] ?? 0)) * TICK_MS);
    console.log(
      `400 health checks on 10 connections: ${workers
        .map(
          (pid, i) =>
            `worker ${String(pid)} served ${String(served.get(pid))} using ${String(cpuMs[i])} ms CPU`,
        )
        .join('; ')}`,
    );
    console.log(
      `resident memory: primary ${String(rssMb(primary.pid ?? 0))} MiB, workers ${workers.map((pid) => `${String(rssMb(pid))} MiB`).join(' and ')}`,
    );
    for (const pid of workers) expect(served.get(pid)).toBeGreaterThan(0);
  }, 60_000);

  it('delivers an event published in either worker exactly once to a socket on each worker', async () => {
    const password = `Cluster-${randomBytes(12).toString('base64url')}`;
    const signedUp = await call(through(workers[0] ?? 0), 'POST', '/api/auth/register/', {
      email: `cluster-${randomBytes(4).toString('hex')}@test.invalid`,
      username: `cluster_${randomBytes(4).toString('hex')}`,
      password,
      repeat_password: password,
      country: 'UA',
    });
    expect(signedUp.body).toHaveProperty('access');
    token = String(signedUp.body['access']);
    // A token signed by one worker is accepted by the other: both read the secret the first wrote.
    for (const pid of workers) {
      const me = await call(through(pid), 'GET', '/api/profile/me/');
      expect(me.status).toBe(200);
      userId = Number(me.body['id']);
    }

    const sockets = new Map<number, WsClient>();
    for (let attempt = 0; attempt < 20 && sockets.size < workers.length; attempt += 1) {
      const socket = await openSocket(`http://127.0.0.1:${String(port)}`, 'user-updates', token);
      // ws keeps its TCP socket private; our end's port names the connection in /proc.
      const tcp = (socket.ws as unknown as { _socket: Socket })._socket;
      const owner = connectionOwner(port, tcp.localPort ?? 0, workers);
      if (owner !== undefined && !sockets.has(owner)) sockets.set(owner, socket);
      else await socket.close();
    }
    expect(sockets.size).toBe(2);
    for (const socket of sockets.values()) {
      const answer = await socket.request({
        action: 'subscribe_instance',
        pk: userId,
        request_id: 'me',
      });
      expect(answer.response_status).toBe(201);
    }

    let game = 1;
    for (const publisher of workers) {
      game = game === 1 ? 2 : 1;
      const changed = await call(through(publisher), 'PATCH', '/api/profile/me/', {
        current_game: game,
      });
      expect(changed.status).toBe(200);
      const version = Number(changed.body['version']);
      const isThisUpdate = (frame: { action: string; version?: number | undefined }) =>
        frame.action === 'update' && frame.version === version;
      for (const socket of sockets.values()) await socket.next(isThisUpdate);
      // Anything doubled would have arrived by now.
      await sleep(300);
      const counts = await Promise.all(
        [...sockets.values()].map(
          async (s) => (await settledFrames(s)).filter(isThisUpdate).length,
        ),
      );
      console.log(
        `published in worker ${String(publisher)}: version ${String(version)} pushed once on each worker's socket, then ${counts.join(' and ')} more`,
      );
      expect(counts).toEqual([0, 0]);
    }
    await closeAllSockets();
  }, 60_000);

  it('answers profile/me fresh on the next read through one worker after a change through the other', async () => {
    for (let round = 0; round < 10; round += 1) {
      const [reader, writer] = round % 2 === 0 ? workers : [...workers].reverse();
      const before = await call(through(reader ?? 0), 'GET', '/api/profile/me/');
      const game = before.body['current_game'] === 1 ? 2 : 1;
      // Read twice, so the reader answers from its cache.
      await call(through(reader ?? 0), 'GET', '/api/profile/me/');
      const changed = await call(through(writer ?? 0), 'PATCH', '/api/profile/me/', {
        current_game: game,
      });
      const next = await call(through(reader ?? 0), 'GET', '/api/profile/me/');
      expect(next.body).toMatchObject({ current_game: game, version: changed.body['version'] });
    }
    console.log('10 changes, each read fresh at once through the other worker');
  }, 60_000);

  it('answers the team list fresh on the next read through one worker after a change through the other', async () => {
    const name = `cluster-team-${randomBytes(3).toString('hex')}`;
    const made = await call(through(workers[0] ?? 0), 'POST', '/api/team/', { name });
    expect(made.status).toBe(201);
    const teamId = Number(made.body['id']);
    const page = `/api/team/?search=${name}`;
    const description = async (pid: number) => {
      const answer = await call(through(pid), 'GET', page);
      const results = z.array(z.object({ id: z.number(), description: z.string() }));
      return results.parse(answer.body['results']).find((team) => team.id === teamId)?.description;
    };
    for (let round = 0; round < 10; round += 1) {
      const [reader, writer] = round % 2 === 0 ? workers : [...workers].reverse();
      // Read twice, so the reader answers from its kept pages.
      await description(reader ?? 0);
      await description(reader ?? 0);
      const changed = await call(through(writer ?? 0), 'PATCH', `/api/team/${String(teamId)}/`, {
        description: `round ${String(round)}`,
      });
      expect(changed.status).toBe(200);
      expect(await description(reader ?? 0)).toBe(`round ${String(round)}`);
    }
    console.log('10 team edits, each on the team list at once through the other worker');
  }, 60_000);

  it('replaces a worker that dies', async () => {
    const [victim, survivor] = workers;
    process.kill(victim ?? 0, 'SIGKILL');
    await waitForOutput(/"msg":"worker died"/, 10_000);
    const replaced = await waitForOutput(/"worker":(\d+),"msg":"worker replaced"/, 60_000);
    const replacement = Number(replaced[1]);
    expect(childPids(primary.pid ?? 0).sort()).toEqual([survivor, replacement].sort());
    pinned.get(victim ?? 0)?.destroy();
    pinned.delete(victim ?? 0);
    await pinConnections([replacement]);
    const me = await call(through(replacement), 'GET', '/api/profile/me/');
    expect(me.body['id']).toBe(userId);
    workers = [survivor ?? 0, replacement];
  }, 90_000);

  it('stops every worker gracefully on SIGTERM to the primary', async () => {
    for (const agent of pinned.values()) agent.destroy();
    pinned.clear();
    const exited = new Promise<number | null>((resolve) =>
      primary.once('exit', (code) => resolve(code)),
    );
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of workers) {
      expect(output).toMatch(new RegExp(`"pid":${String(pid)},[^\\n]*"msg":"shutting down"`));
      expect(() => process.kill(pid, 0)).toThrow();
    }
  }, 30_000);
});
