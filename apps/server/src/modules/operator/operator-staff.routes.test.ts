// Staff roles through the API: admins grant and revoke them, a user may hold several, the last
// admin keeps the role, and a new role opens its sections at once.
import { operatorEndpoints as api } from '@clutch/contract/operator';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client.js';
import { createUser } from '../../../test/factories.js';
import { useTestApp } from '../../../test/harness.js';
import { staffUser } from '../../../test/operator.js';

const t = useTestApp();
const client = testClient(t);

describe('operator staff', () => {
  it('grants several roles to one user, opening their sections at once, and revokes one', async () => {
    const admin = await staffUser(t, ['admin']);
    const user = await createUser(t);
    expect((await client.call(api.queue, { as: user })).status).toBe(403);
    await client.ok(api.grant, { as: admin, body: { user: user.id, role: 'moderator' } });
    const granted = await client.ok(api.grant, {
      as: admin,
      body: { user: user.id, role: 'support' },
    });
    expect(granted).toMatchObject({ user: { id: user.id }, roles: ['support', 'moderator'] });
    expect((await client.call(api.queue, { as: user })).status).toBe(200);
    const staff = await client.ok(api.staff, { as: admin });
    expect(staff.find((member) => member.user.id === user.id)?.roles).toEqual([
      'support',
      'moderator',
    ]);

    const revoked = await client.ok(api.revoke, {
      as: admin,
      params: { id: user.id, role: 'moderator' },
    });
    expect(revoked.roles).toEqual(['support']);
    expect((await client.call(api.queue, { as: user })).status).toBe(403);
    expect((await client.ok(api.me, { as: user })).sections).toEqual(['content', 'users']);
  });

  it('refuses a role for no such user, an unknown role, and revoking a role not held', async () => {
    const admin = await staffUser(t, ['admin']);
    const missing = await client.call(api.grant, {
      as: admin,
      body: { user: 2_000_000, role: 'support' },
    });
    expect(missing.status).toBe(400);
    expect(missing.error).toHaveProperty('user');
    const unknown = await client.call(api.grant, {
      as: admin,
      rawBody: { user: admin.id, role: 'owner' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.error).toHaveProperty('role');
    const notHeld = await client.call(api.revoke, {
      as: admin,
      params: { id: (await createUser(t)).id, role: 'finance' },
    });
    expect(notHeld.status).toBe(404);
  });

  it('keeps the last admin: revoking it is a conflict until another admin exists', async () => {
    const first = await staffUser(t, ['admin']);
    // Earlier tests in this file made admins: take the role from each, leaving `first` alone.
    const others = await client.ok(api.staff, { as: first });
    for (const member of others)
      if (member.user.id !== first.id && member.roles.includes('admin'))
        await client.ok(api.revoke, { as: first, params: { id: member.user.id, role: 'admin' } });
    const alone = await client.call(api.revoke, {
      as: first,
      params: { id: first.id, role: 'admin' },
    });
    expect(alone.status).toBe(409);
    const second = await createUser(t);
    await client.ok(api.grant, { as: first, body: { user: second.id, role: 'admin' } });
    const handedOver = await client.ok(api.revoke, {
      as: second,
      params: { id: first.id, role: 'admin' },
    });
    expect(handedOver.roles).toEqual([]);
    expect((await client.call(api.staff, { as: first })).status).toBe(403);
  });
});
