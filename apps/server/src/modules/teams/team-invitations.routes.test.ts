import { friendsEndpoints } from '@clutch/contract/friends';
import { teamInvitationEndpoints } from '@clutch/contract/teams';
import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.js';
import { testClient } from '../../../test/client.js';
import { useTestApp } from '../../../test/harness.js';
import { waitForNotifications } from '../../../test/notifications.js';
import { teamApi } from '../../../test/teams.js';

const t = useTestApp();
const api = teamApi(t);

const client = testClient(t);
const { invites, joinRequests } = teamInvitationEndpoints;
const invite = (teamId: number, leader: TestUser, invitee: { id: number }) =>
  client.call(teamInvitationEndpoints.invite, {
    as: leader,
    params: { id: teamId },
    query: { user_id: invitee.id },
  });
const askToJoin = (teamId: number, asker: TestUser) =>
  client.call(teamInvitationEndpoints.requestToJoin, { as: asker, params: { id: teamId } });

describe('invitations', () => {
  it('are sent by the leader once, listed for both sides, and accepted by the invited user', async () => {
    const { team, leader, members } = await api.teamOf(1);
    const [player] = members;
    if (!player) throw new Error('no player');
    const invitee = await createUser(t);
    expect((await invite(team.id, player, invitee)).status).toBe(403);
    const res = await invite(team.id, leader, invitee);
    expect(res.status).toBe(201);
    const sent = res.body;
    expect(sent).toMatchObject({
      team: { id: team.id, name: team.name },
      user: { id: invitee.id },
    });
    expect((await invite(team.id, leader, invitee)).status).toBe(400);

    expect((await client.ok(invites.mine, { as: invitee })).results).toEqual([sent]);
    const ofTeam = await client.call(invites.ofTeam, { as: leader, params: { id: team.id } });
    expect(ofTeam.body.results).toEqual([sent]);
    expect(
      (await client.call(invites.ofTeam, { as: player, params: { id: team.id } })).status,
    ).toBe(403);
    const one = (as: TestUser) => client.call(invites.one, { as, params: { id: sent.id } });
    expect((await one(invitee)).body).toEqual(sent);
    expect((await one(player)).status).toBe(404);
    const accept = (as: TestUser) => client.call(invites.accept, { as, params: { id: sent.id } });
    expect((await accept(leader)).status).toBe(403);

    const accepted = await accept(invitee);
    expect(accepted.status).toBe(200);
    expect(accepted.body.players.map((p) => p.player_id.id)).toContain(invitee.id);
    expect((await client.ok(invites.mine, { as: invitee })).count).toBe(0);

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
    await client.call(friendsEndpoints.banUser, { as: blocker, query: { banned_user: leader.id } });
    const res = await invite(team.id, leader, blocker);
    expect(res.status).toBe(403);
  });

  it('can be declined by the invited user or withdrawn by the leader', async () => {
    const { team, leader } = await api.teamOf(0);
    const [a, b] = await Promise.all([createUser(t), createUser(t)]);
    const inviteOf = async (u: typeof a) => (await invite(team.id, leader, u)).body;
    const [ia, ib] = [await inviteOf(a), await inviteOf(b)];
    const remove = (as: TestUser, id: number) =>
      client.call(invites.remove, { as, params: { id } });
    expect((await remove(a, ia.id)).status).toBe(204);
    expect((await remove(leader, ib.id)).status).toBe(204);
    expect((await client.call(invites.accept, { as: a, params: { id: ia.id } })).status).toBe(404);
  });
});

describe('join requests', () => {
  it('are made by anyone outside the team, once, and accepted by the leader only', async () => {
    const { team, leader, members } = await api.teamOf(1);
    const [player] = members;
    if (!player) throw new Error('no player');
    expect((await askToJoin(team.id, player)).status).toBe(400);
    const asker = await createUser(t);
    const res = await askToJoin(team.id, asker);
    expect(res.status).toBe(201);
    const request = res.body;
    expect((await askToJoin(team.id, asker)).status).toBe(400);
    expect((await client.ok(joinRequests.mine, { as: asker })).results).toEqual([request]);
    const ofTeam = await client.call(joinRequests.ofTeam, { as: leader, params: { id: team.id } });
    expect(ofTeam.body.results).toEqual([request]);
    const accept = (as: TestUser) =>
      client.call(joinRequests.accept, { as, params: { id: request.id } });
    expect((await accept(asker)).status).toBe(403);
    expect((await accept(player)).status).toBe(404);
    const accepted = await accept(leader);
    expect(accepted.status).toBe(200);
    expect(accepted.body.players.at(-1)).toMatchObject({
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
    const request = (await askToJoin(team.id, asker)).body;
    const params = { id: request.id };
    expect((await client.call(joinRequests.remove, { as: asker, params })).status).toBe(204);
    expect((await client.call(joinRequests.one, { as: leader, params })).status).toBe(404);
  });
});
