import { randomBytes } from 'node:crypto';
import type { Me, ProfileCard, PublicProfile } from '@clutch/contract/profile';
import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.js';
import { useTestApp } from '../../../test/harness.js';

const t = useTestApp();

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, user: TestUser | null, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: user?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const me = async (user: TestUser) => (await call('GET', '/api/profile/me/', user)).json<Me>();
const tag = () => randomBytes(3).toString('hex');

describe('a public profile', () => {
  it('shows name, avatar, country and handles, never the e-mail, and says how the caller relates', async () => {
    const [viewer, other] = await Promise.all([createUser(t), createUser(t)]);
    const res = await call('GET', `/api/profile/${String(other.id)}/`, viewer);
    expect(res.statusCode).toBe(200);
    const profile = res.json<PublicProfile>();
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
    expect(res.body).not.toContain(other.email);
    expect(profile).toMatchObject({
      friendship: 'none',
      friend_request_id: null,
      is_banned: false,
    });
  });

  it('follows the relation: own, request sent and received, friends, blocked', async () => {
    const [a, b] = await Promise.all([createUser(t), createUser(t)]);
    const view = async (viewer: TestUser, target: TestUser) =>
      (await call('GET', `/api/profile/${String(target.id)}/`, viewer)).json<PublicProfile>();
    expect((await view(a, a)).friendship).toBe('self');

    const sent = await call('POST', `/api/profile/${String(b.id)}/friend-request/`, a);
    const requestId = sent.json<{ request: { id: number } }>().request.id;
    expect(await view(a, b)).toMatchObject({
      friendship: 'request_sent',
      friend_request_id: requestId,
    });
    expect(await view(b, a)).toMatchObject({
      friendship: 'request_received',
      friend_request_id: requestId,
    });

    await call('POST', `/api/profile/${String(a.id)}/friend-request/`, b);
    expect(await view(a, b)).toMatchObject({ friendship: 'friends', friend_request_id: null });

    await call('POST', `/api/profile/ban-user/?banned_user=${String(b.id)}`, a);
    expect(await view(a, b)).toMatchObject({ friendship: 'none', is_banned: true });
    expect((await view(b, a)).is_banned).toBe(false);
  });

  it('answers 404 for an unknown user, 400 for an id that is not a number, 401 to a visitor', async () => {
    const viewer = await createUser(t);
    expect((await call('GET', '/api/profile/999999/', viewer)).statusCode).toBe(404);
    expect((await call('GET', '/api/profile/abc/', viewer)).statusCode).toBe(400);
    expect((await call('GET', `/api/profile/${String(viewer.id)}/`, null)).statusCode).toBe(401);
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
    const res = await call('GET', `/api/profile/?username=${key.toUpperCase()}`, viewer);
    expect(res.statusCode).toBe(200);
    const page = res.json<{ count: number; next: string | null; results: ProfileCard[] }>();
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

    const second = await call('GET', `/api/profile/?username=${key}&page=2`, viewer);
    expect(second.json<{ results: ProfileCard[] }>().results.map((r) => r.username)).toEqual([
      `${key}_g`,
      `zz_${key}`,
    ]);
  });

  it('leaves the caller out with exclude_me, and blocked users out unless is_banned=true asks for them', async () => {
    const key = `x${tag()}`;
    const viewer = await named(key, '_me');
    const [kept, blocked] = await Promise.all([named(key, '_kept'), named(key, '_blocked')]);
    await call('POST', `/api/profile/ban-user/?banned_user=${String(blocked.id)}`, viewer);
    const search = async (query: string) =>
      (await call('GET', `/api/profile/?username=${key}${query}`, viewer))
        .json<{ results: ProfileCard[] }>()
        .results.map((r) => r.id);
    expect(await search('')).toEqual([kept.id, viewer.id]);
    expect(await search('&exclude_me=true')).toEqual([kept.id]);
    expect(await search('&exclude_me=false')).toEqual([kept.id, viewer.id]);
    expect(await search('&is_banned=true')).toEqual([blocked.id]);
    // The blocked user still finds the one who blocked them.
    const theirs = await call('GET', `/api/profile/?username=${key}_me`, blocked);
    expect(theirs.json<{ count: number }>().count).toBe(1);
  });

  it('reads % and _ in the search as themselves', async () => {
    const viewer = await createUser(t);
    const res = await call('GET', '/api/profile/?username=%25%25%25', viewer);
    expect(res.json<{ count: number }>().count).toBe(0);
  });

  it('refuses a flag that is not true or false', async () => {
    const viewer = await createUser(t);
    const res = await call('GET', '/api/profile/?exclude_me=maybe', viewer);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<Record<string, unknown>>())).toEqual(['exclude_me']);
  });
});

