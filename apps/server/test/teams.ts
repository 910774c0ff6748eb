// Helpers for tests that build teams through the API.
import type { Team, TeamInvitation } from '@clutch/contract/teams';
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
  let serial = 0;
  const createTeam = async (leader: TestUser, body: object = {}) => {
    serial += 1;
    const name = `Team ${String(serial)} ${String(leader.id)}`;
    const res = await call('POST', 'team/', leader, { name, ...body });
    if (res.statusCode !== 201) throw new Error(`create answered ${res.body}`);
    return res.json<Team>();
  };
  /** Invites and accepts, so `user` plays in the team. */
  const join = async (team: Team, leader: TestUser, user: TestUser) => {
    const res = await call(
      'POST',
      `team/${String(team.id)}/invite/?user_id=${String(user.id)}`,
      leader,
    );
    if (res.statusCode !== 201) throw new Error(`invite answered ${res.body}`);
    const invite = res.json<TeamInvitation>();
    const accepted = await call('POST', `team/invites/${String(invite.id)}/accept/`, user);
    if (accepted.statusCode !== 200) throw new Error(`accept answered ${accepted.body}`);
    return accepted.json<Team>();
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
