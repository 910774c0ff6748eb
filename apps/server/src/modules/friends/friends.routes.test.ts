import { friendsEndpoints } from '@clutch/contract/friends';
import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.js';
import { testClient } from '../../../test/client.js';
import { useTestApp } from '../../../test/harness.js';
import { untilIdle } from '../../../test/notifications.js';

const t = useTestApp();

const api = testClient(t);
const e = friendsEndpoints;

const ask = (from: TestUser, to: TestUser) =>
  api.call(e.sendRequest, { as: from, params: { id: to.id } });
const requests = (user: TestUser, direction: 'received' | 'sent' = 'received') =>
  api.ok(e.listRequests, { as: user, params: { id: user.id }, query: { direction } });
const friendsOf = (user: TestUser, viewer = user) =>
  api.ok(e.listFriends, { as: viewer, params: { id: user.id } });
const friendIds = async (user: TestUser) => (await friendsOf(user)).results.map((f) => f.friend.id);
const unfriend = (caller: TestUser, owner: TestUser, friend: TestUser) =>
  api.call(e.unfriend, { as: caller, params: { id: owner.id, friendId: friend.id } });
const block = (blocker: TestUser, target: { id: number }) =>
  api.call(e.banUser, { as: blocker, query: { banned_user: target.id } });
const unblock = (blocker: TestUser, target: TestUser) =>
  api.call(e.unbanUser, { as: blocker, query: { banned_user: target.id } });
const blockList = (owner: TestUser, page?: number) =>
  api.ok(e.bannedList, { as: owner, query: page === undefined ? {} : { page } });
const requestIdOf = async (from: TestUser, to: TestUser) => {
  const { request } = (await ask(from, to)).body;
  if (!request) throw new Error('no request was made');
  return request.id;
};

async function pair(): Promise<[TestUser, TestUser]> {
  return Promise.all([createUser(t), createUser(t)]);
}

describe('friend requests', () => {
  it('are sent, listed as received by one side and sent by the other', async () => {
    const [a, b] = await pair();
    const res = await ask(a, b);
    expect(res.status).toBe(201);
    const outcome = res.body;
    expect(outcome).toMatchObject({
      status: 'requested',
      friend: null,
      request: {
        from_user: { id: a.id, username: a.username, avatar_url: null },
        to_user: { id: b.id, username: b.username },
      },
    });
    expect((await requests(b)).results).toEqual([outcome.request]);
    expect((await requests(a, 'sent')).results).toEqual([outcome.request]);
    expect((await requests(a)).count).toBe(0);
  });

  it('refuse a duplicate, a request to yourself and one to nobody', async () => {
    const [a, b] = await pair();
    await ask(a, b);
    const again = await ask(a, b);
    expect(again.status).toBe(400);
    expect(again.error).toEqual({
      error: 'You have already sent a friend request to this user.',
    });
    const self = await ask(a, a);
    expect(self.status).toBe(400);
    expect((await ask(a, { ...a, id: 999999 })).status).toBe(404);
  });

  it('become a friendship when the other side asks back', async () => {
    const [a, b] = await pair();
    await ask(a, b);
    const back = await ask(b, a);
    expect(back.status).toBe(201);
    expect(back.body).toMatchObject({
      status: 'friends',
      request: null,
      friend: { friend: { id: a.id } },
    });
    expect(await friendIds(a)).toEqual([b.id]);
    expect(await friendIds(b)).toEqual([a.id]);
    expect((await requests(b)).count).toBe(0);
    expect((await ask(a, b)).error).toEqual({ error: 'You are already friends.' });
  });

  it('are accepted explicitly only by the user asked', async () => {
    const [a, b] = await pair();
    const stranger = await createUser(t);
    const requestId = await requestIdOf(a, b);
    const accept = (user: TestUser, owner = user) =>
      api.call(e.acceptRequest, { as: user, params: { id: owner.id, requestId } });
    expect((await accept(a)).status).toBe(403);
    expect((await accept(stranger)).status).toBe(404);
    expect((await accept(b, a)).status).toBe(403);
    const res = await accept(b);
    expect(res.status).toBe(200);
    expect(res.body.friend).toEqual({ id: a.id, username: a.username, avatar_url: null });
    expect(await friendIds(a)).toEqual([b.id]);
    expect((await accept(b)).status).toBe(404);
  });

  it('are declined by the user asked, withdrawn by the asker, and by nobody else', async () => {
    const [a, b] = await pair();
    const stranger = await createUser(t);
    const remove = (user: TestUser, requestId: number, owner = user) =>
      api.call(e.deleteRequest, { as: user, params: { id: owner.id, requestId } });

    const first = await requestIdOf(a, b);
    expect((await remove(stranger, first)).status).toBe(404);
    expect((await remove(stranger, first, b)).status).toBe(403);
    expect((await remove(b, first)).status).toBe(204);
    expect((await requests(b)).count).toBe(0);

    const second = await requestIdOf(a, b);
    expect((await remove(a, second)).status).toBe(204);
    expect((await requests(a, 'sent')).count).toBe(0);
    expect(await friendIds(a)).toEqual([]);
  });

  it('are the owner’s own: another user’s list is 403', async () => {
    const [a, b] = await pair();
    await ask(a, b);
    const res = await api.call(e.listRequests, { as: a, params: { id: b.id } });
    expect(res.status).toBe(403);
  });

  it('asked both ways at the same moment end as one friendship and no pending request', async () => {
    for (let round = 0; round < 5; round += 1) {
      const [a, b] = await pair();
      const answers = await Promise.all([ask(a, b), ask(b, a)]);
      expect(answers.map((res) => res.status)).toEqual([201, 201]);
      expect(answers.map((res) => res.body.status).sort()).toEqual(['friends', 'requested']);
      expect(await friendIds(a)).toEqual([b.id]);
      expect((await requests(a)).count + (await requests(b)).count).toBe(0);
    }
  });
});