describe('changing the password', () => {
  const url = (user: TestUser) => `/api/profile/${String(user.id)}/change-password/`;
  const login = (user: TestUser, password: string) =>
    call('POST', '/api/auth/login/', null, { email: user.email, password });

  it('needs the current password, then signs out every other session and keeps this one', async () => {
    const user = await createUser(t);
    const other = (await login(user, user.password)).json<{ access: string; refresh: string }>();
    const wrong = await call('PATCH', url(user), user, {
      current_password: 'not-the-password',
      new_password: 'a-brand-new-passphrase',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ current_password: ['The current password is not correct.'] });

    const res = await call('PATCH', url(user), user, {
      current_password: user.password,
      new_password: 'a-brand-new-passphrase',
      repeat_password: 'a-brand-new-passphrase',
    });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/api/profile/me/', user)).statusCode).toBe(200);
    const otherMe = await t.app.inject({
      url: '/api/profile/me/',
      headers: { authorization: `Token ${other.access}` },
    });
    expect(otherMe.statusCode).toBe(401);
    const refreshed = await call('POST', '/api/auth/token/refresh/', null, {
      refresh: other.refresh,
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await login(user, user.password)).statusCode).toBe(400);
    expect((await login(user, 'a-brand-new-passphrase')).statusCode).toBe(200);
  });

  it.each([
    [{ new_password: 'k7#Qz' }, { new_password: [expect.stringContaining('too short')] }],
    [{ new_password: 'password123' }, { new_password: ['This password is too common.'] }],
    [
      { new_password: 'fine-new-password', repeat_password: 'other' },
      { error: 'passwords_not_same' },
    ],
  ])('refuses %j', async (change, answer) => {
    const user = await createUser(t);
    const res = await call('PATCH', url(user), user, {
      current_password: user.password,
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(answer);
  });

  it('is refused with 403 for another user’s id', async () => {
    const [user, other] = await Promise.all([createUser(t), createUser(t)]);
    const res = await call('PATCH', url(other), user, {
      current_password: user.password,
      new_password: 'a-brand-new-passphrase',
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('changing the username', () => {
  const url = (user: TestUser) => `/api/profile/${String(user.id)}/change-username/`;

  it('answers the profile with the new name, and lets the owner change only its case', async () => {
    const user = await createUser(t);
    const res = await call('PATCH', url(user), user, { username: `new_${tag()}` });
    expect(res.statusCode).toBe(200);
    const name = res.json<Me>().username;
    expect((await me(user)).username).toBe(name);
    const upper = await call('PATCH', url(user), user, { username: name.toUpperCase() });
    expect(upper.json<Me>().username).toBe(name.toUpperCase());
  });

  it('refuses a name another user has in any case, and one that breaks the sign-up pattern', async () => {
    const [user, other] = await Promise.all([createUser(t), createUser(t)]);
    const taken = await call('PATCH', url(user), user, { username: other.username.toUpperCase() });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ username: ['A user with that username already exists.'] });
    const bad = await call('PATCH', url(user), user, { username: 'ab' });
    expect(bad.statusCode).toBe(400);
  });

  it('is refused with 403 for another user’s id', async () => {
    const [user, other] = await Promise.all([createUser(t), createUser(t)]);
    const res = await call('PATCH', url(other), user, { username: `hijack_${tag()}` });
    expect(res.statusCode).toBe(403);
    expect((await me(other)).username).toBe(other.username);
  });
});
