import { teamInvitationEndpoints, teamsEndpoints, type Team } from '@clutch/contract/teams';
import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.js';
import { testClient } from '../../../test/client.js';
import { useTestApp } from '../../../test/harness.js';
import * as images from '../../../test/images.js';
import { multipart } from '../../../test/multipart.js';
import { untilIdle } from '../../../test/notifications.js';
import { teamApi } from '../../../test/teams.js';

const t = useTestApp();
const api = teamApi(t);

const id = (n: number) => String(n);
const client = testClient(t);
const e = teamsEndpoints;
// `body` goes unchecked in these: many tests send what validation must refuse.
const create = (user: TestUser, body: object) => client.call(e.create, { as: user, rawBody: body });
const get = (teamId: number, user: TestUser) =>
  client.call(e.get, { as: user, params: { id: teamId } });
const patch = (teamId: number, user: TestUser, body: object) =>
  client.call(e.patch, { as: user, params: { id: teamId }, rawBody: body });
const remove = (teamId: number, user: TestUser) =>
  client.call(e.remove, { as: user, params: { id: teamId } });
const leave = (teamId: number, user: TestUser) =>
  client.call(e.leave, { as: user, params: { id: teamId } });
const setShares = (teamId: number, user: TestUser, body: object) =>
  client.call(e.changePercentage, { as: user, params: { id: teamId }, rawBody: body });
const list = (user: TestUser, query: { search?: string; per_page?: number }) =>
  client.call(e.list, { as: user, query });

describe('creating and reading a team', () => {
  it('makes the creator leader and first player with the whole prize share', async () => {
    const leader = await createUser(t);
    const res = await create(leader, {
      name: 'Night Owls',
      country: 'ua',
      description: 'We play late',
    });
    expect(res.status).toBe(201);
    const team = res.body;
    expect(team).toEqual({
      id: team.id,
      name: 'Night Owls',
      country: 'UA',
      description: 'We play late',
      avatar_url: null,
      leader_id: { id: leader.id, username: leader.username, avatar_url: null },
      players: [
        {
          player_id: { id: leader.id, username: leader.username, avatar_url: null },
          prize_percentage: 100,
          is_substitute: false,
        },
      ],
      team_banners: [],
    });
    const read = await get(team.id, await createUser(t));
    expect(read.body).toEqual(team);
  });

  it('refuses a name another team has in any case', async () => {
    const a = await createUser(t);
    await create(a, { name: 'Case Test' });
    const res = await create(await createUser(t), { name: 'CASE test' });
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ name: ['A team with this name already exists.'] });
  });

  it('refuses a name with invisible characters that would look like another team', async () => {
    const user = await createUser(t);
    for (const name of ['Night\u200bOwls', 'Night Owls\u202e', 'Night\u0007Owls']) {
      const res = await create(user, { name });
      expect(res.status).toBe(400);
      expect(res.error).toEqual({ name: ['Remove invisible characters.'] });
    }
  });

  it('requires a name and a real country', async () => {
    const user = await createUser(t);
    expect((await create(user, { country: 'UA' })).status).toBe(400);
    const res = await create(user, { name: 'Nowhere', country: 'QQ' });
    expect(res.status).toBe(400);
    expect(res.error).toHaveProperty('country');
  });

  it('answers 404 for an unknown team and 401 without a token', async () => {
    expect((await get(999999, await createUser(t))).status).toBe(404);
    expect((await client.call(e.list)).status).toBe(401);
  });

  it('lists and searches teams by name with a fixed number of queries', async () => {
    const { team } = await api.teamOf(2);
    const user = await createUser(t);
    await create(user, { name: 'Zebra_Search 100%' });
    const found = (await list(user, { search: 'zebra_search 1' })).body;
    expect(found.count).toBe(1);
    expect(found.results[0]?.name).toBe('Zebra_Search 100%');
    const byName = await list(user, { search: team.name });
    expect(byName.body.results.map((r) => r.id)).toEqual([team.id]);
    expect(byName.body.results[0]?.players).toHaveLength(3);

    for (let i = 0; i < 6; i += 1) await api.teamOf(1);
    await untilIdle(t);
    const queries = async (perPage: number) => {
      const before = t.database.queryCount();
      const res = await list(user, { per_page: perPage });
      expect(res.body.results).toHaveLength(perPage);
      return t.database.queryCount() - before;
    };
    expect(await queries(8)).toBe(await queries(2));
  });
});

