import { jarsEndpoints } from '@clutch/contract/jars';
import { teamsEndpoints, type Team } from '@clutch/contract/teams';
import { tournamentsEndpoints } from '@clutch/contract/tournaments';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../../test/client.js';
import { createUser, type TestUser } from '../../../../test/factories.js';
import { multipart } from '../../../../test/multipart.js';
import { teamApi } from '../../../../test/teams.js';
import { tournamentApi, tournamentForm } from '../../../../test/tournaments.js';
import { balances, fund, queryRows, useLedgerTestApp } from '../../../../test/wallet.js';

const t = useLedgerTestApp();
const api = tournamentApi(t);

const client = testClient(t);
const e = tournamentsEndpoints;

const url = (id: number) => `tournaments/${String(id)}/`;
/** `body` goes unchecked (as JSON): many tests send what validation must refuse. */
const patch = (id: number, user: TestUser | null, body: object) =>
  client.call(e.patch, { as: user, params: { id }, rawBody: body });
const cancel = (id: number, user: TestUser) => client.call(e.remove, { as: user, params: { id } });
/** A create form sent unchecked, for the refusals. */
const createRaw = (user: TestUser, form: Record<string, unknown>) =>
  client.call(e.create, { as: user, query: { game: 1 }, rawBody: form });

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
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id });
    const shown = await api.get(id, creator);
    expect(shown.translations.en).toEqual({ name: 'Summer Cup', description: 'New' });
    expect([shown.grid, shown.max_participants, shown.match_duration]).toEqual([5, 32, 90]);
    expect(shown.game_details).toMatchObject({ ban_type: 'all_but_one' });
  });

  it('is the creator’s alone, and only for a tournament that exists', async () => {
    const creator = await createUser(t);
    const id = await api.create(creator);
    expect((await patch(id, await createUser(t), { grid: 4 })).status).toBe(403);
    expect((await patch(2_000_000_000, creator, { grid: 4 })).status).toBe(404);
    expect((await patch(id, null, { grid: 4 })).status).toBe(401);
  });

  it('checks an edit by the create rules, against what is stored', async () => {
    const creator = await createUser(t);
    const id = await api.create(creator, { min_lvl: 30 });
    const res = await patch(id, creator, { max_lvl: 20, rounds_to_win: 5 });
    expect(res.status).toBe(400);
    expect(Object.keys(res.error).sort()).toEqual(['max_lvl', 'rounds_to_win']);
  });

  it('refuses edits once registration has closed', async () => {
    const creator = await createUser(t);
    const id = await api.create(creator);
    await sql(
      `UPDATE tournaments SET start_time = now() + interval '10 minutes' WHERE id = ${String(id)}`,
    );
    const res = await patch(id, creator, { grid: 4 });
    expect(res.status).toBe(400);
    expect(res.error['error']).toContain('Registration has closed');
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
    expect((await patch(id, creator, { is_opened: 3 })).status).toBe(200);
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
    expect(res.status).toBe(400);
    expect(Object.keys(res.error).sort()).toEqual(['entry_fee', 'grid', 'is_demo']);
    expect((await patch(id, creator, { freeze_time: 15 })).status).toBe(200);
  });
});

describe('the prize pool on edits', () => {
  it('holds the new pool in place of the old one, in one transaction', async () => {
    const creator = await createUser(t);
    await fund(t, creator, 100);
    const id = await api.create(creator, { prize_pool: 40, first_place_prize: 40 });
    expect((await balances(t, creator)).balance).toBe(60);
    expect((await patch(id, creator, { prize_pool: 90 })).status).toBe(200);
    expect((await balances(t, creator)).balance).toBe(10);
    expect((await patch(id, creator, { prize_pool: 0, first_place_prize: 0 })).status).toBe(200);
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
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ code: 'insufficient_funds' });
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
    const res = await cancel(id, creator);
    expect(res.status).toBe(204);
    for (const [user, crystals] of [
      [creator, 30],
      [first, 3],
      [second, 3],
    ] as const)
      expect((await balances(t, user)).balance).toBe(crystals);
    expect((await api.get(id, creator)).status).toBe('cancelled');
    expect((await cancel(id, creator)).status).toBe(400);
    expect((await patch(id, creator, { grid: 4 })).status).toBe(400);
  });

  it('is the creator’s alone, and only before the start', async () => {
    const creator = await createUser(t);
    const id = await api.create(creator);
    expect((await cancel(id, await createUser(t))).status).toBe(403);
    await sql(`UPDATE tournaments SET status = 'running' WHERE id = ${String(id)}`);
    const res = await cancel(id, creator);
    expect(res.status).toBe(400);
    expect(res.error['error']).toContain('started');
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
    const kick = () =>
      client.call(teamsEndpoints.kick, {
        as: leader,
        params: { id: team.id, userId: kicked.id },
      });
    const refused = await kick();
    expect(refused.status).toBe(400);
    expect(refused.error['error']).toContain('tournament');
    expect((await cancel(id, creator)).status).toBe(204);
    expect((await kick()).status).toBe(204);
  });

  it('attaches only the creator’s own prize jars', async () => {
    const creator = await createUser(t);
    const jarRes = await client.call(jarsEndpoints.create, {
      as: creator,
      body: { title: 'First prize', target_amount: 10, jar_type: 2 },
    });
    const jar = jarRes.body;
    const foreign = await createRaw(
      await createUser(t),
      tournamentForm({ donats: true, jars: [jar.id] }),
    );
    expect(foreign.status).toBe(400);
    expect(Object.keys(foreign.error)).toEqual(['jars']);
    const both = await createRaw(
      creator,
      tournamentForm({ donats: true, jars: [jar.id], available_jars: [jar.id] }),
    );
    expect(Object.keys(both.error)).toEqual(['available_jars']);
    const id = await api.create(creator, { donats: true, jars: [jar.id] });
    const again = await createRaw(creator, tournamentForm({ donats: true, jars: [jar.id] }));
    expect((again.error['jars'] as string[])[0]).toContain('Another tournament');
    expect((await cancel(id, creator)).status).toBe(204);
    expect(
      (await createRaw(creator, tournamentForm({ donats: true, jars: [jar.id] }))).status,
    ).toBe(201);
  });
});
