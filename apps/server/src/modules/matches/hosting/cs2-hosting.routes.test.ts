// Real CS2 quick matches end to end on a MatchZy stand-in: a server of the pool is claimed and
// checked over RCON, loads our config from its signed URL, posts MatchZy's events to our remote log
// with the match's secret, and the result pays out with every player's statistics. Lost and
// duplicated events, a server that stops answering and a pool with no free server are played too.
import { hostingEndpoints, MATCHZY_SECRET_HEADER } from '@clutch/contract/hosting';
import { quickMatchEndpoints as qm } from '@clutch/contract/quickmatch';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../../test/factories.js';
import {
  addMatchZyServer,
  crystalsOf,
  hostedOf as hostedOfMatch,
  useHostingApp,
} from '../../../../test/hosting.js';
import { quickMatchApi } from '../../../../test/quickmatch.js';
import { isAction, openSocket } from '../../../../test/ws-client.js';
import { steamIdOf } from '../../../../test/steam.js';
import type { MatchZyStandIn } from '../../../../test/stand-ins/matchzy-server.js';
import { expectLedgerSound, fund } from '../../../../test/wallet.js';
import { cs2Servers } from './cs2-servers.tables.js';
import { hostedMatchEvents } from './hosted-matches.tables.js';

const { t, base } = useHostingApp();
const running: MatchZyStandIn[] = [];

afterEach(async () => {
  for (const server of running.splice(0)) await server.close();
  // Each test gets its own pool.
  await t.database.db.delete(cs2Servers);
});

async function standIn(name: string, options: { mapResultPlayers?: boolean } = {}) {
  const added = await addMatchZyServer(t, { name, ...options });
  running.push(added.server);
  return added;
}

/** Two real players with Steam linked, in a 1x1 CS2 lobby on Dust II, both ready. */
async function readyLobby(entryFee = 10) {
  const api = quickMatchApi(t);
  const alice = await api.player({ real: 100 });
  const bob = await api.player({ real: 100 });
  const lobby = await api.create(
    alice,
    { entry_fee: entryFee, server: 'europe', maps_list: ['de_dust2'] },
    2,
  );
  await api.join(bob, lobby.id);
  await api.ready(alice, lobby.id);
  await api.ready(bob, lobby.id);
  return { api, alice, bob, lobby: await api.view(alice, lobby.id) };
}

const crystals = (user: TestUser) => crystalsOf(t, user);

const hostedOf = (lobbyId: number) => hostedOfMatch(t, lobbyId);

