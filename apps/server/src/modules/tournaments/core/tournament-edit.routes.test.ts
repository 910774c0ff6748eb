import type { Jar } from '@clutch/contract/jars';
import type { Team } from '@clutch/contract/teams';
import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../../test/factories.js';
import { multipart } from '../../../../test/multipart.js';
import { teamApi } from '../../../../test/teams.js';
import { tournamentApi, tournamentForm } from '../../../../test/tournaments.js';
import { balances, fund, queryRows, useLedgerTestApp } from '../../../../test/wallet.js';

const t = useLedgerTestApp();
const api = tournamentApi(t);

const url = (id: number) => `tournaments/${String(id)}/`;
const patch = (id: number, user: TestUser, body: object) => api.call('PATCH', url(id), user, body);

async function sql(text: string): Promise<void> {
  await t.database.db.execute(text);
}

/** What a registration writes (a fee held and a row), put directly so any mix of places is quick. */
async function registerWithFee(id: number, user: TestUser, fee: number, team?: Team) {
  const hold = await t.ledger.run((tx, touched) =>
    t.ledger.hold(
      tx,
      {
        userId: user.id,
        book: 'real',
        amount: fee * 100,
        purpose: 'tournament_entry',
        reference: `tournament:${String(id)}`,
      },
      touched,
    ),
  );
  const who = team ? `NULL, ${String(team.id)}` : `${String(user.id)}, NULL`;
  await sql(
    `INSERT INTO tournament_participants (tournament_id, kind, user_id, team_id, registered_by, fee_hold_id)
     VALUES (${String(id)}, 'player', ${who}, ${String(user.id)}, ${String(hold.id)})`,
  );
  await sql(`UPDATE tournaments SET players_count = players_count + 1 WHERE id = ${String(id)}`);
}

