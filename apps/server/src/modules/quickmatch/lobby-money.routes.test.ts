// Quick-match money through the API, to the hundredth of a crystal: entry fees held as seats are
// taken and released as they are given up, the creator's prize held while the lobby lives, real
// lobbies the runners cannot host given back whole, demo prizes paid to a team by its percentages,
// and the demo book kept apart from the real one. The ledger is checked after every test.
import { profileEndpoints } from '@clutch/contract/profile';
import { quickMatchEndpoints as qm } from '@clutch/contract/quickmatch';
import { QuickMatchErrorPushSchema } from '@clutch/contract/quickmatch-live';
import { teamsEndpoints } from '@clutch/contract/teams';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.js';
import { quickMatchApi } from '../../../test/quickmatch.js';
import { teamApi } from '../../../test/teams.js';
import { expectLedgerSound, useLedgerTestApp } from '../../../test/wallet.js';
import { closeAllSockets, isAction, openSocket } from '../../../test/ws-client.js';

const t = useLedgerTestApp();
const api = quickMatchApi(t);
const { client } = api;
let base: string;
beforeAll(async () => {
  base = await t.listen();
});
afterEach(async () => {
  await closeAllSockets();
  await expectLedgerSound(t);
});

const me = (as: TestUser) => client.ok(profileEndpoints.me, { as });
const balance = async (as: TestUser) => (await me(as)).balance;
const demoBalance = async (as: TestUser) => (await me(as)).demo_balance;
/** Runs the ready-check deadlines and veto turns due 31 seconds from now. */
const afterDeadline = () => t.jobs.runDue(new Date(Date.now() + 31_000));

describe('entry fees in real crystals', () => {
  it('when a player joins, then the fee is held from their balance; when they leave, then it is back', async () => {
    const alice = await api.player({ real: 100 });
    const bob = await api.player({ real: 100 });
    const lobby = await api.create(alice, { type: '5_5', entry_fee: 12.5 });
    expect(lobby).toMatchObject({ is_demo: false, entry_fee: 12.5, prize: 0 });
    expect(await balance(alice)).toBe(87.5);
    await api.join(bob, lobby.id);
    expect(await balance(bob)).toBe(87.5);
    await api.leave(bob, lobby.id);
    expect(await balance(bob)).toBe(100);
    expect(await balance(alice)).toBe(87.5);
    // Leaving and joining again holds the fee once more, and only once.
    await api.join(bob, lobby.id);
    expect(await balance(bob)).toBe(87.5);
  });

  it('when the creator removes a player, then that player’s fee is released and nobody else’s', async () => {
    const alice = await api.player({ real: 100 });
    const bob = await api.player({ real: 30 });
    const lobby = await api.create(alice, { type: '5_5', entry_fee: 10 });
    await api.join(bob, lobby.id);
    expect(await balance(bob)).toBe(20);
    await client.ok(qm.removePlayer, { as: alice, params: { id: lobby.id, position: 2 } });
    expect(await balance(bob)).toBe(30);
    expect(await balance(alice)).toBe(90);
  });

  it('when the creator leaves, then every fee and the creator’s prize are released', async () => {
    const alice = await api.player({ real: 100 });
    const [bob, carol] = [await api.player({ real: 40 }), await api.player({ real: 40 })];
    const lobby = await api.create(alice, { type: '5_5', entry_fee: 10, prize: 20 });
    expect(lobby.prize).toBe(20);
    expect(await balance(alice)).toBe(70);
    await api.join(bob, lobby.id);
    await api.join(carol, lobby.id);
    expect([await balance(bob), await balance(carol)]).toEqual([30, 30]);
    await api.leave(alice, lobby.id);
    expect([await balance(alice), await balance(bob), await balance(carol)]).toEqual([100, 40, 40]);
    expect((await api.view(bob, lobby.id)).status).toBe('cancelled');
  });

  it('when a player misses the ready check, then their fee is released and the ready player’s stays held', async () => {
    const alice = await api.player({ real: 100 });
    const bob = await api.player({ real: 100 });
    const lobby = await api.create(alice, { entry_fee: 10, prize: 5 });
    await api.join(bob, lobby.id);
    await api.ready(alice, lobby.id);
    expect(await afterDeadline()).toBeGreaterThanOrEqual(1);
    expect(await balance(bob)).toBe(100);
    expect(await balance(alice)).toBe(85);
    expect(await api.view(alice, lobby.id)).toMatchObject({
      status: 'waiting',
      checked_in_slots: 1,
    });
  });

  it('when the creator misses the ready check, then the lobby is cancelled and every fee and the prize return', async () => {
    const alice = await api.player({ real: 100 });
    const bob = await api.player({ real: 100 });
    const lobby = await api.create(alice, { entry_fee: 10, prize: 5 });
    await api.join(bob, lobby.id);
    await api.ready(bob, lobby.id);
    expect(await afterDeadline()).toBeGreaterThanOrEqual(1);
    expect([await balance(alice), await balance(bob)]).toEqual([100, 100]);
    expect((await api.view(bob, lobby.id)).status).toBe('cancelled');
  });

  it('when a player cannot pay the fee or the prize, then 400 insufficient_funds and no seat is taken', async () => {
    const alice = await api.player({ real: 100 });
    const poor = await api.player({ real: 5 });
    const opened = await client.call(qm.create, {
      as: poor,
      query: { game: 1 },
      body: { name: 'Too rich', prize: 20 },
    });
    expect(opened.status).toBe(400);
    expect(opened.error).toMatchObject({ code: 'insufficient_funds' });
    expect((await me(poor)).current_quick_match).toBeNull();
    const lobby = await api.create(alice, { entry_fee: 10 });
    const joined = await client.call(qm.join, { as: poor, params: { id: lobby.id } });
    expect(joined.status).toBe(400);
    // The refusal says how many crystals are missing (the fee is 10, the player has 5).
    expect(joined.error).toMatchObject({ code: 'insufficient_funds', missing: 5, book: 'real' });
    expect(await balance(poor)).toBe(5);
    expect((await api.view(alice, lobby.id)).checked_in_slots).toBe(1);
  });
});

