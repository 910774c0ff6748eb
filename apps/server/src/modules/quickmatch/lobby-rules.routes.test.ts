// The lobby's rules through the API: the create form per game, timed lobbies and the periods they
// book, the list and looking-for-game pages, who may take, change and give up a seat, starting,
// ready flags, likes, invitations, 5x5 sides held by Clutch teams and mixed lobbies.
import { friendsEndpoints } from '@clutch/contract/friends';
import { profileEndpoints } from '@clutch/contract/profile';
import { quickMatchEndpoints as qm, type QuickMatch } from '@clutch/contract/quickmatch';
import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.js';
import { waitForNotifications } from '../../../test/notifications.js';
import { quickMatchApi } from '../../../test/quickmatch.js';
import { teamApi } from '../../../test/teams.js';
import { useLedgerTestApp } from '../../../test/wallet.js';
import { userBans } from '../auth/user-bans.tables.js';
import { playerRatings, quickMatchCooldowns } from './quickmatch.tables.js';

// One runner: a timed period is full with one lobby.
const t = useLedgerTestApp({ env: { QUICKMATCH_SIMULATOR_CAPACITY: '1' } });
const api = quickMatchApi(t);
const { client } = api;

const DAY = 86_400_000;
const HALF_HOUR = 1_800_000;
/** 00:00 UTC of the day after the file started. */
const TOMORROW = Math.floor(Date.now() / DAY) * DAY + DAY;
let periodsTaken = 0;
/** A free period start tomorrow (UTC), one per call. */
const nextPeriod = () => new Date(TOMORROW + 16 * HALF_HOUR + periodsTaken++ * HALF_HOUR);

const me = (as: TestUser) => client.ok(profileEndpoints.me, { as });
const create = (as: TestUser, body: Record<string, unknown>, game: 1 | 2 = 1) =>
  client.call(qm.create, { as, query: { game }, rawBody: { name: 'Rules', ...body } });
const join = (as: TestUser, id: number, query: { team_id?: number; token?: string } = {}) =>
  client.call(qm.join, { as, params: { id }, query });
const list = (as: TestUser, query: Record<string, string | number | boolean> = {}) =>
  client.ok(qm.list, { as, query });
const idsOf = (page: { results: { id: number }[] }) => page.results.map((card) => card.id);

/** A demo player, with a username of the test's choosing when given. */
async function demoPlayer(username?: string): Promise<TestUser> {
  const user = await createUser(t, username === undefined ? {} : { username });
  await client.ok(profileEndpoints.patchMe, { as: user, body: { is_demo: true } });
  return user;
}

/** A lobby of `creator` with one more player seated (a 1_1 lobby is then in its ready check). */
async function withSecond(creator: TestUser, body: Record<string, unknown> = {}) {
  const lobby = await api.create(creator, body);
  const second = await api.player();
  await api.join(second, lobby.id);
  return { lobby, second };
}

/** A Clutch team of `size` players, all playing with demo crystals. */
async function demoTeam(size: number) {
  const { team, leader, members } = await teamApi(t).teamOf(size - 1);
  const players = [leader, ...members];
  for (const player of players)
    await client.ok(profileEndpoints.patchMe, { as: player, body: { is_demo: true } });
  return { team, leader, players };
}

/**
 * A lobby none of whose side ids is `teamId`: in a mix lobby team_id always names a side, so a
 * team whose id is also a side id there would sit on that side instead of being refused.
 */
async function lobbyBesides(
  teamId: number,
  creator: TestUser,
  body: Parameters<typeof api.create>[1],
) {
  for (;;) {
    const lobby = await api.create(creator, body);
    if (!lobby.teams.some((side) => side.id === teamId)) return lobby;
    await api.leave(creator, lobby.id);
  }
}

const positionOf = (lobby: QuickMatch, user: TestUser) =>
  lobby.teams.flatMap((side) => side.players).find((p) => p.user.id === user.id)?.position;

