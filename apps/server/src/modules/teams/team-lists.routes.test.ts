import type { Team } from '@clutch/contract/teams';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.js';
import type { Page } from '../../../test/client.js';
import { useTestApp } from '../../../test/harness.js';
import { untilIdle } from '../../../test/notifications.js';
import { teamApi } from '../../../test/teams.js';

const t = useTestApp();
const api = teamApi(t);
let viewer: TestUser;
beforeAll(async () => {
  viewer = await createUser(t);
});

const list = async (url: string, user = viewer) => {
  const res = await api.call('GET', url, user);
  expect(res.statusCode).toBe(200);
  return res.json<Page<Team>>();
};

describe('team list pages', () => {
  it('order teams by name whatever its case and count every team on every page', async () => {
    const leader = await createUser(t);
    for (const name of ['list-b', 'LIST-A', 'list-C'])
      await api.call('POST', 'team/', leader, { name });
    const found = await list('team/?search=list-&per_page=2');
    expect(found.count).toBe(3);
    expect(found.results.map((team) => team.name)).toEqual(['LIST-A', 'list-b']);
    expect(found.next).toContain('page=2');
    const second = await list('team/?search=list-&per_page=2&page=2');
    expect(second.results.map((team) => team.name)).toEqual(['list-C']);
    expect(second.next).toBeNull();
  });

  it('answer a page past the end with no teams and the real count', async () => {
    const all = await list('team/?per_page=100');
    const past = await list('team/?per_page=100&page=50');
    expect(past.results).toEqual([]);
    expect(past.count).toBe(all.count);
    expect(past.previous).toContain(`page=${String(Math.max(1, Math.ceil(all.count / 100)))}`);
    const nothing = await list('team/?search=no-such-team-anywhere&page=3');
    expect(nothing).toMatchObject({ count: 0, results: [] });
  });

  it('show the same team the same way in the list, on its page and in a profile’s list', async () => {
    const { team, leader, members } = await api.teamOf(2);
    const fromList = (await list(`team/?search=${encodeURIComponent(team.name)}`)).results;
    const fromPage = (await api.call('GET', `team/${String(team.id)}/`, viewer)).json<Team>();
    expect(fromList).toEqual([fromPage]);
    expect(fromPage.players.map((p) => p.player_id.id)).toEqual([
      leader.id,
      ...members.map((m) => m.id),
    ]);
    const [member] = members;
    if (!member) throw new Error('no member');
    expect((await list(`profile/${String(member.id)}/teams/`)).results).toEqual([fromPage]);
    expect((await list(`profile/${String(member.id)}/teams/?is_leader=true`)).count).toBe(0);
    expect((await list(`profile/${String(leader.id)}/teams/?is_leader=true`)).results).toEqual([
      fromPage,
    ]);
  });

  it('cost the same statements for one team as for twenty, searched or not', async () => {
    for (let i = 0; i < 20; i += 1) await api.teamOf(1);
    // Joining notifies in the background; those statements must not land in the count.
    await untilIdle(t);
    const statements = async (url: string) => {
      const before = t.database.queryCount();
      await list(url);
      return t.database.queryCount() - before;
    };
    const one = await statements('team/?per_page=1');
    expect(await statements('team/?per_page=20')).toBe(one);
    expect(one).toBeLessThanOrEqual(3);
    expect(await statements('team/?search=Team&per_page=20')).toBe(
      await statements('team/?search=Team&per_page=1'),
    );
  });
});