describe('a real lobby no host can take', () => {
  it('when every seat is taken and ready, then it is cancelled, every fee and the prize return and each player is told no_online_bots (no Dota 2 bot is online)', async () => {
    const alice = await api.player({ real: 100 });
    const bob = await api.player({ real: 100 });
    const sockets = await Promise.all(
      [alice, bob].map(async (user) => {
        const socket = await openSocket(base, 'user-updates', user.access);
        const answer = await socket.request({
          action: 'subscribe_instance',
          pk: user.id,
          request_id: `me-${String(user.id)}`,
        });
        expect(answer.response_status).toBe(201);
        return socket;
      }),
    );
    const lobby = await api.create(alice, { entry_fee: 10, prize: 5 });
    await api.join(bob, lobby.id);
    expect([await balance(alice), await balance(bob)]).toEqual([85, 90]);
    await api.ready(alice, lobby.id);
    await api.ready(bob, lobby.id);

    const view = await api.view(alice, lobby.id);
    expect(view).toMatchObject({ status: 'cancelled', started_at: null, lobby_data: null });
    expect([await balance(alice), await balance(bob)]).toEqual([100, 100]);
    for (const user of [alice, bob]) expect((await me(user)).current_quick_match).toBeNull();
    for (const socket of sockets) {
      const push = await socket.next(isAction('quick_match_error'));
      expect(QuickMatchErrorPushSchema.parse(push.data)).toEqual({
        match_id: lobby.id,
        code: 'no_online_bots',
        message: 'No game bot is online to host the match.',
      });
      expect(push.response_status).toBe(200);
    }
  });
});

describe('demo lobbies', () => {
  it('when a demo lobby is played and paid, then the real balances of its players never move', async () => {
    const alice = await api.player({ demo: true, real: 50 });
    const bob = await api.player({ demo: true, real: 50 });
    const lobby = await api.create(alice, { entry_fee: 10, prize: 5 });
    expect(lobby.is_demo).toBe(true);
    await api.join(bob, lobby.id);
    expect(await me(alice)).toMatchObject({ balance: 50, demo_balance: 985 });
    expect(await me(bob)).toMatchObject({ balance: 50, demo_balance: 990 });
    await api.ready(alice, lobby.id);
    await api.ready(bob, lobby.id);
    expect((await api.view(alice, lobby.id)).status).toBe('in_game');
    await api.runJobs();
    const done = await api.view(alice, lobby.id);
    expect(done.status).toBe('finished');
    // 5 of prize and 20 of fees; 5% of the fees is the platform's: the winner takes 24.
    const expected =
      done.result?.winner === 'a' ? { alice: 1009, bob: 990 } : { alice: 985, bob: 1014 };
    expect(await me(alice)).toMatchObject({ balance: 50, demo_balance: expected.alice });
    expect(await me(bob)).toMatchObject({ balance: 50, demo_balance: expected.bob });
  });

  it('when a demo 5x5 lobby is won, then a side held by a team is paid by the team’s percentages and a side of strangers evenly', async () => {
    const teams = teamApi(t);
    const { team, leader, members } = await teams.teamOf(4);
    const squad = [leader, ...members];
    for (const player of squad)
      await client.ok(profileEndpoints.patchMe, { as: player, body: { is_demo: true } });
    const shares = [40, 15, 15, 15, 15];
    await client.ok(teamsEndpoints.changePercentage, {
      as: leader,
      params: { id: team.id },
      body: {
        players: squad.map((player, index) => ({
          player_id: player.id,
          prize_percentage: shares[index] ?? 0,
        })),
      },
    });

    const creator = await api.player();
    const lobby = await api.create(creator, { type: '5_5', entry_fee: 10 });
    const strangers = [creator];
    for (let i = 0; i < 4; i += 1) {
      const stranger = await api.player();
      await api.join(stranger, lobby.id);
      strangers.push(stranger);
    }
    for (const player of squad) await api.join(player, lobby.id, { team_id: team.id });
    const seated = await api.view(creator, lobby.id);
    expect(seated.teams.find((side) => side.side === 'b')?.team).toEqual({
      id: team.id,
      name: team.name,
    });
    for (const player of [...strangers, ...squad]) await api.ready(player, lobby.id);
    expect((await api.view(creator, lobby.id)).status).toBe('in_game');
    await api.runJobs();
    const done = await api.view(creator, lobby.id);
    expect(done.status).toBe('finished');

    // 100 in fees, 5 to the platform: 95 for the winning side.
    const teamPaid = squad.map((_, index) => 990 + (95 * (shares[index] ?? 0)) / 100);
    const [strangersGet, squadGets] =
      done.result?.winner === 'b'
        ? [strangers.map(() => 990), teamPaid]
        : [strangers.map(() => 1009), squad.map(() => 990)];
    expect(await Promise.all(strangers.map(demoBalance))).toEqual(strangersGet);
    expect(await Promise.all(squad.map(demoBalance))).toEqual(squadGets);
    expect(await Promise.all(squad.map(balance))).toEqual(squad.map(() => 0));
  });
});
