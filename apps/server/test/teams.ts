// Helpers for tests that build teams through the API.
import { teamInvitationEndpoints, teamsEndpoints } from '@clutch/contract/teams';
import { testClient } from './client.js';
import { createUser, type TestUser } from './factories.js';
import type { TestApp } from './harness.js';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export function teamApi(t: TestApp) {
  const call = (method: Method, url: string, user: TestUser, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      headers: user.headers,
      ...(payload ? { payload } : {}),
    });
  const client = testClient(t);
  let serial = 0;
  /** A team led by `leader`; `body` adds to (or spoils, unchecked) the form. */
  const createTeam = (leader: TestUser, body: object = {}) => {
    serial += 1;
    const name = `Team ${String(serial)} ${String(leader.id)}`;
    return client.ok(teamsEndpoints.create, { as: leader, rawBody: { name, ...body } });
  };
  /** Invites and accepts, so `user` plays in the team. */
  const join = async (team: { id: number }, leader: TestUser, user: TestUser) => {
    const invite = await client.ok(teamInvitationEndpoints.invite, {
      as: leader,
      params: { id: team.id },
      query: { user_id: user.id },
    });
    return client.ok(teamInvitationEndpoints.invites.accept, {
      as: user,
      params: { id: invite.id },
    });
  };
  /** A team with a leader and `players` more members. */
  const teamOf = async (players: number) => {
    const leader = await createUser(t);
    const members: TestUser[] = [];
    let team = await createTeam(leader);
    for (let i = 0; i < players; i += 1) {
      const user = await createUser(t);
      team = await join(team, leader, user);
      members.push(user);
    }
    return { team, leader, members };
  };
  return { call, createTeam, join, teamOf };
}
