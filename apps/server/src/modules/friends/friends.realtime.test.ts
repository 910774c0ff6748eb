import { FriendsChangedPushSchema, USER_UPDATE_ACTIONS } from '@clutch/contract/notifications';
import type { ServerFrame } from '@clutch/contract/realtime';
import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.js';
import type { TestApp } from '../../../test/harness.js';
import { openSocket, useListeningApp, type WsClient } from '../../../test/ws-client.js';

let t: TestApp;
let base: string;
useListeningApp((app, url) => {
  t = app;
  base = url;
});

async function subscribed(user: TestUser): Promise<WsClient> {
  const socket = await openSocket(base, 'user-updates', user.access);
  await socket.request({ action: 'subscribe_instance', pk: user.id, request_id: 'me' });
  return socket;
}
const friendsChangedWith = (userId: number) => (frame: ServerFrame) =>
  frame.action === USER_UPDATE_ACTIONS.friendsChanged &&
  FriendsChangedPushSchema.parse(frame.data).user_id === userId;

describe('friends_changed pushes', () => {
  it('tell both people about a request, its withdrawal, a friendship, an unfriend and a block', async () => {
    const [ann, ben] = await Promise.all([createUser(t), createUser(t)]);
    const [annSocket, benSocket] = await Promise.all([subscribed(ann), subscribed(ben)]);
    const call = (method: 'POST' | 'DELETE' | 'PATCH', url: string, who: TestUser) =>
      t.app.inject({ method, url, headers: who.headers });
    const bothHear = () =>
      Promise.all([
        annSocket.next(friendsChangedWith(ben.id)),
        benSocket.next(friendsChangedWith(ann.id)),
      ]);

    const sent = await call('POST', `/api/profile/${String(ben.id)}/friend-request/`, ann);
    expect(sent.statusCode).toBe(201);
    await bothHear();
    const requestId = sent.json<{ request: { id: number } }>().request.id;
    const withdrawn = await call(
      'DELETE',
      `/api/profile/${String(ann.id)}/friend-request/${String(requestId)}/`,
      ann,
    );
    expect(withdrawn.statusCode).toBe(204);
    await bothHear();

    await call('POST', `/api/profile/${String(ben.id)}/friend-request/`, ann);
    await bothHear();
    await call('POST', `/api/profile/${String(ann.id)}/friend-request/`, ben);
    await bothHear();
    const unfriended = await call(
      'DELETE',
      `/api/profile/${String(ann.id)}/friends/${String(ben.id)}/`,
      ann,
    );
    expect(unfriended.statusCode).toBe(204);
    await bothHear();
    await call('POST', `/api/profile/ban-user/?banned_user=${String(ben.id)}`, ann);
    await bothHear();
  });
});
