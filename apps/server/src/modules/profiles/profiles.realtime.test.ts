import type { Me } from '@clutch/contract/profile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.js';
import type { TestApp } from '../../../test/harness.js';
import { openSocket, useListeningApp, type WsClient } from '../../../test/ws-client.js';

let t: TestApp;
let base: string;
useListeningApp((app, url) => {
  t = app;
  base = url;
});
afterEach(() => {
  vi.restoreAllMocks();
});

const patchMe = async (user: TestUser, payload: Record<string, unknown>): Promise<Me> => {
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/api/profile/me/',
    headers: user.headers,
    payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json<Me>();
};

const isUpdate = (frame: { action: string }) => frame.action === 'update';

/**
 * A pong is sent after anything the server pushed before the ping arrived, so once it is in, a
 * push that was going to come would have come.
 */
async function expectNoPush(socket: WsClient): Promise<void> {
  await socket.request({ action: 'ping', request_id: 'settle' });
  expect(socket.unread().filter(isUpdate)).toEqual([]);
}

describe.each(['subscribe_instance', 'subscribe_to_user_activity'])('user-updates %s', (action) => {
  it('answers 201 with the profile when pk is the caller’s own id', async () => {
    const user = await createUser(t);
    const socket = await openSocket(base, 'user-updates', user.access);
    const answer = await socket.request({ action, pk: user.id, request_id: 'own' });
    const me = await t.app.inject({ url: '/api/profile/me/', headers: user.headers });
    expect(answer).toEqual({
      action,
      data: me.json<Me>(),
      errors: [],
      response_status: 201,
      request_id: 'own',
    });
  });

  it('answers 403 with an error when pk is someone else’s, and pushes none of their changes', async () => {
    const [user, other] = await Promise.all([createUser(t), createUser(t)]);
    const socket = await openSocket(base, 'user-updates', user.access);
    const answer = await socket.request({ action, pk: other.id, request_id: 'theirs' });
    expect(answer).toMatchObject({
      action,
      data: null,
      response_status: 403,
      request_id: 'theirs',
    });
    expect(answer.errors).toHaveLength(1);

    const watcher = await openSocket(base, 'user-updates', other.access);
    await watcher.request({ action, pk: other.id, request_id: 'theirs-own' });
    await patchMe(other, { current_game: 2 });
    await watcher.next(isUpdate);
    await expectNoPush(socket);
  });

  it('pushes the profile with the subscribing request_id and a growing version after each change', async () => {
    const user = await createUser(t);
    const socket = await openSocket(base, 'user-updates', user.access);
    const answer = await socket.request({ action, pk: user.id, request_id: 'sub-1' });
    const before = (answer.data as Me).version;

    const first = await patchMe(user, { current_game: 2 });
    expect(await socket.next(isUpdate)).toEqual({
      action: 'update',
      data: { ...first, current_game: 2 },
      errors: [],
      response_status: 200,
      request_id: 'sub-1',
      version: first.version,
    });
    const second = await patchMe(user, { current_game: 1 });
    const push = await socket.next(isUpdate);
    expect(push).toMatchObject({
      request_id: 'sub-1',
      data: { current_game: 1 },
      version: second.version,
    });
    expect(before).toBeLessThan(first.version);
    expect(first.version).toBeLessThan(second.version);
  });
});

