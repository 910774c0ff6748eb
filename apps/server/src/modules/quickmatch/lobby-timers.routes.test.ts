// A lobby's durable timers, run on demand with a clock moved forward (never by waiting): a timed
// lobby's hour, the ready check's deadline and its cooldowns, a pick-and-ban turn running out, and
// each of them completed by another instance after a restart.
import { profileEndpoints } from '@clutch/contract/profile';
import { quickMatchEndpoints as qm, type QuickMatch } from '@clutch/contract/quickmatch';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { quickMatchApi } from '../../../test/quickmatch.js';
import { expectLedgerSound, useLedgerTestApp } from '../../../test/wallet.js';

const t = useLedgerTestApp();
const api = quickMatchApi(t);
const { client } = api;

const READY_CHECK_MS = 30_000;
const VETO_TURN_MS = 30_000;
const me = (as: TestUser) => client.ok(profileEndpoints.me, { as });
const join = (as: TestUser, id: number) => client.call(qm.join, { as, params: { id } });
/** The clock a second past a deadline that is `ms` from now. */
const past = (ms: number) => new Date(Date.now() + ms + 1000);

/** A 1x1 lobby in its ready check: the creator and one more player, both still unready. */
async function checking(body: Parameters<typeof api.create>[1] = {}) {
  const creator = await api.player();
  const lobby = await api.create(creator, body);
  const other = await api.player();
  await api.join(other, lobby.id);
  const view = await api.view(creator, lobby.id);
  expect(view.status).toBe('ready_check');
  return { creator, other, lobby: view };
}

/** A 1x1 lobby of ten heroes in pick-and-ban: nine bans, side a first. */
async function vetoing() {
  const { creator, other, lobby } = await checking({ ban_type: 'one_of_many' });
  await api.ready(creator, lobby.id);
  await api.ready(other, lobby.id);
  const view = await api.view(creator, lobby.id);
  expect(view.status).toBe('veto');
  return { creator, other, lobby: view };
}

const turnOf = (lobby: QuickMatch) => {
  const turn = lobby.veto?.turn;
  if (!turn) throw new Error('no veto turn');
  return turn;
};

describe('a timed lobby at its hour', () => {
  it('when game_time comes, then a full lobby starts its ready check, a ready one its veto, and one with empty seats is cancelled with its fees returned', async () => {
    const HALF_HOUR = 1_800_000;
    const hour = new Date((Math.floor(Date.now() / HALF_HOUR) + 50) * HALF_HOUR);
    const timed = {
      game_time_type: 'timed',
      game_time: hour.toISOString(),
      entry_fee: 10,
    } as const;

    const full = await api.create(await api.player(), timed);
    const fullPlayer = await api.player();
    await api.join(fullPlayer, full.id);
    const readyCreator = await api.player();
    const ready = await api.create(readyCreator, { ...timed, ban_type: 'one_of_many' });
    const readyPlayer = await api.player();
    await api.join(readyPlayer, ready.id);
    for (const player of [readyCreator, readyPlayer]) await api.ready(player, ready.id);
    const emptyCreator = await api.player();
    const empty = await api.create(emptyCreator, timed);
    expect((await me(emptyCreator)).demo_balance).toBe(990);

    // Before the hour nothing moves, however full or ready.
    await t.jobs.runDue(new Date(hour.getTime() - 60_000));
    for (const lobby of [full, ready, empty])
      expect((await api.view(fullPlayer, lobby.id)).status).toBe('waiting');

    expect(await t.jobs.runDue(new Date(hour.getTime() + 1000))).toBeGreaterThanOrEqual(3);
    const checked = await api.view(fullPlayer, full.id);
    expect(checked.status).toBe('ready_check');
    expect(checked.ready_check).toMatchObject({ ready: 0, total: 2 });
    expect(Date.parse(checked.ready_check?.deadline ?? '')).toBeGreaterThan(Date.now());
    expect((await me(fullPlayer)).ready_check).toMatchObject({ match_id: full.id });
    expect((await api.view(readyPlayer, ready.id)).status).toBe('veto');
    expect((await api.view(emptyCreator, empty.id)).status).toBe('cancelled');
    expect(await me(emptyCreator)).toMatchObject({ demo_balance: 1000, current_quick_match: null });
    await expectLedgerSound(t);
  });
});

