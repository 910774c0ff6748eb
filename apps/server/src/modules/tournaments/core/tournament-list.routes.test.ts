import { tournamentRegistrationEndpoints } from '@clutch/contract/tournament-registration';
import { tournamentReviewsEndpoints } from '@clutch/contract/tournament-reviews';
import {
  tournamentsEndpoints,
  type Tournament,
  type TournamentListQuerySchema,
} from '@clutch/contract/tournaments';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { testClient } from '../../../../test/client.js';
import { createUser, type TestUser } from '../../../../test/factories.js';
import { bannerApi } from '../../../../test/banners.js';
import { teamApi } from '../../../../test/teams.js';
import { hoursFromNow, tournamentApi } from '../../../../test/tournaments.js';
import { useLedgerTestApp } from '../../../../test/wallet.js';

const t = useLedgerTestApp();
const api = tournamentApi(t);
const client = testClient(t);
const e = tournamentsEndpoints;
type ListQuery = z.input<typeof TournamentListQuerySchema>;
const list = (query: ListQuery, user: TestUser | null) => client.call(e.list, { as: user, query });
let creator: TestUser;
let viewer: TestUser;
const ids: Record<string, number> = {};

beforeAll(async () => {
  creator = await createUser(t);
  viewer = await createUser(t);
  ids['soon'] = await api.create(creator, { start_time: hoursFromNow(2) });
  ids['later'] = await api.create(creator, {
    start_time: hoursFromNow(72),
    type: '5_5',
    grid: 5,
    server: 'cis',
    entry_fee: 1,
  });
  ids['cs'] = await api.create(creator, { start_time: hoursFromNow(30), server: 'usa' }, 2);
  ids['demo'] = await api.create(creator, {
    start_time: hoursFromNow(48),
    is_demo: true,
    is_opened: 4,
    players_password: 'p',
  });
  ids['cancelled'] = await api.create(creator, { start_time: hoursFromNow(10) });
  const res = await client.call(e.remove, { as: creator, params: { id: ids['cancelled'] ?? 0 } });
  if (res.status !== 204) throw new Error(res.text);
});

async function listIds(query: ListQuery, user: TestUser | null = viewer): Promise<number[]> {
  const res = await list({ created_by: creator.id, ...query }, user);
  expect(res.status).toBe(200);
  return res.body.results.map((tournament) => tournament.id);
}
const named = (...keys: string[]) => keys.map((key) => ids[key]);

describe('listing tournaments', () => {
  it('puts the soonest first and leaves cancelled ones out', async () => {
    expect(await listIds({})).toEqual(named('soon', 'cs', 'demo', 'later'));
  });

  const filters: [string, ListQuery, string[]][] = [
    ['type', { type: '5_5' }, ['later']],
    ['game', { game: 2 }, ['cs']],
    ['is_demo', { is_demo: 'true' }, ['demo']],
    ['is_demo false', { is_demo: 'false' }, ['soon', 'cs', 'later']],
    ['server', { server: 'cis' }, ['later']],
    ['grid', { grid: 5 }, ['later']],
    ['is_opened', { is_opened: 4 }, ['demo']],
    ['free_to_enter', { free_to_enter: 'true' }, ['soon', 'cs', 'demo']],
    ['not free_to_enter', { free_to_enter: 'false' }, ['later']],
    ['status cancelled', { status: 'cancelled' }, ['cancelled']],
    ['status registration', { status: 'registration' }, ['soon', 'cs', 'demo', 'later']],
    ['status finished', { status: 'finished' }, []],
  ];
  it.each(filters)('filters by %s', async (_, query, expected) => {
    expect(await listIds(query)).toEqual(named(...expected));
  });

  it('pages by 8 unless told, with DRF links and the real count past the end', async () => {
    const many = await createUser(t);
    for (let i = 0; i < 9; i += 1) await api.create(many, { start_time: hoursFromNow(5 + i) });
    const page = (await list({ created_by: many.id }, null)).body;
    expect([page.count, page.results.length]).toEqual([9, 8]);
    expect(page.next).toContain('page=2');
    const second = (await list({ created_by: many.id, page: 2 }, null)).body;
    expect(second.results).toHaveLength(1);
    const past = (await list({ created_by: many.id, page: 3 }, null)).body;
    expect([past.count, past.results]).toEqual([9, []]);
  });

  it('shows each tournament as its page does, to anyone', async () => {
    const res = await list({ created_by: creator.id, type: '5_5' }, null);
    const [listed] = res.body.results;
    expect(listed).toEqual(await api.get(named('later')[0] ?? 0, null));
  });

  it('costs one statement per page and one per caller, then none until a change', async () => {
    const queries = async (perPage: number, user: TestUser | null = viewer) => {
      const before = t.database.queryCount();
      const res = await list({ created_by: creator.id, per_page: perPage }, user);
      expect(res.body.results).toHaveLength(perPage);
      return t.database.queryCount() - before;
    };
    // A tournament made anywhere drops every kept page and every caller's marks.
    await api.create(await createUser(t), { start_time: hoursFromNow(7) });
    expect(await queries(1)).toBe(2);
    expect(await queries(4)).toBe(1);
    expect(await queries(4)).toBe(0);
    expect(await queries(4, null)).toBe(0);
    expect(await queries(4, creator)).toBe(1);
    expect(await queries(1, creator)).toBe(0);
  });

  it('refuses filters it does not know the values of', async () => {
    for (const query of ['type=2_2', 'status=paused', 'server=mars', 'grid=11', 'game=5'])
      expect((await client.call(e.list, { search: query })).status).toBe(400);
  });
});

