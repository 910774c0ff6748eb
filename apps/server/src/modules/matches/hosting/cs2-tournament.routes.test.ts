// A real 5x5 CS2 tournament final hosted on a MatchZy stand-in: the creator starts it, the server
// gets both rosters by SteamID64 and the tournament's map and rules, and MatchZy's result decides
// the final and pays the prizes. With no free server the match is postponed, never left waiting;
// a server that dies mid-final postpones it too, and a result set by hand frees the server.
import { quickMatchEndpoints } from '@clutch/contract/quickmatch';
import { tournamentMatchesEndpoints } from '@clutch/contract/tournament-matches';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../../test/factories.js';
import { addMatchZyServer, useHostingApp } from '../../../../test/hosting.js';
import { linkSteam, steamIdOf } from '../../../../test/steam.js';
import type { MatchZyStandIn } from '../../../../test/stand-ins/matchzy-server.js';
import { teamApi } from '../../../../test/teams.js';
import { enter, matchesDue, runApi, startNow } from '../../../../test/tournament-run.js';
import { tournamentApi } from '../../../../test/tournaments.js';
import { testClient } from '../../../../test/client.js';
import { balances, expectLedgerSound, fund } from '../../../../test/wallet.js';
import { cs2Servers } from './cs2-servers.tables.js';
import { hostedMatches } from './hosted-matches.tables.js';

const { t } = useHostingApp();
const running: MatchZyStandIn[] = [];

afterEach(async () => {
  for (const server of running.splice(0)) await server.close();
  await t.database.db.delete(cs2Servers);
});

async function standIn(name: string) {
  const added = await addMatchZyServer(t, { name });
  running.push(added.server);
  return added;
}

interface Squad {
  leader: TestUser;
  members: TestUser[];
}

/** A running 5x5 CS2 tournament with a final only, two teams of five with Steam linked. */
async function finalOfTwoTeams(options: { due: boolean } = { due: true }) {
  const teams = teamApi(t);
  const creator = await createUser(t);
  await fund(t, creator, 100);
  const id = await tournamentApi(t).create(
    creator,
    {
      type: '5_5',
      grid: 1,
      prize_pool: 90,
      first_place_prize: 60,
      second_place_prize: 30,
      third_place_prize: 0,
      server: 'europe',
      maps_ban_type: 'all_but_one',
      map_list: ['de_inferno'],
      rounds_to_win: 13,
      overtime_max_rounds: 3,
      friendly_fire: false,
    },
    2,
  );
  const squads: Squad[] = [];
  for (let i = 0; i < 2; i += 1) {
    const { team, leader, members } = await teams.teamOf(4);
    for (const player of [leader, ...members]) await linkSteam(t, player);
    const shares = [
      { userId: leader.id, percentage: 20 },
      ...members.map((member) => ({ userId: member.id, percentage: 20 })),
    ];
    await enter(t, { tournamentId: id, by: leader, team: { id: team.id, shares } });
    squads.push({ leader, members });
  }
  await startNow(t, id);
  if (options.due) await matchesDue(t, id);
  const run = runApi(t);
  const [final] = await run.grid(id);
  if (!final) throw new Error('no final');
  return { id, creator, squads, run, final };
}

const matchStatus = async (tournamentId: number, matchId: number) => {
  const grid = await testClient(t).ok(tournamentMatchesEndpoints.grid, {
    params: { id: tournamentId },
  });
  return grid.find((match) => match.id === matchId);
};

