// A team's roster lock against a racing registration: the check that a tournament holds the team
// runs under the team's row lock, which registering also takes, so a player leaving (or the team
// being deleted) and the team registering never both succeed.
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../../test/factories.js';
import { teamApi } from '../../../../test/teams.js';
import { joinApi, tournamentApi } from '../../../../test/tournaments.js';
import { queryRows, useLedgerTestApp } from '../../../../test/wallet.js';

const t = useLedgerTestApp();
const api = tournamentApi(t);
const join = joinApi(t);
const teams = teamApi(t);

async function registeredPlayers(id: number): Promise<number[]> {
  const rows = await queryRows(
    t,
    `select user_id from tournament_roster where tournament_id = ${String(id)}`,
  );
  return rows.map((row) => Number(row['user_id']));
}

describe('a team registering while its roster changes', () => {
  it.each([0, 1, 2, 3, 4])(
    'either registers the five who stay or lets the player leave, never both (run %i)',
    async () => {
      const creator = await createUser(t);
      const id = await api.create(creator, { type: '5_5' });
      const { team, leader, members } = await teams.teamOf(4);
      const leaver = members[0] ?? leader;
      const [registered, left] = await Promise.all([
        join.register(id, leader, { team: team.id }),
        teams.call('PATCH', `team/${String(team.id)}/leave/`, leaver),
      ]);
      const outcomes = [registered.statusCode, left.statusCode];
      expect([
        [201, 400],
        [400, 200],
      ]).toContainEqual(outcomes);
      const roster = await registeredPlayers(id);
      if (registered.statusCode === 201) expect(roster).toContain(leaver.id);
      else expect(roster).toEqual([]);
    },
  );

  it.each([0, 1, 2])('either registers the team or deletes it, never both (run %i)', async () => {
    const creator = await createUser(t);
    const id = await api.create(creator, { type: '5_5' });
    const { team, leader } = await teams.teamOf(4);
    const [registered, deleted] = await Promise.all([
      join.register(id, leader, { team: team.id }),
      teams.call('DELETE', `team/${String(team.id)}/`, leader),
    ]);
    expect([
      [201, 400],
      [404, 204],
      [400, 204],
    ]).toContainEqual([registered.statusCode, deleted.statusCode]);
  });
});