describe('the ready check', () => {
  it('when its deadline has not come, then running the due jobs changes nothing', async () => {
    const { creator, lobby } = await checking();
    await t.jobs.runDue(new Date());
    expect((await api.view(creator, lobby.id)).status).toBe('ready_check');
    // The creator leaving ends it; its timer goes with it.
    await api.leave(creator, lobby.id);
    await t.jobs.runDue(past(READY_CHECK_MS));
    expect((await api.view(creator, lobby.id)).status).toBe('cancelled');
  });

  it('when the deadline passes, then whoever did not confirm loses the seat and fee and cools down, and the lobby waits again', async () => {
    const { creator, other, lobby } = await checking({ entry_fee: 5 });
    await api.ready(creator, lobby.id);
    expect((await me(other)).ready_check).toMatchObject({
      match_id: lobby.id,
      ready: 1,
      total: 2,
      is_ready: false,
    });
    const before = Date.now();
    expect(await t.jobs.runDue(past(READY_CHECK_MS))).toBeGreaterThanOrEqual(1);
    const after = Date.now();

    const view = await api.view(creator, lobby.id);
    expect(view).toMatchObject({
      status: 'waiting',
      ready_check: null,
      checked_in_slots: 1,
      is_ready: true,
    });
    expect(await me(creator)).toMatchObject({
      ready_check: null,
      current_quick_match: { id: lobby.id },
    });
    expect(await me(other)).toMatchObject({
      ready_check: null,
      current_quick_match: null,
      demo_balance: 1000,
    });

    // A first miss bars joining for one minute.
    const elsewhere = await api.create(await api.player(), { type: '5_5' });
    const refused = await join(other, elsewhere.id);
    expect(refused.status).toBe(403);
    expect(refused.error).toMatchObject({ code: 'ready_check_cooldown' });
    const until = Date.parse(String(refused.error['until']));
    expect(until).toBeGreaterThanOrEqual(before + 60_000);
    expect(until).toBeLessThanOrEqual(after + 60_000);
    expect(String(refused.error['detail'])).toContain('You missed a ready check');
    const opened = await client.call(qm.create, {
      as: other,
      query: { game: 1 },
      body: { name: 'Again' },
    });
    expect(opened.status).toBe(403);

    // The one who confirmed is not cooling down; a new player fills the seat and a new check runs.
    const next = await api.player();
    await api.join(next, lobby.id);
    expect((await api.view(creator, lobby.id)).status).toBe('ready_check');
    await expectLedgerSound(t);
  });

  it('when the creator misses it, then the lobby is cancelled, fees return and the creator cools down', async () => {
    const { creator, other, lobby } = await checking({ entry_fee: 5, prize: 3 });
    await api.ready(other, lobby.id);
    expect(await t.jobs.runDue(past(READY_CHECK_MS))).toBeGreaterThanOrEqual(1);
    expect((await api.view(other, lobby.id)).status).toBe('cancelled');
    expect(await me(creator)).toMatchObject({ demo_balance: 1000, current_quick_match: null });
    expect(await me(other)).toMatchObject({ demo_balance: 1000, current_quick_match: null });
    const again = await client.call(qm.create, {
      as: creator,
      query: { game: 1 },
      body: { name: 'Again' },
    });
    expect(again.status).toBe(403);
    expect(again.error).toMatchObject({ code: 'ready_check_cooldown' });
    expect((await api.create(other)).status).toBe('waiting');
    await expectLedgerSound(t);
  });

  it('when everyone confirms before the deadline, then the veto starts and the deadline does nothing', async () => {
    const { creator, other, lobby } = await checking({ ban_type: 'one_of_many' });
    await api.ready(creator, lobby.id);
    await api.ready(other, lobby.id);
    await t.jobs.runDue(past(READY_CHECK_MS));
    const view = await api.view(creator, lobby.id);
    expect(view.status).toBe('veto');
    expect(view.checked_in_slots).toBe(2);
    expect((await me(other)).current_quick_match).toEqual({ id: lobby.id });
  });
});

