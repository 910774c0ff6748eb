// Team list pages are kept in memory (the same for every caller) until an event that may change
// one arrives. Every change a page shows, made through the API, is on the next read: the team
// made, edited, deleted, its roster, leader and shares, the banners it shows, its players' names
// and pictures. On one instance, and on two instances of one deployment sharing the Redis bus.
import { bannersEndpoints } from '@clutch/contract/banners';
import { profileEndpoints } from '@clutch/contract/profile';
import { teamsEndpoints, type Team } from '@clutch/contract/teams';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bannerApi } from '../../../test/banners.js';
import { testClient } from '../../../test/client.js';
import { createUser, type TestUser } from '../../../test/factories.js';
import { useTestApp, useTwoInstances } from '../../../test/harness.js';
import { teamApi } from '../../../test/teams.js';

const t = useTestApp();
const api = teamApi(t);
const client = testClient(t);
const e = teamsEndpoints;
let viewer: TestUser;
beforeAll(async () => {
  viewer = await createUser(t);
});

/** The list page a search for the team's name gives, read twice (the second read is the kept one). */
async function pageOf(name: string, through = client, as = viewer): Promise<Team[]> {
  await through.ok(e.list, { as, query: { search: name } });
  return (await through.ok(e.list, { as, query: { search: name } })).results;
}

const teamIn = (page: Team[], id: number) => {
  const team = page.find((found) => found.id === id);
  if (!team) throw new Error(`team ${String(id)} not on the page`);
  return team;
};