describe('friends', () => {
  it('are listed newest first for anyone signed in, with paging', async () => {
    const owner = await createUser(t);
    const others = [];
    for (let i = 0; i < 3; i += 1) {
      const other = await createUser(t);
      await ask(other, owner);
      await ask(owner, other);
      others.push(other);
    }
    const viewer = await createUser(t);
    const page = await api.ok(e.listFriends, {
      as: viewer,
      params: { id: owner.id },
      query: { per_page: 2 },
    });
    expect(page.count).toBe(3);
    expect(page.results.map((f) => f.friend.id)).toEqual([others[2]?.id, others[1]?.id]);
    expect(page.next).toMatch(/\/api\/profile\/\d+\/friends\/\?per_page=2&page=2$/);
    expect(page.previous).toBeNull();
  });

  it('are unfriended by either side; a second try is 404, another user’s list 403', async () => {
    const [a, b] = await pair();
    await ask(a, b);
    await ask(b, a);
    expect((await unfriend(b, a, b)).status).toBe(403);
    expect((await unfriend(b, b, a)).status).toBe(204);
    expect(await friendIds(a)).toEqual([]);
    expect((await unfriend(a, a, b)).status).toBe(404);
  });

  it('are listed with the same number of queries whatever the page size', async () => {
    const owner = await createUser(t);
    for (let i = 0; i < 12; i += 1) {
      const other = await createUser(t);
      await ask(other, owner);
      await ask(owner, other);
    }
    await untilIdle(t);
    const queriesFor = async (perPage: number) => {
      const before = t.database.queryCount();
      const page = await api.ok(e.listFriends, {
        as: owner,
        params: { id: owner.id },
        query: { per_page: perPage },
      });
      expect(page.results).toHaveLength(Math.min(perPage, 12));
      return t.database.queryCount() - before;
    };
    const small = await queriesFor(2);
    expect(await queriesFor(12)).toBe(small);
    expect(small).toBeLessThanOrEqual(3);
  });
});

describe('blocking', () => {
  it('ends the friendship and pending requests both ways, and is idempotent', async () => {
    const [a, b] = await pair();
    const c = await createUser(t);
    await ask(a, b);
    await ask(b, a);
    await ask(c, a);
    await ask(a, c);
    const d = await createUser(t);
    await ask(d, a);
    await ask(a, d);
    await unfriend(a, a, d);
    await ask(d, a);

    const res = await block(a, b);
    expect(res.status).toBe(201);
    const blocked = res.body;
    expect(blocked.banned_user).toEqual({ id: b.id, username: b.username, avatar_url: null });
    expect((await block(a, b)).body.id).toBe(blocked.id);
    expect(await friendIds(a)).toEqual([c.id]);
    expect(await friendIds(b)).toEqual([]);

    await block(a, d);
    expect((await requests(a)).count).toBe(0);
    expect((await requests(d, 'sent')).count).toBe(0);
  });

  it('stops friend requests in both directions until unblocked', async () => {
    const [a, b] = await pair();
    await block(a, b);
    const from = await ask(b, a);
    expect(from.status).toBe(403);
    expect(from.error).toMatchObject({ detail: 'You cannot send a friend request to this user.' });
    expect((await ask(a, b)).status).toBe(403);

    const res = await unblock(a, b);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'The user is no longer blocked.' });
    expect((await ask(b, a)).status).toBe(201);
  });

  it('refuses blocking yourself or nobody', async () => {
    const a = await createUser(t);
    expect((await block(a, a)).status).toBe(400);
    expect((await block(a, { id: 999999 })).status).toBe(404);
    expect((await api.call(e.banUser, { as: a })).status).toBe(400);
  });

  it('keeps a block list of the caller’s own, newest first, 10 per page', async () => {
    const owner = await createUser(t);
    const targets: TestUser[] = [];
    for (let i = 0; i < 11; i += 1) {
      const target = await createUser(t);
      await block(owner, target);
      targets.push(target);
    }
    const other = await createUser(t);
    await block(other, owner);

    const page = await blockList(owner);
    expect(page.count).toBe(11);
    expect(page.results).toHaveLength(10);
    expect(page.results[0]?.banned_user.id).toBe(targets[10]?.id);
    expect(page.next).toContain('page=2');
    const last = await blockList(owner, 2);
    expect(last.results.map((r) => r.banned_user.id)).toEqual([targets[0]?.id]);
    expect((await blockList(other)).count).toBe(1);
  });
});
