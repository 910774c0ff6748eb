import { tournamentRegistrationEndpoints } from '@clutch/contract/tournament-registration';
import { tournamentsEndpoints, type Tournament } from '@clutch/contract/tournaments';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../../test/client.js';
import { createUser, type TestUser } from '../../../../test/factories.js';
import { hoursFromNow, tournamentApi, tournamentForm } from '../../../../test/tournaments.js';
import { balances, fund, queryRows, useLedgerTestApp } from '../../../../test/wallet.js';

const t = useLedgerTestApp();
const api = tournamentApi(t);

/** Pictures are served by us: same-origin paths, whatever address the site was opened at. */
const ourUrl = expect.stringMatching(/^\/(api|media)\/.+/) as string;
const anyId = expect.any(Number) as number;

const client = testClient(t);
const e = tournamentsEndpoints;
/** The form and the game go unchecked: many tests send what validation must refuse. */
const post = (user: TestUser | null, body: object, game: number | null = 1) =>
  client.call(e.create, {
    as: user,
    search: game === null ? '' : `game=${String(game)}`,
    rawBody: body,
  });
const optionsFor = (game: number) => client.call(e.options, { query: { game } });

describe('the create form’s options', () => {
  it('offers Dota 2 modes with 1v1 Solo Mid (21) as the default, ban types, times and servers', async () => {
    const res = await optionsFor(1);
    expect(res.status).toBe(200);
    const options = res.body;
    expect(options.game).toBe(1);
    expect(options.games.map((g) => [g.id, g.work_status])).toEqual([
      [1, true],
      [2, true],
    ]);
    expect(options.modes).toContainEqual({ value: 21, display_name: '1v1 Solo Mid' });
    expect(options.modes).toContainEqual({ value: 22, display_name: 'Ranked All Pick' });
    expect(options.defaults).toMatchObject({ mode: 21, type: '1_1', min_lvl: 1, max_lvl: 100 });
    expect(options.ban_types.map((b) => b.value)).toEqual(['no_ban', 'one_of_many', 'all_but_one']);
    expect(options.freeze_time.map((c) => c.value)).toEqual([15, 30, 60, 120]);
    expect(options.match_duration.map((c) => c.value)).toEqual([30, 45, 60, 90]);
    expect(options.servers).toEqual([
      { display_name: 'US West', value: 'usa' },
      { display_name: 'US East', value: 'usa' },
      { display_name: 'West Europe', value: 'europe' },
      { display_name: 'East Europe', value: 'europe' },
      { display_name: 'CIS', value: 'cis' },
    ]);
    expect([options.max_hero_pick, options.max_map_pick]).toEqual([10, 7]);
    expect(options.filters.grid).toHaveLength(10);
  });

  it('gives CS2 its defaults and no Dota modes', async () => {
    const options = (await optionsFor(2)).body;
    expect(options.modes).toEqual([]);
    expect(options.defaults).toMatchObject({
      mode: null,
      rounds_to_win: 13,
      overtime_max_rounds: 1,
      friendly_fire: false,
      maps_ban_type: 'no_ban',
    });
    expect((await client.call(e.options, { search: 'game=3' })).status).toBe(400);
  });
});

