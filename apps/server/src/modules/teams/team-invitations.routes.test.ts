import type { Team, TeamInvitation } from '@clutch/contract/teams';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.js';
import type { Page } from '../../../test/client.js';
import { useTestApp } from '../../../test/harness.js';
import { waitForNotifications } from '../../../test/notifications.js';
import { teamApi } from '../../../test/teams.js';

const t = useTestApp();
const api = teamApi(t);

const id = (n: number) => String(n);

describe('invitations', () => {
  it('are sent by the leader once, listed for both sides, and accepted by the invited user', async () => {
    const { team, leader, members } = await api.teamOf(1);
    const [player] = members;
    if (!player) throw new Error('no player');
    const invitee = await createUser(t);
    const url = `team/${id(team.id)}/invite/?user_id=${id(invitee.id)}`;
    expect((await api.call('POST', url, player)).statusCode).toBe(403);
    const res = await api.call('POST', url, leader);
    expect(res.statusCode).toBe(201);
    const invite = res.json<TeamInvitation>();
    expect(invite).toMatchObject({
      team: { id: team.id, name: team.name },
      user: { id: invitee.id },
    });
    expect((await api.call('POST', url, leader)).statusCode).toBe(400);

    expect(
      (await api.call('GET', 'team/invites/', invitee)).json<Page<TeamInvitation>>().results,
    ).toEqual([invite]);
    const ofTeam = await api.call('GET', `team/${id(team.id)}/invites/`, leader);
    expect(ofTeam.json<Page<TeamInvitation>>().results).toEqual([invite]);
    expect((await api.call('GET', `team/${id(team.id)}/invites/`, player)).statusCode).toBe(403);
    expect((await api.call('GET', `team/invites/${id(invite.id)}/`, invitee)).json()).toEqual(
      invite,
    );
    expect((await api.call('GET', `team/invites/${id(invite.id)}/`, player)).statusCode).toBe(404);
    expect(
      (await api.call('POST', `team/invites/${id(invite.id)}/accept/`, leader)).statusCode,
    ).toBe(403);

    const accepted = await api.call('POST', `team/invites/${id(invite.id)}/accept/`, invitee);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<Team>().players.map((p) => p.player_id.id)).toContain(invitee.id);
    expect(
      (await api.call('GET', 'team/invites/', invitee)).json<Page<TeamInvitation>>().count,
    ).toBe(0);

    const [inviteeInbox, leaderInbox] = await Promise.all([
      waitForNotifications(t, invitee, 2),
      waitForNotifications(t, leader, 1),
    ]);
    expect(inviteeInbox.results.map((n) => n.type).sort()).toEqual(['system', 'team_invite']);
    expect(leaderInbox.results[0]).toMatchObject({
      type: 'system',
      atributtes: { team: { id: team.id } },
    });
  });

  it('are not sent to someone who blocked the leader', async () => {
    const { team, leader } = await api.teamOf(0);
    const blocker = await createUser(t);
    await api.call('POST', `profile/ban-user/?banned_user=${id(leader.id)}`, blocker);
    const res = await api.call(
      'POST',
      `team/${id(team.id)}/invite/?user_id=${id(blocker.id)}`,
      leader,
    );
    expect(res.statusCode).toBe(403);
  });

  it('can be declined by the invited user or withdrawn by the leader', async () => {
    const { team, leader } = await api.teamOf(0);
    const [a, b] = await Promise.all([createUser(t), createUser(t)]);
    const inviteOf = async (u: typeof a) =>
      (
        await api.call('POST', `team/${id(team.id)}/invite/?user_id=${id(u.id)}`, leader)
      ).json<TeamInvitation>();
    const [ia, ib] = [await inviteOf(a), await inviteOf(b)];
    expect((await api.call('DELETE', `team/invites/${id(ia.id)}/`, a)).statusCode).toBe(204);
    expect((await api.call('DELETE', `team/invites/${id(ib.id)}/`, leader)).statusCode).toBe(204);
    expect((await api.call('POST', `team/invites/${id(ia.id)}/accept/`, a)).statusCode).toBe(404);
  });
});

describe('join requests', () => {
  it('are made by anyone outside the team, once, and accepted by the leader only', async () => {
    const { team, leader, members } = await api.teamOf(1);
    const [player] = members;
    if (!player) throw new Error('no player');
    const url = `team/${id(team.id)}/friend-request/`;
    expect((await api.call('POST', url, player)).statusCode).toBe(400);
    const asker = await createUser(t);
    const res = await api.call('POST', url, asker);
    expect(res.statusCode).toBe(201);
    const request = res.json<TeamInvitation>();
    expect((await api.call('POST', url, asker)).statusCode).toBe(400);
    expect(
      (await api.call('GET', 'team/join-requests/', asker)).json<Page<TeamInvitation>>().results,
    ).toEqual([request]);
    const ofTeam = await api.call('GET', `team/${id(team.id)}/join-requests/`, leader);
    expect(ofTeam.json<Page<TeamInvitation>>().results).toEqual([request]);
    const acceptUrl = `team/join-requests/${id(request.id)}/accept/`;
    expect((await api.call('POST', acceptUrl, asker)).statusCode).toBe(403);
    expect((await api.call('POST', acceptUrl, player)).statusCode).toBe(404);
    const accepted = await api.call('POST', acceptUrl, leader);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<Team>().players.at(-1)).toMatchObject({
      player_id: { id: asker.id },
      prize_percentage: 0,
    });
    // The leader also heard of the first player joining.
    const leaderInbox = await waitForNotifications(t, leader, 3);
    expect(leaderInbox.results.map((n) => n.type).sort()).toEqual([
      'system',
      'system',
      'team_join_request',
    ]);
    await waitForNotifications(t, asker, 1);
  });

  it('can be withdrawn by the asker', async () => {
    const { team, leader } = await api.teamOf(0);
    const asker = await createUser(t);
    const request = (
      await api.call('POST', `team/${id(team.id)}/friend-request/`, asker)
    ).json<TeamInvitation>();
    expect(
      (await api.call('DELETE', `team/join-requests/${id(request.id)}/`, asker)).statusCode,
    ).toBe(204);
    expect(
      (await api.call('GET', `team/join-requests/${id(request.id)}/`, leader)).statusCode,
    ).toBe(404);
  });
});