describe('the create form', () => {
  it('when a game 1 lobby is sent with a name only, then it takes the defaults the options show', async () => {
    const alice = await api.player();
    const options = await client.ok(qm.options, { as: alice, query: { game: 1 } });
    const lobby = (await create(alice, {})).body;
    expect(lobby).toMatchObject({
      type: options.defaults.type,
      game_time_type: options.defaults.game_time_type,
      game_time: null,
      is_opened: options.defaults.is_opened,
      mix: options.defaults.mix,
      entry_fee: 0,
      prize: 0,
      game_details: { game: 1, ban_type: 'no_ban', server: 'europe', heroes: [] },
      veto: null,
    });
    expect(options.defaults).toMatchObject({ ban_type: 'no_ban', maps_ban_type: null });
  });

  it('when a game 2 lobby is sent without maps_ban_type, then it plays one active map with no bans, friendly fire, 13 rounds and 3 overtime rounds', async () => {
    const alice = await api.player();
    const options = await client.ok(qm.options, { as: alice, query: { game: 2 } });
    expect(options.defaults).toMatchObject({
      maps_ban_type: 'no_ban',
      friendly_fire: true,
      rounds_to_win: 13,
      overtime_rounds: 3,
      ban_type: null,
    });
    const res = await create(alice, {}, 2);
    expect(res.status).toBe(201);
    const details = res.body.game_details;
    if (details.game !== 2) throw new Error('not a game 2 lobby');
    expect(details).toMatchObject({
      maps_ban_type: 'no_ban',
      friendly_fire: true,
      rounds_to_win: 13,
      overtime_rounds: 3,
    });
    const active = options.maps.filter((map) => map.is_active_duty).map((map) => map.name);
    expect(details.display_maps).toHaveLength(1);
    expect(active).toContain(details.display_maps[0]?.name);
    expect(res.body.display_map?.name).toBe(details.display_maps[0]?.name);
  });

  it('when a game 2 lobby names its own settings, then it keeps them', async () => {
    const alice = await api.player();
    const res = await create(
      alice,
      {
        maps_ban_type: 'one_of_many',
        maps_list: ['de_mirage', 'de_nuke', 'de_vertigo'],
        friendly_fire: 'false',
        rounds_to_win: 16,
        overtime_rounds: 0,
      },
      2,
    );
    expect(res.status).toBe(201);
    expect(res.body.game_details).toMatchObject({
      game: 2,
      maps_ban_type: 'one_of_many',
      display_maps: [{ name: 'de_mirage' }, { name: 'de_nuke' }, { name: 'de_vertigo' }],
      friendly_fire: false,
      rounds_to_win: 16,
      overtime_rounds: 0,
    });
  });

  it('when a lobby sends the other game’s fields, then a 400 names each of them and nothing is opened', async () => {
    const alice = await api.player();
    const dota = await create(alice, { maps_ban_type: 'no_ban', rounds_to_win: 10 }, 1);
    expect(dota.status).toBe(400);
    expect(dota.error).toEqual({
      maps_ban_type: ['Game 1 lobbies do not take maps_ban_type.'],
      rounds_to_win: ['Game 1 lobbies do not take rounds_to_win.'],
    });
    const cs = await create(alice, { ban_type: 'one_of_many', selected_heroes: [1, 2] }, 2);
    expect(cs.status).toBe(400);
    expect(cs.error).toEqual({
      ban_type: ['Game 2 lobbies do not take ban_type.'],
      selected_heroes: ['Game 2 lobbies do not take selected_heroes.'],
    });
    // Null stands for absent.
    expect((await create(alice, { ban_type: null, selected_heroes: null }, 2)).status).toBe(201);
  });

  it.each([
    [{ selected_heroes: [1, 24, 9999] }, 'Unknown hero ids: 24, 9999.'],
    [{ ban_type: 'one_of_many', selected_heroes: [1, 2, 1] }, 'List each hero once.'],
    [{ ban_type: 'one_of_many', selected_heroes: [1] }, 'one_of_many needs 2 to 10 heroes.'],
    [
      { ban_type: 'one_of_many', selected_heroes: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] },
      'one_of_many needs 2 to 10 heroes.',
    ],
    [
      { type: '5_5', ban_type: 'one_of_many', selected_heroes: [1, 2, 3, 4, 5] },
      'one_of_many needs 6 to 10 heroes.',
    ],
    [{ ban_type: 'all_but_one', selected_heroes: [1, 2] }, 'all_but_one plays exactly one hero.'],
  ])('when game 1 is sent %o, then a 400 on selected_heroes says "%s"', async (body, message) => {
    const alice = await api.player();
    const res = await create(alice, body);
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ selected_heroes: [message] });
    expect((await me(alice)).current_quick_match).toBeNull();
  });

  it.each([
    [{ maps_list: ['de_mirage', 'de_nowhere'] }, 'Unknown maps: de_nowhere.'],
    [{ maps_ban_type: 'one_of_many', maps_list: ['de_nuke', 'de_nuke'] }, 'List each map once.'],
    [{ maps_ban_type: 'one_of_many', maps_list: ['de_nuke'] }, 'one_of_many needs 2 to 7 maps.'],
    [
      {
        maps_ban_type: 'one_of_many',
        maps_list: [
          'de_ancient',
          'de_anubis',
          'de_dust2',
          'de_inferno',
          'de_mirage',
          'de_nuke',
          'de_train',
          'de_vertigo',
        ],
      },
      'one_of_many needs 2 to 7 maps.',
    ],
    [{ maps_ban_type: 'all_but_one' }, 'all_but_one plays exactly one listed map.'],
  ])('when game 2 is sent %o, then a 400 on maps_list says "%s"', async (body, message) => {
    const alice = await api.player();
    const res = await create(alice, body, 2);
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ maps_list: [message] });
  });

  it('when a one_of_many hero lobby lists no heroes, then it bans over the default pool of ten', async () => {
    const alice = await api.player();
    const options = await client.ok(qm.options, { as: alice, query: { game: 1 } });
    const res = await create(alice, { ban_type: 'one_of_many' });
    expect(res.status).toBe(201);
    expect(res.body.game_details).toMatchObject({
      game: 1,
      ban_type: 'one_of_many',
      heroes: options.default_heroes,
    });
    expect(options.default_heroes).toHaveLength(10);
  });
});

