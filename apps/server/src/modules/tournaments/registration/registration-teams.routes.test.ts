// 5_5 registration: a leader registers a team whose five starting players pass every rule; the
// roster and prize shares are locked in the registration, the team's roster is locked while the
// tournament runs, and the leader (only) takes the team out.
import { tournamentRegistrationEndpoints } from '@clutch/contract/tournament-registration';
import { teamsEndpoints, type Team } from '@clutch/contract/teams';
import { tournamentsEndpoints } from '@clutch/contract/tournaments';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../../test/client.js';
import { createUser, type TestUser } from '../../../../test/factories.js';
import { teamApi } from '../../../../test/teams.js';
import {
  banFromTournaments,
  createTournament,
  setLevel,
  tournamentApi,
} from '../../../../test/tournaments.js';
import { balances, fund, queryRows, useLedgerTestApp } from '../../../../test/wallet.js';

const t = useLedgerTestApp();
const api = tournamentApi(t);
const teams = teamApi(t);
const client = testClient(t);
const e = tournamentRegistrationEndpoints;
/** `body` goes unchecked: some tests send what validation must refuse. */
const register = (id: number, user: TestUser, body: object = {}) =>
  client.call(e.register, { as: user, params: { id }, rawBody: body });
const kick = (teamId: number, userId: number, user: TestUser) =>
  client.call(teamsEndpoints.kick, { as: user, params: { id: teamId, userId } });
const setShares = (
  teamId: number,
  user: TestUser,
  players: { player_id: number; prize_percentage: number }[],
) =>
  client.call(teamsEndpoints.changePercentage, {
    as: user,
    params: { id: teamId },
    body: { players },
  });

const tournament = (overrides: Record<string, unknown> = {}) =>
  createTournament(t, { type: '5_5', ...overrides });

/** A team of five starting players: the leader and four more. */
async function five(): Promise<{ team: Team; leader: TestUser; members: TestUser[] }> {
  return teams.teamOf(4);
}

