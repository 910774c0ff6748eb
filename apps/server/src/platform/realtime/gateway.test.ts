import { CHANNELS, CLOSE_CODES, SOCKET_LIMITS } from '@clutch/contract/realtime';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.js';
import { buildTestApp, useTestApp } from '../../../test/harness.js';
import { rooms } from './rooms.js';
import { closeAllSockets, openSocket, sleep, type WsClient } from '../../../test/ws-client.js';

const t = useTestApp();
let base: string;
let user: TestUser;
beforeAll(async () => {
  base = await t.listen();
  user = await createUser(t);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await closeAllSockets();
});

/** Flips one character of the signature: the token still parses, but no longer verifies. */
function tamper(token: string): string {
  const last = token.at(-2) === 'A' ? 'B' : 'A';
  return `${token.slice(0, -2)}${last}${token.slice(-1)}`;
}

/** Holds every token check for a while, so frames sent on open arrive before it finishes. */
function slowTokenCheck(ms: number): void {
  const verify = t.auth.verifyAccess.bind(t.auth);
  vi.spyOn(t.auth, 'verifyAccess').mockImplementation(async (token) => {
    await sleep(ms);
    return verify(token);
  });
}

const pings = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => ({ action: 'ping', request_id: `p${String(from + i)}` }));

describe('connecting', () => {
  it.each(CHANNELS)(
    'accepts a socket on %s with a valid access token and answers ping with pong',
    async (channel) => {
      const socket = await openSocket(base, channel, user.access);
      const pong = await socket.request({ action: 'ping', request_id: `ping-${channel}` });
      expect(pong).toEqual({
        action: 'pong',
        data: null,
        errors: [],
        response_status: 200,
        request_id: `ping-${channel}`,
      });
    },
  );

  it('echoes a numeric request_id as a number', async () => {
    const socket = await openSocket(base, 'events-updates', user.access);
    expect(await socket.request({ action: 'ping', request_id: 42 })).toMatchObject({
      action: 'pong',
      request_id: 42,
    });
  });

  it('closes with 4404 when the channel is unknown, even with a valid token', async () => {
    const socket = await openSocket(base, 'stock-updates', user.access);
    expect(await socket.waitClosed()).toMatchObject({ code: CLOSE_CODES.unknownChannel });
  });

  it.each([
    ['is not a JWT', () => 'not-a-jwt'],
    ['is missing', () => ''],
    ['has a tampered signature', () => tamper(user.access)],
    ['is a refresh token', () => user.refresh],
  ])('closes with 4001 when the token %s', async (_case, token) => {
    const socket = await openSocket(base, 'user-updates', token());
    expect(await socket.waitClosed()).toMatchObject({ code: CLOSE_CODES.tokenNotValid });
  });

  it('closes an open socket with 4001 once its access token expires', async () => {
    const short = await buildTestApp({ env: { ACCESS_TOKEN_TTL: '2s' }, database: t.database });
    try {
      const shortBase = await short.listen();
      // The socket must be open and answering before its token expires. Tokens count whole
      // seconds (issued at the second begun, expiring TTL seconds later), so a 2 s token lives
      // 1–2 s; one that expires before its ping is answered gets a fresh token and another try,
      // so the test never depends on the machine's speed or the moment within a second.
      let closedWhileOpen: unknown = null;
      for (let attempt = 0; attempt < 5 && closedWhileOpen === null; attempt += 1) {
        const { access } = await short.auth.startSession(user.id, {});
        const socket = await openSocket(shortBase, 'user-updates', access);
        const first = await Promise.race([
          socket
            .request({ action: 'ping', request_id: `open-${String(attempt)}` })
            .then((frame) => frame.action)
            .catch(() => 'no pong'),
          socket.closed.then(() => 'closed first'),
        ]);
        if (first === 'pong') closedWhileOpen = await socket.waitClosed();
      }
      expect(closedWhileOpen).toMatchObject({ code: CLOSE_CODES.tokenNotValid });
    } finally {
      await closeAllSockets();
      await short.close();
    }
  });

  it('closes with 4001 when the access token has expired', async () => {
    // A second instance on the same database whose access tokens live one second.
    const short = await buildTestApp({ env: { ACCESS_TOKEN_TTL: '1s' }, database: t.database });
    try {
      const shortBase = await short.listen();
      const { access } = await short.auth.startSession(user.id, {});
      const { exp } = JSON.parse(
        Buffer.from(access.split('.')[1] ?? '', 'base64url').toString(),
      ) as { exp: number };
      await sleep(exp * 1000 - Date.now() + 50);
      const socket = await openSocket(shortBase, 'user-updates', access);
      expect(await socket.waitClosed()).toMatchObject({ code: CLOSE_CODES.tokenNotValid });
      const me = await short.app.inject({
        url: '/api/profile/me/',
        headers: { authorization: `Token ${access}` },
      });
      expect(me.statusCode).toBe(401);
    } finally {
      await closeAllSockets();
      await short.close();
    }
  });

  it('answers frames sent before the token check finishes, in the order they were sent', async () => {
    slowTokenCheck(150);
    const socket = await openSocket(base, 'user-updates', user.access, (client) => {
      // The first waits on the database; the later ones must still be answered after it.
      client.send({ action: 'subscribe_instance', pk: user.id, request_id: 'first' });
      client.send({ action: 'ping', request_id: 'second' });
      client.send({ action: 'retrieve', pk: 1, request_id: 'third' });
      client.send('{not json');
      client.send({ action: 'ping', request_id: 'fifth' });
    });
    const answers: [string | number | null | undefined, number][] = [];
    for (let i = 0; i < 5; i += 1) {
      const frame = await socket.next();
      answers.push([frame.request_id, frame.response_status]);
    }
    expect(answers).toEqual([
      ['first', 201],
      ['second', 200],
      ['third', 405],
      [null, 400],
      ['fifth', 200],
    ]);
  });
});