describe('a timed lobby', () => {
  it('when its game_time is missing, past, off a period start or sent to a snap lobby, then a 400 names game_time', async () => {
    const alice = await api.player();
    const past = new Date(Math.floor(Date.now() / HALF_HOUR) * HALF_HOUR - HALF_HOUR);
    const cases: [Record<string, unknown>, string][] = [
      [{ game_time_type: 'timed' }, 'A timed lobby needs game_time, one of the free periods.'],
      [{ game_time_type: 'timed', game_time: past.toISOString() }, 'Choose a time in the future.'],
      [
        {
          game_time_type: 'timed',
          game_time: new Date(TOMORROW + 10 * 60_000).toISOString(),
        },
        'Choose the start of a 30-minute period.',
      ],
      [
        { game_time: new Date(TOMORROW).toISOString() },
        'A snap_game lobby starts when it fills: send no game_time.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await create(alice, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.error).toEqual({ game_time: [message] });
    }
  });

  it('when a period is booked as many times as the runners host, then the next lobby is refused on game_time and bots/periods drops it until it frees', async () => {
    // A day of its own, so the other tests' timed lobbies do not book it.
    const day = TOMORROW + 2 * DAY;
    const date = new Date(day).toISOString().slice(0, 10);
    const start = new Date(day + 20 * HALF_HOUR);
    const periods = async (as: TestUser) =>
      (await client.ok(qm.periods, { as, body: { date } })).free_periods.map((p) => p.start);
    const [alice, bob] = [await api.player(), await api.player()];
    const before = await client.ok(qm.periods, { as: alice, body: { date } });
    expect(before.capacity).toBe(1);
    expect(before.free_periods).toHaveLength(48);
    expect(before.free_periods[20]).toEqual({
      start: start.toISOString(),
      end: new Date(start.getTime() + HALF_HOUR).toISOString(),
    });

    const booked = await create(alice, { game_time_type: 'timed', game_time: start.toISOString() });
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({
      game_time_type: 'timed',
      game_time: start.toISOString(),
      status: 'waiting',
    });
    const free = await periods(bob);
    expect(free).toHaveLength(47);
    expect(free).not.toContain(start.toISOString());
    expect(free).toContain(new Date(start.getTime() + HALF_HOUR).toISOString());

    const refused = await create(bob, { game_time_type: 'timed', game_time: start.toISOString() });
    expect(refused.status).toBe(400);
    expect(refused.error).toEqual({
      game_time: ['This period is fully booked: choose another one.'],
    });
    expect((await me(bob)).current_quick_match).toBeNull();

    // The creator leaving cancels the lobby, which gives its period back.
    await api.leave(alice, booked.body.id);
    expect(await periods(bob)).toContain(start.toISOString());
    expect(
      (await create(bob, { game_time_type: 'timed', game_time: start.toISOString() })).status,
    ).toBe(201);
  });

  it('when bots/periods is asked for today, then it lists only the periods still to come', async () => {
    const alice = await api.player();
    const date = new Date().toISOString().slice(0, 10);
    const answer = await client.ok(qm.periods, { as: alice, body: { date } });
    const now = Date.now();
    for (const period of answer.free_periods) expect(Date.parse(period.start)).toBeGreaterThan(now);
    const bad = await client.call(qm.periods, { as: alice, rawBody: { date: '01/02/2026' } });
    expect(bad.status).toBe(400);
    expect(bad.error).toEqual({ date: ['Send date as YYYY-MM-DD.'] });
  });
});

describe('the lobby list', () => {
  it('when no type is asked, then it lists 1_1 lobbies only; type=5_5 lists the others', async () => {
    const one = await api.create(await api.player());
    const five = await api.create(await api.player(), { type: '5_5' });
    const viewer = await api.player();
    const plain = idsOf(await list(viewer, { per_page: 100 }));
    expect(plain).toContain(one.id);
    expect(plain).not.toContain(five.id);
    const fives = await list(viewer, { type: '5_5', per_page: 100 });
    expect(idsOf(fives)).toContain(five.id);
    expect(idsOf(fives)).not.toContain(one.id);
    expect(fives.results.find((card) => card.id === five.id)).toMatchObject({
      type: '5_5',
      type_display: '5x5',
      slots: 10,
      checked_in_slots: 1,
    });
  });

  it('when filtered by is_opened, game_time_type and game, then only the matching lobbies are listed', async () => {
    const open = await api.create(await api.player());
    const closed = await api.create(await api.player(), { is_opened: false });
    const timed = await api.create(await api.player(), {
      game_time_type: 'timed',
      game_time: nextPeriod().toISOString(),
    });
    const cs = await api.create(await api.player(), {}, 2);
    const viewer = await api.player();
    const ids = async (query: Record<string, string | number | boolean>) =>
      idsOf(await list(viewer, { per_page: 100, ...query }));

    const opened = await ids({ is_opened: 'true' });
    expect(opened).toEqual(expect.arrayContaining([open.id, timed.id, cs.id]));
    expect(opened).not.toContain(closed.id);
    const closedOnly = await ids({ is_opened: 'false' });
    expect(closedOnly).toContain(closed.id);
    expect(closedOnly).not.toContain(open.id);

    const timedOnly = await ids({ game_time_type: 'timed' });
    expect(timedOnly).toContain(timed.id);
    expect(timedOnly).not.toContain(open.id);
    const snapOnly = await ids({ game_time_type: 'snap_game' });
    expect(snapOnly).toContain(open.id);
    expect(snapOnly).not.toContain(timed.id);

    const csOnly = await ids({ game: 2 });
    expect(csOnly).toContain(cs.id);
    expect(csOnly).not.toContain(open.id);
    expect(await ids({ game: 1 })).not.toContain(cs.id);
  });

  it('when more than four lobbies wait, then a page holds four, newest first, with a next link', async () => {
    const made: number[] = [];
    for (let i = 0; i < 5; i += 1) made.push((await api.create(await api.player())).id);
    const page = await list(await api.player());
    expect(page.results).toHaveLength(4);
    expect(page.count).toBeGreaterThanOrEqual(5);
    expect(page.next).toMatch(/page=2/);
    expect(idsOf(page)).toEqual(made.slice(1).reverse());
  });

  it('when a lobby fills or is cancelled, then it leaves the list: only waiting lobbies are shown', async () => {
    const waiting = await api.create(await api.player());
    const { lobby: full } = await withSecond(await api.player());
    const goneCreator = await api.player();
    const gone = await api.create(goneCreator);
    await api.leave(goneCreator, gone.id);
    const ids = idsOf(await list(await api.player(), { per_page: 100 }));
    expect(ids).toContain(waiting.id);
    expect(ids).not.toContain(full.id);
    expect(ids).not.toContain(gone.id);
  });
});

describe('looking for game', () => {
  it('when players sit in waiting lobbies, then nine are shown a page and a username finds one', async () => {
    const suffix = Math.random().toString(36).slice(2, 8);
    const seekers: TestUser[] = [];
    for (let i = 0; i < 10; i += 1) {
      const player = await demoPlayer(`lfg_${suffix}_${String(i)}`);
      await api.create(player);
      seekers.push(player);
    }
    const viewer = await api.player();
    const page = await client.ok(qm.lookingForGame, { as: viewer });
    expect(page.results).toHaveLength(9);
    expect(page.count).toBeGreaterThanOrEqual(10);

    const found = await client.ok(qm.lookingForGame, {
      as: viewer,
      query: { username: `LFG_${suffix}_7` },
    });
    const seeker = seekers[7];
    expect(found.count).toBe(1);
    expect(found.results[0]).toMatchObject({
      user: { id: seeker?.id, username: `lfg_${suffix}_7` },
      quick_match: { game: 1, type: '1_1', slots: 2, checked_in_slots: 1 },
    });
    expect(
      (await client.ok(qm.lookingForGame, { as: viewer, query: { username: `lfg_${suffix}` } }))
        .count,
    ).toBe(10);
  });

  it('when a player’s lobby fills, then they no longer look for a game', async () => {
    const suffix = Math.random().toString(36).slice(2, 8);
    const alice = await demoPlayer(`seat_${suffix}`);
    const lobby = await api.create(alice);
    const search = () =>
      client.ok(qm.lookingForGame, { as: alice, query: { username: `seat_${suffix}` } });
    expect((await search()).count).toBe(1);
    await api.join(await api.player(), lobby.id);
    expect((await search()).count).toBe(0);
  });
});

describe('joining a lobby', () => {
  it('when the lobby is closed, then a join needs its token: 403 without it or with another, a seat with it', async () => {
    const alice = await api.player();
    const lobby = await api.create(alice, { is_opened: false });
    expect(lobby.invite_token).toEqual(expect.any(String));
    const bob = await api.player();
    expect((await api.view(bob, lobby.id)).invite_token).toBeNull();
    const message = 'This lobby is closed: join it with its invitation link.';
    for (const query of [{}, { token: 'not-the-token' }]) {
      const res = await join(bob, lobby.id, query);
      expect(res.status).toBe(403);
      expect(res.error).toMatchObject({ detail: message, code: 'permission_denied' });
    }
    const joined = await join(bob, lobby.id, { token: lobby.invite_token ?? '' });
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ position: 2, checked_in_slots: 2 });
    expect(joined.body.invite_token).toBe(lobby.invite_token);
  });

  it('when the lobby is full, then a join is a 409: a snap lobby checks readiness, a timed one has no seat', async () => {
    const { lobby } = await withSecond(await api.player());
    const late = await join(await api.player(), lobby.id);
    expect(late.status).toBe(409);
    expect(late.error).toMatchObject({ detail: 'This lobby no longer takes players.' });

    const timedCreator = await api.player();
    const timed = await api.create(timedCreator, {
      game_time_type: 'timed',
      game_time: nextPeriod().toISOString(),
    });
    await api.join(await api.player(), timed.id);
    expect((await api.view(timedCreator, timed.id)).status).toBe('waiting');
    const third = await join(await api.player(), timed.id);
    expect(third.status).toBe(409);
    expect(third.error).toMatchObject({ detail: 'No free seat is left on that side.' });
  });

  it('when a player joins a lobby twice, then the second join is a 409 and they keep one seat', async () => {
    const lobby = await api.create(await api.player(), { type: '5_5' });
    const bob = await api.player();
    await api.join(bob, lobby.id);
    const again = await join(bob, lobby.id);
    expect(again.status).toBe(409);
    expect(again.error).toMatchObject({ detail: 'You already play in this lobby.' });
    expect((await api.view(bob, lobby.id)).checked_in_slots).toBe(2);
  });

  it('when a player already sits in another lobby, then joining or opening one is a 409', async () => {
    const first = await api.create(await api.player(), { type: '5_5' });
    const second = await api.create(await api.player(), { type: '5_5' });
    const bob = await api.player();
    await api.join(bob, first.id);
    const message = 'You already play in another quick match: leave it first.';
    const res = await join(bob, second.id);
    expect(res.status).toBe(409);
    expect(res.error).toMatchObject({ detail: message });
    const opened = await create(bob, {});
    expect(opened.status).toBe(409);
    expect(opened.error).toMatchObject({ detail: message });
    expect((await me(bob)).current_quick_match).toEqual({ id: first.id });
    // Once they leave, the other lobby takes them.
    await api.leave(bob, first.id);
    expect((await join(bob, second.id)).status).toBe(200);
  });

  it('when an operator banned the account from quick matches, then joining and opening are 403 until the ban ends', async () => {
    const lobby = await api.create(await api.player(), { type: '5_5' });
    const [forGood, until, expired] = [await api.player(), await api.player(), await api.player()];
    const end = new Date(Date.now() + 3 * DAY);
    await t.database.db.insert(userBans).values([
      { userId: forGood.id, kind: 'quick_match' },
      { userId: until.id, kind: 'quick_match', until: end },
      { userId: expired.id, kind: 'quick_match', until: new Date(Date.now() - 60_000) },
      // Another kind of ban does not keep anyone out of quick matches.
      { userId: expired.id, kind: 'tournament' },
    ]);
    const banned = await join(forGood, lobby.id);
    expect(banned.status).toBe(403);
    expect(banned.error).toEqual({
      detail: 'Your account is banned from quick matches for good.',
      code: 'quick_match_ban',
      ban: 'quick_match',
      until: null,
    });
    expect((await create(forGood, {})).status).toBe(403);
    const timed = await join(until, lobby.id);
    expect(timed.status).toBe(403);
    expect(timed.error).toEqual({
      detail: `Your account is banned from quick matches until ${end.toISOString()}.`,
      code: 'quick_match_ban',
      ban: 'quick_match',
      until: end.toISOString(),
    });
    expect((await join(expired, lobby.id)).status).toBe(200);
  });

  it('when a player is cooling down from a missed ready check, then a join is a 403 carrying the until', async () => {
    const lobby = await api.create(await api.player(), { type: '5_5' });
    const [cooling, cooled] = [await api.player(), await api.player()];
    const until = new Date(Date.now() + 4 * 60_000);
    const now = new Date();
    await t.database.db.insert(quickMatchCooldowns).values([
      { userId: cooling.id, strikes: 3, lastStrikeAt: now, until },
      { userId: cooled.id, strikes: 1, lastStrikeAt: now, until: new Date(Date.now() - 1000) },
    ]);
    const res = await join(cooling, lobby.id);
    expect(res.status).toBe(403);
    expect(res.error).toEqual({
      detail: `You missed a ready check: you can join a quick match again at ${until.toISOString().replace('T', ' ').slice(0, 16)} UTC.`,
      code: 'ready_check_cooldown',
      until: until.toISOString(),
    });
    expect((await join(cooled, lobby.id)).status).toBe(200);
  });

  it('when the lobby does not exist, then a join is a 404', async () => {
    const res = await join(await api.player(), 987_654);
    expect(res.status).toBe(404);
    expect(res.error).toEqual({ detail: 'No quick match has this id.' });
  });
});

