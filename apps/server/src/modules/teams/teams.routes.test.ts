import type { Team } from '@clutch/contract/teams';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.js';
import type { Page } from '../../../test/client.js';
import { useTestApp } from '../../../test/harness.js';
import * as images from '../../../test/images.js';
import { multipart } from '../../../test/multipart.js';
import { untilIdle } from '../../../test/notifications.js';
import { teamApi } from '../../../test/teams.js';

const t = useTestApp();
const api = teamApi(t);

const id = (n: number) => String(n);

describe('creating and reading a team', () => {
  it('makes the creator leader and first player with the whole prize share', async () => {
    const leader = await createUser(t);
    const res = await api.call('POST', 'team/', leader, {
      name: 'Night Owls',
      country: 'ua',
      description: 'We play late',
    });
    expect(res.statusCode).toBe(201);
    const team = res.json<Team>();
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
    const read = await api.call('GET', `team/${id(team.id)}/`, await createUser(t));
    expect(read.json()).toEqual(team);
  });

  it('refuses a name another team has in any case', async () => {
    const a = await createUser(t);
    await api.call('POST', 'team/', a, { name: 'Case Test' });
    const res = await api.call('POST', 'team/', await createUser(t), { name: 'CASE test' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ name: ['A team with this name already exists.'] });
  });

  it('requires a name and a real country', async () => {
    const user = await createUser(t);
    expect((await api.call('POST', 'team/', user, { country: 'UA' })).statusCode).toBe(400);
    const res = await api.call('POST', 'team/', user, { name: 'Nowhere', country: 'QQ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('country');
  });

  it('answers 404 for an unknown team and 401 without a token', async () => {
    expect((await api.call('GET', 'team/999999/', await createUser(t))).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/team/' })).statusCode).toBe(401);
  });

  it('lists and searches teams by name with a fixed number of queries', async () => {
    const { team } = await api.teamOf(2);
    const user = await createUser(t);
    await api.call('POST', 'team/', user, { name: 'Zebra_Search 100%' });
    const found = (await api.call('GET', 'team/?search=zebra_search 1', user)).json<Page<Team>>();
    expect(found.count).toBe(1);
    expect(found.results[0]?.name).toBe('Zebra_Search 100%');
    const byName = await api.call('GET', `team/?search=${encodeURIComponent(team.name)}`, user);
    expect(byName.json<Page<Team>>().results.map((r) => r.id)).toEqual([team.id]);
    expect(byName.json<Page<Team>>().results[0]?.players).toHaveLength(3);

    for (let i = 0; i < 6; i += 1) await api.teamOf(1);
    await untilIdle(t);
    const queries = async (perPage: number) => {
      const before = t.database.queryCount();
      const res = await api.call('GET', `team/?per_page=${id(perPage)}`, user);
      expect(res.json<Page<Team>>().results).toHaveLength(perPage);
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
    const denied = await api.call('PATCH', `team/${id(team.id)}/`, player, { name: 'Stolen' });
    expect(denied.statusCode).toBe(403);
    const res = await api.call('PATCH', `team/${id(team.id)}/`, leader, {
      description: 'New words',
      name: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Team>()).toMatchObject({ name: team.name, description: 'New words' });
  });

  it('refuses renaming to a taken name', async () => {
    const other = await api.createTeam(await createUser(t));
    const { team, leader } = await api.teamOf(0);
    const res = await api.call('PATCH', `team/${id(team.id)}/`, leader, {
      name: other.name.toUpperCase(),
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses an avatar address that is not ours', async () => {
    const { team, leader } = await api.teamOf(0);
    const res = await api.call('PATCH', `team/${id(team.id)}/`, leader, {
      avatar: 'https://evil.example/a.png',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('avatar');
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
    expect((await api.call('DELETE', `team/${id(team.id)}/`, player)).statusCode).toBe(403);
    expect((await api.call('DELETE', `team/${id(team.id)}/`, leader)).statusCode).toBe(204);
    expect((await api.call('GET', `team/${id(team.id)}/`, leader)).statusCode).toBe(404);
  });
});

describe('leaving, kicking and handing over', () => {
  it('returns a leaver’s share to the leader', async () => {
    const { team, leader, members } = await api.teamOf(1);
    const [player] = members;
    if (!player) throw new Error('no player');
    await api.call('PATCH', `team/${id(team.id)}/change-percentage/`, leader, {
      players: [
        { player_id: leader.id, prize_percentage: 70 },
        { player_id: player.id, prize_percentage: 30 },
      ],
    });
    const res = await api.call('PATCH', `team/${id(team.id)}/leave/`, player);
    expect(res.statusCode).toBe(200);
    expect(res.json<Team>().players.map((p) => [p.player_id.id, p.prize_percentage])).toEqual([
      [leader.id, 100],
    ]);
  });

  it('does not let the leader leave, nor a stranger', async () => {
    const { team, leader } = await api.teamOf(0);
    expect((await api.call('PATCH', `team/${id(team.id)}/leave/`, leader)).statusCode).toBe(400);
    const stranger = await createUser(t);
    expect((await api.call('PATCH', `team/${id(team.id)}/leave/`, stranger)).statusCode).toBe(400);
  });

  it('lets the leader kick a player but not themself; a player cannot kick', async () => {
    const { team, leader, members } = await api.teamOf(2);
    const [a, b] = members;
    if (!a || !b) throw new Error('no players');
    const path = (u: number) => `team/${id(team.id)}/players/${id(u)}/`;
    expect((await api.call('DELETE', path(b.id), a)).statusCode).toBe(403);
    expect((await api.call('DELETE', path(leader.id), leader)).statusCode).toBe(400);
    expect((await api.call('DELETE', path(a.id), leader)).statusCode).toBe(204);
    expect((await api.call('DELETE', path(a.id), leader)).statusCode).toBe(404);
    const read = (await api.call('GET', `team/${id(team.id)}/`, leader)).json<Team>();
    expect(read.players.map((p) => p.player_id.id)).toEqual([leader.id, b.id]);
  });

  it('hands leadership to a player only, by the leader only', async () => {
    const { team, leader, members } = await api.teamOf(1);
    const [player] = members;
    if (!player) throw new Error('no player');
    const stranger = await createUser(t);
    const to = (u: number) => `team/${id(team.id)}/transfer-authority/?user_id=${id(u)}`;
    expect((await api.call('PATCH', to(player.id), player)).statusCode).toBe(403);
    expect((await api.call('PATCH', to(stranger.id), leader)).statusCode).toBe(400);
    const res = await api.call('PATCH', to(player.id), leader);
    expect(res.statusCode).toBe(200);
    expect(res.json<Team>().leader_id.id).toBe(player.id);
    // The old leader is now an ordinary player and may leave.
    expect((await api.call('PATCH', `team/${id(team.id)}/leave/`, leader)).statusCode).toBe(200);
  });
});

describe('prize percentages', () => {
  it('accepts whole percents summing to 100, from the leader only', async () => {
    const { team, leader, members } = await api.teamOf(2);
    const [a, b] = members;
    if (!a || !b) throw new Error('no players');
    const url = `team/${id(team.id)}/change-percentage/`;
    const body = (x: number, y: number, z: number) => ({
      players: [
        { player_id: leader.id, prize_percentage: x },
        { player_id: a.id, prize_percentage: y },
        { player_id: b.id, prize_percentage: z },
      ],
    });
    expect((await api.call('PATCH', url, a, body(40, 30, 30))).statusCode).toBe(403);
    expect((await api.call('PATCH', url, leader, body(40, 30, 29))).statusCode).toBe(400);
    expect((await api.call('PATCH', url, leader, body(40, 30, 31))).statusCode).toBe(400);
    expect((await api.call('PATCH', url, leader, body(40, 30.5, 29.5))).statusCode).toBe(400);
    const partial = { players: [{ player_id: leader.id, prize_percentage: 100 }] };
    expect((await api.call('PATCH', url, leader, partial)).statusCode).toBe(400);
    const res = await api.call('PATCH', url, leader, body(40, 30, 30));
    expect(res.statusCode).toBe(200);
    expect(res.json<Team>().players.map((p) => p.prize_percentage)).toEqual([40, 30, 30]);
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
    const invite = await api.call(
      'POST',
      `team/${id(team.id)}/invite/?user_id=${id(extra.id)}`,
      leader,
    );
    expect(invite.statusCode).toBe(400);
    const ask = await api.call('POST', `team/${id(team.id)}/friend-request/`, extra);
    expect(ask.statusCode).toBe(400);
    const [first, , , , fifth] = members;
    if (!first || !fifth) throw new Error('no players');
    await api.call('PATCH', `team/${id(team.id)}/leave/`, first);
    const after = (await api.call('GET', `team/${id(team.id)}/`, leader)).json<Team>();
    expect(after.players.filter((p) => !p.is_substitute)).toHaveLength(5);
    expect(after.players.find((p) => p.player_id.id === fifth.id)?.is_substitute).toBe(false);
  });

  it('lets a player be in several teams, listed on their profile; is_leader narrows it', async () => {
    const { team, members } = await api.teamOf(1);
    const [player] = members;
    if (!player) throw new Error('no player');
    const own = await api.createTeam(player);
    const all = await api.call('GET', `profile/${id(player.id)}/teams/`, player);
    expect(
      all
        .json<Page<Team>>()
        .results.map((r) => r.id)
        .sort(),
    ).toEqual([team.id, own.id].sort());
    const led = await api.call('GET', `profile/${id(player.id)}/teams/?is_leader=true`, player);
    expect(led.json<Page<Team>>().results.map((r) => r.id)).toEqual([own.id]);
  });

  it('answers an empty match history page for a team', async () => {
    const { team, leader } = await api.teamOf(0);
    const res = await api.call('GET', `team/${id(team.id)}/matches/`, leader);
    expect(res.json()).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect((await api.call('GET', 'team/999999/matches/', leader)).statusCode).toBe(404);
  });
});