describe('frames', () => {
  it('answers malformed JSON with a 400 frame and keeps the socket open', async () => {
    const socket = await openSocket(base, 'user-updates', user.access);
    socket.send('{"action": "ping",');
    expect(await socket.next()).toEqual({
      action: 'error',
      data: null,
      errors: ['Malformed JSON.'],
      response_status: 400,
      request_id: null,
    });
    expect(await socket.request({ action: 'ping', request_id: 'still-open' })).toMatchObject({
      action: 'pong',
    });
  });

  it('answers a known action with a bad field with 400 naming the field and echoing the request_id', async () => {
    const socket = await openSocket(base, 'user-updates', user.access);
    const answer = await socket.request({
      action: 'subscribe_instance',
      pk: 'me',
      request_id: 'bad-pk',
    });
    expect(answer).toMatchObject({
      action: 'subscribe_instance',
      response_status: 400,
      request_id: 'bad-pk',
      data: null,
    });
    expect(answer.errors.join(' ')).toMatch(/^pk: /);
  });

  it.each([
    ['an unknown action', 'user-updates', { action: 'dance', pk: 1 }],
    ['an unknown action without fields', 'grid-updates', { action: 'dance' }],
    ['retrieve, which user-updates does not offer', 'user-updates', { action: 'retrieve', pk: 1 }],
    [
      'subscribe_instance, which events-updates does not offer',
      'events-updates',
      { action: 'subscribe_instance', pk: 1 },
    ],
    [
      'subscribe_to_grid_activity, which user-updates does not offer',
      'user-updates',
      { action: 'subscribe_to_grid_activity', tournament_id: 1 },
    ],
  ])('answers %s with a 405 frame and keeps the socket open', async (_case, channel, message) => {
    const socket = await openSocket(base, channel, user.access);
    const answer = await socket.request({ ...message, request_id: 'not-here' });
    expect(answer).toMatchObject({
      action: message.action,
      data: null,
      response_status: 405,
      request_id: 'not-here',
    });
    expect(answer.errors).toHaveLength(1);
    expect(await socket.request({ action: 'ping', request_id: 'after' })).toMatchObject({
      action: 'pong',
    });
  });

  it('accepts a frame of exactly maxFrameBytes and closes with 1009 on a larger one', async () => {
    const socket = await openSocket(base, 'user-updates', user.access);
    const head = '{"action":"ping","request_id":"full","pad":"';
    const full = `${head}${'x'.repeat(SOCKET_LIMITS.maxFrameBytes - head.length - 2)}"}`;
    expect(Buffer.byteLength(full)).toBe(SOCKET_LIMITS.maxFrameBytes);
    socket.send(full);
    expect(await socket.next()).toMatchObject({ action: 'pong', request_id: 'full' });
    socket.send(`${full} `);
    expect(await socket.waitClosed()).toMatchObject({ code: CLOSE_CODES.tooBig });
  });

  it('answers maxFramesPerWindow frames and stays open', async () => {
    const socket = await openSocket(base, 'user-updates', user.access);
    for (const ping of pings(SOCKET_LIMITS.maxFramesPerWindow)) socket.send(ping);
    for (let i = 0; i < SOCKET_LIMITS.maxFramesPerWindow; i += 1) {
      expect(await socket.next()).toMatchObject({ action: 'pong', request_id: `p${String(i)}` });
    }
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
  });

  it('closes with 4429 when one more frame than maxFramesPerWindow arrives within the window', async () => {
    const socket = await openSocket(base, 'user-updates', user.access);
    await socket.request({ action: 'ping', request_id: 'warm-up' });
    for (const ping of pings(SOCKET_LIMITS.maxFramesPerWindow)) socket.send(ping);
    expect(await socket.waitClosed()).toMatchObject({ code: CLOSE_CODES.flood });
  });

  it('counts frames sent before the token check finishes towards the flood limit', async () => {
    slowTokenCheck(150);
    const socket = await openSocket(base, 'user-updates', user.access, (client) => {
      for (const ping of pings(SOCKET_LIMITS.maxFramesPerWindow + 1)) client.send(ping);
    });
    expect(await socket.waitClosed()).toMatchObject({ code: CLOSE_CODES.flood });
  });
});

