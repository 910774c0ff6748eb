// GET team/{id}/matches/: a team's matches through the matches module (here its tournament
// matches; its quick matches in matches/match-history-page-cache), newest first, a page at a time.
import { teamsEndpoints } from '@clutch/contract/teams';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client.js';
import { createUser } from '../../../test/factories.js';
import { buildTestApp, type TestApp } from '../../../test/harness.js';
import { untilIdle } from '../../../test/notifications.js';
import { teamApi } from '../../../test/teams.js';
import { enter, runApi, startNow } from '../../../test/tournament-run.js';
import { tournamentApi } from '../../../test/tournaments.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A running 5_5 tournament of four teams (semifinals and a final, no third place). */
async function runningTournament() {
  const creator = await createUser(t);
  const id = await tournamentApi(t).create(creator, { type: '5_5', grid: 2 });
  const teams = [];
  for (let i = 0; i < 4; i += 1) {
    const { team, leader } = await teamApi(t).teamOf(0);
    const shares = [{ userId: leader.id, percentage: 100 }];
    await enter(t, { tournamentId: id, by: leader, team: { id: team.id, shares } });
    teams.push({ team, leader });
  }
  await startNow(t, id);
  return { id, creator, teams };
}

describe('team/{id}/matches/', () => {
  it('lists the team’s tournament matches, newest first, a page at a time', async () => {
    const { id, creator, teams } = await runningTournament();
    const [mine] = teams;
    if (!mine) throw new Error('no team');
    const run = runApi(t);
    const isMine = (side: { team: { id: number } | null } | null) =>
      side?.team?.id === mine.team.id;
    const semi = (await run.grid(id)).find((m) => isMine(m.side_a) || isMine(m.side_b));
    if (!semi) throw new Error('no semifinal');
    const wins = isMine(semi.side_a) ? [2, 1] : [1, 2];
    const decided = await run.result(semi.id, creator, wins[0] ?? 0, wins[1] ?? 0);
    expect(decided.statusCode, decided.body).toBe(200);
    const final = (await run.grid(id)).find((m) => m.level === 1);

    const client = testClient(t);
    const matches = (query: { per_page: number; page?: number }) =>
      client.call(teamsEndpoints.matches, {
        as: mine.leader,
        params: { id: mine.team.id },
        query,
      });
    const first = await matches({ per_page: 1 });
    expect(first.status, first.text).toBe(200);
    const page1 = first.body;
    expect(page1).toMatchObject({ count: 2, previous: null });
    expect(page1.next).toContain('page=2');
    expect(page1.results).toEqual([
      expect.objectContaining({
        id: final?.id,
        tournament: { id },
        game: 1,
        level: 1,
        status: 'scheduled',
        winner: null,
      }),
    ]);
    const brief = { id: mine.team.id, name: mine.team.name, avatar_url: mine.team.avatar_url };
    expect([page1.results[0]?.side_a, page1.results[0]?.side_b]).toContainEqual(brief);

    const second = await matches({ per_page: 1, page: 2 });
    const page2 = second.body;
    expect(page2).toMatchObject({ count: 2, next: null });
    expect(page2.results).toEqual([
      expect.objectContaining({
        id: semi.id,
        level: 2,
        status: 'finished',
        winner: mine.team.id,
        score_a: wins[0],
        score_b: wins[1],
      }),
    ]);

    await untilIdle(t);
    const queries = async (perPage: number) => {
      const before = t.database.queryCount();
      const res = await matches({ per_page: perPage });
      expect(res.body.results).toHaveLength(perPage);
      return t.database.queryCount() - before;
    };
    // Pages are kept until a match list's event drops them: a kept page costs no statement.
    expect(await queries(1)).toBe(0);
    // Read past the cache, a page costs the same statements whatever its size.
    const dropKept = async () => {
      await t.bus.publish({ type: 'TeamChanged', teamId: mine.team.id });
      await untilIdle(t);
    };
    await dropKept();
    const one = await queries(1);
    await dropKept();
    expect(one).toBeGreaterThan(0);
    expect(await queries(2)).toBe(one);
  });

  it('shows a team only the matches it plays', async () => {
    const { id, teams } = await runningTournament();
    const run = runApi(t);
    const grid = await run.grid(id);
    for (const { team, leader } of teams) {
      const res = await testClient(t).call(teamsEndpoints.matches, {
        as: leader,
        params: { id: team.id },
      });
      const page = res.body;
      const plays = grid.filter((m) => [m.side_a?.team?.id, m.side_b?.team?.id].includes(team.id));
      expect(page.count).toBe(1);
      expect(page.results.map((m) => m.id)).toEqual(plays.map((m) => m.id));
    }
  });
});