describe('changing position', () => {
  it('when a 5x5 player changes position, then they move to the first free seat of the other side, unready', async () => {
    const alice = await api.player();
    const lobby = await api.create(alice, { type: '5_5' });
    const bob = await api.player();
    await api.join(bob, lobby.id);
    await api.ready(bob, lobby.id);
    const before = await api.view(bob, lobby.id);
    expect(before).toMatchObject({ position: 2, is_ready: true });
    const sideB = before.teams.find((side) => side.side === 'b');
    const moved = await client.call(qm.changePosition, {
      as: bob,
      params: { id: lobby.id },
      query: { team_id: sideB?.id ?? 0 },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ position: 6, is_ready: false, team: sideB?.id });
    expect(moved.body.team_name).toBe('Dire');
    // Naming the side one already sits on is refused.
    const same = await client.call(qm.changePosition, {
      as: bob,
      params: { id: lobby.id },
      query: { team_id: sideB?.id ?? 0 },
    });
    expect(same.status).toBe(400);
    expect(same.error).toEqual({ team_id: ['Name the other side of this lobby, or none.'] });
    const back = await client.ok(qm.changePosition, { as: bob, params: { id: lobby.id } });
    expect(back.position).toBe(2);
  });

  it('when the other side is full or the seats are fixed, then change-position is a 409', async () => {
    const alice = await api.player();
    const { lobby, second } = await withSecond(alice, {
      game_time_type: 'timed',
      game_time: nextPeriod().toISOString(),
    });
    const full = await client.call(qm.changePosition, { as: second, params: { id: lobby.id } });
    expect(full.status).toBe(409);
    expect(full.error).toMatchObject({ detail: 'The other side has no free seat.' });

    const snap = await withSecond(await api.player());
    const fixed = await client.call(qm.changePosition, {
      as: snap.second,
      params: { id: snap.lobby.id },
    });
    expect(fixed.status).toBe(409);
    expect(fixed.error).toMatchObject({ detail: 'Seats are fixed once every seat is taken.' });
  });
});