describe('when a session ends', () => {
  it('closes the sockets of a session that logs out with 4003 and leaves the same user’s other session connected', async () => {
    const player = await createUser(t);
    const other = await t.auth.startSession(player.id, {});
    const onUser = await openSocket(base, 'user-updates', player.access);
    const onGrid = await openSocket(base, 'grid-updates', player.access);
    const elsewhere = await openSocket(base, 'user-updates', other.access);
    await Promise.all(
      [onUser, onGrid, elsewhere].map((s, i) => s.request({ action: 'ping', request_id: i })),
    );

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: player.headers,
      payload: {},
    });
    expect(logout.statusCode).toBe(204);

    expect(await onUser.waitClosed()).toMatchObject({ code: CLOSE_CODES.sessionRevoked });
    expect(await onGrid.waitClosed()).toMatchObject({ code: CLOSE_CODES.sessionRevoked });
    expect(await elsewhere.request({ action: 'ping', request_id: 'alive' })).toMatchObject({
      action: 'pong',
    });
    const again = await openSocket(base, 'user-updates', player.access);
    expect(await again.waitClosed()).toMatchObject({ code: CLOSE_CODES.tokenNotValid });
  });

  it('closes every socket of a banned user with 4004, refuses their tokens and leaves other users connected', async () => {
    const [player, bystander] = await Promise.all([createUser(t), createUser(t)]);
    const second = await t.auth.startSession(player.id, {});
    const sockets: WsClient[] = await Promise.all([
      openSocket(base, 'user-updates', player.access),
      openSocket(base, 'tournament-updates', second.access),
    ]);
    const unaffected = await openSocket(base, 'user-updates', bystander.access);
    await Promise.all(sockets.map((s, i) => s.request({ action: 'ping', request_id: i })));

    await t.auth.setBanned(player.id, true);

    for (const socket of sockets)
      expect(await socket.waitClosed()).toMatchObject({ code: CLOSE_CODES.userBanned });
    for (const token of [player.access, second.access]) {
      const me = await t.app.inject({
        url: '/api/profile/me/',
        headers: { authorization: `Token ${token}` },
      });
      expect(me.statusCode).toBe(401);
    }
    expect(await unaffected.request({ action: 'ping', request_id: 'alive' })).toMatchObject({
      action: 'pong',
    });
  });
});