describe('creating a tournament', () => {
  it('stores every field and shows it back, passwords to the creator only', async () => {
    const creator = await createUser(t);
    await fund(t, creator, 100);
    const start = hoursFromNow(48);
    const id = await api.create(creator, {
      type: '5_5',
      grid: 4,
      start_time: start,
      freeze_time: 60,
      match_duration: 45,
      min_lvl: 10,
      max_lvl: 60,
      prize_pool: '100',
      first_place_prize: 50,
      second_place_prize: '30.5',
      third_place_prize: 19.5,
      entry_fee: 2,
      watcher_entry_fee: '0.5',
      server: 'europe',
      is_opened: 2,
      players_password: 'lets-play',
      watchers_password: 'just-watch',
      applications: true,
      mode: 2,
      ban_type: 'one_of_many',
      selected_heroes: [1, 11],
      image: '',
      banner: null,
    });
    const shown = await api.get(id, creator);
    expect(shown).toEqual({
      id,
      type: '5_5',
      type_display: '5x5',
      game_id: 1,
      game_display: 'Dota 2',
      translations: {
        en: { name: 'Spring Cup', description: 'Mid only' },
        ua: { name: 'Весняний кубок', description: '' },
        cn: { name: '春季杯', description: '' },
      },
      image: null,
      banner: null,
      status: 'registration',
      grid: 4,
      max_participants: 16,
      participants_count: 0,
      watchers_count: 0,
      start_time: new Date(start).toISOString(),
      freeze_time: 60,
      registration_closes_at: new Date(Date.parse(start) - 3_600_000).toISOString(),
      match_duration: 45,
      prize_pool: 100,
      first_place_prize: 50,
      second_place_prize: 30.5,
      third_place_prize: 19.5,
      entry_fee: 2,
      watcher_entry_fee: 0.5,
      is_demo: false,
      server: 'europe',
      is_opened: 2,
      applications: true,
      donats: false,
      min_lvl: 10,
      max_lvl: 60,
      tournament_rating: 0,
      ratings_count: 0,
      likes_count: 0,
      dislikes_count: 0,
      user_action: null,
      created_by: { id: creator.id, username: creator.username, avatar_url: null },
      players_password: 'lets-play',
      watchers_password: 'just-watch',
      game_details: {
        game: 1,
        mode: 2,
        mode_display: 'Captains Mode',
        ban_type: 'one_of_many',
        banned_heroes: [
          { id: 1, name: 'Anti-Mage', image: ourUrl },
          {
            id: 11,
            name: 'Shadow Fiend',
            image: ourUrl,
          },
        ],
      },
      lobby_credentials: null,
      participation: null,
      application: null,
      created_at: shown.created_at,
    });
    const other = await api.get(id, await createUser(t));
    expect([other.players_password, other.watchers_password]).toEqual([null, null]);
    const anonymous = await api.get(id, null);
    expect([anonymous.players_password, anonymous.user_action]).toEqual([null, null]);
  });

  it('makes a CS2 tournament with its map pool shown by name and picture', async () => {
    const creator = await createUser(t);
    const id = await api.create(
      creator,
      { maps_ban_type: 'one_of_many', map_list: ['de_mirage', 'de_nuke'], friendly_fire: true },
      2,
    );
    expect((await api.get(id, creator)).game_details).toEqual({
      game: 2,
      friendly_fire: true,
      overtime_max_rounds: 1,
      rounds_to_win: 13,
      maps_ban_type: 'one_of_many',
      display_maps: [
        { name: 'de_mirage', map_url: ourUrl },
        { name: 'de_nuke', map_url: ourUrl },
      ],
    });
  });

  const refused: [string, Record<string, unknown>, number | null, string][] = [
    ['no game in the query', {}, null, 'game'],
    ['an unknown game', {}, 3, 'game'],
    [
      'a translation without a name',
      { translations: { en: { name: 'A' }, ua: { name: '' }, cn: { name: 'C' } } },
      1,
      'translations.ua.name',
    ],
    [
      'a missing locale',
      { translations: { en: { name: 'A' }, ua: { name: 'B' } } },
      1,
      'translations.cn',
    ],
    ['grid 0', { grid: 0 }, 1, 'grid'],
    ['grid 11', { grid: 11 }, 1, 'grid'],
    ['an unknown type', { type: '3_3' }, 1, 'type'],
    ['a start without a time zone', { start_time: '2030-01-01T10:00:00' }, 1, 'start_time'],
    ['a start in the past', { start_time: hoursFromNow(-1) }, 1, 'start_time'],
    ['a freeze time not offered', { freeze_time: 17 }, 1, 'freeze_time'],
    [
      'a freeze already begun',
      { start_time: hoursFromNow(0.25), freeze_time: 30 },
      1,
      'freeze_time',
    ],
    ['a match duration not offered', { match_duration: 50 }, 1, 'match_duration'],
    ['level 0', { min_lvl: 0 }, 1, 'min_lvl'],
    ['level 101', { max_lvl: 101 }, 1, 'max_lvl'],
    ['min_lvl above max_lvl', { min_lvl: 70, max_lvl: 20 }, 1, 'max_lvl'],
    ['a negative fee', { entry_fee: -1 }, 1, 'entry_fee'],
    ['a fee with three decimals', { entry_fee: '1.005' }, 1, 'entry_fee'],
    ['prizes over the pool', { prize_pool: 10, first_place_prize: 11 }, 1, 'prize_pool'],
    [
      'a third prize with grid 1',
      { grid: 1, prize_pool: 10, third_place_prize: 1 },
      1,
      'third_place_prize',
    ],
    ['is_opened 5', { is_opened: 5 }, 1, 'is_opened'],
    ['is_opened 4 without the players password', { is_opened: 4 }, 1, 'players_password'],
    ['is_opened 1 with a watchers password', { watchers_password: 'x' }, 1, 'watchers_password'],
    ['a CS2 field in Dota 2', { friendly_fire: true }, 1, 'friendly_fire'],
    ['a Dota 2 field in CS2', { ban_type: 'no_ban' }, 2, 'ban_type'],
    ['a mode Dota does not have', { mode: 99 }, 1, 'mode'],
    ['an unknown hero', { ban_type: 'all_but_one', selected_heroes: [9999] }, 1, 'selected_heroes'],
    ['a hero twice', { ban_type: 'one_of_many', selected_heroes: [1, 1] }, 1, 'selected_heroes'],
    ['an unknown map', { maps_ban_type: 'all_but_one', map_list: ['de_nowhere'] }, 2, 'map_list'],
    ['an unknown server', { server: 'mars' }, 1, 'server'],
    ['jars without donations', { jars: [1] }, 1, 'jars'],
    ['banned teams in a 1_1', { banned: { teams: [1] } }, 1, 'banned.teams'],
    [
      'banning a user that does not exist',
      { banned: { users: [2_000_000_000] } },
      1,
      'banned.users',
    ],
  ];
  it.each(refused)('refuses %s with a 400 naming the field', async (_, overrides, game, field) => {
    const res = await post(await createUser(t), tournamentForm(overrides), game);
    expect(res.status).toBe(400);
    expect(Object.keys(res.error)).toContain(field);
  });

  it('refuses fields the form does not have, and anonymous callers', async () => {
    const user = await createUser(t);
    const unknown = await post(user, tournamentForm({ created_by: user.id }));
    expect(unknown.status).toBe(400);
    expect(unknown.text).toContain('created_by');
    expect((await post(null, tournamentForm())).status).toBe(401);
  });

  it('reads empty values as not sent, as the client omits them', async () => {
    const creator = await createUser(t);
    const id = await api.create(creator, {
      prize_pool: '',
      entry_fee: null,
      server: '',
      players_password: '',
      ban_type: null,
    });
    const shown = await api.get(id, creator);
    expect([shown.prize_pool, shown.entry_fee, shown.server, shown.players_password]).toEqual([
      0,
      0,
      null,
      null,
    ]);
  });
});