/** Three tournaments of one organiser: a Dota 2 one with a banner and a players password that a fan
 * watches and likes, a CS2 5x5 one a team plays in, and one taking applications the fan applied to. */
async function organisedForEveryone() {
  const organiser = await createUser(t);
  const banner = await bannerApi(t).createBanner(organiser, { name: 'Ünï "q" 日本', link: '' });
  const dota = await api.create(organiser, {
    start_time: hoursFromNow(3),
    is_opened: 4,
    players_password: 'p<w>',
    banner: banner.id,
  });
  const cs = await api.create(organiser, { start_time: hoursFromNow(4), type: '5_5' }, 2);
  const vetted = await api.create(organiser, { start_time: hoursFromNow(5), applications: true });
  const fan = await createUser(t);
  const register = (id: number, user: TestUser, body: { watcher?: number } = {}) =>
    client.call(tournamentRegistrationEndpoints.register, { as: user, params: { id }, body });
  expect((await register(dota, fan, { watcher: fan.id })).status).toBe(201);
  const like = { user_action: { action: 'like' as const } };
  const liked = await client.call(tournamentReviewsEndpoints.react, {
    as: fan,
    params: { id: dota },
    body: like,
  });
  expect(liked.status).toBe(200);
  const { leader, members } = await teamApi(t).teamOf(4);
  expect((await register(cs, leader)).status).toBe(201);
  expect((await register(vetted, fan)).status).toBe(201);
  return { organiser, banner, fan, player: members[0] ?? leader };
}

/** The organiser's list as `user` sees it, checked byte for byte against zod and the single read. */
async function listCheckedFor(organiserId: number, user: TestUser | null): Promise<Tournament[]> {
  const res = await list({ created_by: organiserId }, user);
  expect(res.status).toBe(200);
  // `body` is the answer as the list's response schema parses it.
  const page = res.body;
  expect(res.text).toBe(JSON.stringify(page));
  for (const listed of page.results) {
    const own = await client.call(e.get, { as: user, params: { id: listed.id } });
    expect(JSON.stringify(listed)).toBe(own.text);
  }
  return page.results;
}

describe('a listed tournament', () => {
  it('is written byte for byte as zod and its own page write it, to its creator, a watcher and applicant, a team player and a stranger', async () => {
    const { organiser, banner, fan, player } = await organisedForEveryone();
    const [forOrganiser, forFan, forPlayer, forStranger] = await Promise.all(
      [organiser, fan, player, null].map((user) => listCheckedFor(organiser.id, user)),
    );
    expect(forOrganiser?.map((listed) => [listed.game_id, listed.players_password])).toEqual([
      [1, 'p<w>'],
      [2, null],
      [1, null],
    ]);
    expect(forOrganiser?.[0]?.banner?.id).toBe(banner.id);
    expect(forFan?.[0]).toMatchObject({
      user_action: { action: 'like' },
      participation: { user_type: 2 },
    });
    expect(forFan?.[2]?.application).toMatchObject({ status: 'pending' });
    expect(forPlayer?.[1]?.participation).toMatchObject({ user_type: 1 });
    const callerState = (listed: Tournament) => [
      listed.user_action,
      listed.participation,
      listed.application,
    ];
    expect(forStranger?.map(callerState)).toEqual([
      [null, null, null],
      [null, null, null],
      [null, null, null],
    ]);
  });
});
