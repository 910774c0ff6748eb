// Invitations: the creator invites a user to play or watch; the token reaches them only in their
// notification (the database keeps its hash); invite_link shows the invite to them alone; registering
// with the token skips the password and the application, once, under every other rule.
import { friendsEndpoints } from '@clutch/contract/friends';
import { tournamentRegistrationEndpoints } from '@clutch/contract/tournament-registration';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../../test/client.js';
import { createUser, type TestUser } from '../../../../test/factories.js';
import { teamApi } from '../../../../test/teams.js';
import { createTournament, startIn } from '../../../../test/tournaments.js';
import { queryRows, useLedgerTestApp } from '../../../../test/wallet.js';

const t = useLedgerTestApp();
const client = testClient(t);
const e = tournamentRegistrationEndpoints;

/** The body goes unchecked: some tests send a user type validation must refuse. */
const invite = (id: number, from: TestUser, to: number, userType: number) =>
  client.call(e.sendInvite, {
    as: from,
    params: { id },
    rawBody: { user: to, user_type: userType },
  });
const register = (id: number, user: TestUser, body: object = {}) =>
  client.call(e.register, { as: user, params: { id }, rawBody: body });
const decline = (user: TestUser | null, token?: string) =>
  client.call(e.declineInvite, {
    as: user,
    ...(token === undefined ? { search: '' } : { query: { invite_token: token } }),
  });

/** The token from the user's newest invite notification. */
async function tokenOf(user: TestUser): Promise<string> {
  let token = '';
  await expect
    .poll(async () => {
      const [row] = await queryRows(
        t,
        `select attributes->>'invite_token' as token from notifications
         where user_id = ${String(user.id)} and type like 'tournament_invite_%' order by id desc limit 1`,
      );
      token = typeof row?.['token'] === 'string' ? row['token'] : '';
      return token.length;
    })
    .toBeGreaterThan(20);
  return token;
}

const firstOf = (messages: unknown): unknown => (Array.isArray(messages) ? messages[0] : undefined);
const info = (user: TestUser, token: string) =>
  client.call(e.inviteInfo, { as: user, query: { invite_token: token } });

describe('sending an invite', () => {
  it('is the creator’s, and notifies the user with the token, stored only as its hash', async () => {
    const { id, creator } = await createTournament(t);
    const guest = await createUser(t);
    const other = await createUser(t);
    expect((await invite(id, other, guest.id, 1)).status).toBe(403);
    const res = await invite(id, creator, guest.id, 1);
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ user: { id: guest.id }, user_type: 1 });

    const token = await tokenOf(guest);
    const [notice] = await queryRows(
      t,
      `select type, attributes from notifications where user_id = ${String(guest.id)}`,
    );
    expect(notice).toEqual({
      type: 'tournament_invite_player',
      attributes: expect.objectContaining({
        tournament_id: id,
        invite_token: token,
        link: `/tournaments/${String(id)}`,
      }) as unknown,
    });
    const stored = await queryRows(t, `select token_hash from tournament_invites`);
    expect(stored.some((row) => row['token_hash'] === token)).toBe(false);
  });

  it('refuses what cannot be an invite', async () => {
    const { id, creator } = await createTournament(t);
    const [taken, banned, blocker] = [
      await createUser(t),
      await createUser(t),
      await createUser(t),
    ];
    expect((await invite(id, creator, creator.id, 1)).status).toBe(400);
    expect((await invite(id, creator, 9_999_999, 1)).error).toEqual({
      user: ['No user has this id.'],
    });
    expect((await invite(id, creator, taken.id, 3)).status).toBe(400);
    await register(id, taken);
    expect(firstOf((await invite(id, creator, taken.id, 2)).error['user'])).toMatch(
      /already registered/,
    );
    await client.call(e.ban, { as: creator, params: { id }, body: { user: banned.id } });
    expect(firstOf((await invite(id, creator, banned.id, 1)).error['user'])).toMatch(/banned/);
    await client.call(friendsEndpoints.banUser, {
      as: blocker,
      query: { banned_user: creator.id },
    });
    expect((await invite(id, creator, blocker.id, 1)).error).toEqual({
      error: 'You cannot invite this user.',
    });
    await startIn(t, id, 5);
    const late = await invite(id, creator, (await createUser(t)).id, 1);
    expect(late.error['error']).toMatch(/Registration closed/);
  });
});

