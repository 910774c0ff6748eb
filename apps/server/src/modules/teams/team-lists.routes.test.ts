import { teamsEndpoints } from '@clutch/contract/teams';
import type { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.js';
import { testClient, type Answer } from '../../../test/client.js';
import { useTestApp } from '../../../test/harness.js';
import { untilIdle } from '../../../test/notifications.js';
import { teamApi } from '../../../test/teams.js';

const t = useTestApp();
const api = teamApi(t);
let viewer: TestUser;
beforeAll(async () => {
  viewer = await createUser(t);
});

const client = testClient(t);
const ok = <E extends typeof teamsEndpoints.list | typeof teamsEndpoints.ofProfile>(
  res: Answer<E>,
) => {
  expect(res.status).toBe(200);
  return res.body;
};
const list = async (query: z.input<typeof teamsEndpoints.list.query>) =>
  ok(await client.call(teamsEndpoints.list, { as: viewer, query }));
const listOf = async (user: TestUser, query: z.input<typeof teamsEndpoints.ofProfile.query> = {}) =>
  ok(await client.call(teamsEndpoints.ofProfile, { as: viewer, params: { id: user.id }, query }));

describe('team list pages', () => {
  it('order teams by name whatever its case and count every team on every page', async () => {
    const leader = await createUser(t);
    for (const name of ['list-b', 'LIST-A', 'list-C']) await api.createTeam(leader, { name });
    const found = await list({ search: 'list-', per_page: 2 });
    expect(found.count).toBe(3);
    expect(found.results.map((team) => team.name)).toEqual(['LIST-A', 'list-b']);
    expect(found.next).toContain('page=2');
    const second = await list({ search: 'list-', per_page: 2, page: 2 });
    expect(second.results.map((team) => team.name)).toEqual(['list-C']);
    expect(second.next).toBeNull();
  });

  it('answer a page past the end with no teams and the real count', async () => {
    const all = await list({ per_page: 100 });
    const past = await list({ per_page: 100, page: 50 });
    expect(past.results).toEqual([]);
    expect(past.count).toBe(all.count);
    expect(past.previous).toContain(`page=${String(Math.max(1, Math.ceil(all.count / 100)))}`);
    const nothing = await list({ search: 'no-such-team-anywhere', page: 3 });
    expect(nothing).toMatchObject({ count: 0, results: [] });
  });

  it('show the same team the same way in the list, on its page and in a profile’s list', async () => {
    const { team, leader, members } = await api.teamOf(2);
    const fromList = (await list({ search: team.name })).results;
    const fromPage = await client.ok(teamsEndpoints.get, { as: viewer, params: { id: team.id } });
    expect(fromList).toEqual([fromPage]);
    expect(fromPage.players.map((p) => p.player_id.id)).toEqual([
      leader.id,
      ...members.map((m) => m.id),
    ]);
    const [member] = members;
    if (!member) throw new Error('no member');
    expect((await listOf(member)).results).toEqual([fromPage]);
    expect((await listOf(member, { is_leader: 'true' })).count).toBe(0);
    expect((await listOf(leader, { is_leader: 'true' })).results).toEqual([fromPage]);
  });

  it('cost the same statements for one team as for twenty, searched or not', async () => {
    for (let i = 0; i < 20; i += 1) await api.teamOf(1);
    // Joining notifies in the background; those statements must not land in the count.
    await untilIdle(t);
    const statements = async (query: z.input<typeof teamsEndpoints.list.query>) => {
      const before = t.database.queryCount();
      await list(query);
      return t.database.queryCount() - before;
    };
    const one = await statements({ per_page: 1 });
    expect(await statements({ per_page: 20 })).toBe(one);
    expect(one).toBeLessThanOrEqual(3);
    expect(await statements({ search: 'Team', per_page: 20 })).toBe(
      await statements({ search: 'Team', per_page: 1 }),
    );
  });
});