describe('the prize pool on creation', () => {
  it('holds the pool from the creator’s real balance under the tournament’s reference', async () => {
    const creator = await createUser(t);
    await fund(t, creator, 100);
    const id = await api.create(creator, { prize_pool: 60, first_place_prize: 60 });
    expect((await balances(t, creator)).balance).toBe(40);
    const holds = await queryRows(
      t,
      `SELECT amount::int AS amount, status, purpose, book FROM wallet_holds WHERE reference = 'tournament:${String(id)}'`,
    );
    expect(holds).toEqual([
      { amount: 6000, status: 'held', purpose: 'tournament_prize_pool', book: 'real' },
    ]);
  });

  it('holds a demo tournament’s pool from the demo book', async () => {
    const creator = await createUser(t);
    const before = await balances(t, creator);
    await api.create(creator, { is_demo: true, prize_pool: 25 });
    const after = await balances(t, creator);
    expect(after.demo_balance).toBe(before.demo_balance - 25);
    expect(after.balance).toBe(before.balance);
  });

  it('creates nothing when the balance cannot cover the pool', async () => {
    const creator = await createUser(t);
    await fund(t, creator, 5);
    const res = await post(creator, tournamentForm({ prize_pool: 6 }));
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ code: 'insufficient_funds' });
    const rows = await queryRows(
      t,
      `SELECT id FROM tournaments WHERE created_by = ${String(creator.id)}`,
    );
    expect(rows).toEqual([]);
    expect((await balances(t, creator)).balance).toBe(5);
  });

  it('creates once under one Idempotency-Key, however often the form is sent', async () => {
    const creator = await createUser(t);
    await fund(t, creator, 10);
    const form = tournamentForm({ prize_pool: 10 });
    const idempotencyKey = `create-${String(creator.id)}`;
    const send = () =>
      client.call(e.create, { as: creator, query: { game: 1 }, rawBody: form, idempotencyKey });
    const first = await send();
    const again = await send();
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body).toEqual(first.body);
    expect((await balances(t, creator)).balance).toBe(0);
  });
});

describe('reading a tournament', () => {
  it('answers 404 for one that does not exist', async () => {
    expect((await client.call(e.get, { params: { id: 2000000000 } })).status).toBe(404);
  });

  it('shows the caller’s own registration', async () => {
    const creator = await createUser(t);
    const player = await createUser(t);
    const id = await api.create(creator);
    const joined = await client.call(tournamentRegistrationEndpoints.register, {
      as: player,
      params: { id },
      body: { user: player.id },
    });
    expect(joined.status, joined.text).toBe(201);
    const shown: Tournament = await api.get(id, player);
    expect(shown.participation).toEqual({
      id: anyId,
      user_type: 1,
      team_id: null,
      is_captain: true,
    });
    expect((await api.get(id, creator)).participation).toBeNull();
  });
});
