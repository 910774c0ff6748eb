// Registering as a 1_1 player or a watcher, leaving, and the creator removing a registration: every
// rule of the join (window, password, levels, bans, one place per user), the fee held from the right
// book and released, and who may call what.
import { randomUUID } from 'node:crypto';
import { tournamentRegistrationEndpoints } from '@clutch/contract/tournament-registration';
import { tournamentsEndpoints } from '@clutch/contract/tournaments';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../../test/client.js';
import { createUser, type TestUser } from '../../../../test/factories.js';
import {
  banFromTournaments,
  createTournament,
  setLevel,
  startIn,
  tournamentApi,
} from '../../../../test/tournaments.js';
import {
  balances,
  createFundedUser,
  queryRows,
  useLedgerTestApp,
} from '../../../../test/wallet.js';

const t = useLedgerTestApp();
const api = tournamentApi(t);
const client = testClient(t);
const e = tournamentRegistrationEndpoints;
/** `body` goes unchecked: some tests send what validation must refuse. */
const register = (id: number, user: TestUser, body: object = {}, idempotencyKey?: string) =>
  client.call(e.register, {
    as: user,
    params: { id },
    rawBody: body,
    ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
  });
const leave = (id: number, user: TestUser) => client.call(e.leave, { as: user, params: { id } });
/** `body` goes unchecked: a test sends both a user and a team. */
const removeFrom = (id: number, user: TestUser, body: object) =>
  client.call(e.removeParticipant, { as: user, params: { id }, rawBody: body });

describe('registering as a 1_1 player', () => {
  it('takes a place, holds the entry fee and shows the player everywhere', async () => {
    const { id } = await createTournament(t, { entry_fee: 5 });
    const player = await createFundedUser(t, 20);
    await setLevel(t, player.id, 37);
    const res = await register(id, player, { user: player.id });
    expect(res.status, res.text).toBe(201);
    const result = res.body;
    expect(result).toMatchObject({ user_type: 1, status: 'registered', application_id: null });
    expect((await balances(t, player)).balance).toBe(15);
    const holds = await queryRows(
      t,
      `select amount::int as amount, purpose, reference, status from wallet_holds where user_id = ${String(player.id)}`,
    );
    expect(holds).toEqual([
      {
        amount: 500,
        purpose: 'tournament_entry',
        reference: `tournament:${String(id)}`,
        status: 'held',
      },
    ]);

    const shown = await api.get(id, player);
    expect(shown.participants_count).toBe(1);
    expect(shown.participation).toEqual({
      id: result.participant_id,
      user_type: 1,
      team_id: null,
      is_captain: true,
    });
    const users = await client.ok(e.participants, { as: player, params: { id } });
    expect(users.count).toBe(1);
    expect(users.results[0]).toMatchObject({
      user_type: 1,
      user: { id: player.id, username: player.username },
      team: null,
      roster: [{ user: { id: player.id }, prize_percentage: 100 }],
      level: 37,
      seed: null,
    });
    const players = await client.ok(e.players, { as: player, params: { id } });
    expect(players).toEqual([
      {
        id: result.participant_id,
        team: null,
        players: [
          {
            user: { id: player.id, username: player.username, avatar_url: null },
            prize_percentage: 100,
          },
        ],
      },
    ]);
  });

  it('joins with no data at all, and only once', async () => {
    const { id } = await createTournament(t);
    const player = await createUser(t);
    expect((await register(id, player)).status).toBe(201);
    const again = await register(id, player);
    expect(again.status).toBe(400);
    expect(again.error['error']).toMatch(/already registered/);
    const watching = await register(id, player, { watcher: player.id });
    expect(watching.status).toBe(400);
  });

  it('refuses to register someone else', async () => {
    const { id } = await createTournament(t);
    const [caller, other] = [await createUser(t), await createUser(t)];
    const res = await register(id, caller, { user: other.id });
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ user: ['You can only register yourself.'] });
    const team = await register(id, caller, { team: 1 });
    expect(team.error).toHaveProperty('team');
  });

  it('admits only levels within min_lvl..max_lvl', async () => {
    const { id } = await createTournament(t, { min_lvl: 10, max_lvl: 20 });
    const low = await createUser(t);
    await setLevel(t, low.id, 9);
    const res = await register(id, low);
    expect(res.status).toBe(400);
    expect(res.error['error']).toMatch(/level 9; .* levels 10 to 20/);
    const edge = await createUser(t);
    await setLevel(t, edge.id, 20);
    expect((await register(id, edge)).status).toBe(201);
    // Watchers do not play: any level may watch.
    expect((await register(id, low, { watcher: low.id })).status).toBe(201);
  });

  it('refuses an account an operator banned from tournaments', async () => {
    const { id } = await createTournament(t);
    const banned = await createUser(t);
    await banFromTournaments(t, banned.id);
    const res = await register(id, banned);
    expect(res.status).toBe(403);
    expect(res.error['detail']).toBe('Your account is banned from tournaments for good.');
    expect((await register(id, banned, { watcher: banned.id })).status).toBe(403);
  });

  it('lets the creator watch but not play', async () => {
    const { id, creator } = await createTournament(t);
    const res = await register(id, creator);
    expect(res.status).toBe(400);
    expect(res.error['error']).toMatch(/organises this tournament/);
    expect((await register(id, creator, { watcher: creator.id })).status).toBe(201);
  });

  it('answers 404 for an unknown tournament and 401 without a session', async () => {
    const user = await createUser(t);
    expect((await register(2_000_000, user)).status).toBe(404);
    const anonymous = await client.call(e.register, { params: { id: 1 } });
    expect(anonymous.status).toBe(401);
  });
});

