// B2 role-and-function-matrix: every operator route the running server documents, called by each
// actor (signed out, a user, a muted and a banned user, a banned user signed out, each staff role),
// compared cell by cell with the matrix written from the role definitions (src/b2-expected-matrix.ts);
// other methods and path variants never let a non-staff caller through; a mute refuses sends over
// HTTP and pushes nothing over the socket; ending sessions closes the socket; a demotion applies to
// the moderator's very next request.
import { setTimeout as sleep } from 'node:timers/promises';
import { CLOSE_CODES, type ServerFrame } from '@clutch/contract/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, expectStatus, signUp, type Player } from '../src/api-client.js';
import {
  B2_ACTORS,
  B2_OPERATION_SECTIONS,
  classOf,
  expectedClass,
  type B2Actor,
} from '../src/b2-expected-matrix.js';
import { fillPath, operatorOperations, type OperatorOperation } from '../src/b2-openapi.js';
import { B2_BODIES, paramValuesOf } from '../src/b2-operation-samples.js';
import { inBatches, rawRequest } from '../src/b2-raw-request.js';
import { figure, ofTotal } from '../src/figures.js';
import { openFrameSocket } from '../src/frame-socket.js';
import {
  catchUp,
  createGroupChat,
  joinGroupChat,
  openGroupChatSocket,
  sendGroupMessage,
} from '../src/group-chat.js';
import { banFrom, endSessions } from '../src/operator-actions.js';
import { startSuiteServer, type SuiteServer } from '../src/suite-server.js';

/** The plan's bound on a demotion taking effect. */
const DEMOTION_BOUND_MS = 1_000;
/** Requests in flight at once: enough to finish quickly, few enough for a shared 2-core machine. */
const CONCURRENCY = 6;
/**
 * Non-staff actors for the method and path variants, whose way through would be a hole (muted is a
 * user with one more ban: the matrix already shows the console treats both alike).
 */
const NON_STAFF: readonly B2Actor[] = ['anonymous', 'user', 'banned'];

let server: SuiteServer;
let operations: OperatorOperation[];
const actors = new Map<B2Actor, Player | null>();

const tokenOf = (actor: B2Actor): string | undefined => actors.get(actor)?.tokens.access;
const adminOf = (): Player => {
  const admin = actors.get('admin');
  if (!admin) throw new Error('B2: the admin is missing');
  return admin;
};

async function grantByConsole(admin: Player, user: Player, role: string): Promise<void> {
  expectStatus(
    `grant ${role}`,
    await api(server.origin, '/api/operator/staff/', {
      method: 'POST',
      token: admin.tokens.access,
      body: { user: user.id, role },
    }),
    201,
  );
}

