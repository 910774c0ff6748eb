// Match lists (a user's history, a team's matches) are kept in memory, the same for every caller,
// until an event that may change one arrives. Every change a page shows, made through the API, is
// on the next read: a quick match started and finished, a tournament started and its match played,
// a team renamed and deleted; on one instance and on two sharing the Redis bus.
import { profileEndpoints } from '@clutch/contract/profile';
import { quickMatchEndpoints as qm, type MatchHistoryItem } from '@clutch/contract/quickmatch';
import { teamsEndpoints, type TeamMatch } from '@clutch/contract/teams';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testClient, type TestClient } from '../../../test/client.js';
import type { TestUser } from '../../../test/factories.js';
import { useTestApp, useTwoInstances } from '../../../test/harness.js';
import { liveApi, organiseLive } from '../../../test/live-tournament.js';
import { untilIdle } from '../../../test/notifications.js';
import { quickMatchApi } from '../../../test/quickmatch.js';
import { teamApi } from '../../../test/teams.js';

// Real tournaments here play in manual lobbies (TOURNAMENT_HOSTS=manual): results come from reports.
const t = useTestApp({ env: { TOURNAMENT_HOSTS: 'manual' } });
const api = quickMatchApi(t);
const teams = teamApi(t);

/** A user's history, read twice (the second read is the kept one). */
async function historyOf(
  user: TestUser,
  client: TestClient = api.client,
): Promise<MatchHistoryItem[]> {
  const read = { as: user, params: { id: user.id } };
  await client.ok(qm.matchHistory, read);
  return (await client.ok(qm.matchHistory, read)).results;
}

let uncachedPerPage = 20;
/** The same history read past the cache: a page size asked for the first time is a new key. */
async function freshHistoryOf(user: TestUser): Promise<MatchHistoryItem[]> {
  uncachedPerPage += 1;
  const read = { as: user, params: { id: user.id }, query: { per_page: uncachedPerPage } };
  return (await api.client.ok(qm.matchHistory, read)).results;
}

/** A team's matches, read twice. */
async function matchesOf(team: { id: number }, as: TestUser): Promise<TeamMatch[]> {
  const read = { as, params: { id: team.id } };
  await api.client.ok(teamsEndpoints.matches, read);
  return (await api.client.ok(teamsEndpoints.matches, read)).results;
}