describe('watchers', () => {
  it('pay the watcher fee and are listed apart from the players', async () => {
    const { id } = await createTournament(t, { entry_fee: 3, watcher_entry_fee: 1.5 });
    const watcher = await createFundedUser(t, 10);
    const player = await createFundedUser(t, 10);
    const res = await register(id, watcher, { watcher: watcher.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ user_type: 2, status: 'registered' });
    expect((await register(id, player)).status).toBe(201);
    expect((await balances(t, watcher)).balance).toBe(8.5);
    const shown = await api.get(id, watcher);
    expect([shown.participants_count, shown.watchers_count]).toEqual([1, 1]);
    const watchers = await client.ok(e.participants, {
      as: player,
      params: { id },
      query: { user_type: 2 },
    });
    expect(watchers.results.map((p) => [p.user?.id, p.roster])).toEqual([[watcher.id, []]]);
    const players = await client.ok(e.players, { as: player, params: { id } });
    expect(players.map((entry) => entry.players[0]?.user.id)).toEqual([player.id]);
  });

  it('search participants by name', async () => {
    const { id } = await createTournament(t);
    const named = await createUser(t, { username: `Zeta_${randomUUID().slice(0, 6)}` });
    await register(id, named);
    await register(id, await createUser(t));
    const found = await client.ok(e.participants, {
      as: named,
      params: { id },
      query: { search: 'zeta_' },
    });
    expect(found.count).toBe(1);
    expect(found.results[0]?.user?.id).toBe(named.id);
    const badType = await client.call(e.participants, {
      as: named,
      params: { id },
      search: 'user_type=3',
    });
    expect(badType.status).toBe(400);
  });

  it('may not name another user', async () => {
    const { id } = await createTournament(t);
    const [caller, other] = [await createUser(t), await createUser(t)];
    const res = await register(id, caller, { watcher: other.id });
    expect(res.error).toEqual({ watcher: ['You can only register yourself as a watcher.'] });
  });
});

describe('passwords', () => {
  it('asks players and watchers for their own password when is_opened 2', async () => {
    const { id } = await createTournament(t, {
      is_opened: 2,
      players_password: 'play-9',
      watchers_password: 'watch-9',
    });
    const user = await createUser(t);
    const missing = await register(id, user);
    expect(missing.status).toBe(400);
    expect(missing.error).toEqual({ password: ['This tournament asks players for a password.'] });
    const wrong = await register(id, user, { password: 'watch-9' });
    expect(wrong.error).toEqual({ password: ['The password is not right.'] });
    expect((await register(id, user, { password: 'play-9' })).status).toBe(201);
    const watcher = await createUser(t);
    const asPlayer = await register(id, watcher, { watcher: watcher.id, password: 'play-9' });
    expect(asPlayer.status).toBe(400);
    const ok = await register(id, watcher, { watcher: watcher.id, password: 'watch-9' });
    expect(ok.status).toBe(201);
  });

  it('asks only watchers when is_opened 3', async () => {
    const { id } = await createTournament(t, { is_opened: 3, watchers_password: 'w' });
    const user = await createUser(t);
    expect((await register(id, user)).status).toBe(201);
    const watcher = await createUser(t);
    expect((await register(id, watcher, { watcher: watcher.id })).status).toBe(400);
  });
});

