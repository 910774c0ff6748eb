// B1 bola-matrix: every operation of the API document with an id in its path, generated from the
// running server, tried by a stranger and by a banned user with owner A's ids and ±1 guesses; the
// expected outcome of each is written down in src/b1-expectations.ts. Also the chat routes that
// name the chat in the body, and the socket actions that take an id.
import {
  CHANNEL_ACTIONS,
  CHANNELS,
  type Channel,
  type ServerFrame,
} from '@clutch/contract/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, signUp, type ApiAnswer, type Player } from '../src/api-client.js';
import {
  B1_BODY_PROBES,
  B1_EXPECTATIONS,
  B1_SOCKET_EXPECTATIONS,
  type Access,
} from '../src/b1-expectations.js';
import { idOperations, probesOf, seedView, type IdOperation } from '../src/b1-probe.js';
import { seedOwnerData, type Seed } from '../src/b1-seed.js';
import { AnswerAllowlist } from '../src/b3-allowlist.js';
import { forbiddenKeys } from '../src/b3-forbidden-keys.js';
import { figure, ofTotal } from '../src/figures.js';
import { openFrameSocket } from '../src/frame-socket.js';
import { banFrom, endSessions } from '../src/operator-actions.js';
import { startSuiteServer, type SuiteServer } from '../src/suite-server.js';

let server: SuiteServer;
let seed: Seed;
let stranger: Player;
/** Banned from every activity by the operator and signed out, then signed in again. */
let banned: Player;
let operations: IdOperation[];
let document: unknown;

