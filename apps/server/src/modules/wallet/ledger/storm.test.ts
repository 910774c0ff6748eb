// The money promise under load: hundreds of parallel transfers, returns, donations and withdrawals
// between a few dozen users through the HTTP API, many retried with the same Idempotency-Key while
// the first attempt may still be running. Afterwards every invariant of the ledger holds, no balance
// is negative, each key took effect once and every crystal is accounted for.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../../test/factories.js';
import { fund, moneyApi, queryRows, useLedgerTestApp } from '../../../../test/wallet.js';
import { checkLedger } from './ledger-check.js';

const USERS = 30;
const OPERATIONS = 400;
const FUNDS = 100;

const t = useLedgerTestApp({ env: { WITHDRAW_MIN: '1', WITHDRAW_APPROVAL_ABOVE: '15' } });
const call = moneyApi(t);

const SETTINGS = {
  first_name: 'Olena',
  last_name: 'Koval',
  city: 'Lviv',
  street: 'Rynok 1',
  zip_code: '79000',
  mobile_number: '+380 (67) 123 45 67',
  date_of_birth: '1994-05-17',
};

/** A pseudo-random sequence that repeats, so a failing storm can be replayed. */
function sequence(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

interface Operation {
  key: string;
  user: TestUser;
  method: 'POST';
  url: string;
  body: object;
}

async function realBalance(user: TestUser): Promise<number> {
  const res = await t.app.inject({ url: '/api/profile/me/', headers: user.headers });
  return res.json<{ balance: number }>().balance;
}

describe('a storm of concurrent money requests', () => {
  it('keeps the ledger sound, never goes negative and applies every key once', async () => {
    const users = await Promise.all(Array.from({ length: USERS }, () => createUser(t)));
    for (const user of users) {
      await fund(t, user, FUNDS);
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/profile/${String(user.id)}/payment-settings/`,
        headers: user.headers,
        payload: SETTINGS,
      });
      expect(res.statusCode).toBe(200);
    }
    const jarIds: number[] = [];
    for (const owner of users.slice(0, 4)) {
      const res = await call('POST', 'profile/jars/', owner, {
        title: `Jar of ${owner.username}`,
        is_unlimited: owner === users[0],
        ...(owner === users[0] ? {} : { target_amount: 60 }),
      });
      expect(res.statusCode).toBe(201);
      jarIds.push(res.json<{ id: number }>().id);
    }

    const pick = sequence(20_261_121);
    const operations: Operation[] = [];
    for (let i = 0; i < OPERATIONS; i += 1) {
      const user = users[pick(USERS)] ?? users[0];
      if (!user) throw new Error('no users');
      const amount = (1 + pick(2000)) / 100;
      const kind = pick(10);
      const key = randomUUID();
      if (kind < 5) {
        const to = users[pick(USERS)] ?? user;
        operations.push({
          key,
          user,
          method: 'POST',
          url: `profile/${String(to.id)}/transactions/`,
          body: { amount },
        });
      } else if (kind < 8) {
        const jar = jarIds[pick(jarIds.length)] ?? 0;
        operations.push({
          key,
          user,
          method: 'POST',
          url: `profile/jar/${String(jar)}/donation/`,
          body: { amount },
        });
      } else {
        operations.push({
          key,
          user,
          method: 'POST',
          url: 'wallet/withdraw/',
          body: {
            amount: amount + 2,
            network: 'TRC20',
            address: 'TJYeasTPa6gpEEfYqKC8nV5nnM3KbHEFz4',
          },
        });
      }
    }
    // Each operation is sent once, and about a third again with the same key, interleaved.
    const attempts = operations.flatMap((op, index) => (index % 3 === 0 ? [op, op] : [op]));
    for (let i = attempts.length - 1; i > 0; i -= 1) {
      const j = pick(i + 1);
      const a = attempts[i];
      const b = attempts[j];
      if (a && b) [attempts[i], attempts[j]] = [b, a];
    }
    const answers = await Promise.all(
      attempts.map(async (op) => ({
        op,
        res: await call(op.method, op.url, op.user, op.body, op.key),
      })),
    );

    const statuses = new Map<string, Set<number>>();
    const bodies = new Map<string, Set<string>>();
    for (const { op, res } of answers) {
      expect(res.statusCode, res.body).toBeLessThan(500);
      if (res.statusCode === 409) continue; // a retry that met its first attempt still running
      statuses.set(op.key, (statuses.get(op.key) ?? new Set()).add(res.statusCode));
      if (res.statusCode < 300) bodies.set(op.key, (bodies.get(op.key) ?? new Set()).add(res.body));
    }
    // A retried key answers exactly what its first attempt answered.
    for (const seen of bodies.values()) expect(seen.size).toBe(1);
    const succeeded = operations.filter((op) => statuses.get(op.key)?.has(201));
    expect(succeeded.length).toBeGreaterThan(OPERATIONS / 4);

    // Some transfers go back to their senders while more money moves.
    const transfers = answers
      .filter(({ op, res }) => op.url.includes('/transactions/') && res.statusCode === 201)
      .map(({ res }) => res.json<{ id: number }>().id);
    const unique = [...new Set(transfers)];
    expect(unique).toHaveLength(succeeded.filter((op) => op.url.includes('/transactions/')).length);
    await Promise.all(
      unique.slice(0, 60).map(async (id) => {
        const [row] = await queryRows(
          t,
          `select to_user_id from transfers where id = ${String(id)}`,
        );
        const recipientId = Number(row?.['to_user_id']);
        const recipient = users.find((u) => u.id === recipientId);
        if (!recipient) return;
        const key = randomUUID();
        const [first, second] = await Promise.all([
          call('POST', 'profile/return-transaction/', recipient, { transaction_id: id }, key),
          call('POST', 'profile/return-transaction/', recipient, { transaction_id: id }, key),
        ]);
        expect(first.statusCode).toBeLessThan(500);
        expect(second.statusCode).toBeLessThan(500);
      }),
    );

    // Pay out what was withdrawn, then count every crystal.
    while ((await t.jobs.runDue()) > 0);
    expect(await checkLedger(t.database.db)).toEqual([]);
    const total = (await Promise.all(users.map(realBalance))).reduce((a, b) => a + b, 0);
    for (const user of users) expect(await realBalance(user)).toBeGreaterThanOrEqual(0);
    const [row] = await queryRows(
      t,
      `select
         (select count(*) from transfers)::int as transfers,
         (select count(*) from jar_donations)::int as donations,
         (select count(*) from withdrawals)::int as withdrawals,
         (select coalesce(sum(collected), 0) from jars)::bigint as in_jars,
         (select coalesce(sum(amount), 0) from withdrawals where status in ('pending_approval', 'processing', 'paid'))::bigint as withdrawn`,
    );
    const read = (name: string) => Number(row?.[name]);
    const byKind = (part: string) => succeeded.filter((op) => op.url.includes(part)).length;
    expect(read('transfers')).toBe(byKind('/transactions/'));
    expect(read('donations')).toBe(byKind('/donation/'));
    expect(read('withdrawals')).toBe(byKind('wallet/withdraw/'));
    // Crystals only moved between users, into jars and out as withdrawals: none appeared or vanished.
    expect(Math.round(total * 100) + read('in_jars') + read('withdrawn')).toBe(USERS * FUNDS * 100);
  }, 180_000);
});