describe('editing and deleting', () => {
  it('lets the leader edit only the fields sent, and no one else', async () => {
    const { team, leader, members } = await api.teamOf(1);
    const [player] = members;
    if (!player) throw new Error('no player');
    const denied = await patch(team.id, player, { name: 'Stolen' });
    expect(denied.status).toBe(403);
    const res = await patch(team.id, leader, {
      description: 'New words',
      name: '',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: team.name, description: 'New words' });
  });

  it('refuses renaming to a taken name', async () => {
    const other = await api.createTeam(await createUser(t));
    const { team, leader } = await api.teamOf(0);
    const res = await patch(team.id, leader, {
      name: other.name.toUpperCase(),
    });
    expect(res.status).toBe(400);
  });

  it('refuses an avatar address that is not ours', async () => {
    const { team, leader } = await api.teamOf(0);
    const res = await patch(team.id, leader, {
      avatar: 'https://evil.example/a.png',
    });
    expect(res.status).toBe(400);
    expect(res.error).toHaveProperty('avatar');
  });

  it('takes a multipart form with an avatar file, re-encoded to webp under /media/, and refuses a renamed executable', async () => {
    const leader = await createUser(t);
    const form = multipart([
      { name: 'name', value: 'Pixel Crew' },
      { name: 'country', value: 'DE' },
      {
        name: 'avatar',
        value: await images.png(64, 64),
        filename: 'crest.png',
        contentType: 'image/png',
      },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/team/',
      payload: form.payload,
      headers: { ...leader.headers, ...form.headers },
    });
    expect(res.statusCode).toBe(201);
    const team = res.json<Team>();
    expect(team.avatar_url).toMatch(/\/media\/.+\.webp$/);
    const served = await t.app.inject({ url: new URL(team.avatar_url ?? '', 'http://x').pathname });
    expect(served.statusCode).toBe(200);

    const bad = multipart([
      {
        name: 'avatar',
        value: images.elfExecutable(),
        filename: 'crest.png',
        contentType: 'image/png',
      },
    ]);
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/team/${id(team.id)}/`,
      payload: bad.payload,
      headers: { ...leader.headers, ...bad.headers },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('lets only the leader delete the team', async () => {
    const { team, leader, members } = await api.teamOf(1);
    const [player] = members;
    if (!player) throw new Error('no player');
    expect((await remove(team.id, player)).status).toBe(403);
    expect((await remove(team.id, leader)).status).toBe(204);
    expect((await get(team.id, leader)).status).toBe(404);
  });
});

describe('leaving, kicking and handing over', () => {
  it('returns a leaver’s share to the leader', async () => {
    const { team, leader, members } = await api.teamOf(1);
    const [player] = members;
    if (!player) throw new Error('no player');
    await setShares(team.id, leader, {
      players: [
        { player_id: leader.id, prize_percentage: 70 },
        { player_id: player.id, prize_percentage: 30 },
      ],
    });
    const res = await leave(team.id, player);
    expect(res.status).toBe(200);
    expect(res.body.players.map((p) => [p.player_id.id, p.prize_percentage])).toEqual([
      [leader.id, 100],
    ]);
  });

  it('does not let the leader leave, nor a stranger', async () => {
    const { team, leader } = await api.teamOf(0);
    expect((await leave(team.id, leader)).status).toBe(400);
    const stranger = await createUser(t);
    expect((await leave(team.id, stranger)).status).toBe(400);
  });

  it('lets the leader kick a player but not themself; a player cannot kick', async () => {
    const { team, leader, members } = await api.teamOf(2);
    const [a, b] = members;
    if (!a || !b) throw new Error('no players');
    const kick = (u: number, user: TestUser) =>
      client.call(e.kick, { as: user, params: { id: team.id, userId: u } });
    expect((await kick(b.id, a)).status).toBe(403);
    expect((await kick(leader.id, leader)).status).toBe(400);
    expect((await kick(a.id, leader)).status).toBe(204);
    expect((await kick(a.id, leader)).status).toBe(404);
    const read = (await get(team.id, leader)).body;
    expect(read.players.map((p) => p.player_id.id)).toEqual([leader.id, b.id]);
  });

  it('hands leadership to a player only, by the leader only', async () => {
    const { team, leader, members } = await api.teamOf(1);
    const [player] = members;
    if (!player) throw new Error('no player');
    const stranger = await createUser(t);
    const to = (u: number, user: TestUser) =>
      client.call(e.transferAuthority, {
        as: user,
        params: { id: team.id },
        query: { user_id: u },
      });
    expect((await to(player.id, player)).status).toBe(403);
    expect((await to(stranger.id, leader)).status).toBe(400);
    const res = await to(player.id, leader);
    expect(res.status).toBe(200);
    expect(res.body.leader_id.id).toBe(player.id);
    // The old leader is now an ordinary player and may leave.
    expect((await leave(team.id, leader)).status).toBe(200);
  });
});

describe('prize percentages', () => {
  it('accepts whole percents summing to 100, from the leader only', async () => {
    const { team, leader, members } = await api.teamOf(2);
    const [a, b] = members;
    if (!a || !b) throw new Error('no players');
    const body = (x: number, y: number, z: number) => ({
      players: [
        { player_id: leader.id, prize_percentage: x },
        { player_id: a.id, prize_percentage: y },
        { player_id: b.id, prize_percentage: z },
      ],
    });
    expect((await setShares(team.id, a, body(40, 30, 30))).status).toBe(403);
    expect((await setShares(team.id, leader, body(40, 30, 29))).status).toBe(400);
    expect((await setShares(team.id, leader, body(40, 30, 31))).status).toBe(400);
    expect((await setShares(team.id, leader, body(40, 30.5, 29.5))).status).toBe(400);
    const partial = { players: [{ player_id: leader.id, prize_percentage: 100 }] };
    expect((await setShares(team.id, leader, partial)).status).toBe(400);
    const res = await setShares(team.id, leader, body(40, 30, 30));
    expect(res.status).toBe(200);
    expect(res.body.players.map((p) => p.prize_percentage)).toEqual([40, 30, 30]);
  });

  it('gives new players 0%', async () => {
    const { team } = await api.teamOf(1);
    expect(team.players.map((p) => p.prize_percentage)).toEqual([100, 0]);
  });
});

describe('the roster', () => {
  it('holds five players and two substitutes, and calls up a substitute when a player leaves', async () => {
    const { team, leader, members } = await api.teamOf(6);
    expect(team.players.map((p) => p.is_substitute)).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
      true,
    ]);
    const extra = await createUser(t);
    const invite = await client.call(teamInvitationEndpoints.invite, {
      as: leader,
      params: { id: team.id },
      query: { user_id: extra.id },
    });
    expect(invite.status).toBe(400);
    const ask = await client.call(teamInvitationEndpoints.requestToJoin, {
      as: extra,
      params: { id: team.id },
    });
    expect(ask.status).toBe(400);
    const [first, , , , fifth] = members;
    if (!first || !fifth) throw new Error('no players');
    await leave(team.id, first);
    const after = (await get(team.id, leader)).body;
    expect(after.players.filter((p) => !p.is_substitute)).toHaveLength(5);
    expect(after.players.find((p) => p.player_id.id === fifth.id)?.is_substitute).toBe(false);
  });

  it('lets a player be in several teams, listed on their profile; is_leader narrows it', async () => {
    const { team, members } = await api.teamOf(1);
    const [player] = members;
    if (!player) throw new Error('no player');
    const own = await api.createTeam(player);
    const teamsOf = (query: { is_leader?: 'true' } = {}) =>
      client.call(e.ofProfile, { as: player, params: { id: player.id }, query });
    const all = await teamsOf();
    expect(all.body.results.map((r) => r.id).sort()).toEqual([team.id, own.id].sort());
    const led = await teamsOf({ is_leader: 'true' });
    expect(led.body.results.map((r) => r.id)).toEqual([own.id]);
  });

  it('answers an empty match history page for a team', async () => {
    const { team, leader } = await api.teamOf(0);
    const matches = (teamId: number) =>
      client.call(e.matches, { as: leader, params: { id: teamId } });
    expect((await matches(team.id)).body).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
    expect((await matches(999999)).status).toBe(404);
  });
});