describe('leaving', () => {
  it('when a player leaves, then their fee is released, their seat is free and the lobby still waits', async () => {
    const alice = await api.player();
    const lobby = await api.create(alice, { type: '5_5', entry_fee: 25 });
    const bob = await api.player();
    await api.join(bob, lobby.id);
    expect((await me(bob)).demo_balance).toBe(975);
    const left = await client.call(qm.leave, { as: bob, params: { id: lobby.id } });
    expect(left.status).toBe(200);
    expect(left.body).toEqual({ message: 'You left the lobby.' });
    expect(await me(bob)).toMatchObject({ demo_balance: 1000, current_quick_match: null });
    const view = await api.view(alice, lobby.id);
    expect(view).toMatchObject({ status: 'waiting', checked_in_slots: 1 });
    expect(positionOf(view, bob)).toBeUndefined();
    const again = await client.call(qm.leave, { as: bob, params: { id: lobby.id } });
    expect(again.status).toBe(403);
    expect(again.error).toMatchObject({ detail: 'You do not play in this lobby.' });
  });

  it('when the creator leaves, then the lobby is cancelled and everyone’s fee and the prize are released', async () => {
    const alice = await api.player();
    const lobby = await api.create(alice, { type: '5_5', entry_fee: 10, prize: 5 });
    const [bob, carol] = [await api.player(), await api.player()];
    await api.join(bob, lobby.id);
    await api.join(carol, lobby.id);
    expect((await me(alice)).demo_balance).toBe(985);
    await api.leave(alice, lobby.id);
    for (const user of [alice, bob, carol])
      expect(await me(user)).toMatchObject({ demo_balance: 1000, current_quick_match: null });
    const view = await api.view(bob, lobby.id);
    expect(view.status).toBe('cancelled');
    expect(view.finished_at).not.toBeNull();
    // Nobody may do anything with it any more, and its players are free to sit elsewhere.
    expect((await join(await api.player(), lobby.id)).status).toBe(409);
    expect((await client.call(qm.leave, { as: bob, params: { id: lobby.id } })).status).toBe(403);
    expect((await create(bob, {})).status).toBe(201);
  });

  it('when a player leaves during the ready check, then it stops and the others no longer see it in profile/me', async () => {
    const alice = await api.player();
    const { lobby, second: bob } = await withSecond(alice);
    expect((await me(alice)).ready_check).toMatchObject({ match_id: lobby.id, total: 2 });
    expect((await api.view(alice, lobby.id)).status).toBe('ready_check');
    await api.leave(bob, lobby.id);
    const view = await api.view(alice, lobby.id);
    expect(view).toMatchObject({ status: 'waiting', ready_check: null, checked_in_slots: 1 });
    expect(await me(alice)).toMatchObject({
      ready_check: null,
      current_quick_match: { id: lobby.id },
    });
    expect(await me(bob)).toMatchObject({ ready_check: null, current_quick_match: null });
  });
});