describe('the team list answers every change on the next read', () => {
  it('keeps a page: a change made behind the API’s back (no event) is not seen until one comes', async () => {
    const leader = await createUser(t);
    const team = await api.createTeam(leader, { name: 'cache-kept' });
    expect(teamIn(await pageOf('cache-kept'), team.id).description).not.toBe('behind');
    await t.database.db.execute(sql`UPDATE teams SET description = 'behind' WHERE id = ${team.id}`);
    expect(teamIn(await pageOf('cache-kept'), team.id).description).not.toBe('behind');
    await client.ok(e.patch, { as: leader, params: { id: team.id }, rawBody: { country: 'UA' } });
    expect(teamIn(await pageOf('cache-kept'), team.id)).toMatchObject({
      description: 'behind',
      country: 'UA',
    });
  });

  it('a team made, renamed and deleted', async () => {
    const leader = await createUser(t);
    expect(await pageOf('cache-life')).toEqual([]);
    const team = await api.createTeam(leader, { name: 'cache-life one' });
    expect((await pageOf('cache-life')).map((found) => found.name)).toEqual(['cache-life one']);
    await client.ok(e.patch, {
      as: leader,
      params: { id: team.id },
      rawBody: { name: 'cache-life two', description: 'new words' },
    });
    expect(await pageOf('cache-life')).toMatchObject([
      { id: team.id, name: 'cache-life two', description: 'new words' },
    ]);
    expect((await client.call(e.remove, { as: leader, params: { id: team.id } })).status).toBe(204);
    expect(await pageOf('cache-life')).toEqual([]);
  });

  it('a player joins, leaves and is kicked; shares change; the leadership passes', async () => {
    const { team, leader, members } = await api.teamOf(2);
    const [a, b] = members;
    if (!a || !b) throw new Error('no players');
    const players = async () =>
      teamIn(await pageOf(team.name), team.id).players.map((p) => [
        p.player_id.id,
        p.prize_percentage,
      ]);
    expect(await players()).toEqual([
      [leader.id, 100],
      [a.id, 0],
      [b.id, 0],
    ]);
    await client.ok(e.changePercentage, {
      as: leader,
      params: { id: team.id },
      rawBody: {
        players: [
          { player_id: leader.id, prize_percentage: 50 },
          { player_id: a.id, prize_percentage: 30 },
          { player_id: b.id, prize_percentage: 20 },
        ],
      },
    });
    expect(await players()).toEqual([
      [leader.id, 50],
      [a.id, 30],
      [b.id, 20],
    ]);
    await client.ok(e.leave, { as: a, params: { id: team.id } });
    expect((await players()).map(([id]) => id)).toEqual([leader.id, b.id]);
    const c = await createUser(t);
    await api.join(team, leader, c);
    expect((await players()).map(([id]) => id)).toEqual([leader.id, b.id, c.id]);
    await client.call(e.kick, { as: leader, params: { id: team.id, userId: c.id } });
    expect((await players()).map(([id]) => id)).toEqual([leader.id, b.id]);
    await client.ok(e.transferAuthority, {
      as: leader,
      params: { id: team.id },
      query: { user_id: b.id },
    });
    expect(teamIn(await pageOf(team.name), team.id).leader_id.id).toBe(b.id);
  });

  it('a banner shown, edited, hidden, taken off and deleted', async () => {
    const leader = await createUser(t);
    const team = await api.createTeam(leader, { name: 'cache-banners' });
    const { createBanner } = bannerApi(t);
    const banner = await createBanner(leader, { name: 'first look' });
    const shown = async () =>
      teamIn(await pageOf('cache-banners'), team.id).team_banners.map((b) => b.name);
    const b = bannersEndpoints;
    const on = { as: leader, params: { id: team.id }, body: { banner: banner.id } };
    expect(await shown()).toEqual([]);
    await client.ok(b.teamAttach, on);
    expect(await shown()).toEqual(['first look']);
    await client.ok(b.patch, {
      as: leader,
      params: { id: banner.id },
      body: { name: 'second look' },
    });
    expect(await shown()).toEqual(['second look']);
    await client.ok(b.patch, {
      as: leader,
      params: { id: banner.id },
      body: { allow_show: false },
    });
    expect(await shown()).toEqual([]);
    await client.ok(b.patch, { as: leader, params: { id: banner.id }, body: { allow_show: true } });
    expect(await shown()).toEqual(['second look']);
    await client.ok(b.teamDetach, on);
    expect(await shown()).toEqual([]);
    await client.ok(b.teamAttach, on);
    expect(await shown()).toEqual(['second look']);
    await client.call(b.remove, { as: leader, params: { id: banner.id } });
    expect(await shown()).toEqual([]);
  });

  it('a player’s new name and picture', async () => {
    const { team, members } = await api.teamOf(1);
    const [player] = members;
    if (!player) throw new Error('no player');
    const brief = async () =>
      teamIn(await pageOf(team.name), team.id).players.find((p) => p.player_id.id === player.id)
        ?.player_id;
    const username = `renamed${String(player.id)}`;
    await client.ok(profileEndpoints.patchMe, { as: player, body: { username } });
    expect(await brief()).toMatchObject({ username });
    const picture = await bannerApi(t).uploadImage(player);
    await client.ok(profileEndpoints.patchMe, { as: player, body: { avatar: picture } });
    expect(await brief()).toMatchObject({ username, avatar_url: picture });
  });

  it('a player’s own list of teams (profile/{id}/teams/) as well', async () => {
    const leader = await createUser(t);
    const mine = async () =>
      (await client.ok(e.ofProfile, { as: viewer, params: { id: leader.id } })).results.map(
        (team) => team.name,
      );
    expect(await mine()).toEqual([]);
    await mine();
    const team = await api.createTeam(leader, { name: 'cache-own' });
    expect(await mine()).toEqual(['cache-own']);
    await client.ok(e.patch, {
      as: leader,
      params: { id: team.id },
      rawBody: { name: 'cache-own renamed' },
    });
    expect(await mine()).toEqual(['cache-own renamed']);
  });
});

describe.skipIf(!process.env['REDIS_URL'])('across two instances sharing the Redis bus', () => {
  const [one, two] = useTwoInstances();

  it('a change through one instance is on the next read through the other, once its event arrives', async () => {
    const first = testClient(one);
    const second = testClient(two);
    const leader = await createUser(one);
    const reader = await createUser(one);
    const team = await teamApi(one).createTeam(leader, { name: 'cache-two-instances' });
    for (let round = 0; round < 5; round += 1) {
      const [writer, other] = round % 2 === 0 ? [first, second] : [second, first];
      await pageOf('cache-two', other, reader);
      const description = `round ${String(round)}`;
      await writer.ok(e.patch, { as: leader, params: { id: team.id }, rawBody: { description } });
      // Redis is a network away: the other instance drops its pages when the event arrives.
      await expect
        .poll(async () => teamIn(await pageOf('cache-two', other, reader), team.id).description, {
          timeout: 5_000,
        })
        .toBe(description);
      // The writing instance dropped its own before the change was answered.
      expect(teamIn(await pageOf('cache-two', writer, reader), team.id).description).toBe(
        description,
      );
    }
  });
});