describe('user-updates pushes', () => {
  it('never push an older version after a newer one when changes come at once, and end on the latest', async () => {
    const user = await createUser(t);
    const socket = await openSocket(base, 'user-updates', user.access);
    await socket.request({ action: 'subscribe_instance', pk: user.id, request_id: 'burst' });

    const results = await Promise.all(
      [1, 2, 1, 2, 1, 2].map((game) => patchMe(user, { current_game: game })),
    );
    const latest = Math.max(...results.map((me) => me.version));
    const versions: number[] = [];
    while (!versions.includes(latest)) {
      const push = await socket.next(isUpdate);
      expect(push.data).toMatchObject({ version: push.version });
      versions.push(push.version ?? 0);
    }
    await socket.request({ action: 'ping', request_id: 'settle' });
    versions.push(
      ...socket.unread().flatMap((frame) => (isUpdate(frame) ? [frame.version ?? 0] : [])),
    );
    expect(versions).toEqual([...versions].sort((x, y) => x - y));
    expect(versions.at(-1)).toBe(latest);
  });

  it('drop a push whose read finished after a newer version had already been pushed', async () => {
    const user = await createUser(t);
    const socket = await openSocket(base, 'user-updates', user.access);
    await socket.request({ action: 'subscribe_instance', pk: user.id, request_id: 'late' });
    // The read for the first change finishes only after the second change has been pushed: it waits
    // for the test to see that push, not for a time a slow machine might overrun.
    const getMe = t.profiles.getFreshMe.bind(t.profiles);
    const held: Promise<Me>[] = [];
    let releaseFirst: () => void = () => undefined;
    const secondSeen = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    let firstRead: Promise<Me> | undefined;
    vi.spyOn(t.profiles, 'getFreshMe').mockImplementation((id) => {
      const read = getMe(id);
      if (held.length > 0) return read;
      firstRead = read;
      held.push(read.then((me) => secondSeen.then(() => me)));
      return held[0] ?? read;
    });

    const first = await patchMe(user, { current_game: 2 });
    // The first read has its answer before the second change: on a loaded machine its statement
    // could otherwise start after the second change commits (a new pool connection is slow).
    await vi.waitFor(() => expect(firstRead).toBeDefined());
    await firstRead;
    const second = await patchMe(user, { current_game: 1 });
    expect(await socket.next(isUpdate)).toMatchObject({
      version: second.version,
      data: { current_game: 1 },
    });
    releaseFirst();
    expect(await Promise.all(held)).toMatchObject([{ version: first.version }]);
    await expectNoPush(socket);
  });

  it('reach every subscribed socket of the user, each with its own request_id', async () => {
    const user = await createUser(t);
    const [one, two] = await Promise.all([
      openSocket(base, 'user-updates', user.access),
      openSocket(base, 'user-updates', user.access),
    ]);
    await one.request({ action: 'subscribe_instance', pk: user.id, request_id: 'one' });
    await two.request({ action: 'subscribe_to_user_activity', pk: user.id, request_id: 2 });
    await patchMe(user, { is_demo: true });
    expect(await one.next(isUpdate)).toMatchObject({ request_id: 'one', data: { is_demo: true } });
    expect(await two.next(isUpdate)).toMatchObject({ request_id: 2, data: { is_demo: true } });
  });

  it('stop after unsubscribe_instance answers 204', async () => {
    const user = await createUser(t);
    const socket = await openSocket(base, 'user-updates', user.access);
    await socket.request({ action: 'subscribe_instance', pk: user.id, request_id: 'sub' });
    const left = await socket.request({
      action: 'unsubscribe_instance',
      pk: user.id,
      request_id: 'unsub',
    });
    expect(left).toMatchObject({ response_status: 204, request_id: 'unsub' });

    const watcher = await openSocket(base, 'user-updates', user.access);
    await watcher.request({ action: 'subscribe_instance', pk: user.id, request_id: 'watch' });
    await patchMe(user, { current_game: 2 });
    await watcher.next(isUpdate);
    await expectNoPush(socket);
  });

  it('follow account changes too: confirming the e-mail pushes the profile with is_email_confirmed true', async () => {
    const user = await createUser(t);
    const socket = await openSocket(base, 'user-updates', user.access);
    await socket.request({ action: 'subscribe_instance', pk: user.id, request_id: 'acct' });
    const mail = await t.smtp.next(user.email);
    const token = /\/email\/confirm\/([\w-]+)/.exec(mail.text)?.[1] ?? '';
    const confirmed = await t.app.inject({ url: `/api/auth/confirm/?confirmation_token=${token}` });
    expect(confirmed.statusCode).toBe(200);
    expect(await socket.next(isUpdate)).toMatchObject({
      request_id: 'acct',
      data: { is_email_confirmed: true },
    });
  });
});
