import { bannersEndpoints, type Banner } from '@clutch/contract/banners';
import { teamsEndpoints, type Team } from '@clutch/contract/teams';
import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.js';
import { bannerApi } from '../../../test/banners.js';
import { testClient } from '../../../test/client.js';
import { useTestApp } from '../../../test/harness.js';
import { teamApi } from '../../../test/teams.js';

const t = useTestApp();
const api = teamApi(t);
const client = testClient(t);
const e = bannersEndpoints;
const { createBanner } = bannerApi(t);

const onTeam = (banner: Banner) => ({
  id: banner.id,
  name: banner.name,
  image: banner.image,
  link: banner.link,
});
const attach = (team: Team, user: TestUser, banner: number) =>
  client.call(e.teamAttach, { as: user, params: { id: team.id }, body: { banner } });
const detach = (team: Team, user: TestUser, banner: number) =>
  client.call(e.teamDetach, { as: user, params: { id: team.id }, body: { banner } });
const teamPage = async (team: Team, viewer: TestUser) =>
  client.ok(teamsEndpoints.get, { as: viewer, params: { id: team.id } });

describe('attaching banners to a team', () => {
  it('lets the leader show their banners, which the team page lists in the order attached', async () => {
    const { team, leader, members } = await api.teamOf(1);
    const first = await createBanner(leader, { name: 'Sponsor', link: 'https://sponsor.example' });
    const second = await createBanner(leader);
    const res = await attach(team, leader, first.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([first]);
    expect((await attach(team, leader, second.id)).body).toEqual([first, second]);
    const [player] = members;
    if (!player) throw new Error('no player');
    expect((await teamPage(team, player)).team_banners).toEqual([onTeam(first), onTeam(second)]);
    expect(await teamPage(team, player)).toMatchObject({
      team_banners: [{ id: first.id, name: 'Sponsor', link: 'https://sponsor.example' }, {}],
    });
  });

  it('keeps one pairing when the same banner is attached twice', async () => {
    const { team, leader } = await api.teamOf(0);
    const banner = await createBanner(leader);
    await attach(team, leader, banner.id);
    const again = await attach(team, leader, banner.id);
    expect(again.status).toBe(200);
    expect(again.body).toEqual([banner]);
    expect((await teamPage(team, leader)).team_banners).toHaveLength(1);
  });

  it('lets no one but the leader attach, and only the leader’s own banners', async () => {
    const { team, leader, members } = await api.teamOf(1);
    const [player] = members;
    if (!player) throw new Error('no player');
    const playersBanner = await createBanner(player);
    expect((await attach(team, player, playersBanner.id)).status).toBe(403);
    expect((await attach(team, leader, playersBanner.id)).status).toBe(403);
    const hiddenOfPlayer = await createBanner(player, { allow_show: false });
    expect((await attach(team, leader, hiddenOfPlayer.id)).status).toBe(404);
    expect((await attach(team, leader, 999_999)).status).toBe(404);
    const stranger = await createUser(t);
    expect(
      (
        await client.call(e.teamAttach, {
          as: stranger,
          params: { id: 999999 },
          body: { banner: playersBanner.id },
        })
      ).status,
    ).toBe(404);
    expect((await teamPage(team, leader)).team_banners).toEqual([]);
  });

  it('refuses a body without a banner id', async () => {
    const { team, leader } = await api.teamOf(0);
    const params = { id: team.id };
    expect((await client.call(e.teamAttach, { as: leader, params, rawBody: {} })).status).toBe(400);
    const res = await client.call(e.teamAttach, {
      as: leader,
      params,
      rawBody: { banner: 'first' },
    });
    expect(res.status).toBe(400);
    expect(res.error).toHaveProperty('banner');
  });
});

describe('hidden and deleted banners', () => {
  it('leaves a hidden banner off the team page and off everyone’s answer but its creator’s', async () => {
    const { team, leader } = await api.teamOf(0);
    const shown = await createBanner(leader);
    const hidden = await createBanner(leader, { allow_show: false });
    await attach(team, leader, shown.id);
    expect((await attach(team, leader, hidden.id)).body).toEqual([shown, hidden]);
    const viewer = await createUser(t);
    expect((await teamPage(team, viewer)).team_banners).toEqual([onTeam(shown)]);
    expect((await teamPage(team, leader)).team_banners).toEqual([onTeam(shown)]);

    await client.call(e.patch, {
      as: leader,
      params: { id: shown.id },
      body: { allow_show: false },
    });
    expect((await teamPage(team, viewer)).team_banners).toEqual([]);
    await client.call(e.patch, {
      as: leader,
      params: { id: hidden.id },
      body: { allow_show: true },
    });
    expect((await teamPage(team, viewer)).team_banners).toEqual([onTeam(hidden)]);
  });

  it('takes a deleted banner off every team it was on', async () => {
    const leader = await createUser(t);
    const a = await api.createTeam(leader);
    const b = await api.createTeam(leader);
    const banner = await createBanner(leader);
    await attach(a, leader, banner.id);
    await attach(b, leader, banner.id);
    expect((await client.call(e.remove, { as: leader, params: { id: banner.id } })).status).toBe(
      204,
    );
    expect((await teamPage(a, leader)).team_banners).toEqual([]);
    expect((await teamPage(b, leader)).team_banners).toEqual([]);
  });
});

describe('detaching banners', () => {
  it('takes a banner off the team with a JSON body on DELETE', async () => {
    const { team, leader } = await api.teamOf(0);
    const kept = await createBanner(leader);
    const dropped = await createBanner(leader);
    await attach(team, leader, kept.id);
    await attach(team, leader, dropped.id);
    const res = await client.call(e.teamDetach, {
      as: leader,
      params: { id: team.id },
      headers: { 'content-type': 'application/json' },
      rawBody: JSON.stringify({ banner: dropped.id }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([kept]);
    expect((await teamPage(team, leader)).team_banners).toEqual([onTeam(kept)]);
    expect((await client.call(e.get, { as: leader, params: { id: dropped.id } })).status).toBe(200);
  });

  it('answers 404 for a banner not on the team and 400 for a DELETE without a body', async () => {
    const { team, leader } = await api.teamOf(0);
    const banner = await createBanner(leader);
    expect((await detach(team, leader, banner.id)).status).toBe(404);
    const params = { id: team.id };
    const bare = await client.call(e.teamDetach, { as: leader, params });
    expect(bare.status).toBe(400);
    const empty = await client.call(e.teamDetach, {
      as: leader,
      params,
      headers: { 'content-type': 'application/json' },
      rawBody: '',
    });
    expect(empty.status).toBe(400);
  });

  it('lets only the leader detach, including a former leader’s banner', async () => {
    const { team, leader, members } = await api.teamOf(1);
    const [player] = members;
    if (!player) throw new Error('no player');
    const banner = await createBanner(leader);
    await attach(team, leader, banner.id);
    expect((await detach(team, player, banner.id)).status).toBe(403);
    await client.call(teamsEndpoints.transferAuthority, {
      as: leader,
      params: { id: team.id },
      query: { user_id: player.id },
    });
    expect((await detach(team, leader, banner.id)).status).toBe(403);
    const res = await detach(team, player, banner.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});

describe('team lists', () => {
  it('show each team’s banners with a number of queries that does not grow with the page', async () => {
    const viewer = await createUser(t);
    for (let i = 0; i < 6; i += 1) {
      const { team, leader } = await api.teamOf(1);
      const banner = await createBanner(leader);
      await attach(team, leader, banner.id);
    }
    const queries = async (perPage: number) => {
      const before = t.database.queryCount();
      const res = await client.call(teamsEndpoints.list, {
        as: viewer,
        query: { per_page: perPage },
      });
      const teams = res.body.results;
      expect(teams).toHaveLength(perPage);
      return { count: t.database.queryCount() - before, teams };
    };
    const small = await queries(1);
    const large = await queries(8);
    expect(large.count).toBe(small.count);
    expect(large.teams.filter((team) => team.team_banners.length === 1).length).toBeGreaterThan(0);
  });

  it('show a leader’s banners on their teams in the profile teams list', async () => {
    const { team, leader } = await api.teamOf(0);
    const banner = await createBanner(leader);
    await attach(team, leader, banner.id);
    const res = await client.call(teamsEndpoints.ofProfile, {
      as: leader,
      params: { id: leader.id },
      query: { is_leader: 'true' },
    });
    expect(res.body.results[0]?.team_banners).toEqual([onTeam(banner)]);
  });
});