beforeAll(async () => {
  server = await startSuiteServer();
  const names = B2_ACTORS.filter((actor) => actor !== 'anonymous');
  const players = await Promise.all(
    names.map((actor) => signUp(server.origin, `b2${actor.replace(/_/g, '')}`)),
  );
  names.forEach((actor, index) => actors.set(actor, players[index] ?? null));
  actors.set('anonymous', null);
  const player = (actor: B2Actor) => {
    const found = actors.get(actor);
    if (!found) throw new Error(`B2: ${actor} is missing`);
    return found;
  };
  // The CLI makes the first admin and the finance role (its `grant`); the admin grants the rest.
  await Promise.all([
    server.operator(['grant-admin', player('admin').email]),
    server.operator(['grant', player('finance').email]),
  ]);
  await grantByConsole(adminOf(), player('support'), 'support');
  await grantByConsole(adminOf(), player('moderator'), 'moderator');
  await banFrom(server.origin, adminOf(), player('muted').id, ['chat'], 'B2 muted');
  const everything = ['withdrawal', 'tournament', 'quick_match', 'chat'] as const;
  await banFrom(server.origin, adminOf(), player('banned').id, everything, 'B2 banned');
  await banFrom(server.origin, adminOf(), player('signed_out_banned').id, everything, 'B2 banned');
  await endSessions(server.origin, adminOf(), player('signed_out_banned').id, 'B2 banned');
  operations = await operatorOperations(server.origin);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const snippet = (body: string) => body.replace(/\s+/g, ' ').slice(0, 140);

describe('B2 role-and-function-matrix', () => {
  it('answers every operator route × actor cell as the written matrix says (100 %)', async () => {
    const documented = new Set(operations.map((operation) => operation.operationId));
    const unclassified = operations.filter(
      (operation) => B2_OPERATION_SECTIONS[operation.operationId] === undefined,
    );
    const stale = Object.keys(B2_OPERATION_SECTIONS).filter((id) => !documented.has(id));
    const unsampled = operations.filter(
      (operation) => operation.hasBody && B2_BODIES[operation.operationId] === undefined,
    );
    const cells = operations.flatMap((operation) =>
      B2_ACTORS.map((actor) => ({ operation, actor })),
    );
    const observed = await inBatches(cells, CONCURRENCY, async ({ operation, actor }) => {
      const token = tokenOf(actor);
      const answer = await rawRequest(server.origin, {
        method: operation.method,
        path: fillPath(operation.path, paramValuesOf(operation.operationId)),
        ...(token ? { token } : {}),
        ...(operation.hasBody ? { body: B2_BODIES[operation.operationId] ?? {} } : {}),
      });
      const section = B2_OPERATION_SECTIONS[operation.operationId];
      const expected = section ? expectedClass(section, actor) : 'unclassified';
      return { operation, actor, expected, status: answer.status, body: answer.body };
    });
    const mismatches = observed.filter((cell) => classOf(cell.status) !== cell.expected);
    figure('B2', 'operator operations in /api/openapi.json', operations.length);
    figure('B2', 'actors', B2_ACTORS.join(', '));
    figure(
      'B2',
      'operations missing from the written matrix',
      unclassified.length === 0 ? 'none' : unclassified.map((o) => o.operationId).join(', '),
    );
    figure(
      'B2',
      'matrix entries the document no longer has',
      stale.length === 0 ? 'none' : stale.join(', '),
    );
    figure(
      'B2',
      'operations with a body and no sample body',
      unsampled.length === 0 ? 'none' : unsampled.map((o) => o.operationId).join(', '),
    );
    const allowed = observed.filter((cell) => cell.expected === 'allowed').length;
    figure('B2', 'cells tried', observed.length);
    figure(
      'B2',
      'cells expected past authorisation / 403 / 401',
      [
        allowed,
        observed.filter((cell) => cell.expected === '403').length,
        observed.filter((cell) => cell.expected === '401').length,
      ].join(' / '),
    );
    figure('B2', 'cells matching', ofTotal(observed.length - mismatches.length, observed.length));
    figure('B2', 'cells mismatching', mismatches.length);
    for (const cell of mismatches)
      figure(
        'B2',
        `mismatch ${cell.operation.method} ${cell.operation.path} (${cell.operation.operationId}) as ${cell.actor}`,
        `expected ${cell.expected}, observed ${String(cell.status)} ${snippet(cell.body)}`,
      );
    expect(unclassified.map((o) => o.operationId)).toEqual([]);
    expect(stale).toEqual([]);
    expect(unsampled.map((o) => o.operationId)).toEqual([]);
    expect(operations.length).toBeGreaterThan(0);
    expect(mismatches.length).toBe(0);
  });
});

/** A staff path (params filled) with the methods the document gives it. */
interface StaffPath {
  path: string;
  methods: Set<string>;
  /** A body its contract accepts, for switched methods that carry one. */
  body: unknown;
}

function staffPaths(): StaffPath[] {
  const byPath = new Map<string, StaffPath>();
  for (const operation of operations) {
    // operator/me/ is open to every signed-in caller: no method of it is staff-only.
    if (B2_OPERATION_SECTIONS[operation.operationId] === 'signed_in') continue;
    const path = fillPath(operation.path, paramValuesOf(operation.operationId));
    const entry = byPath.get(path) ?? { path, methods: new Set<string>(), body: {} };
    entry.methods.add(operation.method);
    if (operation.hasBody) entry.body = B2_BODIES[operation.operationId] ?? {};
    byPath.set(path, entry);
  }
  return [...byPath.values()];
}

/** 2xx, 3xx, or a 4xx other than 401/403/404/405: the request reached something past the check. */
const letThrough = (status: number) =>
  status < 400 || (status < 500 && ![401, 403, 404, 405].includes(status));

const tally = (statuses: readonly number[]) => {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${String(status)}×${String(count)}`)
    .join(', ');
};

describe('B2 role-and-function-matrix: other methods and path variants', () => {
  it('lets no non-staff caller through another method, and answers TRACE 405', async () => {
    const switched = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE'];
    const tries = staffPaths().flatMap((entry) =>
      switched
        // HEAD on a GET path is the GET itself (Fastify serves it): it is tried too.
        .filter((method) => !entry.methods.has(method))
        .flatMap((method) => NON_STAFF.map((actor) => ({ entry, method, actor }))),
    );
    const answers = await inBatches(tries, CONCURRENCY, async ({ entry, method, actor }) => {
      const token = tokenOf(actor);
      const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);
      const answer = await rawRequest(server.origin, {
        method,
        path: entry.path,
        ...(token ? { token } : {}),
        ...(hasBody ? { body: entry.body } : {}),
      });
      return {
        path: entry.path,
        method,
        actor,
        status: answer.status,
        allow: answer.headers['allow'],
      };
    });
    const through = answers.filter((answer) => letThrough(answer.status));
    const traces = answers.filter((answer) => answer.method === 'TRACE');
    const trace405 = traces.filter((answer) => answer.status === 405).length;
    figure('B2', 'staff paths', staffPaths().length);
    for (const method of switched)
      figure(
        'B2',
        `switched to ${method} (statuses)`,
        tally(
          answers.filter((answer) => answer.method === method).map((answer) => answer.status),
        ) || 'not tried',
      );
    figure(
      'B2',
      'switched-method requests by non-staff let through',
      ofTotal(through.length, answers.length),
    );
    for (const answer of through.slice(0, 20))
      figure('B2', `let through ${answer.method} ${answer.path} as ${answer.actor}`, answer.status);
    figure('B2', 'TRACE answered 405', ofTotal(trace405, traces.length));
    expect(through).toEqual([]);
    expect(trace405).toBe(traces.length);
  });

  it('lets no non-staff caller through a path variant (no trailing slash, case, //, %2e)', async () => {
    const variants: [string, (path: string) => string][] = [
      ['no trailing slash', (path) => path.replace(/\/$/, '')],
      ['upper case', (path) => `/api/${path.slice(5).toUpperCase()}`],
      ['Operator capitalised', (path) => path.replace('/operator/', '/Operator/')],
      ['double slash after /api', (path) => path.replace('/api/', '/api//')],
      ['double slash inside', (path) => path.replace('/operator/', '/operator//')],
      ['%2e segment', (path) => path.replace('/operator/', '/operator/%2e/')],
      ['%2e%2e back into operator', (path) => path.replace('/operator/', '/operator/b2/%2e%2e/')],
      ['%2F for a slash', (path) => path.replace('/operator/', '/operator%2F')],
    ];
    const ops = operations.filter(
      (operation) => B2_OPERATION_SECTIONS[operation.operationId] !== 'signed_in',
    );
    const tries = ops.flatMap((operation) =>
      variants.flatMap(([name, vary]) =>
        NON_STAFF.map((actor) => ({ operation, name, vary, actor })),
      ),
    );
    const answers = await inBatches(
      tries,
      CONCURRENCY,
      async ({ operation, name, vary, actor }) => {
        const token = tokenOf(actor);
        const path = vary(fillPath(operation.path, paramValuesOf(operation.operationId)));
        const answer = await rawRequest(server.origin, {
          method: operation.method,
          path,
          ...(token ? { token } : {}),
          ...(operation.hasBody ? { body: B2_BODIES[operation.operationId] ?? {} } : {}),
        });
        return { name, path, method: operation.method, actor, status: answer.status };
      },
    );
    const through = answers.filter((answer) => letThrough(answer.status));
    for (const [name] of variants)
      figure(
        'B2',
        `variant ${name} (statuses)`,
        tally(answers.filter((answer) => answer.name === name).map((answer) => answer.status)),
      );
    figure('B2', 'path variants by non-staff let through', ofTotal(through.length, answers.length));
    for (const answer of through.slice(0, 20))
      figure('B2', `let through ${answer.method} ${answer.path} as ${answer.actor}`, answer.status);
    expect(through).toEqual([]);
  });

  it('answers a signed-out caller 401 before it looks at the input', async () => {
    const withInput = operations.filter(
      (operation) => operation.hasBody || /\{\w+\}/.test(operation.path),
    );
    const answers = await inBatches(withInput, CONCURRENCY, async (operation) => {
      const path = operation.path.replace(/\{\w+\}/g, 'not-an-id');
      const answer = await rawRequest(server.origin, {
        method: operation.method,
        path,
        ...(operation.hasBody ? { body: { b2_unknown_field: true } } : {}),
      });
      return { operation, status: answer.status, body: answer.body };
    });
    const not401 = answers.filter((answer) => answer.status !== 401);
    figure(
      'B2',
      'signed-out calls with invalid input (statuses)',
      tally(answers.map((a) => a.status)),
    );
    for (const answer of not401.slice(0, 10))
      figure(
        'B2',
        `signed-out invalid input ${answer.operation.method} ${answer.operation.path}`,
        `${String(answer.status)} ${snippet(answer.body)}`,
      );
    figure(
      'B2',
      'signed-out calls with invalid input answered 401',
      ofTotal(answers.length - not401.length, answers.length),
    );
    expect(not401.length).toBe(0);
  });
});

describe('B2 role-and-function-matrix: moderation effects', () => {
  it('refuses a muted member’s send over HTTP and pushes nothing of it over the socket', async () => {
    const [owner, member] = await Promise.all([
      signUp(server.origin, 'b2owner'),
      signUp(server.origin, 'b2member'),
    ]);
    const group = await createGroupChat(server.origin, owner, {
      name: 'b2 public group',
      private: false,
    });
    await joinGroupChat(server.origin, member, group.id);
    const ownerSocket = openGroupChatSocket(server.origin, owner);
    const memberSocket = openGroupChatSocket(server.origin, member);
    await catchUp(ownerSocket, group.id, 0);
    await catchUp(memberSocket, group.id, 0);
    const before = await sendGroupMessage(server.origin, member, group.id, 'b2 before the mute');
    await sleep(200);
    const pushedBefore = ownerSocket.received.filter((frame) =>
      JSON.stringify(frame.data).includes('b2 before the mute'),
    ).length;
    // The console's mute: a chat ban by the operator, set while both sockets are open.
    await banFrom(server.origin, adminOf(), member.id, ['chat'], 'B2 mute');
    const marker = 'b2 after the mute';
    const after = await sendGroupMessage(server.origin, member, group.id, marker);
    // The socket has no send action: a frame that tries one is answered 405, nothing is stored.
    const socketSend = await memberSocket.request({
      action: 'send_message',
      pk: group.id,
      content_text: marker,
    });
    const socketCatchUp = await catchUp(memberSocket, group.id, 0);
    await sleep(300);
    const leaked = [...ownerSocket.received, ...memberSocket.received].filter((frame) =>
      JSON.stringify(frame.data).includes(marker),
    ).length;
    ownerSocket.close();
    memberSocket.close();
    const socketStatus = typeof socketSend === 'object' ? socketSend.response_status : socketSend;
    figure('B2', 'member send before the mute (HTTP)', before.status);
    figure('B2', 'pushes of it to the owner’s socket', pushedBefore);
    figure(
      'B2',
      'muted member send (HTTP)',
      `${String(after.status)} ${snippet(JSON.stringify(after.body))}`,
    );
    figure('B2', 'muted member send frame on the socket', socketStatus);
    figure(
      'B2',
      'muted member catch_up still answered (reading stays allowed)',
      typeof socketCatchUp === 'object' ? socketCatchUp.response_status : socketCatchUp,
    );
    figure('B2', 'socket frames carrying the muted text', leaked);
    expect(before.status).toBe(201);
    expect(pushedBefore).toBeGreaterThan(0);
    expect(after.status).toBe(403);
    expect(socketStatus).toBe(405);
    expect(leaked).toBe(0);
  });

  it('keeps a banned user’s socket open through activity bans and closes it when the operator ends the sessions', async () => {
    const target = await signUp(server.origin, 'b2sockban');
    const socket = openFrameSocket(server.origin, 'user-updates', target.tokens.access);
    const first = await socket.request({ action: 'ping' });
    await banFrom(
      server.origin,
      adminOf(),
      target.id,
      ['withdrawal', 'tournament', 'quick_match', 'chat'],
      'B2 ban',
    );
    const afterBans = await socket.request({ action: 'ping' });
    const start = Date.now();
    await endSessions(server.origin, adminOf(), target.id, 'B2 ban');
    const close = await Promise.race([socket.closed, sleep(5_000).then(() => null)]);
    socket.close();
    const answered = (outcome: ServerFrame | 'closed' | 'silent') =>
      typeof outcome === 'object' ? 'answered' : outcome;
    figure('B2', 'socket ping before the bans', answered(first));
    figure(
      'B2',
      'socket ping after four activity bans (no account-wide ban exists)',
      answered(afterBans),
    );
    figure(
      'B2',
      'socket closed after the operator ended the sessions (ms, code)',
      close ? `${String(close.at - start)}, ${String(close.code)}` : 'not closed in 5 s',
    );
    expect(answered(first)).toBe('answered');
    expect(close?.code).toBe(CLOSE_CODES.sessionRevoked);
    expect((close?.at ?? Infinity) - start).toBeLessThanOrEqual(2_000);
  });

  it('refuses a demoted moderator’s and a demoted admin’s very next request (≤ 1 s)', async () => {
    const [moderator, secondAdmin] = await Promise.all([
      signUp(server.origin, 'b2demoted'),
      signUp(server.origin, 'b2admin2'),
    ]);
    await grantByConsole(adminOf(), moderator, 'moderator');
    const queue = (who: Player) =>
      api(server.origin, '/api/operator/reports/', { token: who.tokens.access });
    const beforeModerator = (await queue(moderator)).status;
    const revoke = await api(
      server.origin,
      `/api/operator/staff/${String(moderator.id)}/moderator/`,
      { method: 'DELETE', token: adminOf().tokens.access },
    );
    const revokedAt = performance.now();
    const nextModerator = (await queue(moderator)).status;
    const moderatorMs = performance.now() - revokedAt;

    // The CLI: an admin made and unmade outside the API, the running server told nothing.
    await server.operator(['grant-admin', secondAdmin.email]);
    const staffList = (who: Player) =>
      api(server.origin, '/api/operator/staff/', { token: who.tokens.access });
    const beforeAdmin = (await staffList(secondAdmin)).status;
    await server.operator(['revoke-admin', secondAdmin.email]);
    const cliDoneAt = performance.now();
    const nextAdmin = (await staffList(secondAdmin)).status;
    const adminMs = performance.now() - cliDoneAt;

    figure(
      'B2',
      'moderator report queue before / after the console revoke',
      `${String(beforeModerator)} / ${String(nextModerator)}`,
    );
    figure('B2', 'console revoke answered', revoke.status);
    figure(
      'B2',
      'demotion by the console effective on the next request (ms after the revoke)',
      moderatorMs.toFixed(1),
    );
    figure(
      'B2',
      'admin staff list before / after the CLI revoke-admin',
      `${String(beforeAdmin)} / ${String(nextAdmin)}`,
    );
    figure(
      'B2',
      'demotion by the CLI effective on the next request (ms after the CLI exit)',
      adminMs.toFixed(1),
    );
    expect(beforeModerator).toBe(200);
    expect(revoke.status).toBe(200);
    expect(nextModerator).toBe(403);
    expect(moderatorMs).toBeLessThanOrEqual(DEMOTION_BOUND_MS);
    expect(beforeAdmin).toBe(200);
    expect(nextAdmin).toBe(403);
    expect(adminMs).toBeLessThanOrEqual(DEMOTION_BOUND_MS);
  });
});
