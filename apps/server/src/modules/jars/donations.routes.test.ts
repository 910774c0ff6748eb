import { jarsEndpoints, type Jar } from '@clutch/contract/jars';
import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.js';
import { testClient, type Answer } from '../../../test/client.js';
import { balances, createFundedUser, queryRows, useLedgerTestApp } from '../../../test/wallet.js';
import { checkLedger } from '../wallet/ledger/ledger-check.js';

const t = useLedgerTestApp();
const api = testClient(t);
const e = jarsEndpoints;

const id = (n: number) => String(n);

async function createJar(user: TestUser, body: object = { target_amount: 100 }): Promise<Jar> {
  const res = await api.call(e.create, { as: user, body: { title: 'Jar', ...body } });
  if (res.status !== 201) throw new Error(`create answered ${res.text}`);
  return res.body;
}
const donate = (user: TestUser, jar: Jar, amount: number | string, key?: string) =>
  api.call(e.donate, { as: user, params: { id: jar.id }, body: { amount }, idempotencyKey: key });
const breakJar = (user: TestUser, jar: Jar, key?: string) =>
  api.call(e.breakJar, { as: user, params: { id: jar.id }, idempotencyKey: key });
const jarOf = async (jar: Jar) =>
  api.ok(e.get, { as: await createUser(t), params: { id: jar.id } });

describe('donating', () => {
  it('moves real crystals from the donor into the jar and counts the donation', async () => {
    const [owner, donor] = [await createUser(t), await createFundedUser(t, 50)];
    const jar = await createJar(owner);
    const res = await donate(donor, jar, '20.25');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      amount: 20.25,
      donor: { id: donor.id, username: donor.username },
    });
    expect(await jarOf(jar)).toMatchObject({
      current_amount: 20.25,
      collected_amount: 20.25,
      donations_count: 1,
      status: 'open',
    });
    expect(await balances(t, donor)).toMatchObject({ balance: 29.75 });
    const legs = await queryRows(
      t,
      `SELECT t.kind, t.reference, e.amount::int AS amount, e.counterpart_id FROM wallet_transactions t
       JOIN wallet_entries e ON e.transaction_id = t.id
       WHERE t.reference = 'jar:${id(jar.id)}' ORDER BY e.amount`,
    );
    expect(legs).toEqual([
      { kind: 'donation', reference: `jar:${id(jar.id)}`, amount: -2025, counterpart_id: owner.id },
      { kind: 'donation', reference: `jar:${id(jar.id)}`, amount: 2025, counterpart_id: donor.id },
    ]);
  });

  it('fills the jar to its target, then refuses more, naming how much can still go in', async () => {
    const [owner, donor] = [await createFundedUser(t, 100), await createFundedUser(t, 100)];
    const jar = await createJar(owner, { target_amount: 30 });
    expect((await donate(donor, jar, 25)).status).toBe(201);
    const over = await donate(donor, jar, 5.01);
    expect(over.status).toBe(400);
    expect(over.error).toEqual({ amount: ['At most 5 crystals can still go into this jar.'] });
    expect((await donate(owner, jar, 5)).status).toBe(201);
    expect(await jarOf(jar)).toMatchObject({
      status: 'full',
      current_amount: 30,
      donations_count: 2,
    });
    const full = await donate(donor, jar, 0.01);
    expect(full.status).toBe(400);
    expect(full.error.error).toContain('full');
  });

  it('refuses a donation beyond the balance, and into a missing jar', async () => {
    const [owner, donor] = [await createUser(t), await createFundedUser(t, 1)];
    const jar = await createJar(owner, { is_unlimited: true });
    const res = await donate(donor, jar, 1.5);
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ code: 'insufficient_funds' });
    expect(
      (await api.call(e.donate, { as: donor, params: { id: 2000000000 }, body: { amount: 1 } }))
        .status,
    ).toBe(404);
    expect((await donate(donor, jar, 0)).status).toBe(400);
    expect(await jarOf(jar)).toMatchObject({ current_amount: 0, donations_count: 0 });
  });

  it('applies a retried Idempotency-Key once; the same key with another amount is a 422', async () => {
    const [owner, donor] = [await createUser(t), await createFundedUser(t, 10)];
    const jar = await createJar(owner);
    const first = await donate(donor, jar, 3, 'donate-1');
    const again = await donate(donor, jar, 3, 'donate-1');
    expect(again.body).toEqual(first.body);
    expect((await donate(donor, jar, 4, 'donate-1')).status).toBe(422);
    expect(await jarOf(jar)).toMatchObject({ current_amount: 3, donations_count: 1 });
  });

  it('never passes the target under concurrent donations', async () => {
    const owner = await createUser(t);
    const donors = await Promise.all(Array.from({ length: 8 }, () => createFundedUser(t, 50)));
    const jar = await createJar(owner, { target_amount: 100 });
    const answers = await Promise.all(
      donors.flatMap((donor) => [donate(donor, jar, 7), donate(donor, jar, 9)]),
    );
    const accepted = answers.filter((res) => res.status === 201);
    const total = accepted.reduce((sum, res) => sum + res.body.amount, 0);
    expect(total).toBeLessThanOrEqual(100);
    expect(accepted.length).toBeLessThan(answers.length);
    expect(answers.every((res) => [201, 400].includes(res.status))).toBe(true);
    const after = await jarOf(jar);
    expect(after.current_amount).toBe(total);
    expect(after.donations_count).toBe(accepted.length);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('lists a jar’s donations newest first, ten a page', async () => {
    const [owner, donor] = [await createUser(t), await createFundedUser(t, 100)];
    const jar = await createJar(owner, { is_unlimited: true });
    for (let i = 1; i <= 11; i += 1) await donate(donor, jar, i);
    const res = await api.call(e.donations, { as: owner, params: { id: jar.id } });
    const page = res.body;
    expect(page.count).toBe(11);
    expect(page.results).toHaveLength(10);
    expect(page.results[0]).toMatchObject({ amount: 11, donor: { id: donor.id } });
    expect(page.next).toContain('page=2');
    expect((await api.call(e.donations, { as: owner, params: { id: 2000000000 } })).status).toBe(
      404,
    );
  });
});

