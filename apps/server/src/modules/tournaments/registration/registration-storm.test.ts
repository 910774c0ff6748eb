// The capacity promise under load: 200 funded users register at once for the 64 places of a grid-6
// tournament. Exactly 64 get a place and exactly 64 fees are held; everyone else hears a clear
// "full" and keeps every crystal. A second wave of leaves racing new registrations never pushes the
// tournament past 64 and keeps places, counter and holds equal.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../../test/factories.js';
import { joinApi, tournamentApi } from '../../../../test/tournaments.js';
import {
  balances,
  expectLedgerSound,
  fund,
  queryRows,
  useLedgerTestApp,
} from '../../../../test/wallet.js';

const USERS = 200;
const PLACES = 64;
const FEE = 1.25;
const FUNDS = 5;

const t = useLedgerTestApp();

async function inBatches<T>(count: number, make: () => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  while (made.length < count)
    made.push(
      ...(await Promise.all(Array.from({ length: Math.min(20, count - made.length) }, make))),
    );
  return made;
}

/** Places, the counter and the held fees, read straight from the tables. */
async function standing(id: number) {
  const [row] = await queryRows(
    t,
    `select
       (select count(*)::int from tournament_participants where tournament_id = ${String(id)} and status = 'registered') as places,
       (select players_count from tournaments where id = ${String(id)}) as counter,
       (select count(*)::int from wallet_holds where reference = 'tournament:${String(id)}' and purpose = 'tournament_entry' and status = 'held') as holds,
       (select coalesce(sum(amount), 0)::bigint from wallet_holds where reference = 'tournament:${String(id)}' and purpose = 'tournament_entry' and status = 'held') as held`,
  );
  return {
    places: Number(row?.['places']),
    counter: Number(row?.['counter']),
    holds: Number(row?.['holds']),
    held: Number(row?.['held']),
  };
}

describe('a registration storm', () => {
  it('fills exactly 2^grid places, holds exactly that many fees and turns the rest away', async () => {
    const creator = await createUser(t);
    await fund(t, creator, 10);
    const api = tournamentApi(t);
    const join = joinApi(t);
    const id = await api.create(creator, { grid: 6, entry_fee: FEE });
    const users = await inBatches(USERS, async () => {
      const user = await createUser(t);
      await fund(t, user, FUNDS);
      return user;
    });

    const answers = await Promise.all(
      users.map(async (user) => ({ user, res: await join.register(id, user, {}, randomUUID()) })),
    );
    const admitted = answers.filter(({ res }) => res.statusCode === 201);
    const refused = answers.filter(({ res }) => res.statusCode !== 201);
    expect(admitted).toHaveLength(PLACES);
    for (const { res } of refused) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'The tournament is full: all 64 places are taken.',
        code: 'tournament_full',
      });
    }
    expect(await standing(id)).toEqual({
      places: PLACES,
      counter: PLACES,
      holds: PLACES,
      held: PLACES * FEE * 100,
    });
    const paid = new Set(admitted.map(({ user }) => user.id));
    const sample = [...admitted.slice(0, 5), ...refused.slice(0, 5)];
    for (const { user } of sample)
      expect((await balances(t, user)).balance).toBe(paid.has(user.id) ? FUNDS - FEE : FUNDS);
    expect((await api.get(id, creator)).participants_count).toBe(PLACES);
    await expectLedgerSound(t);

    // Leaves race the turned-away trying again: the cap and the money still agree.
    const leaving: TestUser[] = admitted.slice(0, 20).map(({ user }) => user);
    const retrying: TestUser[] = refused.slice(0, 60).map(({ user }) => user);
    const wave = await Promise.all([
      ...leaving.map((user) => join.call('POST', `tournaments/${String(id)}/leave/`, user)),
      ...retrying.map((user) => join.register(id, user, {}, randomUUID())),
    ]);
    for (const res of wave) expect(res.statusCode, res.body).toBeLessThan(500);
    expect(wave.slice(0, leaving.length).every((res) => res.statusCode === 204)).toBe(true);
    const after = await standing(id);
    const rejoined = wave.slice(leaving.length).filter((res) => res.statusCode === 201).length;
    expect(after.places).toBe(PLACES - leaving.length + rejoined);
    expect(after.places).toBeLessThanOrEqual(PLACES);
    expect(after).toEqual({
      places: after.places,
      counter: after.places,
      holds: after.places,
      held: after.places * FEE * 100,
    });
  }, 240_000);
});
