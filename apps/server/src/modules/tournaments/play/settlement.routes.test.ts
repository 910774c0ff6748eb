// Tournament money end to end: prize jars (a place each, and the pool) and the donations they
// collect are paid out with the escrow in one settlement; a place nobody takes leaves its jar to its
// creator; a cancelled tournament leaves its jars as they are; a demo tournament takes no jars; the
// start declines unanswered applications. The ledger stays sound after each.
import { jarsEndpoints, type Jar } from '@clutch/contract/jars';
import { tournamentRegistrationEndpoints } from '@clutch/contract/tournament-registration';
import { tournamentsEndpoints } from '@clutch/contract/tournaments';
import { afterEach, describe, expect, it } from 'vitest';
import { testClient } from '../../../../test/client.js';
import { createUser, type TestUser } from '../../../../test/factories.js';
import { useTestApp } from '../../../../test/harness.js';
import { waitForNotifications } from '../../../../test/notifications.js';
import { enter, playToTheEndByCreator, runApi, startNow } from '../../../../test/tournament-run.js';
import { tournamentApi, tournamentForm } from '../../../../test/tournaments.js';
import { balances, expectLedgerSound, fund, queryRows } from '../../../../test/wallet.js';
import { apportion } from '../../matches/prize-split.js';

const t = useTestApp();
const api = tournamentApi(t);
const client = testClient(t);
const j = jarsEndpoints;
const donation = (jarId: number, donor: TestUser, amount: number) =>
  client.call(j.donate, { as: donor, params: { id: jarId }, body: { amount } });
const breakJar = (jarId: number, user: TestUser) =>
  client.call(j.breakJar, { as: user, params: { id: jarId } });
afterEach(async () => {
  await expectLedgerSound(t);
});