describe('the registration window', () => {
  it('closes at the freeze, and leaving ends at the start', async () => {
    const { id } = await createTournament(t, { freeze_time: 30 });
    const early = await createUser(t);
    expect((await register(id, early)).status).toBe(201);
    await startIn(t, id, 20);
    const late = await register(id, await createUser(t));
    expect(late.status).toBe(400);
    expect(late.error['error']).toMatch(/Registration closed at .* 30 minutes/);
    await startIn(t, id, -1);
    const left = await leave(id, early);
    expect(left.status).toBe(400);
    expect(left.error['error']).toMatch(/has started/);
  });

  it('is over once the creator cancels', async () => {
    const { id, creator } = await createTournament(t, { entry_fee: 2 });
    const player = await createFundedUser(t, 10);
    await register(id, player);
    const removed = await client.call(tournamentsEndpoints.remove, { as: creator, params: { id } });
    expect(removed.status).toBe(204);
    expect((await balances(t, player)).balance).toBe(10);
    const res = await register(id, await createUser(t));
    expect(res.error['error']).toMatch(/tournament is cancelled/);
  });
});

describe('fees', () => {
  it('refuse a player who cannot pay, and register nothing', async () => {
    const { id } = await createTournament(t, { entry_fee: 5 });
    const poor = await createFundedUser(t, 4.99);
    const res = await register(id, poor);
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ code: 'insufficient_funds', missing: 0.01, book: 'real' });
    expect((await api.get(id, poor)).participants_count).toBe(0);
  });

  it('come from the demo book in a demo tournament', async () => {
    const { id } = await createTournament(t, { is_demo: true, entry_fee: 7, watcher_entry_fee: 2 });
    const player = await createFundedUser(t, 10);
    const before = await balances(t, player);
    expect((await register(id, player)).status).toBe(201);
    const after = await balances(t, player);
    expect(after.balance).toBe(10);
    expect(after.demo_balance).toBe(before.demo_balance - 7);
    const [hold] = await queryRows(
      t,
      `select book from wallet_holds where user_id = ${String(player.id)}`,
    );
    expect(hold).toEqual({ book: 'demo' });
  });

  it('are held once for a retried Idempotency-Key', async () => {
    const { id } = await createTournament(t, { entry_fee: 4 });
    const player = await createFundedUser(t, 10);
    const key = randomUUID();
    const [first, second] = await Promise.all([
      register(id, player, {}, key),
      register(id, player, {}, key),
    ]);
    const answered = [first, second].filter((res) => res.status === 201);
    expect(answered.length).toBeGreaterThan(0);
    for (const res of answered) expect(res.text).toBe(answered[0]?.text);
    expect((await balances(t, player)).balance).toBe(6);
    const retry = await register(id, player, {}, key);
    expect(retry.status).toBe(201);
    expect(retry.text).toBe(answered[0]?.text);
  });
});

describe('leaving and removal', () => {
  it('releases the fee when a player leaves, and they may register again', async () => {
    const { id } = await createTournament(t, { entry_fee: 5 });
    const player = await createFundedUser(t, 10);
    await register(id, player);
    const res = await leave(id, player);
    expect(res.status).toBe(204);
    expect((await balances(t, player)).balance).toBe(10);
    expect((await api.get(id, player)).participants_count).toBe(0);
    expect((await api.get(id, player)).participation).toBeNull();
    expect((await register(id, player)).status).toBe(201);
    expect((await balances(t, player)).balance).toBe(5);
  });

  it('is for participants: anyone else gets a 403', async () => {
    const { id } = await createTournament(t);
    const stranger = await createUser(t);
    const res = await leave(id, stranger);
    expect(res.status).toBe(403);
    expect(res.error).toMatchObject({ detail: 'You are not registered in this tournament.' });
  });

  it('lets only the creator remove a registration, releasing the fee', async () => {
    const { id, creator } = await createTournament(t, { watcher_entry_fee: 1 });
    const watcher = await createFundedUser(t, 5);
    await register(id, watcher, { watcher: watcher.id });
    const other = await createUser(t);
    const body = { user: watcher.id };
    expect((await removeFrom(id, other, body)).status).toBe(403);
    expect((await removeFrom(id, watcher, body)).status).toBe(403);
    const res = await removeFrom(id, creator, body);
    expect(res.status).toBe(204);
    expect((await balances(t, watcher)).balance).toBe(5);
    expect((await api.get(id, watcher)).watchers_count).toBe(0);
    const again = await removeFrom(id, creator, body);
    expect(again.status).toBe(404);
    const both = await removeFrom(id, creator, { user: 1, team: 1 });
    expect(both.status).toBe(400);
  });

  it('tells the removed player', async () => {
    const { id, creator } = await createTournament(t);
    const player = await createUser(t);
    await register(id, player);
    await removeFrom(id, creator, { user: player.id });
    await expect
      .poll(async () => {
        const rows = await queryRows(
          t,
          `select type, attributes from notifications where user_id = ${String(player.id)}`,
        );
        return rows.length;
      })
      .toBe(1);
  });
});