describe('when the app shuts down', () => {
  it('closes every socket with 1001, including one whose token is still being checked, and finishes closing', async () => {
    const other = await buildTestApp({ database: t.database });
    const otherBase = await other.listen();
    const ready = await openSocket(otherBase, 'user-updates', user.access);
    await ready.request({ action: 'ping', request_id: 'ready' });
    const verify = other.auth.verifyAccess.bind(other.auth);
    vi.spyOn(other.auth, 'verifyAccess').mockImplementation(async (token) => {
      await sleep(5000);
      return verify(token);
    });
    const checking = await openSocket(otherBase, 'user-updates', user.access);

    let closedApp = false;
    const closing = other.close().then(() => {
      closedApp = true;
    });
    expect(await ready.waitClosed()).toMatchObject({ code: CLOSE_CODES.goingAway });
    expect(await checking.waitClosed()).toMatchObject({ code: CLOSE_CODES.goingAway });
    await Promise.race([closing, sleep(3000)]);
    expect(closedApp).toBe(true);
  });
});

describe('rooms a user is put in', () => {
  it('joinUser puts only the user’s sockets on the room’s channel in it, leaveUser takes them out', async () => {
    const other = await createUser(t);
    const chatSocket = await openSocket(base, 'group-chat-updates', user.access);
    const userSocket = await openSocket(base, 'user-updates', user.access);
    const otherSocket = await openSocket(base, 'group-chat-updates', other.access);
    // Answered pings: all three are authenticated before the rooms change.
    for (const socket of [chatSocket, userSocket, otherSocket])
      await socket.request({ action: 'ping', request_id: 'ready' });
    const room = rooms.chat(987_654);
    const push = {
      action: 'chat_removed',
      data: { chat_id: 987_654 },
    } as const;

    t.gateway.joinUser(user.id, room);
    t.gateway.joinUser(user.id, room);
    expect(t.gateway.push(room, push)).toBe(1);
    expect(await chatSocket.next((f) => f.action === 'chat_removed')).toMatchObject({
      data: { chat_id: 987_654 },
      request_id: null,
    });

    t.gateway.leaveUser(user.id, room);
    expect(t.gateway.hasMembers(room)).toBe(false);
    expect(t.gateway.push(room, push)).toBe(0);
    await chatSocket.request({ action: 'ping', request_id: 'after' });
    expect(userSocket.unread()).toEqual([]);
    expect(otherSocket.unread()).toEqual([]);
    expect(chatSocket.unread()).toEqual([]);
  });
});

describe('across instances', () => {
  const redisUrl = process.env['REDIS_URL'];

  if (!redisUrl) {
    it('refuses a Redis bus when REDIS_URL is unset, so the cross-instance test cannot run', async () => {
      console.warn(
        'gateway.test: REDIS_URL is not set, so the cross-instance test did NOT run; only the refusal was checked.',
      );
      await expect(buildTestApp({ redisBus: true, database: t.database })).rejects.toThrow(
        'redisBus needs REDIS_URL',
      );
    });
    return;
  }

  it('delivers a push and a logout made on one instance to a socket on another instance sharing the database', async () => {
    const a = await buildTestApp({ redisBus: true });
    const b = await buildTestApp({ redisBus: true, database: a.database });
    try {
      const baseB = await b.listen();
      const player = await createUser(a);
      const onB = await openSocket(baseB, 'user-updates', player.access);
      const subscribed = await onB.request({
        action: 'subscribe_instance',
        pk: player.id,
        request_id: 'on-b',
      });
      expect(subscribed).toMatchObject({ response_status: 201, data: { id: player.id } });

      const patch = await a.app.inject({
        method: 'PATCH',
        url: '/api/profile/me/',
        headers: player.headers,
        payload: { current_game: 2 },
      });
      expect(patch.statusCode).toBe(200);
      const push = await onB.next((f) => f.action === 'update');
      expect(push).toMatchObject({
        request_id: 'on-b',
        response_status: 200,
        data: { id: player.id, current_game: 2 },
      });

      const logout = await a.app.inject({
        method: 'POST',
        url: '/api/auth/logout/',
        headers: player.headers,
        payload: {},
      });
      expect(logout.statusCode).toBe(204);
      expect(await onB.waitClosed()).toMatchObject({ code: CLOSE_CODES.sessionRevoked });
      const me = await b.app.inject({ url: '/api/profile/me/', headers: player.headers });
      expect(me.statusCode).toBe(401);
    } finally {
      await closeAllSockets();
      // b shares a's database; a owns it and drops it, so b closes first.
      await b.close();
      await a.close();
    }
  });
});
