// The console's users section: finding a user, their detail, bans set and lifted through the API
// (bad input refused with a 400 naming the field; the ban enforced on the user's own routes and
// shown on their profile/me at once), and every session of a user ended.
import { authEndpoints } from '@clutch/contract/auth';
import { messengerEndpoints } from '@clutch/contract/messenger';
import { operatorEndpoints as api } from '@clutch/contract/operator';
import { profileEndpoints } from '@clutch/contract/profile';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client.js';
import { createUser, type TestUser } from '../../../test/factories.js';
import { useTestApp } from '../../../test/harness.js';
import { staffUser } from '../../../test/operator.js';

const t = useTestApp();
const client = testClient(t);

const createGroup = (user: TestUser) =>
  client.call(messengerEndpoints.createChat, {
    as: user,
    params: { type: 'group' },
    rawBody: { name: 'Ban or not' },
  });

describe('operator users', () => {
  it('finds users by name, e-mail or id and shows one with roles, bans and sessions', async () => {
    const support = await staffUser(t, ['support']);
    const user = await createUser(t);
    for (const search of [user.username.slice(2), user.email.toUpperCase(), String(user.id)]) {
      const page = await client.ok(api.users, { as: support, query: { search } });
      expect(page.results.map((row) => row.id)).toContain(user.id);
    }
    const detail = await client.ok(api.user, { as: support, params: { id: user.id } });
    expect(detail).toMatchObject({ id: user.id, email: user.email, roles: [], bans: [] });
    expect(detail.sessions).toHaveLength(1);
    expect((await client.call(api.user, { as: support, params: { id: 2_000_000 } })).status).toBe(
      404,
    );
  });

  it.each([
    ['no reason', 'reason', { kind: 'chat', forever: true }],
    ['a blank reason', 'reason', { kind: 'chat', forever: true, reason: '  ' }],
    ['an unknown kind', 'kind', { kind: 'everything', forever: true, reason: 'x' }],
    ['neither an end nor forever', 'until', { kind: 'chat', reason: 'x' }],
    [
      'an end and forever',
      'until',
      { kind: 'chat', until: '2099-01-01T00:00:00Z', forever: true, reason: 'x' },
    ],
    ['an end in the past', 'until', { kind: 'chat', until: '2001-01-01T00:00:00Z', reason: 'x' }],
    ['an end that is not a time', 'until', { kind: 'chat', until: 'tomorrow', reason: 'x' }],
    ['an unknown field', 'the body', { kind: 'chat', forever: true, reason: 'x', ip: true }],
  ])('refuses a ban with %s: 400 naming %s', async (_, field, body) => {
    const moderator = await staffUser(t, ['moderator']);
    const user = await createUser(t);
    const res = await client.call(api.ban, {
      as: moderator,
      params: { id: user.id },
      rawBody: body,
    });
    expect(res.status).toBe(400);
    if (field !== 'the body') expect(Object.keys(res.error)).toContain(field);
    expect((await client.ok(api.user, { as: moderator, params: { id: user.id } })).bans).toEqual(
      [],
    );
  });

  it('bans a user: the ban is refused on their routes and on their profile/me until lifted', async () => {
    const moderator = await staffUser(t, ['moderator']);
    const user = await createUser(t);
    expect((await createGroup(user)).status).toBe(201);
    // Read (and cached) before the ban: the ban must replace it.
    expect((await client.ok(profileEndpoints.me, { as: user })).bans.chat.status).toBe(false);

    const until = new Date(Date.now() + 2 * 86_400_000);
    const banned = await client.ok(api.ban, {
      as: moderator,
      params: { id: user.id },
      body: { kind: 'chat', until: until.toISOString(), reason: 'Spamming links' },
    });
    expect(banned.bans).toEqual([
      expect.objectContaining({
        kind: 'chat',
        until: until.toISOString(),
        reason: 'Spamming links',
      }),
    ]);
    const refused = await createGroup(user);
    expect(refused.status).toBe(403);
    expect(refused.error).toMatchObject({ code: 'chat_ban', until: until.toISOString() });
    expect((await client.ok(profileEndpoints.me, { as: user })).bans.chat).toEqual({
      status: true,
      duration: until.toISOString(),
      reason: 'Spamming links',
    });

    const lifted = await client.ok(api.unban, {
      as: moderator,
      params: { id: user.id },
      body: { kind: 'chat', reason: 'Appeal accepted' },
    });
    expect(lifted.bans).toEqual([]);
    expect((await createGroup(user)).status).toBe(201);
    expect((await client.ok(profileEndpoints.me, { as: user })).bans.chat.status).toBe(false);
  });

  it('refuses to lift a ban the user does not have, naming the kind', async () => {
    const support = await staffUser(t, ['support']);
    const user = await createUser(t);
    const res = await client.call(api.unban, {
      as: support,
      params: { id: user.id },
      body: { kind: 'withdrawal', reason: 'x' },
    });
    expect(res.status).toBe(400);
    expect(res.error).toHaveProperty('kind');
  });

  it('ends every session of a user: their tokens stop working', async () => {
    const support = await staffUser(t, ['support']);
    const user = await createUser(t);
    const answer = await client.ok(api.revokeSessions, {
      as: support,
      params: { id: user.id },
      body: { reason: 'Account shared' },
    });
    expect(answer).toEqual({ revoked: 1 });
    expect((await client.call(profileEndpoints.me, { as: user })).status).toBe(401);
    const refresh = await client.call(authEndpoints.refresh, { body: { refresh: user.refresh } });
    expect(refresh.status).toBe(401);
    expect((await client.ok(api.user, { as: support, params: { id: user.id } })).sessions).toEqual(
      [],
    );
    // The staff member's own session is untouched.
    expect((await client.call(api.user, { as: support, params: { id: user.id } })).status).toBe(
      200,
    );
  });
});
