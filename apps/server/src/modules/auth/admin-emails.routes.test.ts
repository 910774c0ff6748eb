// OPERATOR_ADMIN_EMAILS: a listed address becomes an admin of the console only once it is confirmed
// (signing up with someone else's address grants nothing), and accounts confirmed before a start
// with the setting become admins at that start.
import { authEndpoints } from '@clutch/contract/auth';
import { operatorEndpoints } from '@clutch/contract/operator';
import { profileEndpoints } from '@clutch/contract/profile';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client.js';
import { createUser } from '../../../test/factories.js';
import { confirmEmail } from '../../../test/notifications.js';
import { buildTestApp, useTestApp } from '../../../test/harness.js';
import { linkIn } from '../../../test/smtp-catcher.js';
import { rolesOf } from './staff-roles.service.js';

const LISTED = 'Console.Admin@Example.com';
const t = useTestApp({ env: { OPERATOR_ADMIN_EMAILS: ` ${LISTED} , other.admin@example.com` } });
const api = testClient(t);
const bearer = (token: string) => ({ headers: { authorization: `Token ${token}` } });

describe('OPERATOR_ADMIN_EMAILS', () => {
  it('makes a listed account an admin when its e-mail is confirmed, not at sign-up', async () => {
    const signUp = await api.ok(authEndpoints.register, {
      body: {
        email: 'console.admin@example.com',
        username: 'console_admin',
        password: 'correct-horse-battery',
        repeat_password: 'correct-horse-battery',
        country: 'ua',
      },
    });
    const before = await api.call(operatorEndpoints.me, { as: bearer(signUp.access) });
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ roles: [], sections: [] });

    const mail = await t.smtp.next('console.admin@example.com');
    const token = linkIn(mail, /http:\/\/clutch\.test\/email\/confirm\/([\w-]+)/);
    const confirmed = await api.ok(authEndpoints.confirm, { query: { confirmation_token: token } });
    const after = await api.ok(operatorEndpoints.me, { as: bearer(confirmed.access) });
    expect(after.roles).toEqual(['admin']);
    expect(after.sections).toContain('staff');
  });

  it('grants nothing to an address that is not listed', async () => {
    await api.ok(authEndpoints.register, {
      body: {
        email: 'someone.else@example.com',
        username: 'someone_else',
        password: 'correct-horse-battery',
        repeat_password: 'correct-horse-battery',
        country: 'ua',
      },
    });
    const mail = await t.smtp.next('someone.else@example.com');
    const token = linkIn(mail, /http:\/\/clutch\.test\/email\/confirm\/([\w-]+)/);
    const confirmed = await api.ok(authEndpoints.confirm, { query: { confirmation_token: token } });
    const me = await api.ok(operatorEndpoints.me, { as: bearer(confirmed.access) });
    expect(me.roles).toEqual([]);
    const profile = await api.ok(profileEndpoints.me, { as: bearer(confirmed.access) });
    expect(await rolesOf(t.database.db, profile.id)).toEqual([]);
  });

  it('makes confirmed listed accounts admins at a start with the setting', async () => {
    const user = await createUser(t);
    await confirmEmail(t, user);
    expect(await rolesOf(t.database.db, user.id)).toEqual([]);
    const restarted = await buildTestApp({
      database: t.database,
      env: { OPERATOR_ADMIN_EMAILS: user.email.toUpperCase() },
    });
    try {
      expect(await rolesOf(t.database.db, user.id)).toEqual(['admin']);
    } finally {
      await restarted.close();
    }
  });
});