describe('editing a tournament', () => {
  it('lets the creator change texts and settings until registration closes', async () => {
    const creator = await createUser(t);
    const id = await api.create(creator);
    const res = await patch(id, creator, {
      translations: {
        en: { name: 'Summer Cup', description: 'New' },
        ua: { name: 'Літній кубок' },
        cn: { name: '夏季杯' },
      },
      grid: 5,
      match_duration: 90,
      ban_type: 'all_but_one',
      selected_heroes: [11],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id });
    const shown = await api.get(id, creator);
    expect(shown.translations.en).toEqual({ name: 'Summer Cup', description: 'New' });
    expect([shown.grid, shown.max_participants, shown.match_duration]).toEqual([5, 32, 90]);
    expect(shown.game_details).toMatchObject({ ban_type: 'all_but_one' });
  });

  it('is the creator’s alone, and only for a tournament that exists', async () => {
    const creator = await createUser(t);
    const id = await api.create(creator);
    expect((await patch(id, await createUser(t), { grid: 4 })).statusCode).toBe(403);
    expect((await patch(2_000_000_000, creator, { grid: 4 })).statusCode).toBe(404);
    expect((await api.call('PATCH', url(id), null, { grid: 4 })).statusCode).toBe(401);
  });

  it('checks an edit by the create rules, against what is stored', async () => {
    const creator = await createUser(t);
    const id = await api.create(creator, { min_lvl: 30 });
    const res = await patch(id, creator, { max_lvl: 20, rounds_to_win: 5 });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<object>()).sort()).toEqual(['max_lvl', 'rounds_to_win']);
  });

  it('refuses edits once registration has closed', async () => {
    const creator = await createUser(t);
    const id = await api.create(creator);
    await sql(
      `UPDATE tournaments SET start_time = now() + interval '10 minutes' WHERE id = ${String(id)}`,
    );
    const res = await patch(id, creator, { grid: 4 });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toContain('Registration has closed');
  });

  it('takes the access settings as a multipart form, and drops codes a mode no longer asks for', async () => {
    const creator = await createUser(t);
    const id = await api.create(creator);
    const form = multipart([
      { name: 'is_opened', value: '2' },
      { name: 'players_password', value: 'p-code' },
      { name: 'watchers_password', value: 'w-code' },
    ]);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/${url(id)}`,
      payload: form.payload,
      headers: { ...creator.headers, ...form.headers },
    });
    expect(res.statusCode).toBe(200);
    const shown = await api.get(id, creator);
    expect([shown.is_opened, shown.players_password, shown.watchers_password]).toEqual([
      2,
      'p-code',
      'w-code',
    ]);
    expect((await patch(id, creator, { is_opened: 3 })).statusCode).toBe(200);
    const after = await api.get(id, creator);
    expect([after.players_password, after.watchers_password]).toEqual([null, 'w-code']);
  });

  it('keeps what registered players signed up for', async () => {
    const creator = await createUser(t);
    const player = await createUser(t);
    await fund(t, player, 5);
    const id = await api.create(creator, { entry_fee: 5 });
    await registerWithFee(id, player, 5);
    const res = await patch(id, creator, { entry_fee: 1, grid: 4, is_demo: true });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<object>()).sort()).toEqual(['entry_fee', 'grid', 'is_demo']);
    expect((await patch(id, creator, { freeze_time: 15 })).statusCode).toBe(200);
  });
});

describe('the prize pool on edits', () => {
  it('holds the new pool in place of the old one, in one transaction', async () => {
    const creator = await createUser(t);
    await fund(t, creator, 100);
    const id = await api.create(creator, { prize_pool: 40, first_place_prize: 40 });
    expect((await balances(t, creator)).balance).toBe(60);
    expect((await patch(id, creator, { prize_pool: 90 })).statusCode).toBe(200);
    expect((await balances(t, creator)).balance).toBe(10);
    expect((await patch(id, creator, { prize_pool: 0, first_place_prize: 0 })).statusCode).toBe(
      200,
    );
    expect((await balances(t, creator)).balance).toBe(100);
    const holds = await queryRows(
      t,
      `SELECT amount::int AS amount, status FROM wallet_holds WHERE reference = 'tournament:${String(id)}' ORDER BY id`,
    );
    expect(holds).toEqual([
      { amount: 4000, status: 'released' },
      { amount: 9000, status: 'released' },
    ]);
    expect((await api.get(id, creator)).prize_pool).toBe(0);
  });

  it('changes nothing when the new pool cannot be covered', async () => {
    const creator = await createUser(t);
    await fund(t, creator, 50);
    const id = await api.create(creator, { prize_pool: 50 });
    const res = await patch(id, creator, { prize_pool: 51, grid: 4 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'insufficient_funds' });
    const shown = await api.get(id, creator);
    expect([shown.prize_pool, shown.grid]).toEqual([50, 3]);
    expect((await balances(t, creator)).balance).toBe(0);
  });
});

describe('cancelling a tournament', () => {
  it('gives the pool and every fee back and keeps the tournament as cancelled', async () => {
    const creator = await createUser(t);
    const [first, second] = [await createUser(t), await createUser(t)];
    await fund(t, creator, 30);
    await fund(t, first, 3);
    await fund(t, second, 3);
    const id = await api.create(creator, { prize_pool: 30, entry_fee: 3 });
    await registerWithFee(id, first, 3);
    await registerWithFee(id, second, 3);
    expect((await balances(t, first)).balance).toBe(0);
    const res = await api.call('DELETE', url(id), creator);
    expect(res.statusCode).toBe(204);
    for (const [user, crystals] of [
      [creator, 30],
      [first, 3],
      [second, 3],
    ] as const)
      expect((await balances(t, user)).balance).toBe(crystals);
    expect((await api.get(id, creator)).status).toBe('cancelled');
    expect((await api.call('DELETE', url(id), creator)).statusCode).toBe(400);
    expect((await patch(id, creator, { grid: 4 })).statusCode).toBe(400);
  });

  it('is the creator’s alone, and only before the start', async () => {
    const creator = await createUser(t);
    const id = await api.create(creator);
    expect((await api.call('DELETE', url(id), await createUser(t))).statusCode).toBe(403);
    await sql(`UPDATE tournaments SET status = 'running' WHERE id = ${String(id)}`);
    const res = await api.call('DELETE', url(id), creator);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toContain('started');
  });
});

describe('what tournaments lock in other modules', () => {
  it('locks the roster of a team registered in an unfinished tournament, until it is cancelled', async () => {
    const teams = teamApi(t);
    const { team, leader, members } = await teams.teamOf(1);
    const kicked = members[0];
    if (!kicked) throw new Error('no member');
    const creator = await createUser(t);
    const id = await api.create(creator, { type: '5_5' });
    await fund(t, leader, 1);
    await registerWithFee(id, leader, 1, team);
    const kick = `team/${String(team.id)}/players/${String(kicked.id)}/`;
    const refused = await teams.call('DELETE', kick, leader);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: string }>().error).toContain('tournament');
    expect((await api.call('DELETE', url(id), creator)).statusCode).toBe(204);
    expect((await teams.call('DELETE', kick, leader)).statusCode).toBe(204);
  });

  it('attaches only the creator’s own prize jars', async () => {
    const creator = await createUser(t);
    const jarRes = await api.call('POST', 'profile/jars/', creator, {
      title: 'First prize',
      target_amount: 10,
      jar_type: 2,
    });
    const jar = jarRes.json<Jar>();
    const foreign = await api.call(
      'POST',
      'tournaments/?game=1',
      await createUser(t),
      tournamentForm({ donats: true, jars: [jar.id] }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(Object.keys(foreign.json<object>())).toEqual(['jars']);
    const both = await api.call(
      'POST',
      'tournaments/?game=1',
      creator,
      tournamentForm({ donats: true, jars: [jar.id], available_jars: [jar.id] }),
    );
    expect(Object.keys(both.json<object>())).toEqual(['available_jars']);
    const id = await api.create(creator, { donats: true, jars: [jar.id] });
    const again = await api.call(
      'POST',
      'tournaments/?game=1',
      creator,
      tournamentForm({ donats: true, jars: [jar.id] }),
    );
    expect(again.json<{ jars: string[] }>().jars[0]).toContain('Another tournament');
    expect((await api.call('DELETE', url(id), creator)).statusCode).toBe(204);
    expect(
      (
        await api.call(
          'POST',
          'tournaments/?game=1',
          creator,
          tournamentForm({ donats: true, jars: [jar.id] }),
        )
      ).statusCode,
    ).toBe(201);
  });
});