describe('removing a player', () => {
  it('when the creator removes a player, then the seat frees and the fee is released; others, empty seats and oneself are refused', async () => {
    const alice = await api.player();
    const lobby = await api.create(alice, { type: '5_5', entry_fee: 4 });
    const [bob, carol] = [await api.player(), await api.player()];
    await api.join(bob, lobby.id);
    await api.join(carol, lobby.id);
    const remove = (as: TestUser, position: number) =>
      client.call(qm.removePlayer, { as, params: { id: lobby.id, position } });

    const byPlayer = await remove(bob, 3);
    expect(byPlayer.status).toBe(403);
    expect(byPlayer.error).toMatchObject({ detail: 'Only the lobby’s creator removes players.' });
    const empty = await remove(alice, 7);
    expect(empty.status).toBe(404);
    expect(empty.error).toEqual({ detail: 'Nobody sits at this position.' });
    const self = await remove(alice, 1);
    expect(self.status).toBe(400);
    expect(self.error).toEqual({
      error: 'You cannot remove yourself: leave the lobby to close it.',
    });

    const removed = await remove(alice, 3);
    expect(removed.status).toBe(200);
    expect(removed.body.checked_in_slots).toBe(2);
    expect(positionOf(removed.body, carol)).toBeUndefined();
    expect(await me(carol)).toMatchObject({ demo_balance: 1000, current_quick_match: null });
    expect((await me(bob)).demo_balance).toBe(996);
  });
});

describe('starting the game', () => {
  it('when someone other than the creator starts it, then 403', async () => {
    const { lobby, second } = await withSecond(await api.player());
    const res = await client.call(qm.startGame, { as: second, params: { id: lobby.id } });
    expect(res.status).toBe(403);
    expect(res.error).toMatchObject({ detail: 'Only the lobby’s creator starts the game.' });
  });

  it('when a seat is free or a player is not ready, then 400 says how many seats or who', async () => {
    const alice = await api.player();
    const lobby = await api.create(alice);
    const start = () => client.call(qm.startGame, { as: alice, params: { id: lobby.id } });
    const empty = await start();
    expect(empty.status).toBe(400);
    expect(empty.error).toEqual({ error: 'Every seat must be taken: 1 still free.' });
    const bob = await api.player();
    await api.join(bob, lobby.id);
    await api.ready(alice, lobby.id);
    const waiting = await start();
    expect(waiting.status).toBe(400);
    expect(waiting.error).toEqual({
      error: `Every player must be ready; waiting for ${bob.username}.`,
    });
  });

  it('when a timed lobby has every seat taken and ready, then it waits for its hour unless the creator starts it', async () => {
    const alice = await api.player();
    const { lobby, second: bob } = await withSecond(alice, {
      game_time_type: 'timed',
      game_time: nextPeriod().toISOString(),
      ban_type: 'one_of_many',
    });
    await api.ready(alice, lobby.id);
    await api.ready(bob, lobby.id);
    expect((await api.view(alice, lobby.id)).status).toBe('waiting');
    const started = await client.call(qm.startGame, { as: alice, params: { id: lobby.id } });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ status: 'veto', veto: { turn: { side: 'a', step: 0 } } });
    const again = await client.call(qm.startGame, { as: alice, params: { id: lobby.id } });
    expect(again.status).toBe(409);
  });
});

