// Jar list pages are kept in memory (the same for every caller) until an event that may change one
// arrives: a jar made, edited, deleted, donated to or broken, a tournament's settlement paying its
// prize jars out, a creator's name or picture. Each is on the next read; a change behind the API's
// back (straight in SQL) is not, until an event comes. On one instance, and on two sharing the
// Redis bus.
import { jarsEndpoints, type Jar } from '@clutch/contract/jars';
import { profileEndpoints } from '@clutch/contract/profile';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testClient, type TestClient } from '../../../test/client.js';
import { createUser, type TestUser } from '../../../test/factories.js';
import { useTwoInstances } from '../../../test/harness.js';
import { enter, playToTheEndByCreator, startNow } from '../../../test/tournament-run.js';
import { tournamentApi } from '../../../test/tournaments.js';
import { fund, useLedgerTestApp } from '../../../test/wallet.js';

const t = useLedgerTestApp();
const client = testClient(t);
const j = jarsEndpoints;

/** The creator's jars as the list shows them, read twice (the second one kept). */
async function jarsOf(creator: TestUser, through: TestClient = client): Promise<Jar[]> {
  const call = { as: creator, query: { created_by: creator.id } };
  await through.ok(j.list, call);
  return (await through.ok(j.list, call)).results;
}

async function made(creator: TestUser, body: object = { target_amount: 100 }): Promise<Jar> {
  const res = await client.call(j.create, { as: creator, body: { title: 'Trip', ...body } });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

async function donated(jar: Jar, crystals: number): Promise<void> {
  const donor = await createUser(t);
  await fund(t, donor, crystals);
  const res = await client.call(j.donate, {
    as: donor,
    params: { id: jar.id },
    body: { amount: crystals },
  });
  expect(res.status, res.text).toBe(201);
}

describe('the jar list answers every change on the next read', () => {
  it('keeps a page: a change behind the API’s back is not seen until an event', async () => {
    const creator = await createUser(t);
    const jar = await made(creator, { title: 'Kept', target_amount: 100 });
    expect((await jarsOf(creator))[0]?.title).toBe('Kept');
    await t.database.db.execute(sql`UPDATE jars SET title = 'Behind' WHERE id = ${jar.id}`);
    expect((await jarsOf(creator))[0]?.title).toBe('Kept');
    await donated(jar, 5);
    expect((await jarsOf(creator))[0]).toMatchObject({ title: 'Behind', current_amount: 5 });
  });

  it('a jar made, edited, donated to, broken and deleted', async () => {
    const creator = await createUser(t);
    expect(await jarsOf(creator)).toEqual([]);
    const first = await made(creator, { title: 'First', target_amount: 100 });
    expect((await jarsOf(creator)).map((jar) => jar.title)).toEqual(['First']);
    const second = await made(creator, { title: 'Second', target_amount: 100 });
    expect((await jarsOf(creator)).map((jar) => jar.title)).toEqual(['Second', 'First']);
    const patched = await client.call(j.patch, {
      as: creator,
      params: { id: first.id },
      body: { title: 'Renamed', target_amount: 50 },
    });
    expect(patched.status, patched.text).toBe(200);
    expect((await jarsOf(creator))[1]).toMatchObject({ title: 'Renamed', target_amount: 50 });
    await donated(first, 20);
    expect((await jarsOf(creator))[1]).toMatchObject({ current_amount: 20, donations_count: 1 });
    const broken = await client.call(j.breakJar, { as: creator, params: { id: first.id } });
    expect(broken.status, broken.text).toBe(200);
    expect((await jarsOf(creator))[1]).toMatchObject({ status: 'broken', current_amount: 0 });
    const removed = await client.call(j.remove, { as: creator, params: { id: second.id } });
    expect(removed.status, removed.text).toBe(204);
    expect((await jarsOf(creator)).map((jar) => jar.id)).toEqual([first.id]);
  });

  it('a prize jar a finished tournament paid out', async () => {
    const creator = await createUser(t);
    await fund(t, creator, 100);
    const prize = await made(creator, { title: 'First place', jar_type: 2, is_unlimited: true });
    await donated(prize, 12);
    const id = await tournamentApi(t).create(creator, {
      prize_pool: 0,
      first_place_prize: 0,
      second_place_prize: 0,
      third_place_prize: 0,
      grid: 1,
      donats: true,
      jars: [prize.id],
    });
    for (let i = 0; i < 2; i += 1) {
      const player = await createUser(t);
      await enter(t, { tournamentId: id, by: player });
    }
    await startNow(t, id);
    expect((await jarsOf(creator))[0]).toMatchObject({ status: 'open', current_amount: 12 });
    await playToTheEndByCreator(t, id, creator);
    expect((await jarsOf(creator))[0]).toMatchObject({ status: 'broken', current_amount: 0 });
  });

  it('its creator renamed', async () => {
    const creator = await createUser(t);
    await made(creator);
    expect((await jarsOf(creator))[0]?.created_by.username).toBe(creator.username);
    const username = `jarmaker${String(creator.id)}`;
    await client.ok(profileEndpoints.patchMe, { as: creator, body: { username } });
    expect((await jarsOf(creator))[0]?.created_by.username).toBe(username);
  });
});

describe.skipIf(!process.env['REDIS_URL'])('across two instances sharing the Redis bus', () => {
  const [one, two] = useTwoInstances();

  it('a change through one instance is on the next read through the other, once its event arrives', async () => {
    const creator = await createUser(one);
    const through = [testClient(one), testClient(two)] as const;
    const res = await through[0].call(j.create, {
      as: creator,
      body: { title: 'Round', target_amount: 100 },
    });
    expect(res.status, res.text).toBe(201);
    for (let round = 0; round < 4; round += 1) {
      const writer = through[round % 2] ?? through[0];
      const other = through[(round + 1) % 2] ?? through[1];
      const title = `Round ${String(round)}`;
      await jarsOf(creator, other);
      const patched = await writer.call(j.patch, {
        as: creator,
        params: { id: res.body.id },
        body: { title },
      });
      expect(patched.status, patched.text).toBe(200);
      // Redis is a network away: the other instance drops its pages when the event arrives.
      await expect
        .poll(async () => (await jarsOf(creator, other))[0]?.title, { timeout: 5_000 })
        .toBe(title);
      expect((await jarsOf(creator, writer))[0]?.title).toBe(title);
    }
  });
});