describe('a real 1x1 CS2 quick match on a MatchZy server', () => {
  it('when both players are ready, then the server is claimed, loads our config and the result pays out with statistics', async () => {
    const { server, id: serverId } = await standIn('eu-1');
    const { api, alice, bob, lobby } = await readyLobby();
    expect(lobby.status).toBe('in_game');
    const hosted = await hostedOf(lobby.id);
    // Players get the address, the password and the map.
    expect(lobby.connection_string).toBe(
      `connect ${server.host}:${String(server.port)}; password ${hosted.lobbyPassword}`,
    );
    expect(lobby.display_map?.name).toBe('de_dust2');
    expect(server.rcon.commands).toContain('status');

    await api.runJobs(1000);
    await server.loading();
    const config = server.config();
    expect(config).toMatchObject({
      matchid: hosted.id,
      maplist: ['de_dust2'],
      num_maps: 1,
      players_per_team: 1,
      team1: { players: { [steamIdOf(alice.id)]: alice.username } },
      team2: { players: { [steamIdOf(bob.id)]: bob.username } },
      cvars: { mp_maxrounds: '24', mp_friendlyfire: '1' },
    });
    expect(server.rcon.commands).toContain(`sv_password "${hosted.lobbyPassword}"`);
    expect(server.remoteLog()).toMatchObject({
      url: `${base()}/api/hosting/matchzy/${String(hosted.id)}/events/`,
      headerKey: MATCHZY_SECRET_HEADER,
    });

    await server.seriesStart();
    await server.playBo1({ winner: 'team1', loserRounds: 7 });

    const done = await api.view(alice, lobby.id);
    expect(done).toMatchObject({ status: 'finished' });
    const stats = await api.client.ok(qm.statistic, { as: alice, params: { id: lobby.id } });
    expect(JSON.stringify(stats)).toContain('headshot_pct');
    expect(await crystals(alice)).toBeGreaterThan(100);
    expect(await crystals(bob)).toBe(90);
    const [freed] = await t.database.db
      .select({ allocatedTo: cs2Servers.allocatedTo, status: cs2Servers.status })
      .from(cs2Servers)
      .where(eq(cs2Servers.id, serverId));
    expect(freed).toEqual({ allocatedTo: null, status: 'active' });
    expect((await hostedOf(lobby.id)).status).toBe('finished');
    await expectLedgerSound(t);
  });

  it('when MatchZy loses series_end and posts a round twice, then the poll finishes the match once from the server’s state', async () => {
    const { server } = await standIn('eu-2');
    const { api, alice, bob, lobby } = await readyLobby();
    await api.runJobs(1000);
    await server.loading();
    await server.goLive(0);
    for (let round = 0; round < 13; round += 1)
      await server.roundEnd({ winner: 'team2' }, round === 3 ? { duplicate: true } : {});
    await server.mapResult({ team1Score: 0, team2Score: 13 });
    await server.seriesEnd({ drop: true });
    expect((await api.view(alice, lobby.id)).status).toBe('in_game');

    await api.runJobs(10_000);
    const done = await api.view(bob, lobby.id);
    expect(done.status).toBe('finished');
    expect(await crystals(bob)).toBeGreaterThan(100);
    const hosted = await hostedOf(lobby.id);
    expect([hosted.scoreA, hosted.scoreB]).toEqual([0, 13]);
    const keys = await t.database.db
      .select({ key: hostedMatchEvents.key })
      .from(hostedMatchEvents)
      .where(eq(hostedMatchEvents.hostedMatchId, hosted.id));
    // The duplicated round counted once; the lost series_end is not there.
    expect(keys.filter((k) => k.key.startsWith('round_end:'))).toHaveLength(13);
    expect(keys.some((k) => k.key.startsWith('series_end:'))).toBe(false);
    await expectLedgerSound(t);
  });

  it('when the server stops answering mid-match, then the lobby is cancelled, fees return and the server is benched', async () => {
    const { server, id: serverId } = await standIn('eu-3');
    const { api, alice, bob, lobby } = await readyLobby();
    await api.runJobs(1000);
    await server.loading();
    await server.goLive(0);
    server.rcon.behaviour = 'hang';
    await api.runJobs(10_000);
    expect((await api.view(alice, lobby.id)).status).toBe('in_game');
    await api.runJobs(20_000);
    expect((await api.view(alice, lobby.id)).status).toBe('cancelled');
    expect([await crystals(alice), await crystals(bob)]).toEqual([100, 100]);
    const [benched] = await t.database.db
      .select({ status: cs2Servers.status, allocatedTo: cs2Servers.allocatedTo })
      .from(cs2Servers)
      .where(eq(cs2Servers.id, serverId));
    expect(benched).toEqual({ status: 'unhealthy', allocatedTo: null });
    expect((await hostedOf(lobby.id)).status).toBe('failed');
    // A late event from the dead match changes nothing.
    server.rcon.behaviour = 'answer';
    expect(await server.seriesEnd()).toBe(200);
    expect((await api.view(alice, lobby.id)).status).toBe('cancelled');
    await expectLedgerSound(t);
  });

  it('when the only server does not answer RCON at the start, then it is benched and the players are told no_free_servers', async () => {
    const { server, id: serverId } = await standIn('eu-4');
    server.rcon.behaviour = 'hang';
    const { lobby } = await readyLobby();
    expect(lobby.status).toBe('cancelled');
    const [benched] = await t.database.db
      .select({ status: cs2Servers.status })
      .from(cs2Servers)
      .where(eq(cs2Servers.id, serverId));
    expect(benched?.status).toBe('unhealthy');
  });

  it('when every server is busy, then a snap lobby is cancelled', async () => {
    await standIn('eu-5');
    const first = await readyLobby();
    expect(first.lobby.status).toBe('in_game');
    const second = await readyLobby();
    expect(second.lobby.status).toBe('cancelled');
  });
});

describe('what game servers may call', () => {
  it('when an event comes without the match’s secret or with another match’s, then 403 and nothing is applied', async () => {
    const { server } = await standIn('eu-6');
    const { api, lobby } = await readyLobby();
    await api.runJobs(1000);
    await server.loading();
    const hosted = await hostedOf(lobby.id);
    const client = api.client;
    const event = {
      event: 'series_end',
      matchid: hosted.id,
      team1_series_score: 1,
      team2_series_score: 0,
      winner: { side: '3', team: 'team1' },
      time_until_restore: 10,
    };
    const anonymous = await client.call(hostingEndpoints.matchzyEvents, {
      params: { id: hosted.id },
      body: event,
    });
    expect(anonymous.status).toBe(403);
    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/hosting/matchzy/${String(hosted.id)}/events/`,
      headers: { [MATCHZY_SECRET_HEADER]: 'not-the-secret' },
      payload: event,
    });
    expect(forged.statusCode).toBe(403);
    expect((await api.view(await createUser(t), lobby.id)).status).toBe('in_game');
  });

  it('when the config URL is forged or expired, then 403', async () => {
    const { server } = await standIn('eu-7');
    const { api, lobby } = await readyLobby();
    await api.runJobs(1000);
    await server.loading();
    const hosted = await hostedOf(lobby.id);
    const [attempt] = server.loadAttempts;
    expect(attempt?.outcome).toBe('loaded');
    const url = new URL(attempt?.url ?? '');
    const good = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(good.statusCode).toBe(200);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/hosting/matchzy/${String(hosted.id + 1)}/config/${url.search}`,
    });
    expect(other.statusCode).toBe(403);
    const expired = await t.app.inject({
      method: 'GET',
      url: `${url.pathname}?expires=1000&signature=${url.searchParams.get('signature') ?? ''}`,
    });
    expect(expired.statusCode).toBe(403);
  });

  it('when a player without a linked Steam account joins a real lobby, then 403 steam_not_linked', async () => {
    const api = quickMatchApi(t);
    const alice = await api.player({ real: 100 });
    const lobby = await api.create(alice, { server: 'europe' }, 2);
    const carol = await createUser(t);
    await fund(t, carol, 50);
    const refused = await api.client.call(qm.join, {
      as: carol,
      params: { id: lobby.id },
      query: {},
    });
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text)).toMatchObject({ code: 'steam_not_linked' });
  });
});