async function jarOf(creator: TestUser, jarType: number): Promise<number> {
  const res = await client.call(j.create, {
    as: creator,
    body: { title: `Prize ${String(jarType)}`, jar_type: jarType, is_unlimited: true },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.id;
}

async function donate(jarId: number, crystals: number): Promise<void> {
  const donor = await createUser(t);
  await fund(t, donor, crystals);
  const res = await donation(jarId, donor, crystals);
  expect(res.status, res.text).toBe(201);
}

async function jar(id: number, user: TestUser): Promise<Jar> {
  return client.ok(j.get, { as: user, params: { id } });
}

async function organise(jarTypes: number[], overrides: Record<string, unknown> = {}) {
  const creator = await createUser(t);
  await fund(t, creator, 100);
  const jars: number[] = [];
  for (const type of jarTypes) jars.push(await jarOf(creator, type));
  const id = await api.create(creator, {
    prize_pool: 100,
    first_place_prize: 60,
    second_place_prize: 30,
    third_place_prize: 10,
    entry_fee: 10,
    donats: true,
    jars,
    ...overrides,
  });
  return { id, creator, jars };
}

async function players(id: number, count: number): Promise<TestUser[]> {
  const users: TestUser[] = [];
  for (let i = 0; i < count; i += 1) {
    const user = await createUser(t);
    await fund(t, user, 10);
    await enter(t, { tournamentId: id, by: user, feeCrystals: 10 });
    users.push(user);
  }
  return users;
}

async function placeOf(id: number, user: TestUser): Promise<number | null> {
  const [row] = await queryRows(
    t,
    `select place from tournament_participants where tournament_id = ${String(id)} and user_id = ${String(user.id)}`,
  );
  return row?.['place'] == null ? null : Number(row['place']);
}

const statusOf = async (id: number) =>
  (await queryRows(t, `select status from tournaments where id = ${String(id)}`))[0]?.['status'];

describe('a tournament with prize jars', () => {
  it('pays each place its share of the pool and pool jar, plus its place jar, and empties the jars', async () => {
    const { id, creator, jars } = await organise([2, 3, 4, 5], { grid: 2 });
    const [first = 0, second = 0, third = 0, pool = 0] = jars;
    await donate(first, 20);
    await donate(second, 10);
    await donate(third, 5);
    await donate(pool, 35);
    const entrants = await players(id, 4);
    await startNow(t, id);
    // Donations go on while the tournament runs; the jar is paid out only at the end.
    await donate(pool, 5);
    const breaking = await breakJar(pool, creator);
    expect(breaking.status).toBe(400);
    await playToTheEndByCreator(t, id, creator);
    expect(await statusOf(id)).toBe('finished');

    // Shared: 100 + 40 fees - 2 (5% platform fee) + 40 in the pool jar = 178, split 60/30/10.
    const [firstShare = 0, secondShare = 0, thirdShare = 0] = apportion(17_800, [60, 30, 10]);
    const expected = new Map([
      [1, (firstShare + 2000) / 100],
      [2, (secondShare + 1000) / 100],
      [3, (thirdShare + 500) / 100],
    ]);
    for (const user of entrants) {
      const place = await placeOf(id, user);
      expect((await balances(t, user)).balance).toBe(place === null ? 0 : expected.get(place));
    }
    expect((await balances(t, creator)).balance).toBe(0);
    for (const jarId of jars)
      expect(await jar(jarId, creator)).toMatchObject({ status: 'broken', current_amount: 0 });
  });

  it('leaves the jar of a place nobody took to its creator, who may break it after the end', async () => {
    const { id, creator, jars } = await organise([2, 4], { grid: 1, third_place_prize: 0 });
    const [first = 0, third = 0] = jars;
    await donate(first, 10);
    await donate(third, 7);
    const entrants = await players(id, 2);
    await startNow(t, id);
    await playToTheEndByCreator(t, id, creator);
    // 100 + 20 fees - 1 platform fee = 119, split 60/30; the winner also takes the first jar.
    const [firstShare = 0, secondShare = 0] = apportion(11_900, [60, 30]);
    const paid = await Promise.all(entrants.map(async (user) => (await balances(t, user)).balance));
    paid.sort();
    expect(paid).toEqual([secondShare / 100, (firstShare + 1000) / 100].sort());
    expect(await jar(third, creator)).toMatchObject({ status: 'open', current_amount: 7 });
    const broken = await breakJar(third, creator);
    expect(broken.status, broken.text).toBe(200);
    expect((await balances(t, creator)).balance).toBe(7);
  });

  it('keeps a held jar’s type fixed until the tournament ends', async () => {
    const { jars, creator } = await organise([2]);
    const res = await client.call(j.patch, {
      as: creator,
      params: { id: jars[0] ?? 0 },
      body: { jar_type: 5 },
    });
    expect(res.status).toBe(400);
    expect(res.error).toHaveProperty('jar_type');
  });
});

describe('a donation racing the final result', () => {
  it.each([0, 1, 2])(
    'either reaches the winner with the jar or is refused, never lost (run %i)',
    async () => {
      const { id, creator, jars } = await organise([5], { grid: 1, third_place_prize: 0 });
      const [pool = 0] = jars;
      const entrants = await players(id, 2);
      await startNow(t, id);
      const [final] = await runApi(t).grid(id);
      if (!final) throw new Error('no final');
      const donor = await createUser(t);
      await fund(t, donor, 8);
      const [result, donated] = await Promise.all([
        runApi(t).result(final.id, creator, 2, 1),
        donation(pool, donor, 8),
      ]);
      expect(result.statusCode, result.body).toBe(200);
      expect([201, 400]).toContain(donated.status);
      const landed = donated.status === 201 ? 800 : 0;
      // 100 + 20 fees - 1 platform fee + the jar, split 60/30.
      const [first = 0, second = 0] = apportion(11_900 + landed, [60, 30]);
      const paid = await Promise.all(
        entrants.map(async (user) => (await balances(t, user)).balance),
      );
      expect(paid.sort((x, y) => x - y)).toEqual([second / 100, first / 100]);
      expect((await balances(t, donor)).balance).toBe(landed > 0 ? 0 : 8);
      expect(await jar(pool, creator)).toMatchObject({ status: 'broken', current_amount: 0 });
    },
  );
});

describe('a cancelled tournament', () => {
  it.each([
    ['its creator deletes it', 'delete'],
    ['too few players came', 'start'],
  ])('when %s, leaves its jars with their donations, free to break or to reuse', async (_, how) => {
    const { id, creator, jars } = await organise([2, 5]);
    const [first = 0, pool = 0] = jars;
    await donate(first, 12);
    await donate(pool, 3);
    const alone = await players(id, 1);
    if (how === 'delete') {
      const res = await client.call(tournamentsEndpoints.remove, { as: creator, params: { id } });
      expect(res.status, res.text).toBe(204);
    } else await startNow(t, id);
    expect(await statusOf(id)).toBe('cancelled');
    for (const user of alone) expect((await balances(t, user)).balance).toBe(10);
    expect((await balances(t, creator)).balance).toBe(100);
    expect(await jar(first, creator)).toMatchObject({ status: 'open', current_amount: 12 });
    const again = await api.create(creator, { donats: true, jars: [pool] });
    expect(again).toBeGreaterThan(id);
    const broken = await breakJar(first, creator);
    expect(broken.status, broken.text).toBe(200);
  });
});

describe('a demo tournament', () => {
  it('refuses donations and jars: they are real crystals', async () => {
    const creator = await createUser(t);
    const jarId = await jarOf(creator, 2);
    const form = tournamentForm({ is_demo: true, donats: true, jars: [jarId] });
    const res = await client.call(tournamentsEndpoints.create, {
      as: creator,
      query: { game: 1 },
      rawBody: form,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.error).sort()).toEqual(['donats', 'jars']);
  });
});

describe('the start', () => {
  it('declines unanswered applications, gives their fees back and tells the applicants', async () => {
    const { id } = await organise([], { applications: true, donats: false, jars: [] });
    const applicant = await createUser(t);
    await fund(t, applicant, 10);
    const applied = await client.call(tournamentRegistrationEndpoints.register, {
      as: applicant,
      params: { id },
      body: {},
    });
    expect(applied.status, applied.text).toBe(201);
    expect((await balances(t, applicant)).balance).toBe(0);
    await players(id, 2);
    await startNow(t, id);
    expect(await statusOf(id)).toBe('running');
    expect((await balances(t, applicant)).balance).toBe(10);
    const [row] = await queryRows(
      t,
      `select status from tournament_applications where user_id = ${String(applicant.id)}`,
    );
    expect(row?.['status']).toBe('declined');
    const page = await waitForNotifications(t, applicant);
    expect(page.results[0]?.atributtes).toMatchObject({ tournament_id: id });
  });
});