describe('a real 5x5 CS2 tournament final', () => {
  it('when the creator starts it, then MatchZy hosts it and its result pays the prizes', async () => {
    const { server } = await standIn('eu-final');
    const { id, creator, squads, run, final } = await finalOfTwoTeams();
    expect((await run.startGame(id, creator)).statusCode).toBe(200);
    expect((await matchStatus(id, final.id))?.status).toBe('in_game');
    await t.jobs.runDue(new Date(Date.now() + 1000));
    await server.loading();
    const config = server.config();
    const [first, second] = squads;
    if (!first || !second) throw new Error('two squads');
    expect(config).toMatchObject({
      num_maps: 1,
      maplist: ['de_inferno'],
      map_sides: ['knife'],
      players_per_team: 5,
      cvars: { mp_maxrounds: '24', mp_friendlyfire: '0', mp_overtime_maxrounds: '6' },
    });
    const rosters = [config?.team1.players ?? {}, config?.team2.players ?? {}];
    const steamOf = (squad: Squad) =>
      [squad.leader, ...squad.members].map((user) => steamIdOf(user.id)).sort();
    expect(rosters.map((roster) => Object.keys(roster).sort())).toEqual(
      expect.arrayContaining([steamOf(first), steamOf(second)]),
    );
    await server.seriesStart();
    await server.playBo1({ winner: 'team1', loserRounds: 9 });
    const done = await matchStatus(id, final.id);
    expect(done?.status).toBe('finished');
    expect([done?.score_a, done?.score_b]).toEqual([13, 9]);
    // Team 1 is side a: its five share 60 crystals, 20% each.
    const winners = Object.keys(config?.team1.players ?? {});
    const paid = [...squads.flatMap((s) => [s.leader, ...s.members])].filter((user) =>
      winners.includes(steamIdOf(user.id)),
    );
    expect(paid).toHaveLength(5);
    for (const user of paid) expect((await balances(t, user)).balance).toBe(12);
    await expectLedgerSound(t);
  });

  it('when no server is free, then the final is postponed (the creator is told why), never left waiting', async () => {
    const { id, creator, run, final } = await finalOfTwoTeams();
    const answer = await run.startGame(id, creator);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('postponed');
    const moved = await matchStatus(id, final.id);
    expect(moved?.status).toBe('ready');
    expect(new Date(moved?.start_time ?? 0).getTime()).toBeGreaterThan(Date.now() + 10 * 60_000);
  });

  it('when the server dies mid-final, then the final is postponed and the server benched', async () => {
    const { server, id: serverId } = await standIn('eu-dies');
    const { id, creator, run, final } = await finalOfTwoTeams();
    await run.startGame(id, creator);
    await t.jobs.runDue(new Date(Date.now() + 1000));
    await server.loading();
    await server.goLive(0);
    server.rcon.behaviour = 'hang';
    await t.jobs.runDue(new Date(Date.now() + 10_000));
    await t.jobs.runDue(new Date(Date.now() + 20_000));
    const moved = await matchStatus(id, final.id);
    expect(moved?.status).toBe('ready');
    const [benched] = await t.database.db
      .select({ status: cs2Servers.status })
      .from(cs2Servers)
      .where(eq(cs2Servers.id, serverId));
    expect(benched?.status).toBe('unhealthy');
  });

  it('when the creator sets the result by hand, then the server is freed for the next match', async () => {
    const { id: serverId } = await standIn('eu-hand');
    const { id, creator, run, final } = await finalOfTwoTeams();
    await run.startGame(id, creator);
    expect((await run.result(final.id, creator, 2, 1)).statusCode).toBe(200);
    const [server] = await t.database.db
      .select({ allocatedTo: cs2Servers.allocatedTo })
      .from(cs2Servers)
      .where(eq(cs2Servers.id, serverId));
    expect(server?.allocatedTo).toBeNull();
    const [hosted] = await t.database.db
      .select({ status: hostedMatches.status })
      .from(hostedMatches)
      .where(eq(hostedMatches.matchId, final.id));
    expect(hosted?.status).toBe('cancelled');
  });
});

describe('capacity', () => {
  it('when a real tournament runs, then its unplayed rounds book the region’s servers for timed lobbies', async () => {
    await standIn('eu-booked');
    const { final } = await finalOfTwoTeams({ due: false });
    const start = new Date(final.start_time);
    const HALF_HOUR = 1_800_000;
    const period = new Date(Math.floor(start.getTime() / HALF_HOUR) * HALF_HOUR);
    const player = await createUser(t);
    await fund(t, player, 10);
    const periods = await testClient(t).ok(quickMatchEndpoints.periods, {
      as: player,
      body: { date: period.toISOString().slice(0, 10), game: 2, server: 'europe' },
    });
    expect(periods.capacity).toBe(1);
    expect(periods.free_periods.map((p) => p.start)).not.toContain(period.toISOString());
    const next = new Date(period.getTime() + 2 * HALF_HOUR);
    if (next.toISOString().slice(0, 10) === period.toISOString().slice(0, 10))
      expect(periods.free_periods.map((p) => p.start)).toContain(next.toISOString());
  });
});
