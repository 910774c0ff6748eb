import type { Me } from '@clutch/contract/profile';
import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../test/factories.js';
import { useTestApp } from '../test/harness.js';
import { OPERATOR_USAGE, OperatorError, runOperator } from './operator-commands.js';

const t = useTestApp();

const me = async (user: TestUser) =>
  (await t.app.inject({ url: '/api/profile/me/', headers: user.headers })).json<Me>();
/** As the CLI does: change the database, then announce it so cached profiles are dropped. */
const run = async (...args: string[]) => {
  const result = await runOperator(t.database.db, args);
  await t.bus.publish({ type: 'ProfileChanged', userId: result.userId, version: result.version });
  await new Promise((resolve) => setImmediate(resolve));
  return result;
};

describe('npm run operator', () => {
  it('grants and revokes operator rights by e-mail, whatever its case', async () => {
    const user = await createUser(t);
    const granted = await run('grant', user.email.toUpperCase());
    expect(granted).toMatchObject({
      message: `${user.username} is now an operator.`,
      userId: user.id,
    });
    expect((await me(user)).is_staff).toBe(true);
    await run('revoke', user.email);
    expect((await me(user)).is_staff).toBe(false);
  });

  it('bans withdrawals for good or until a time, and ends the ban', async () => {
    const user = await createUser(t);
    const until = new Date(Date.now() + 86_400_000);
    const banned = await run('ban-withdrawals', user.email, until.toISOString());
    expect(banned.message).toBe(`${user.username} may not withdraw until ${until.toISOString()}.`);
    expect((await me(user)).bans.withdrawal.status).toBe(true);
    expect((await run('ban-withdrawals', user.email)).message).toBe(
      `${user.username} may not withdraw for good.`,
    );
    expect((await run('unban-withdrawals', user.email)).message).toBe(
      `${user.username} may withdraw again.`,
    );
    expect((await me(user)).bans.withdrawal.status).toBe(false);
    expect((await run('unban-withdrawals', user.email)).message).toBe(
      `${user.username} had no withdrawal ban.`,
    );
  });

  it('moves the profile version, so cached and pushed profiles are replaced', async () => {
    const user = await createUser(t);
    const before = (await me(user)).version;
    const result = await run('grant', user.email);
    expect(result.version).toBeGreaterThan(0);
    expect((await me(user)).version).toBeGreaterThan(before);
  });

  it.each([
    [[], OPERATOR_USAGE],
    [['promote', 'a@b.c'], OPERATOR_USAGE],
    [['grant'], OPERATOR_USAGE],
    [['grant', 'a@b.c', 'extra'], OPERATOR_USAGE],
    [['grant', 'nobody@example.com'], 'No user has the e-mail address nobody@example.com.'],
    [
      ['ban-withdrawals', '{email}', 'tomorrow'],
      '"tomorrow" is not an ISO time such as 2026-12-31T00:00:00Z.',
    ],
    [
      ['ban-withdrawals', '{email}', '2001-01-01T00:00:00Z'],
      '2001-01-01T00:00:00.000Z has already passed.',
    ],
  ])('refuses %j with a message for the operator', async (args, message) => {
    const user = await createUser(t);
    const filled = args.map((arg) => (arg === '{email}' ? user.email : arg));
    await expect(run(...filled)).rejects.toThrow(new OperatorError(message));
    expect((await me(user)).bans.withdrawal.status).toBe(false);
  });
});