describe('registering a team', () => {
  it('locks the five and their shares, holds the fee from the leader and shows the team', async () => {
    const { id } = await tournament({ entry_fee: 10, min_lvl: 10, max_lvl: 50 });
    const { team, leader, members } = await five();
    await fund(t, leader, 25);
    const everyone = [leader, ...members];
    for (const [index, user] of everyone.entries()) await setLevel(t, user.id, 10 + index * 10);
    const shares = everyone.map((user, index) => ({
      player_id: user.id,
      prize_percentage: index === 0 ? 60 : 10,
    }));
    const set = await setShares(team.id, leader, shares);
    expect(set.status, set.text).toBe(200);

    const res = await register(id, leader, { team: team.id });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ user_type: 1, status: 'registered' });
    expect((await balances(t, leader)).balance).toBe(15);

    const listed = await client.ok(e.participants, { as: members[0] ?? leader, params: { id } });
    const [entry] = listed.results;
    expect(entry).toMatchObject({ user: null, team: { id: team.id, name: team.name }, level: 30 });
    expect(entry?.roster.map((r) => [r.user.id, r.prize_percentage])).toEqual(
      everyone.map((user, index) => [user.id, index === 0 ? 60 : 10]).sort((a, b) => a[0]! - b[0]!),
    );
    // A player of the team sees the registration as theirs.
    expect((await api.get(id, members[1] ?? leader)).participation).toMatchObject({
      user_type: 1,
      team_id: team.id,
    });
    // Searching finds the team by any of its players.
    const found = await client.ok(e.participants, {
      as: leader,
      params: { id },
      query: { search: members[2]?.username ?? '' },
    });
    expect(found.count).toBe(1);

    // The team's roster is locked until the tournament ends.
    const kicked = await kick(team.id, members[0]?.id ?? 0, leader);
    expect(kicked.status).toBe(400);
  });

  it('registers the one team a leader leads when no team is named', async () => {
    const { id } = await tournament();
    const { team, leader } = await five();
    const res = await register(id, leader);
    expect(res.status, res.text).toBe(201);
    expect((await api.get(id, leader)).participation).toMatchObject({ team_id: team.id });
  });

  it('shows the team’s captain, and only the captain, as the one who answers for the team', async () => {
    const { id } = await tournament();
    const { team, leader, members } = await five();
    expect((await register(id, leader)).status).toBe(201);
    const member = members[0];
    if (!member) throw new Error('a team of five has members');
    const listed = async (user: typeof leader) =>
      (
        await client.ok(tournamentsEndpoints.list, { as: user, query: { per_page: 100 } })
      ).results.find((row) => row.id === id)?.participation;
    for (const [user, isCaptain] of [
      [leader, true],
      [member, false],
    ] as const) {
      const expected = { team_id: team.id, user_type: 1, is_captain: isCaptain };
      expect((await api.get(id, user)).participation).toMatchObject(expected);
      expect(await listed(user)).toMatchObject(expected);
    }
  });

  it('asks a user who leads no team, or several, which team', async () => {
    const { id } = await tournament();
    const loner = await createUser(t);
    expect((await register(id, loner)).error).toEqual({
      team: ['You lead no team. Only a team’s leader can register it for a 5x5 tournament.'],
    });
    const { leader } = await five();
    await teams.createTeam(leader);
    expect((await register(id, leader)).error).toEqual({
      team: ['You lead several teams: choose which one registers.'],
    });
  });

  it('is for the leader only', async () => {
    const { id } = await tournament();
    const { team, members } = await five();
    const res = await register(id, members[0] ?? (await createUser(t)), { team: team.id });
    expect(res.status).toBe(403);
    expect(
      (await register(id, members[0] ?? (await createUser(t)), { team: 999_999 })).error,
    ).toEqual({
      team: ['No team has this id.'],
    });
  });

  it('needs five starting players holding every share', async () => {
    const { id } = await tournament();
    const small = await teams.teamOf(3);
    const res = await register(id, small.leader, { team: small.team.id });
    expect(res.error).toEqual({
      team: ['A team needs 5 starting players to register; it has 4.'],
    });

    const { team, leader, members } = await teams.teamOf(5);
    const bench = members[4];
    if (!bench) throw new Error('no substitute');
    const shares = [leader, ...members].map((user) => ({
      player_id: user.id,
      prize_percentage: user === leader ? 90 : user === bench ? 10 : 0,
    }));
    await setShares(team.id, leader, shares);
    const benched = await register(id, leader, { team: team.id });
    expect(benched.status).toBe(400);
    expect((benched.error['team'] as string[])[0]).toMatch(
      new RegExp(`Substitutes hold prize shares \\(${bench.username}\\)`),
    );
  });

  it('lists every player who stands in the way: level, operator ban, already in', async () => {
    const { id } = await tournament({ min_lvl: 5 });
    const { team, leader, members } = await five();
    const [low, banned, watching] = members;
    if (!low || !banned || !watching) throw new Error('short team');
    for (const user of [leader, ...members]) await setLevel(t, user.id, 5);
    await setLevel(t, low.id, 4);
    await banFromTournaments(t, banned.id);
    expect((await register(id, watching, { watcher: watching.id })).status).toBe(201);
    const res = await register(id, leader, { team: team.id });
    expect(res.status).toBe(400);
    const problems = res.error['team'] as string[];
    expect(problems).toHaveLength(3);
    expect(problems.join(' ')).toContain(`${low.username} is level 4`);
    expect(problems.join(' ')).toContain(`${banned.username} may not take part`);
    expect(problems.join(' ')).toContain(`${watching.username} is already registered`);
  });

  it('lets a player play for one team only per tournament', async () => {
    const { id } = await tournament();
    const first = await five();
    const shared = first.members[0];
    if (!shared) throw new Error('short team');
    const second = await teams.teamOf(3);
    await teams.join(second.team, second.leader, shared);
    expect((await register(id, first.leader)).status).toBe(201);
    const res = await register(id, second.leader, { team: second.team.id });
    expect(res.error['team']).toEqual([
      `${shared.username} is already registered in this tournament.`,
    ]);
  });

  it('refuses a team in a 1x1 tournament', async () => {
    const creator = await createUser(t);
    const id = await api.create(creator, { type: '1_1' });
    const { team, leader } = await five();
    expect((await register(id, leader, { team: team.id })).status).toBe(400);
  });
});

describe('taking a team out', () => {
  it('is the leader’s: the fee comes back and the roster is free again', async () => {
    const { id } = await tournament({ entry_fee: 3 });
    const { team, leader, members } = await five();
    await fund(t, leader, 3);
    await register(id, leader);
    const member = members[0];
    if (!member) throw new Error('short team');
    const refused = await client.call(e.leave, { as: member, params: { id } });
    expect(refused.status).toBe(403);
    expect(refused.error).toMatchObject({
      detail: 'Only the team’s leader can take the team out of the tournament.',
    });
    expect((await client.call(e.leave, { as: leader, params: { id } })).status).toBe(204);
    expect((await balances(t, leader)).balance).toBe(3);
    const roster = await queryRows(
      t,
      `select count(*)::int as n from tournament_roster where tournament_id = ${String(id)}`,
    );
    expect(roster).toEqual([{ n: 0 }]);
    expect((await kick(team.id, member.id, leader)).status).toBe(204);
  });

  it('can be the creator’s, by naming the team', async () => {
    const { id, creator } = await tournament();
    const { team, leader } = await five();
    await register(id, leader);
    const remove = (body: { user: number } | { team: number }) =>
      client.call(e.removeParticipant, { as: creator, params: { id }, body });
    expect((await remove({ user: leader.id })).status).toBe(404);
    expect((await remove({ team: team.id })).status).toBe(204);
    expect((await api.get(id, creator)).participants_count).toBe(0);
  });
});