describe('capacity: what timed real lobbies can book', () => {
  const HALF_HOUR = 1_800_000;
  let periodsAhead = 60;
  const nextHour = () =>
    new Date((Math.floor(Date.now() / HALF_HOUR) + periodsAhead++) * HALF_HOUR);
  const dayOf = (time: Date) => time.toISOString().slice(0, 10);

  it('when the region has no server, then a real CS2 player sees no free period; with one, each period takes one lobby', async () => {
    const api = quickMatchApi(t);
    const alice = await api.player({ real: 100 });
    const hour = nextHour();
    const periods = (server: 'europe' | 'usa') =>
      api.client.ok(qm.periods, { as: alice, body: { date: dayOf(hour), game: 2, server } });
    expect(await periods('europe')).toEqual({ free_periods: [], capacity: 0 });

    await standIn('eu-cap');
    const open = await periods('europe');
    expect(open.capacity).toBe(1);
    expect(open.free_periods.map((p) => p.start)).toContain(hour.toISOString());
    // Servers are per region: Europe's does not host American lobbies.
    expect((await periods('usa')).capacity).toBe(0);

    await api.create(
      alice,
      { server: 'europe', game_time_type: 'timed', game_time: hour.toISOString() },
      2,
    );
    expect((await periods('europe')).free_periods.map((p) => p.start)).not.toContain(
      hour.toISOString(),
    );
    const bob = await api.player({ real: 100 });
    const refused = await api.client.call(qm.create, {
      as: bob,
      query: { game: 2 },
      body: {
        name: 'Same hour',
        server: 'europe',
        game_time_type: 'timed',
        game_time: hour.toISOString(),
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('fully booked');
  });

  it('when a timed lobby’s hour comes and every server is busy, then it is postponed with match_postponed_no_free_servers and starts once one is free', async () => {
    const { server } = await standIn('eu-timed');
    const api = quickMatchApi(t);
    const hour = nextHour();
    const alice = await api.player({ real: 100 });
    const bob = await api.player({ real: 100 });
    const timed = await api.create(
      alice,
      {
        server: 'europe',
        maps_list: ['de_nuke'],
        game_time_type: 'timed',
        game_time: hour.toISOString(),
      },
      2,
    );
    await api.join(bob, timed.id);
    await api.ready(alice, timed.id);
    await api.ready(bob, timed.id);
    // A snap match takes the only server first.
    const snap = await readyLobby();
    expect(snap.lobby.status).toBe('in_game');
    const socket = await openSocket(base(), 'user-updates', alice.access);
    const subscribed = await socket.request({
      action: 'subscribe_instance',
      pk: alice.id,
      request_id: 'me',
    });
    expect(subscribed.response_status).toBe(201);

    await t.jobs.runDue(new Date(hour.getTime() + 1000));
    const told = await socket.next(isAction('quick_match_error'));
    expect(told.data).toMatchObject({
      match_id: timed.id,
      code: 'match_postponed_no_free_servers',
    });
    await socket.close();
    const postponed = await api.view(alice, timed.id);
    expect(postponed.status).toBe('veto');
    expect(Date.parse(postponed.game_time ?? '')).toBeGreaterThan(Date.now() + 10 * 60_000);

    // The snap match ends; the server is free when the timed lobby tries again.
    await server.loading();
    await server.seriesStart();
    await server.playBo1({ winner: 'team2', loserRounds: 3 });
    expect((await api.view(snap.alice, snap.lobby.id)).status).toBe('finished');
    await t.jobs.runDue(new Date(Date.parse(postponed.game_time ?? '') + 1000));
    const started = await api.view(alice, timed.id);
    expect(started.status).toBe('in_game');
    expect(started.display_map?.name).toBe('de_nuke');
  });
});
