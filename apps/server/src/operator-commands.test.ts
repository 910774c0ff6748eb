import type { Me } from '@clutch/contract/profile';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../test/factories.js';
import { useTestApp } from '../test/harness.js';
import { cs2ServersRepository } from './modules/matches/hosting/cs2-servers.repository.js';
import { cs2Servers } from './modules/matches/hosting/cs2-servers.tables.js';
import { rolesOf } from './modules/auth/staff-roles.service.js';
import { userBans } from './modules/auth/user-bans.tables.js';
import { OPERATOR_USAGE, OperatorError, runOperator } from './operator-commands.js';
import { SecretBoxError, secretBox } from './platform/secret-box.js';

const t = useTestApp();

const me = async (user: TestUser) =>
  (await t.app.inject({ url: '/api/profile/me/', headers: user.headers })).json<Me>();
/** As the CLI does: change the database, then announce it so cached profiles are dropped. */
const run = async (...args: string[]) => {
  const result = await runOperator(t.database.db, args);
  if (!result.profile) throw new Error('a profile command changes a profile');
  await t.bus.publish({ type: 'ProfileChanged', ...result.profile });
  await new Promise((resolve) => setImmediate(resolve));
  return { message: result.message, ...result.profile };
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

  it('grants the finance role with grant and makes the first admin with grant-admin', async () => {
    const user = await createUser(t);
    await run('grant', user.email);
    expect(await rolesOf(t.database.db, user.id)).toEqual(['finance']);
    expect((await run('grant-admin', user.email)).message).toBe(
      `${user.username} is now an admin.`,
    );
    expect((await run('grant-admin', user.email)).message).toBe(
      `${user.username} already was an admin.`,
    );
    expect(await rolesOf(t.database.db, user.id)).toEqual(['finance', 'admin']);
    await run('revoke', user.email);
    expect((await me(user)).is_staff).toBe(true);
    expect((await run('revoke-admin', user.email)).message).toBe(
      `${user.username} is no longer an admin.`,
    );
    expect(await rolesOf(t.database.db, user.id)).toEqual([]);
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

  it.each([
    ['withdrawal', 'may not withdraw', 'may withdraw again'],
    ['tournament', 'may not take part in tournaments', 'may take part in tournaments again'],
    ['quick_match', 'may not play quick matches', 'may play quick matches again'],
    ['chat', 'may not chat', 'may chat again'],
  ] as const)(
    'bans from %s with a reason, shown on profile/me, and lifts it',
    async (kind, banned, lifted) => {
      const user = await createUser(t);
      const until = new Date(Date.now() + 86_400_000).toISOString();
      const ban = await run('ban', user.email, kind, until, '--reason', 'Abusive language');
      expect(ban.message).toBe(`${user.username} ${banned} until ${until}.`);
      expect((await me(user)).bans[kind]).toEqual({
        status: true,
        duration: until,
        reason: 'Abusive language',
      });
      expect((await run('ban', user.email, kind, 'forever')).message).toBe(
        `${user.username} ${banned} for good.`,
      );
      expect((await me(user)).bans[kind]).toEqual({
        status: true,
        duration: 'forever',
        reason: null,
      });
      expect((await run('unban', user.email, kind)).message).toBe(`${user.username} ${lifted}.`);
      expect((await me(user)).bans[kind]).toEqual({ status: false, duration: null, reason: null });
      // Ended, not deleted: the record of both bans stays.
      const rows = await t.database.db.select().from(userBans).where(eq(userBans.userId, user.id));
      expect(rows).toHaveLength(2);
      expect(rows.every((row) => row.until !== null && row.until <= new Date())).toBe(true);
    },
  );

  it('bans one kind without touching the others', async () => {
    const user = await createUser(t);
    await run('ban', user.email, 'chat');
    const { bans } = await me(user);
    expect(bans.chat.status).toBe(true);
    expect([bans.withdrawal, bans.tournament, bans.quick_match].map((b) => b.status)).toEqual([
      false,
      false,
      false,
    ]);
    expect((await run('unban', user.email, 'tournament')).message).toBe(
      `${user.username} had no tournament ban.`,
    );
    expect((await me(user)).bans.chat.status).toBe(true);
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
    [['ban', '{email}'], 'A ban needs a kind: use withdrawal, tournament, quick_match, chat.'],
    [
      ['ban', '{email}', 'voice'],
      '"voice" is not a ban kind: use withdrawal, tournament, quick_match, chat.',
    ],
    [['ban', '{email}', 'chat', 'forever', 'extra'], OPERATOR_USAGE],
    [['ban', '{email}', 'chat', '--why', 'spam'], OPERATOR_USAGE],
    [
      ['ban', '{email}', 'chat', '--reason', 'x'.repeat(501)],
      'A reason is at most 500 characters.',
    ],
    [['unban', '{email}'], 'A ban needs a kind: use withdrawal, tournament, quick_match, chat.'],
    [['unban', '{email}', 'chat', 'extra'], OPERATOR_USAGE],
  ])('refuses %j with a message for the operator', async (args, message) => {
    const user = await createUser(t);
    const filled = args.map((arg) => (arg === '{email}' ? user.email : arg));
    await expect(run(...filled)).rejects.toThrow(new OperatorError(message));
    const { bans } = await me(user);
    expect(Object.values(bans).every((state) => !state.status)).toBe(true);
  });
});

describe('npm run operator -- cs2-server', () => {
  const secrets = secretBox('operator-test-game-server-key-of-32-characters');
  const cs2 = async (...args: string[]) => {
    const result = await runOperator(t.database.db, ['cs2-server', ...args], { secrets });
    // The pool is no one's profile: nothing for the CLI to announce.
    expect(result.profile).toBeNull();
    return result.message;
  };
  const addArgs = (name: string, region = 'europe', password = 'rcon-secret-1') => [
    'add',
    '--name',
    name,
    '--host',
    '203.0.113.7',
    '--port',
    '27015',
    '--region',
    region,
    '--password',
    password,
  ];
  const row = async (name: string) =>
    (await t.database.db.select().from(cs2Servers).where(eq(cs2Servers.name, name)))[0];

  beforeEach(async () => {
    await t.database.db.delete(cs2Servers);
  });

  it('adds a server with its password sealed at rest', async () => {
    expect(await cs2(...addArgs('eu-1', 'eu', 'hunter2-rcon'))).toBe(
      'Added CS2 server eu-1 (203.0.113.7:27015, europe).',
    );
    const stored = await row('eu-1');
    expect(stored).toMatchObject({ host: '203.0.113.7', port: 27015, region: 'europe' });
    expect(stored).toMatchObject({ status: 'active', allocatedTo: null });
    expect(stored?.rconPasswordEncrypted).not.toContain('hunter2-rcon');
    expect(secrets.open(stored?.rconPasswordEncrypted ?? '')).toBe('hunter2-rcon');
    const otherKey = secretBox('another-game-server-key-of-32-characters-long');
    expect(() => otherKey.open(stored?.rconPasswordEncrypted ?? '')).toThrow(SecretBoxError);
  });

  it('lists the pool as a table without passwords', async () => {
    expect(await cs2('list')).toBe('No CS2 servers yet: add one with `cs2-server add`.');
    await cs2(...addArgs('eu-1', 'europe', 'pass-eu-1'));
    await cs2(...addArgs('us-1', 'usa', 'pass-us-1'));
    await t.database.db.transaction((tx) =>
      cs2ServersRepository.claimFree(tx, 'usa', 'quickmatch:5'),
    );
    const table = await cs2('list');
    const lines = table.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^NAME\s+REGION\s+ADDRESS\s+STATUS\s+ALLOCATED TO\s+LAST HEALTH/);
    expect(lines[1]?.split(/\s+/)).toEqual([
      'eu-1',
      'europe',
      '203.0.113.7:27015',
      'active',
      '-',
      '-',
      '-',
    ]);
    expect(lines[2]?.split(/\s+/)).toEqual([
      'us-1',
      'usa',
      '203.0.113.7:27015',
      'active',
      'quickmatch:5',
      '-',
      '-',
    ]);
    expect(table).not.toContain('pass-');
    expect(table).not.toContain('v1.');
  });

  it('drains a server: it hosts no new match', async () => {
    await cs2(...addArgs('eu-1'));
    expect(await cs2('drain', 'eu-1')).toBe('eu-1 is draining: it takes no new match.');
    expect((await row('eu-1'))?.status).toBe('draining');
    const claimed = await t.database.db.transaction((tx) =>
      cs2ServersRepository.claimFree(tx, 'europe', 'quickmatch:1'),
    );
    expect(claimed).toBeNull();
  });

  it('activates a drained server again: it hosts new matches', async () => {
    await cs2(...addArgs('eu-1'));
    await cs2('drain', 'eu-1');
    expect(await cs2('activate', 'eu-1')).toBe('eu-1 is active: it takes new matches.');
    expect((await row('eu-1'))?.status).toBe('active');
    const claimed = await t.database.db.transaction((tx) =>
      cs2ServersRepository.claimFree(tx, 'europe', 'quickmatch:1'),
    );
    expect(claimed?.name).toBe('eu-1');
    await expect(cs2('activate', 'nowhere')).rejects.toThrow(
      new OperatorError('No CS2 server is named nowhere.'),
    );
  });

  it('removes a free server, and one hosting a match only with --force', async () => {
    await cs2(...addArgs('eu-1'));
    await cs2(...addArgs('eu-2'));
    expect(await cs2('remove', 'eu-1')).toBe('Removed CS2 server eu-1.');
    expect(await row('eu-1')).toBeUndefined();
    await t.database.db.transaction((tx) =>
      cs2ServersRepository.claimFree(tx, 'europe', 'quickmatch:3'),
    );
    expect(await cs2('drain', 'eu-2')).toBe(
      'eu-2 is draining: it takes no new match; quickmatch:3 plays on.',
    );
    await expect(cs2('remove', 'eu-2')).rejects.toThrow(
      new OperatorError(
        'eu-2 is hosting a match: drain it and remove it once the match ends, or use --force.',
      ),
    );
    expect(await row('eu-2')).toBeDefined();
    expect(await cs2('remove', 'eu-2', '--force')).toBe('Removed CS2 server eu-2.');
    expect(await row('eu-2')).toBeUndefined();
  });

  it.each([
    [[], OPERATOR_USAGE],
    [['start'], OPERATOR_USAGE],
    [['list', 'extra'], OPERATOR_USAGE],
    [['list', '--force'], OPERATOR_USAGE],
    [['drain'], OPERATOR_USAGE],
    [['drain', 'a', 'b'], OPERATOR_USAGE],
    [['drain', 'eu-1', '--force'], OPERATOR_USAGE],
    [['remove', 'eu-1', '--bogus'], OPERATOR_USAGE],
    [['drain', 'nope'], 'No CS2 server is named nope.'],
    [['remove', 'nope'], 'No CS2 server is named nope.'],
    [['add', '--name', 'x', '--host', 'h', '--port', '27015', '--region', 'europe'], 'add needs'],
    [addArgs('bad name'), '"bad name" is not a server name'],
    [addArgs('eu-1', 'mars'), '"mars" is not a region: use usa, europe or cis.'],
    [
      [
        'add',
        '--name',
        'x',
        '--host',
        'h',
        '--port',
        '70000',
        '--region',
        'usa',
        '--password',
        'p',
      ],
      '"70000" is not a port: use a number from 1 to 65535.',
    ],
    [
      ['add', '--name', 'x', '--host', 'h h', '--port', '1', '--region', 'usa', '--password', 'p'],
      '"h h" is not a host name or IP address.',
    ],
  ])('refuses cs2-server %j with a message for the operator', async (args, message) => {
    await expect(cs2(...args)).rejects.toThrow(OperatorError);
    await expect(cs2(...args)).rejects.toThrow(message);
    expect(await t.database.db.select().from(cs2Servers)).toEqual([]);
  });

  it('refuses a second server with the same name, keeping the first', async () => {
    await cs2(...addArgs('eu-1', 'europe', 'first'));
    await expect(cs2(...addArgs('eu-1', 'usa', 'second'))).rejects.toThrow(
      new OperatorError('A CS2 server is already named eu-1.'),
    );
    const stored = await row('eu-1');
    expect(stored?.region).toBe('europe');
    expect(secrets.open(stored?.rconPasswordEncrypted ?? '')).toBe('first');
  });
});