describe('the match lists answer every change on the next read', () => {
  it('keeps a page: a change made behind the API’s back (no event) is not seen until one comes', async () => {
    const { lobby, players } = await api.fullLobby(await api.player(), { type: '1_1' });
    const [player] = players;
    if (!player) throw new Error('no player');
    await api.runJobs();
    expect(await historyOf(player)).toMatchObject([{ id: lobby.id, status: 'finished' }]);
    await t.database.db.execute(sql`UPDATE quick_matches SET score_a = 77 WHERE id = ${lobby.id}`);
    expect((await historyOf(player))[0]?.score_a).not.toBe(77);
    await t.bus.publish({ type: 'QuickMatchFinished', quickMatchId: lobby.id, userIds: [] });
    await untilIdle(t);
    expect((await historyOf(player))[0]?.score_a).toBe(77);
  });

  it('a quick match seated, started and finished (with the rating it moved)', async () => {
    const creator = await api.player();
    expect(await historyOf(creator)).toEqual([]);
    const lobby = await api.create(creator, { type: '1_1' });
    // A waiting lobby is not a match yet.
    expect(await historyOf(creator)).toEqual([]);
    const rival = await api.player();
    await api.join(rival, lobby.id);
    await api.ready(creator, lobby.id);
    await api.ready(rival, lobby.id);
    expect(await historyOf(creator)).toMatchObject([{ id: lobby.id, status: 'in_game' }]);
    expect(await historyOf(creator)).toEqual(await freshHistoryOf(creator));
    await api.runJobs();
    const [finished] = await historyOf(creator);
    expect(finished).toMatchObject({ id: lobby.id, status: 'finished' });
    expect(finished?.outcome).not.toBeNull();
    expect(await historyOf(creator)).toEqual(await freshHistoryOf(creator));
    expect(await historyOf(rival)).toEqual(await freshHistoryOf(rival));
  });

  it('a tournament started, its match played and won', async () => {
    const live = await organiseLive(t, 2, { grid: 1 });
    const play = liveApi(t, live);
    const [first] = live.players;
    if (!first) throw new Error('no player');
    expect(await historyOf(first)).toEqual([]);
    await play.start();
    expect(await historyOf(first)).toMatchObject([{ kind: 'tournament', outcome: null }]);
    await play.startMatches();
    const [final] = await play.level(1);
    if (!final) throw new Error('no final');
    expect(await historyOf(first)).toEqual(await freshHistoryOf(first));
    await play.play(final, 2, 0);
    const winner = play.playerOf(final.side_a);
    expect(await historyOf(winner)).toMatchObject([
      { kind: 'tournament', tournament: { id: live.id }, outcome: 'win', score_a: 2 },
    ]);
    expect(await historyOf(winner)).toEqual(await freshHistoryOf(winner));
    // Each filter is a page of its own.
    const kinds = async (kind: 'quickmatch' | 'tournament') =>
      (
        await api.client.ok(qm.matchHistory, {
          as: winner,
          params: { id: winner.id },
          query: { kind },
        })
      ).count;
    expect([await kinds('quickmatch'), await kinds('tournament')]).toEqual([0, 1]);
  });

  it('a team’s matches: its quick match played, the team renamed, then deleted', async () => {
    const { team, leader, members } = await teams.teamOf(4);
    for (const user of [leader, ...members])
      await api.client.ok(profileEndpoints.patchMe, { as: user, body: { is_demo: true } });
    expect(await matchesOf(team, leader)).toEqual([]);
    const lobby = await api.create(leader, { type: '5_5' });
    for (const member of members) await api.join(member, lobby.id, { team_id: team.id });
    const rivals: TestUser[] = [];
    for (let seat = 0; seat < 5; seat += 1) {
      const rival = await api.player();
      await api.join(rival, lobby.id);
      rivals.push(rival);
    }
    for (const user of [leader, ...members, ...rivals]) await api.ready(user, lobby.id);
    expect(await matchesOf(team, leader)).toMatchObject([{ id: lobby.id, status: 'in_game' }]);
    await api.runJobs();
    expect(await matchesOf(team, leader)).toMatchObject([{ id: lobby.id, status: 'finished' }]);
    const name = `Renamed ${String(team.id)}`;
    await api.client.ok(teamsEndpoints.patch, {
      as: leader,
      params: { id: team.id },
      rawBody: { name },
    });
    expect(await matchesOf(team, leader)).toMatchObject([{ side_a: { id: team.id, name } }]);
    const removed = await api.client.call(teamsEndpoints.remove, {
      as: leader,
      params: { id: team.id },
    });
    expect(removed.status).toBe(204);
    const gone = await api.client.call(teamsEndpoints.matches, {
      as: leader,
      params: { id: team.id },
    });
    expect(gone.status).toBe(404);
  });

  it('an unknown team is a 404 every time, never a kept empty page', async () => {
    const user = await api.player();
    for (let read = 0; read < 2; read += 1) {
      const res = await api.client.call(teamsEndpoints.matches, {
        as: user,
        params: { id: 2_000_000_000 },
      });
      expect(res.status).toBe(404);
    }
  });
});

describe.skipIf(!process.env['REDIS_URL'])('across two instances sharing the Redis bus', () => {
  const [one, two] = useTwoInstances();

  it('a quick match played through one instance is on the next read through the other, once its event arrives', async () => {
    const through = quickMatchApi(one);
    const other = testClient(two);
    const creator = await through.player();
    expect(await historyOf(creator, other)).toEqual([]);
    const { lobby } = await through.fullLobby(creator, { type: '1_1' });
    // Redis is a network away: the other instance drops its pages when the event arrives.
    await expect
      .poll(async () => (await historyOf(creator, other)).map((item) => item.id), {
        timeout: 5_000,
      })
      .toEqual([lobby.id]);
    // The other instance keeps its page too: a change behind the API's back is not seen there.
    await one.database.db.execute(
      sql`UPDATE quick_matches SET score_a = 77 WHERE id = ${lobby.id}`,
    );
    expect((await historyOf(creator, other))[0]?.score_a).not.toBe(77);
    await through.runJobs();
    await expect
      .poll(async () => (await historyOf(creator, other))[0]?.status, { timeout: 5_000 })
      .toBe('finished');
  });
});