describe('invite_link', () => {
  it('shows the invite to the invited user only', async () => {
    const { id, creator } = await createTournament(t);
    const guest = await createUser(t);
    await invite(id, creator, guest.id, 2);
    const token = await tokenOf(guest);
    const res = await info(guest, token);
    expect(res.status).toBe(200);
    const shown = res.body;
    expect(shown).toMatchObject({
      tournament: { id, type: '1_1', status: 'registration' },
      invation_type: 2,
      invited_by: { id: creator.id, username: creator.username },
      teams: [],
      invited_team: null,
      status: 'pending',
    });
    expect(shown.start_time).toBe(shown.tournament.start_time);
    expect((await info(creator, token)).status).toBe(403);
    expect((await info(guest, 'no-such-token')).status).toBe(404);
    const missing = await client.call(e.inviteInfo, { as: guest, search: '' });
    expect(missing.status).toBe(400);
  });

  it('offers a 5x5 player the teams they lead', async () => {
    const { id, creator } = await createTournament(t, { type: '5_5' });
    const { team, leader } = await teamApi(t).teamOf(4);
    await invite(id, creator, leader.id, 1);
    const shown = (await info(leader, await tokenOf(leader))).body;
    expect(shown.teams.map((tm) => tm.id)).toEqual([team.id]);
  });
});

describe('registering with an invite', () => {
  it('skips the password and the application, once', async () => {
    const { id, creator } = await createTournament(t, {
      is_opened: 4,
      players_password: 'secret',
      applications: true,
    });
    const guest = await createUser(t);
    await invite(id, creator, guest.id, 1);
    const token = await tokenOf(guest);
    const res = await register(id, guest, { token });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ status: 'registered', user_type: 1 });
    expect((await info(guest, token)).body.status).toBe('accepted');
    await client.call(e.leave, { as: guest, params: { id } });
    const reused = await register(id, guest, { token });
    expect(reused.error).toEqual({
      token: ['This invite is not valid for you in this tournament.'],
    });
  });

  it('is for the invited user, in the invited role', async () => {
    const { id, creator } = await createTournament(t, {
      is_opened: 2,
      players_password: 'p',
      watchers_password: 'w',
    });
    const guest = await createUser(t);
    const other = await createUser(t);
    await invite(id, creator, guest.id, 2);
    const token = await tokenOf(guest);
    expect((await register(id, other, { token })).error).toEqual({
      token: ['This invite is not valid for you in this tournament.'],
    });
    expect((await register(id, guest, { token })).error).toEqual({
      token: ['This invite is for a watcher.'],
    });
    const ok = await register(id, guest, { token, watcher: guest.id });
    expect(ok.status).toBe(201);
    expect(ok.body.user_type).toBe(2);
  });

  it('still follows every other rule', async () => {
    const { id, creator } = await createTournament(t, { entry_fee: 50 });
    const guest = await createUser(t);
    await invite(id, creator, guest.id, 1);
    const res = await register(id, guest, { token: await tokenOf(guest) });
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ code: 'insufficient_funds' });
  });
});

describe('declining an invite', () => {
  it('is the invited user’s, once, and the token no longer registers anyone', async () => {
    const { id, creator } = await createTournament(t);
    const guest = await createUser(t);
    await invite(id, creator, guest.id, 1);
    const token = await tokenOf(guest);
    expect((await decline(creator, token)).status).toBe(403);
    expect((await decline(null, token)).status).toBe(401);
    expect((await decline(guest, 'nothing-like-it')).status).toBe(404);
    expect((await decline(guest)).status).toBe(400);

    expect((await decline(guest, token)).status).toBe(204);
    expect((await info(guest, token)).body.status).toBe('declined');
    expect((await decline(guest, token)).status).toBe(400);
    const used = await register(id, guest, { token });
    expect(used.error).toEqual({
      token: ['This invite is not valid for you in this tournament.'],
    });
  });
});
