import { randomBytes } from 'node:crypto';
import { authEndpoints } from '@clutch/contract/auth';
import { friendsEndpoints } from '@clutch/contract/friends';
import { profileEndpoints } from '@clutch/contract/profile';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.js';
import { testClient } from '../../../test/client.js';
import { useTestApp } from '../../../test/harness.js';

const t = useTestApp();

const api = testClient(t);
const e = profileEndpoints;
const me = (user: TestUser) => api.ok(e.me, { as: user });
const profileOf = (viewer: TestUser | null, id: unknown) =>
  api.call(e.publicProfile, { as: viewer, params: { id } });
const searchAs = (viewer: TestUser, query: z.input<typeof e.search.query>) =>
  api.call(e.search, { as: viewer, query });
const block = (blocker: TestUser, target: TestUser) =>
  api.call(friendsEndpoints.banUser, { as: blocker, query: { banned_user: target.id } });
const tag = () => randomBytes(3).toString('hex');

describe('a public profile', () => {
  it('shows name, avatar, country and handles, never the e-mail, and says how the caller relates', async () => {
    const [viewer, other] = await Promise.all([createUser(t), createUser(t)]);
    const res = await profileOf(viewer, other.id);
    expect(res.status).toBe(200);
    const profile = res.body;
    expect(Object.keys(profile).sort()).toEqual(
      [
        'avatar_url',
        'country',
        'created',
        'discord',
        'friend_request_id',
        'friendship',
        'id',
        'is_banned',
        'steam_id',
        'twitch',
        'username',
      ].sort(),
    );
    expect(profile).toMatchObject({ id: other.id, username: other.username, country: 'UA' });
    expect(res.text).not.toContain(other.email);
    expect(profile).toMatchObject({
      friendship: 'none',
      friend_request_id: null,
      is_banned: false,
    });
  });

  it('follows the relation: own, request sent and received, friends, blocked', async () => {
    const [a, b] = await Promise.all([createUser(t), createUser(t)]);
    const view = async (viewer: TestUser, target: TestUser) =>
      (await profileOf(viewer, target.id)).body;
    const ask = (from: TestUser, to: TestUser) =>
      api.call(friendsEndpoints.sendRequest, { as: from, params: { id: to.id } });
    expect((await view(a, a)).friendship).toBe('self');

    const sent = await ask(a, b);
    const requestId = sent.body.request?.id;
    if (requestId === undefined) throw new Error('no request was made');
    expect(await view(a, b)).toMatchObject({
      friendship: 'request_sent',
      friend_request_id: requestId,
    });
    expect(await view(b, a)).toMatchObject({
      friendship: 'request_received',
      friend_request_id: requestId,
    });

    await ask(b, a);
    expect(await view(a, b)).toMatchObject({ friendship: 'friends', friend_request_id: null });

    await block(a, b);
    expect(await view(a, b)).toMatchObject({ friendship: 'none', is_banned: true });
    expect((await view(b, a)).is_banned).toBe(false);
  });

  it('answers 404 for an unknown user, 400 for an id that is not a number, 401 to a visitor', async () => {
    const viewer = await createUser(t);
    expect((await profileOf(viewer, 999999)).status).toBe(404);
    expect((await profileOf(viewer, 'abc')).status).toBe(400);
    expect((await profileOf(null, viewer.id)).status).toBe(401);
  });
});

describe('the user search', () => {
  const named = (prefix: string, suffix: string) =>
    createUser(t, { username: `${prefix}${suffix}` });

  it('finds part of a name in any case, names that start with it first, 6 per page by default', async () => {
    const key = `s${tag()}`;
    const viewer = await createUser(t);
    await Promise.all(['_a', '_b', '_c', '_d', '_e', '_f', '_g'].map((s) => named(key, s)));
    await named(`zz_${key}`, '');
    const res = await searchAs(viewer, { username: key.toUpperCase() });
    expect(res.status).toBe(200);
    const page = res.body;
    expect(page.count).toBe(8);
    expect(page.results).toHaveLength(6);
    expect(page.results.map((r) => r.username)).toEqual(
      ['_a', '_b', '_c', '_d', '_e', '_f'].map((s) => `${key}${s}`),
    );
    expect(page.next).toContain('page=2');
    expect(Object.keys(page.results[0] ?? {}).sort()).toEqual([
      'avatar_url',
      'country',
      'id',
      'username',
    ]);

    const second = await searchAs(viewer, { username: key, page: 2 });
    expect(second.body.results.map((r) => r.username)).toEqual([`${key}_g`, `zz_${key}`]);
  });

  it('leaves the caller out with exclude_me, and blocked users out unless is_banned=true asks for them', async () => {
    const key = `x${tag()}`;
    const viewer = await named(key, '_me');
    const [kept, blocked] = await Promise.all([named(key, '_kept'), named(key, '_blocked')]);
    await block(viewer, blocked);
    const search = async (flags: { exclude_me?: 'true' | 'false'; is_banned?: 'true' } = {}) =>
      (await searchAs(viewer, { username: key, ...flags })).body.results.map((r) => r.id);
    expect(await search()).toEqual([kept.id, viewer.id]);
    expect(await search({ exclude_me: 'true' })).toEqual([kept.id]);
    expect(await search({ exclude_me: 'false' })).toEqual([kept.id, viewer.id]);
    expect(await search({ is_banned: 'true' })).toEqual([blocked.id]);
    // The blocked user still finds the one who blocked them.
    const theirs = await searchAs(blocked, { username: `${key}_me` });
    expect(theirs.body.count).toBe(1);
  });

  it('reads % and _ in the search as themselves', async () => {
    const viewer = await createUser(t);
    const res = await searchAs(viewer, { username: '%%%' });
    expect(res.body.count).toBe(0);
  });

  it('refuses a flag that is not true or false', async () => {
    const viewer = await createUser(t);
    const res = await api.call(e.search, { as: viewer, search: 'exclude_me=maybe' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.error)).toEqual(['exclude_me']);
  });
});