describe('a pick-and-ban turn', () => {
  it('when a turn runs out, then a random legal move is played for that side and the next turn gets a new deadline that runs out too', async () => {
    const { creator, lobby } = await vetoing();
    const first = turnOf(lobby);
    expect(first).toMatchObject({ side: 'a', action: 'ban', step: 0 });
    const pool = lobby.veto?.available ?? [];
    expect(pool).toHaveLength(10);

    expect(await t.jobs.runDue(past(VETO_TURN_MS))).toBeGreaterThanOrEqual(1);
    const once = await api.view(creator, lobby.id);
    expect(once.veto?.moves).toMatchObject([{ side: 'a', action: 'ban', random: true }]);
    expect(once.veto?.moves).toHaveLength(1);
    const banned = once.veto?.moves[0]?.item ?? '';
    expect(pool).toContain(banned);
    expect(once.veto?.available).not.toContain(banned);
    const second = turnOf(once);
    expect(second).toMatchObject({ side: 'b', action: 'ban', step: 1 });
    expect(Date.parse(second.deadline)).toBeGreaterThan(Date.parse(first.deadline));

    // The next turn has its own timer: it runs out as well.
    expect(await t.jobs.runDue(past(VETO_TURN_MS))).toBeGreaterThanOrEqual(1);
    const twice = await api.view(creator, lobby.id);
    expect(twice.veto?.moves).toHaveLength(2);
    expect(twice.veto?.moves[1]).toMatchObject({ side: 'b', action: 'ban', random: true });
    expect(turnOf(twice)).toMatchObject({ side: 'a', step: 2 });
  });

  it('when a player moves in time, then the turn’s old deadline does not play a second move', async () => {
    const { creator, other, lobby } = await vetoing();
    expect((await api.veto(creator, lobby.id, lobby.veto?.available[0] ?? '')).status).toBe(200);
    const moved = await api.view(other, lobby.id);
    expect((await api.veto(other, lobby.id, moved.veto?.available[0] ?? '')).status).toBe(200);
    // Both moves were the players'; the only timer left is step 2's.
    expect(await t.jobs.runDue(past(VETO_TURN_MS))).toBeGreaterThanOrEqual(1);
    const view = await api.view(creator, lobby.id);
    expect(view.veto?.moves.map((move) => move.random)).toEqual([false, false, true]);
  });

  it('when every turn runs out, then the server finishes the veto and the simulator plays the match', async () => {
    const { creator, lobby } = await vetoing();
    for (let step = 0; step < 9; step += 1) await t.jobs.runDue(past(VETO_TURN_MS));
    const view = await api.view(creator, lobby.id);
    expect(view.veto?.moves).toHaveLength(9);
    expect(view.veto?.finished).toBe(true);
    expect(view.status).toBe('in_game');
    expect(view.allowed_hero).not.toBeNull();
    await t.jobs.runDue(past(120_000));
    expect((await api.view(creator, lobby.id)).status).toBe('finished');
    await expectLedgerSound(t);
  });
});

describe('across a restart', () => {
  it('when another instance runs the due jobs, then it ends the ready check and plays the timed-out veto turn', async () => {
    const missed = await checking();
    await api.ready(missed.creator, missed.lobby.id);
    const turn = await vetoing();

    // This instance stops; a new one on the same database finds the timers.
    await t.jobs.stop();
    const second = await buildTestApp({ database: t.database });
    try {
      expect(await second.jobs.runDue(past(VETO_TURN_MS))).toBeGreaterThanOrEqual(2);
      expect(await api.view(missed.creator, missed.lobby.id)).toMatchObject({
        status: 'waiting',
        checked_in_slots: 1,
      });
      const refused = await join(missed.other, missed.lobby.id);
      expect(refused.status).toBe(403);
      expect(refused.error).toMatchObject({ code: 'ready_check_cooldown' });
      const view = await api.view(turn.creator, turn.lobby.id);
      expect(view.veto?.moves).toMatchObject([{ side: 'a', random: true }]);
      expect(turnOf(view)).toMatchObject({ side: 'b', step: 1 });
      // Each job ran once: the first instance finds nothing left of them.
      await t.jobs.runDue(past(0));
      expect((await api.view(turn.creator, turn.lobby.id)).veto?.moves).toHaveLength(1);
    } finally {
      await second.close();
    }
    await expectLedgerSound(t);
  });
});