beforeAll(async () => {
  server = await startSuiteServer();
  const admin = await signUp(server.origin, 'b1admin');
  await server.operator(['grant-admin', admin.email]);
  seed = await seedOwnerData(server.origin, server.directDatabaseUrl);
  [stranger, banned] = await Promise.all([
    signUp(server.origin, 'b1stranger'),
    signUp(server.origin, 'b1banned'),
  ]);
  await banFrom(
    server.origin,
    admin,
    banned.id,
    ['withdrawal', 'tournament', 'quick_match', 'chat'],
    'B1 banned user',
  );
  await endSessions(server.origin, admin, banned.id, 'B1 banned user');
  banned = { ...banned, tokens: await signIn(server.origin, banned) };
  document = (await api(server.origin, '/api/openapi.json')).body;
  operations = idOperations(document);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const is2xx = (status: number) => status >= 200 && status < 300;

/** What a stranger's answer must never contain: A's marker and A's e-mail. */
function leaks(text: string): boolean {
  return text.includes(seed.marker) || text.includes(seed.owner.email);
}

/**
 * A's views that no stranger action may change. Not here: lists a stranger may add themselves to
 * by design (friend and join requests, participants, lobby seats) and counts of reactions (posts).
 */
function ownerStatePaths(): string[] {
  const ids = seed.ids;
  return [
    `/api/profile/${String(ids.owner)}/payment-settings/`,
    `/api/profile/jars/${String(ids.jar)}/`,
    `/api/team/${String(ids.team)}/`,
    `/api/team/${String(ids.team)}/invites/`,
    `/api/profile/${String(ids.owner)}/user-transactions/`,
    `/api/profile/${String(ids.owner)}/friends/`,
    `/api/reports/${String(ids.report)}/`,
    `/api/messanger/messages/?receiver_content_type=group&receiver_object_id=${String(ids.group)}`,
  ];
}

async function ownerState(): Promise<string[]> {
  return Promise.all(
    ownerStatePaths().map(async (path) => {
      const answer = await api(server.origin, path, { token: seed.owner.tokens.access });
      return `${String(answer.status)} ${JSON.stringify(answer.body)}`;
    }),
  );
}

const PRIVATE_CHANNELS = new Set<Channel>([
  'group-chat-updates',
  'user-updates',
  'tournament-updates',
]);

/** A's own socket actions on A's ids: each must be answered 2xx. */
async function ownerSocketControls(): Promise<[string, number | string][]> {
  const token = seed.owner.tokens.access;
  const chat = openFrameSocket(server.origin, 'group-chat-updates', token);
  const user = openFrameSocket(server.origin, 'user-updates', token);
  const catchUp = await chat.request({ action: 'catch_up', pk: seed.ids.group, last_id: 0 });
  const subscribe = await user.request({ action: 'subscribe_instance', pk: seed.owner.id });
  chat.close();
  user.close();
  const status = (answer: typeof catchUp) =>
    typeof answer === 'object' ? answer.response_status : answer;
  return [
    ['group-chat-updates catch_up', status(catchUp)],
    ['user-updates subscribe_instance', status(subscribe)],
  ];
}

/** A's own writes with the bodies the strangers sent (A plays in the seeded match). */
const OWNER_WRITE_CONTROLS = [
  'jars_patch',
  'teams_patch',
  'paymentSettings_patch',
  'banners_patch',
  'tournaments_patch',
  'notifications_markSeen',
  'tournamentMatches_report',
];

interface Outcome {
  actor: string;
  what: string;
  method: string;
  url: string;
  access: Access;
  answer: ApiAnswer;
}

describe('B1 bola-matrix', () => {
  it('classifies every operation with an id in the API document', () => {
    const missing = operations
      .filter((operation) => !(operation.operationId in B1_EXPECTATIONS))
      .map((operation) => `${operation.operationId} (${operation.method} ${operation.path})`);
    const stale = Object.keys(B1_EXPECTATIONS).filter(
      (id) => !operations.some((operation) => operation.operationId === id),
    );
    const counts = new Map<Access, number>();
    for (const operation of operations) {
      const access = B1_EXPECTATIONS[operation.operationId]?.access;
      if (access) counts.set(access, (counts.get(access) ?? 0) + 1);
    }
    figure('B1', 'operations with a path parameter in the API document', operations.length);
    for (const [access, count] of counts) figure('B1', `classified ${access}`, count);
    figure('B1', 'operations NOT classified in b1-expectations.ts', missing.length);
    for (const line of missing) figure('B1', 'NOT classified', line);
    for (const line of stale) figure('B1', 'classified but not in the document', line);
    figure(
      'B1',
      'ids non-sequential',
      'does not apply: the API spec mandates integer ids; the protection is the authorisation check this test measures',
    );
    expect(missing).toEqual([]);
  });

  it('lets 0 stranger or banned-user calls succeed on A’s objects, A’s own calls all succeed, and leaks 0 markers', async () => {
    for (const line of seed.missing) figure('B1', 'seed object NOT made', line);
    figure('B1', 'owner objects seeded', Object.keys(seed.ids).join(' '));
    const before = await ownerState();

    // Owner controls: A's own GETs of A's objects.
    const controls = operations.flatMap((operation) => {
      const expectation = B1_EXPECTATIONS[operation.operationId];
      if (!expectation || expectation.access === 'staff' || expectation.noOwnerControl) return [];
      if (operation.method !== 'GET') return [];
      return probesOf(operation, seed, null).slice(0, 1);
    });
    const controlFailures: string[] = [];
    for (const probe of controls) {
      const answer = await api(server.origin, probe.url, { token: seed.owner.tokens.access });
      if (!is2xx(answer.status))
        controlFailures.push(
          `${probe.operation.operationId} ${String(answer.status)} ${JSON.stringify(answer.body).slice(0, 120)}`,
        );
    }

    // Owner-only first, so a stranger's own join request or chat (made by the acts-on-caller
    // routes) never sits at a guessed id.
    const order: Access[] = ['owner-only', 'public-read', 'acts-on-caller'];
    const actors: [string, Player][] = [
      ['stranger', stranger],
      ['banned user', banned],
    ];
    const outcomes: Outcome[] = [];
    const unseeded = new Set<string>();
    for (const access of order)
      for (const [actor, player] of actors) {
        for (const operation of operations) {
          for (const probe of probesOf(operation, seed, player)) {
            if (probe.expectation.access !== access) continue;
            for (const key of probe.unseeded) unseeded.add(`${operation.operationId}: ${key}`);
            const answer = await api(server.origin, probe.url, {
              method: probe.method,
              token: player.tokens.access,
              ...(probe.body !== undefined ? { body: probe.body } : {}),
            });
            outcomes.push({
              actor,
              what: `${operation.operationId} ${probe.variant} ${probe.method} ${probe.url}`,
              method: probe.method,
              url: probe.url,
              access,
              answer,
            });
          }
        }
        if (access === 'owner-only')
          for (const bodyProbe of B1_BODY_PROBES) {
            const view = seedView(seed, player.password);
            const url = bodyProbe.path(view);
            const answer = await api(server.origin, url, {
              method: bodyProbe.method,
              token: player.tokens.access,
              ...(bodyProbe.body ? { body: bodyProbe.body(view) } : {}),
            });
            outcomes.push({
              actor,
              what: `chat: ${bodyProbe.name}`,
              method: bodyProbe.method,
              url,
              access,
              answer,
            });
          }
      }
    const after = await ownerState();

    // A's attachment at its real address (the capability the strangers could only guess).
    const attachment = await api(server.origin, String(seed.ids.attachment ?? '/media/none'));
    if (!is2xx(attachment.status)) controlFailures.push(`attachment ${String(attachment.status)}`);

    // Owner write controls, after the strangers: the same bodies work for A, so the strangers'
    // refusals were about who called.
    for (const id of OWNER_WRITE_CONTROLS) {
      const operation = operations.find((o) => o.operationId === id);
      const probe = operation ? probesOf(operation, seed, null)[0] : undefined;
      if (!probe) {
        controlFailures.push(`${id}: not in the document`);
        continue;
      }
      controls.push(probe);
      const answer = await api(server.origin, probe.url, {
        method: probe.method,
        token: seed.owner.tokens.access,
        ...(probe.body !== undefined ? { body: probe.body } : {}),
      });
      if (!is2xx(answer.status))
        controlFailures.push(
          `${id} ${String(answer.status)} ${JSON.stringify(answer.body).slice(0, 120)}`,
        );
    }

    const crossUser = outcomes.filter((o) => o.access === 'owner-only' && is2xx(o.answer.status));
    const leaked = outcomes.filter((o) => leaks(JSON.stringify(o.answer.body)));
    const keyed = outcomes.flatMap((o) =>
      forbiddenKeys(o.answer.body).map((finding) => `${o.actor} ${o.what}: ${finding.path}`),
    );
    const changed = ownerStatePaths().filter((_, index) => before[index] !== after[index]);
    // What a stranger may see of a public object is what the contract's response schema lists
    // (every object in it closed with additionalProperties: false).
    const allowlist = new AnswerAllowlist(document);
    const answered = outcomes.filter((o) => is2xx(o.answer.status));
    const outside = answered.flatMap((o) => {
      const reason = allowlist.check(o.method, o.url, o.answer.status, o.answer.body);
      return reason ? [`${o.actor} ${o.what}: ${reason}`] : [];
    });
    const statuses = new Map<number, number>();
    for (const o of outcomes.filter((x) => x.access === 'owner-only'))
      statuses.set(o.answer.status, (statuses.get(o.answer.status) ?? 0) + 1);

    figure('B1', 'stranger and banned-user calls (N)', outcomes.length);
    figure(
      'B1',
      'of which on owner-only objects',
      outcomes.filter((o) => o.access === 'owner-only').length,
    );
    figure(
      'B1',
      'owner-only refusals by status',
      [...statuses].map(([status, count]) => `${String(status)}×${String(count)}`).join(' '),
    );
    // A 400 is a refusal before the authorisation check: each is printed, so a body that drifts
    // from the contract (and stops testing the check) shows.
    for (const o of outcomes.filter(
      (x) => x.access === 'owner-only' && x.answer.status === 400 && x.actor === 'stranger',
    ))
      figure(
        'B1',
        'owner-only refused by validation',
        `${o.what} ${JSON.stringify(o.answer.body).slice(0, 120)}`,
      );
    for (const o of crossUser)
      figure('B1', 'CROSS-USER SUCCESS', `${o.actor} ${o.what} → ${String(o.answer.status)}`);
    figure('B1', 'cross-user successes', ofTotal(crossUser.length, outcomes.length));
    for (const line of unseeded) figure('B1', 'probe with an unseeded id (sent 0)', line);
    for (const o of leaked) figure('B1', 'MARKER LEAK', `${o.actor} ${o.what}`);
    figure('B1', 'marker leaks (A’s marker or e-mail in a stranger’s answer)', leaked.length);
    for (const line of keyed) figure('B1', 'FORBIDDEN KEY', line);
    figure('B1', 'forbidden keys in stranger answers', keyed.length);
    for (const line of outside) figure('B1', 'ANSWER OUTSIDE ITS SCHEMA', line);
    figure(
      'B1',
      'stranger 2xx answers outside the contract’s strict response schema',
      ofTotal(outside.length, answered.length),
    );
    for (const path of changed) figure('B1', 'OWNER DATA CHANGED', path);
    figure('B1', 'owner views changed by strangers', ofTotal(changed.length, before.length));
    for (const line of controlFailures) figure('B1', 'OWNER CONTROL FAILED', line);
    figure(
      'B1',
      'owner controls 2xx',
      ofTotal(controls.length + 1 - controlFailures.length, controls.length + 1),
    );
    expect(crossUser.map((o) => o.what)).toEqual([]);
    expect(leaked.map((o) => o.what)).toEqual([]);
    expect(keyed).toEqual([]);
    expect(outside).toEqual([]);
    expect(changed).toEqual([]);
    expect(controlFailures).toEqual([]);
  });

  it('refuses a stranger’s socket actions on A’s ids and pushes nothing of A’s to them', async () => {
    const missing: string[] = [];
    const tried: { what: string; access: Access; status: number | string }[] = [];
    const sockets = CHANNELS.map((channel) => ({
      channel,
      socket: openFrameSocket(server.origin, channel, stranger.tokens.access),
    }));
    for (const { channel, socket } of sockets)
      for (const action of CHANNEL_ACTIONS[channel]) {
        if (action === 'ping') continue;
        const expectation = B1_SOCKET_EXPECTATIONS[`${channel} ${action}`];
        if (!expectation) {
          missing.push(`${channel} ${action}`);
          continue;
        }
        const answer = await socket.request({
          action,
          [expectation.idField ?? 'pk']: seed.ids[expectation.pk] ?? 0,
          ...expectation.extra,
        });
        tried.push({
          what: `${channel} ${action}`,
          access: expectation.access,
          status: typeof answer === 'object' ? answer.response_status : answer,
        });
      }
    // What A does next must not reach the stranger's sockets.
    await api(server.origin, '/api/messanger/create-message/', {
      method: 'POST',
      token: seed.owner.tokens.access,
      body: {
        receiver_content_type: 'group',
        receiver_object_id: seed.ids.group,
        content_text: `second ${seed.marker} message`,
      },
    });
    await api(server.origin, '/api/profile/me/', {
      method: 'PATCH',
      token: seed.owner.tokens.access,
      body: { country: 'DE' },
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const frames: ServerFrame[] = sockets.flatMap(({ socket }) => socket.received);
    // Pushes on the private channels (A's chat, A's profile, A's tournament notices); the lobby and
    // bracket the stranger may watch are public.
    const privatePushes = sockets
      .filter(({ channel }) => PRIVATE_CHANNELS.has(channel))
      .flatMap(({ socket }) => socket.received.filter((frame) => frame.request_id === null));
    for (const { socket } of sockets) socket.close();
    const controls = await ownerSocketControls();
    const succeeded = tried.filter(
      (t) => t.access === 'owner-only' && typeof t.status === 'number' && is2xx(t.status),
    );
    const leakedFrames = frames.filter((frame) => leaks(JSON.stringify(frame)));
    for (const t of tried) figure('B1', `socket ${t.what} (${t.access})`, t.status);
    for (const line of missing) figure('B1', 'socket action NOT classified', line);
    figure('B1', 'socket cross-user successes', ofTotal(succeeded.length, tried.length));
    figure('B1', 'socket frames carrying A’s marker or e-mail', leakedFrames.length);
    figure('B1', 'pushes of A’s chat or profile on the stranger’s sockets', privatePushes.length);
    for (const [what, status] of controls) figure('B1', `owner socket control ${what}`, status);
    expect(missing).toEqual([]);
    expect(privatePushes.length).toBe(0);
    expect(controls.filter(([, status]) => typeof status !== 'number' || !is2xx(status))).toEqual(
      [],
    );
    expect(succeeded.map((t) => t.what)).toEqual([]);
    expect(leakedFrames.length).toBe(0);
  });
});
