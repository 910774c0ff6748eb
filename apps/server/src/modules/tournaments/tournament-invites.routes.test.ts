// Invitations: the creator invites a user to play or watch; the token reaches them only in their
// notification (the database keeps its hash); invite_link shows the invite to them alone; registering
// with the token skips the password and the application, once, under every other rule.
import type { InviteInfo, JoinResult } from '@clutch/contract/tournament-registration';
import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.js';
import { teamApi } from '../../../test/teams.js';
import { createTournament, joinApi, startIn } from '../../../test/tournaments.js';
import { queryRows, useLedgerTestApp } from '../../../test/wallet.js';

const t = useLedgerTestApp();
const join = joinApi(t);

const invite = (id: number, from: TestUser, to: number, userType: number) =>
  join.call('POST', `tournaments/${String(id)}/send-invite/`, from, {
    user: to,
    user_type: userType,
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

const info = (user: TestUser, token: string) =>
  join.call('GET', `tournaments/invite_link/?invite_token=${encodeURIComponent(token)}`, user);

describe('sending an invite', () => {
  it('is the creator’s, and notifies the user with the token, stored only as its hash', async () => {
    const { id, creator } = await createTournament(t);
    const guest = await createUser(t);
    const other = await createUser(t);
    expect((await invite(id, other, guest.id, 1)).statusCode).toBe(403);
    const res = await invite(id, creator, guest.id, 1);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ user: { id: guest.id }, user_type: 1 });

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
    expect((await invite(id, creator, creator.id, 1)).statusCode).toBe(400);
    expect((await invite(id, creator, 9_999_999, 1)).json()).toEqual({
      user: ['No user has this id.'],
    });
    expect((await invite(id, creator, taken.id, 3)).statusCode).toBe(400);
    await join.register(id, taken);
    expect((await invite(id, creator, taken.id, 2)).json<{ user: string[] }>().user[0]).toMatch(
      /already registered/,
    );
    await join.call('POST', `tournaments/${String(id)}/bans/`, creator, { user: banned.id });
    expect((await invite(id, creator, banned.id, 1)).json<{ user: string[] }>().user[0]).toMatch(
      /banned/,
    );
    await join.call('POST', `profile/ban-user/?banned_user=${String(creator.id)}`, blocker);
    expect((await invite(id, creator, blocker.id, 1)).json()).toEqual({
      error: 'You cannot invite this user.',
    });
    await startIn(t, id, 5);
    const late = await invite(id, creator, (await createUser(t)).id, 1);
    expect(late.json<{ error: string }>().error).toMatch(/Registration closed/);
  });
});

describe('invite_link', () => {
  it('shows the invite to the invited user only', async () => {
    const { id, creator } = await createTournament(t);
    const guest = await createUser(t);
    await invite(id, creator, guest.id, 2);
    const token = await tokenOf(guest);
    const res = await info(guest, token);
    expect(res.statusCode).toBe(200);
    const shown = res.json<InviteInfo>();
    expect(shown).toMatchObject({
      tournament: { id, type: '1_1', status: 'registration' },
      invation_type: 2,
      invited_by: { id: creator.id, username: creator.username },
      teams: [],
      invited_team: null,
      status: 'pending',
    });
    expect(shown.start_time).toBe(shown.tournament.start_time);
    expect((await info(creator, token)).statusCode).toBe(403);
    expect((await info(guest, 'no-such-token')).statusCode).toBe(404);
    const missing = await join.call('GET', 'tournaments/invite_link/', guest);
    expect(missing.statusCode).toBe(400);
  });

  it('offers a 5x5 player the teams they lead', async () => {
    const { id, creator } = await createTournament(t, { type: '5_5' });
    const { team, leader } = await teamApi(t).teamOf(4);
    await invite(id, creator, leader.id, 1);
    const shown = (await info(leader, await tokenOf(leader))).json<InviteInfo>();
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
    const res = await join.register(id, guest, { token });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<JoinResult>()).toMatchObject({ status: 'registered', user_type: 1 });
    expect((await info(guest, token)).json<InviteInfo>().status).toBe('accepted');
    await join.call('POST', `tournaments/${String(id)}/leave/`, guest);
    const reused = await join.register(id, guest, { token });
    expect(reused.json()).toEqual({
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
    expect((await join.register(id, other, { token })).json()).toEqual({
      token: ['This invite is not valid for you in this tournament.'],
    });
    expect((await join.register(id, guest, { token })).json()).toEqual({
      token: ['This invite is for a watcher.'],
    });
    const ok = await join.register(id, guest, { token, watcher: guest.id });
    expect(ok.statusCode).toBe(201);
    expect(ok.json<JoinResult>().user_type).toBe(2);
  });

  it('still follows every other rule', async () => {
    const { id, creator } = await createTournament(t, { entry_fee: 50 });
    const guest = await createUser(t);
    await invite(id, creator, guest.id, 1);
    const res = await join.register(id, guest, { token: await tokenOf(guest) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'insufficient_funds' });
  });
});

describe('declining an invite', () => {
  it('is the invited user’s, once, and the token no longer registers anyone', async () => {
    const { id, creator } = await createTournament(t);
    const guest = await createUser(t);
    await invite(id, creator, guest.id, 1);
    const token = await tokenOf(guest);
    const url = `tournaments/invite_link/?invite_token=${encodeURIComponent(token)}`;
    expect((await join.call('DELETE', url, creator)).statusCode).toBe(403);
    expect((await join.call('DELETE', url, null)).statusCode).toBe(401);
    const missing = 'tournaments/invite_link/?invite_token=nothing-like-it';
    expect((await join.call('DELETE', missing, guest)).statusCode).toBe(404);
    expect((await join.call('DELETE', 'tournaments/invite_link/', guest)).statusCode).toBe(400);

    expect((await join.call('DELETE', url, guest)).statusCode).toBe(204);
    expect((await info(guest, token)).json<InviteInfo>().status).toBe('declined');
    expect((await join.call('DELETE', url, guest)).statusCode).toBe(400);
    const used = await join.register(id, guest, { token });
    expect(used.json()).toEqual({
      token: ['This invite is not valid for you in this tournament.'],
    });
  });
});
