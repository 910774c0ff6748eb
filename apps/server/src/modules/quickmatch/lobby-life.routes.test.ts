// A demo lobby's whole life through the API: opened, filled, ready, pick-and-ban turn by turn, played
// by the simulator, paid out and rated; and the statistics and history it leaves.
import { profileEndpoints } from '@clutch/contract/profile';
import { quickMatchEndpoints as qm } from '@clutch/contract/quickmatch';
import { describe, expect, it } from 'vitest';
import { quickMatchApi } from '../../../test/quickmatch.js';
import { expectLedgerSound, useLedgerTestApp } from '../../../test/wallet.js';

const t = useLedgerTestApp();
const api = quickMatchApi(t);
const me = (as: Parameters<typeof api.view>[0]) => api.client.ok(profileEndpoints.me, { as });

describe('a 1x1 Dota 2 demo lobby', () => {
  it('when created with the defaults, then it is a snap 1_1 open lobby seating its creator', async () => {
    const alice = await api.player();
    const lobby = await api.create(alice);
    expect(lobby).toMatchObject({
      game: 1,
      type: '1_1',
      type_display: '1x1',
      status: 'waiting',
      game_time_type: 'snap_game',
      is_opened: true,
      is_demo: true,
      entry_fee: 0,
      slots: 2,
      checked_in_slots: 1,
      position: 1,
      tournament: null,
      game_details: { game: 1, ban_type: 'no_ban', server: 'europe' },
    });
    expect((await me(alice)).current_quick_match).toEqual({ id: lobby.id });
  });

  it('when every seat is ready and heroes are banned in turn, then the simulator decides, pays and rates', async () => {
    const alice = await api.player();
    const bob = await api.player();
    const lobby = await api.create(alice, { entry_fee: 10, ban_type: 'one_of_many' });
    expect((await me(alice)).demo_balance).toBe(990);
    await api.join(bob, lobby.id);
    expect((await me(bob)).ready_check).toMatchObject({ match_id: lobby.id, ready: 0, total: 2 });
    await api.ready(alice, lobby.id);
    await api.ready(bob, lobby.id);
    let view = await api.view(alice, lobby.id);
    expect(view.status).toBe('veto');
    expect(view.veto?.turn).toMatchObject({ side: 'a', action: 'ban', step: 0 });
    const outOfTurn = await api.veto(bob, lobby.id, view.veto?.available[0] ?? '');
    expect(outOfTurn.status).toBe(400);
    expect(outOfTurn.error).toMatchObject({
      error: 'It is not your side’s turn.',
      code: 'not_your_turn',
    });
    // Ten heroes, one to play: nine bans, alternating, until one hero is left.
    for (let step = 0; step < 9; step += 1) {
      view = await api.view(alice, lobby.id);
      const side = view.veto?.turn?.side;
      const item = view.veto?.available[0] ?? '';
      expect((await api.veto(side === 'a' ? alice : bob, lobby.id, item)).status).toBe(200);
    }
    view = await api.view(alice, lobby.id);
    expect(view.status).toBe('in_game');
    expect(view.allowed_hero).not.toBeNull();
    expect(view.lobby_data?.lobby_name).toMatch(/^clutch-quickmatch-/);
    expect((await api.view(bob, lobby.id)).allowed_hero).toEqual(view.allowed_hero);
    expect(await api.runJobs()).toBeGreaterThanOrEqual(1);
    const done = await api.view(alice, lobby.id);
    expect(done.status).toBe('finished');
    const winner = done.result?.winner === 'a' ? alice : bob;
    const loser = winner === alice ? bob : alice;
    // 20 in fees, 5% platform fee on fees: the winner gets 19 back on top of 990.
    expect((await me(winner)).demo_balance).toBe(1009);
    expect((await me(loser)).demo_balance).toBe(990);
    expect((await me(winner)).current_quick_match).toBeNull();
    const stats = await api.client.ok(qm.statistic, { as: loser, params: { id: lobby.id } });
    expect(stats.players).toHaveLength(2);
    const line = stats.players.find((p) => p.user.id === winner.id);
    expect(line?.stats['kills']).toBeGreaterThanOrEqual(0);
    expect(line?.rating_after).toBeGreaterThan(line?.rating_before ?? Infinity);
    const history = await api.client.ok(qm.matchHistory, {
      as: loser,
      params: { id: winner.id },
    });
    expect(history.results[0]).toMatchObject({ id: lobby.id, kind: 'quickmatch', outcome: 'win' });
    const ratings = await api.client.ok(qm.ratings, { as: winner, params: { id: winner.id } });
    expect(ratings).toMatchObject([{ game: 1, book: 'demo', matches: 1, wins: 1 }]);
    await expectLedgerSound(t);
  });
});