describe('the ready flag', () => {
  it('when a player reads and toggles it with GET, POST and PATCH, then it flips and the ready check shows', async () => {
    const alice = await api.player();
    const lobby = await api.create(alice, { type: '5_5' });
    const params = { id: lobby.id };
    expect(await client.ok(qm.ready, { as: alice, params })).toEqual({
      is_ready: false,
      ready_check: null,
    });
    expect(await client.ok(qm.toggleReady, { as: alice, params })).toEqual({
      is_ready: true,
      ready_check: null,
    });
    expect(await client.ok(qm.toggleReadyPatch, { as: alice, params })).toEqual({
      is_ready: false,
      ready_check: null,
    });
    expect((await client.ok(qm.ready, { as: alice, params })).is_ready).toBe(false);

    const { lobby: checking, second } = await withSecond(await api.player());
    const state = await client.ok(qm.toggleReady, { as: second, params: { id: checking.id } });
    expect(state).toMatchObject({ is_ready: true, ready_check: { ready: 1, total: 2 } });
    expect(Date.parse(state.ready_check?.deadline ?? '')).toBeGreaterThan(Date.now());
  });
});

describe('likes and dislikes', () => {
  it('when a user likes, likes again, dislikes and likes, then the counts follow and never go below zero', async () => {
    const lobby = await api.create(await api.player());
    const [fan, other] = [await api.player(), await api.player()];
    const react = (as: TestUser, action: 'like' | 'dislike') =>
      client.ok(qm.userAction, { as, params: { id: lobby.id }, query: { action } });

    expect(await react(fan, 'like')).toEqual({
      likes_count: 1,
      dislikes_count: 0,
      user_action: 'like',
    });
    expect(await react(fan, 'like')).toEqual({
      likes_count: 0,
      dislikes_count: 0,
      user_action: null,
    });
    expect(await react(fan, 'dislike')).toEqual({
      likes_count: 0,
      dislikes_count: 1,
      user_action: 'dislike',
    });
    expect(await react(fan, 'like')).toEqual({
      likes_count: 1,
      dislikes_count: 0,
      user_action: 'like',
    });
    expect(await react(other, 'dislike')).toEqual({
      likes_count: 1,
      dislikes_count: 1,
      user_action: 'dislike',
    });
    expect(await react(other, 'dislike')).toEqual({
      likes_count: 1,
      dislikes_count: 0,
      user_action: null,
    });
    expect(await api.view(fan, lobby.id)).toMatchObject({
      likes_count: 1,
      dislikes_count: 0,
      user_action: 'like',
    });
    expect((await api.view(other, lobby.id)).user_action).toBeNull();
    const bad = await client.call(qm.userAction, {
      as: fan,
      params: { id: lobby.id },
      search: 'action=love',
    });
    expect(bad.status).toBe(400);
    expect(bad.error).toEqual({ action: ['Choose action like or dislike.'] });
  });
});

describe('inviting to a quick match', () => {
  const invite = (as: TestUser, target: { id: number }) =>
    client.call(qm.invite, { as, params: { id: target.id } });

  it('when the inviter sits in an open lobby, then the invited user gets a quick_match_invite notification linking to it', async () => {
    const alice = await api.player();
    const lobby = await api.create(alice);
    const bob = await api.player();
    const res = await invite(alice, bob);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Invitation sent.', match_id: lobby.id });
    const inbox = await waitForNotifications(t, bob, 1);
    expect(inbox.results[0]).toMatchObject({
      type: 'quick_match_invite',
      atributtes: { match_id: lobby.id, link: `/match/${String(lobby.id)}` },
    });
    expect(inbox.results[0]?.atributtes.invite_token).toBeUndefined();
  });

  it('when the lobby is closed, then the link carries its token, which joins it', async () => {
    const alice = await api.player();
    const lobby = await api.create(alice, { is_opened: false });
    const bob = await api.player();
    expect((await invite(alice, bob)).status).toBe(200);
    const inbox = await waitForNotifications(t, bob, 1);
    const token = lobby.invite_token ?? '';
    expect(inbox.results[0]).toMatchObject({
      type: 'quick_match_invite',
      atributtes: {
        match_id: lobby.id,
        invite_token: token,
        link: `/match/${String(lobby.id)}/${token}`,
      },
    });
    expect((await join(bob, lobby.id, { token })).status).toBe(200);
  });

  it('when the invitation is to oneself, across a block, from outside a waiting lobby, to a seated player or nobody, then it is refused', async () => {
    const alice = await api.player();
    const [bob, blocker, blocked, idle] = [
      await api.player(),
      await api.player(),
      await api.player(),
      await api.player(),
    ];
    expect((await invite(idle, bob)).error).toEqual({
      error: 'You are not in a lobby that waits for players.',
    });
    const lobby = await api.create(alice, { type: '5_5' });
    const self = await invite(alice, alice);
    expect(self.status).toBe(400);
    expect(self.error).toEqual({ error: 'You cannot invite yourself.' });
    await client.ok(friendsEndpoints.banUser, { as: blocker, query: { banned_user: alice.id } });
    await client.ok(friendsEndpoints.banUser, { as: alice, query: { banned_user: blocked.id } });
    for (const target of [blocker, blocked]) {
      const res = await invite(alice, target);
      expect(res.status).toBe(403);
      expect(res.error).toMatchObject({ detail: 'You cannot invite this user.' });
    }
    await api.join(bob, lobby.id);
    const seated = await invite(alice, bob);
    expect(seated.status).toBe(409);
    expect(seated.error).toMatchObject({ detail: 'This user already plays in your lobby.' });
    expect((await invite(alice, { id: 987_654 })).status).toBe(404);
    const outsider = await invite(idle, bob);
    expect(outsider.status).toBe(400);
  });
});