describe('changing the password', () => {
  const change = (caller: TestUser, owner: TestUser, rawBody: object) =>
    api.call(e.changePassword, { as: caller, params: { id: owner.id }, rawBody });
  const login = (user: TestUser, password: string) =>
    api.call(authEndpoints.login, { body: { email: user.email, password } });

  it('needs the current password, then signs out every other session and keeps this one', async () => {
    const user = await createUser(t);
    const other = (await login(user, user.password)).body;
    const wrong = await change(user, user, {
      current_password: 'not-the-password',
      new_password: 'a-brand-new-passphrase',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.error).toEqual({ current_password: ['The current password is not correct.'] });

    const res = await change(user, user, {
      current_password: user.password,
      new_password: 'a-brand-new-passphrase',
      repeat_password: 'a-brand-new-passphrase',
    });
    expect(res.status).toBe(200);
    expect((await api.call(e.me, { as: user })).status).toBe(200);
    const otherMe = await api.call(e.me, {
      as: { headers: { authorization: `Token ${other.access}` } },
    });
    expect(otherMe.status).toBe(401);
    const refreshed = await api.call(authEndpoints.refresh, { body: { refresh: other.refresh } });
    expect(refreshed.status).toBe(401);
    expect((await login(user, user.password)).status).toBe(400);
    expect((await login(user, 'a-brand-new-passphrase')).status).toBe(200);
  });

  it.each([
    [{ new_password: 'k7#Qz' }, { new_password: [expect.stringContaining('too short')] }],
    [{ new_password: 'password123' }, { new_password: ['This password is too common.'] }],
    [
      { new_password: 'fine-new-password', repeat_password: 'other' },
      { error: 'passwords_not_same' },
    ],
  ])('refuses %j', async (fields, answer) => {
    const user = await createUser(t);
    const res = await change(user, user, { current_password: user.password, ...fields });
    expect(res.status).toBe(400);
    expect(res.error).toEqual(answer);
  });

  it('is refused with 403 for another user’s id', async () => {
    const [user, other] = await Promise.all([createUser(t), createUser(t)]);
    const res = await change(user, other, {
      current_password: user.password,
      new_password: 'a-brand-new-passphrase',
    });
    expect(res.status).toBe(403);
  });
});

describe('changing the username', () => {
  const rename = (caller: TestUser, owner: TestUser, username: string) =>
    api.call(e.changeUsername, { as: caller, params: { id: owner.id }, body: { username } });

  it('answers the profile with the new name, and lets the owner change only its case', async () => {
    const user = await createUser(t);
    const res = await rename(user, user, `new_${tag()}`);
    expect(res.status).toBe(200);
    const name = res.body.username;
    expect((await me(user)).username).toBe(name);
    const upper = await rename(user, user, name.toUpperCase());
    expect(upper.body.username).toBe(name.toUpperCase());
  });

  it('refuses a name another user has in any case, and one that breaks the sign-up pattern', async () => {
    const [user, other] = await Promise.all([createUser(t), createUser(t)]);
    const taken = await rename(user, user, other.username.toUpperCase());
    expect(taken.status).toBe(400);
    expect(taken.error).toEqual({ username: ['A user with that username already exists.'] });
    const bad = await rename(user, user, 'ab');
    expect(bad.status).toBe(400);
  });

  it('is refused with 403 for another user’s id', async () => {
    const [user, other] = await Promise.all([createUser(t), createUser(t)]);
    const res = await rename(user, other, `hijack_${tag()}`);
    expect(res.status).toBe(403);
    expect((await me(other)).username).toBe(other.username);
  });
});