describe('breaking a jar', () => {
  it('pays the whole content to the creator and leaves the jar empty and broken', async () => {
    const [owner, donor] = [await createUser(t), await createFundedUser(t, 40)];
    const jar = await createJar(owner, { target_amount: 40 });
    await donate(donor, jar, 15.5);
    await donate(donor, jar, 24.5);
    const res = await breakJar(owner, jar);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'broken',
      current_amount: 0,
      collected_amount: 40,
      donations_count: 2,
    });
    expect(await balances(t, owner)).toMatchObject({ balance: 40 });
    const again = await breakJar(owner, jar);
    expect(again.status).toBe(400);
    expect((await donate(donor, jar, 1)).status).toBe(400);
  });

  it('is for the creator alone', async () => {
    const [owner, donor] = [await createUser(t), await createFundedUser(t, 5)];
    const jar = await createJar(owner);
    await donate(donor, jar, 5);
    expect((await breakJar(donor, jar)).status).toBe(403);
    expect(await jarOf(jar)).toMatchObject({ status: 'open', current_amount: 5 });
  });

  it('breaks an empty jar without moving anything', async () => {
    const owner = await createUser(t);
    const jar = await createJar(owner);
    expect((await breakJar(owner, jar)).body).toMatchObject({ status: 'broken' });
    const moved = await queryRows(
      t,
      `SELECT id FROM wallet_transactions WHERE reference = 'jar:${id(jar.id)}'`,
    );
    expect(moved).toEqual([]);
  });

  it('never leaves crystals in a broken jar when donations race the break', async () => {
    const owner = await createUser(t);
    const donors = await Promise.all(Array.from({ length: 5 }, () => createFundedUser(t, 10)));
    const jar = await createJar(owner, { is_unlimited: true });
    await donate(donors[0] ?? owner, jar, 1);
    const racing = await Promise.all([
      ...donors.map((donor) => donate(donor, jar, 2)),
      breakJar(owner, jar),
      ...donors.map((donor) => donate(donor, jar, 3)),
    ]);
    expect(racing.every((res) => [200, 201, 400].includes(res.status))).toBe(true);
    const donated = racing
      // Only a donation answers 201; the break answers 200.
      .filter((res): res is Answer<typeof e.donate> => res.status === 201)
      .reduce((sum, res) => sum + res.body.amount, 0);
    const owed = (await jarOf(jar)).collected_amount;
    expect(owed).toBe(1 + donated);
    // Every donation that got in before the break went to the creator; the rest were refused.
    expect(await balances(t, owner)).toMatchObject({ balance: owed });
    expect(await jarOf(jar)).toMatchObject({ status: 'broken', current_amount: 0 });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