describe('5x5 sides held by Clutch teams', () => {
  it('when a team player joins with the team’s id, then the team holds the free side and its players sit there; strangers cannot', async () => {
    const alice = await api.player();
    const { team, players } = await demoTeam(3);
    const lobby = await api.create(alice, { type: '5_5' });
    const [first, second, third] = players;
    if (!first || !second || !third) throw new Error('no team');

    const joined = await join(first, lobby.id, { team_id: team.id });
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ position: 6, team_name: team.name });
    const sideB = joined.body.teams.find((side) => side.side === 'b');
    expect(sideB).toMatchObject({ name: team.name, team: { id: team.id, name: team.name } });
    expect((await join(second, lobby.id, { team_id: team.id })).body.position).toBe(7);
    // A team player may also name the side itself.
    expect((await join(third, lobby.id, { team_id: sideB?.id ?? 0 })).body.position).toBe(8);

    const stranger = await api.player();
    const onTeamSide = await join(stranger, lobby.id, { team_id: sideB?.id ?? 0 });
    expect(onTeamSide.status).toBe(403);
    expect(onTeamSide.error).toMatchObject({
      detail: 'A team holds this side: only its players sit there.',
    });
    const asTeam = await join(stranger, lobby.id, { team_id: team.id });
    expect(asTeam.status).toBe(400);
    expect(asTeam.error).toEqual({ team_id: ['You do not play for this team.'] });
    // Without team_id a stranger sits on the open side only.
    expect((await join(stranger, lobby.id)).body.position).toBe(2);
    const move = await client.call(qm.changePosition, { as: stranger, params: { id: lobby.id } });
    expect(move.status).toBe(409);
    expect(move.error).toMatchObject({
      detail: 'A team holds the other side: its players take its seats.',
    });
    const players5 = await client.ok(qm.players, { as: stranger, params: { id: lobby.id } });
    expect(players5.find((side) => side.side === 'b')?.players.map((p) => p.user.id)).toEqual([
      first.id,
      second.id,
      third.id,
    ]);
  });

  it('when team_id names no side of a 1x1 lobby, then 400 on team_id', async () => {
    const lobby = await api.create(await api.player());
    const res = await join(await api.player(), lobby.id, { team_id: 987_654 });
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ team_id: ['Name one of this lobby’s two sides.'] });
  });
});

describe('a mixed lobby', () => {
  it('when a 5x5 mix lobby starts, then its players are reseated into two sides balanced by rating', async () => {
    const players: TestUser[] = [];
    for (let i = 0; i < 10; i += 1) players.push(await api.player());
    const ids = players.map((p) => p.id).sort((x, y) => x - y);
    // Two strong players and eight equal ones: the strong two must end up on opposite sides.
    const ordinals = [100, 90, 10, 10, 10, 10, 10, 10, 10, 10];
    await t.database.db.insert(playerRatings).values(
      ids.map((userId, index) => ({
        userId,
        game: 1,
        book: 'demo' as const,
        mu: (ordinals[index] ?? 0) + 3,
        sigma: 1,
      })),
    );
    const byId = new Map(players.map((p) => [p.id, p]));
    const ordered = ids.map((id) => byId.get(id)).filter((p): p is TestUser => p !== undefined);
    const [creator, ...rest] = ordered;
    if (!creator) throw new Error('no players');
    const lobby = await api.create(creator, { type: '5_5', mix: true });
    for (const player of rest) await api.join(player, lobby.id);
    const before = await api.view(creator, lobby.id);
    // Seated in joining order: the two strongest are both on side a.
    expect(positionOf(before, ordered[0] ?? creator)).toBe(1);
    expect(positionOf(before, ordered[1] ?? creator)).toBe(2);
    for (const player of ordered) await api.ready(player, lobby.id);

    const after = await api.view(creator, lobby.id);
    expect(after.status).toBe('in_game');
    const sideIds = (side: 'a' | 'b') =>
      after.teams.find((s) => s.side === side)?.players.map((p) => p.user.id);
    // Best split: 100 + four 10s against 90 + four 10s; among equal ones side a is the lowest ids.
    expect(sideIds('a')).toEqual([ids[0], ids[2], ids[3], ids[4], ids[5]]);
    expect(sideIds('b')).toEqual([ids[1], ids[6], ids[7], ids[8], ids[9]]);
  });

  it('when a mix lobby is sent a Clutch team id, then it is refused: a mix has no team sides', async () => {
    const { team, leader } = await demoTeam(1);
    const lobby = await lobbyBesides(team.id, await api.player(), { type: '5_5', mix: true });
    const res = await join(leader, lobby.id, { team_id: team.id });
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ team_id: ['Name one of this lobby’s two sides.'] });
  });
});
