// C3 double-spend-and-deadlock-races: (1) a player holding 100 crystals sends 20 withdrawals and
// 20 transfers of all 100 at once, each under its own key: exactly one debit may succeed. (2) A jar
// owner breaks the jar (our "withdraw the whole jar") 10 times at once while 50 donations arrive:
// one break, nothing lost, the jar never pays out more than it got. (3) 500 transfers A→B and B→A
// at once in random order: no deadlock or serialisation failure ever reaches a client as a 5xx.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Player } from '../src/api-client.js';
import { codeOf, ledgerInvariants, reportInvariants, type Invariant } from '../src/c-invariants.js';
import { balanceMinor, fundedPlayers, moneyCall, prng, type MoneyReply } from '../src/c-money.js';
import {
  LOOSE_WITHDRAWAL_LIMITS,
  TRON_ADDRESS,
  figureShedReplies,
  savePayoutDetails,
  startMoneyServer,
} from '../src/c-suite.js';
import { figure, ofTotal } from '../src/figures.js';
import type { SuiteServer } from '../src/suite-server.js';

const SEED = Number(process.env['C3_SEED'] ?? Math.floor(Math.random() * 2 ** 31));

let server: SuiteServer;
/** The test's own invariants, printed with the ledger check's at the end. */
const invariants: Invariant[] = [];
const fivexx: MoneyReply[] = [];

beforeAll(async () => {
  // Limits far from 100 crystals, so only the balance decides who is refused.
  server = await startMoneyServer({ ...LOOSE_WITHDRAWAL_LIMITS, WITHDRAW_MAX: '100000' });
  figure('C3', 'seed', SEED);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

/**
 * Every race's requests queue on the same few account rows, so the last of 500 waits for the 499
 * before it: the client waits up to 2 minutes (the criterion is the status, not the latency).
 */
const post = (player: Player, path: string, body: unknown, key = randomUUID()) =>
  moneyCall(server.origin, `/api${path}`, {
    token: player.tokens.access,
    body,
    key,
    timeoutMs: 120_000,
  });

function noted(replies: MoneyReply[]): MoneyReply[] {
  fivexx.push(...replies.filter((reply) => reply.status === 0 || reply.status >= 500));
  return replies;
}

const count = (replies: MoneyReply[], status: number) =>
  replies.filter((reply) => reply.status === status).length;

describe('C3 double-spend-and-deadlock-races', () => {
  it('lets exactly 1 of 20 withdrawals and 20 transfers of the whole balance through', async () => {
    const [spender, recipient] = await fundedPlayers(server.origin, 'c3spend', 2, 100, 2);
    if (!spender || !recipient) throw new Error('no players');
    const settings = await savePayoutDetails(server.origin, spender);
    expect(settings.status).toBe(200);
    const withdraw = { amount: 100, network: 'TRC20', address: TRON_ADDRESS };
    const replies = noted(
      await Promise.all([
        ...Array.from({ length: 20 }, () => post(spender, '/wallet/withdraw/', withdraw)),
        ...Array.from({ length: 20 }, () =>
          post(spender, `/profile/${String(recipient.id)}/transactions/`, { amount: 100 }),
        ),
      ]),
    );
    const succeeded = replies.filter((reply) => reply.status < 300).length;
    const refusedCleanly = replies.filter(
      (reply) => reply.status === 400 && codeOf(reply.body) === 'insufficient_funds',
    ).length;
    const left = await balanceMinor(server.origin, spender);
    const got = (await balanceMinor(server.origin, recipient)) - 100_00;
    figure('C3', 'debits of the whole balance that succeeded', ofTotal(succeeded, 40));
    figure('C3', 'the others refused with 400 insufficient_funds', ofTotal(refusedCleanly, 39));
    figure(
      'C3',
      'withdrawals / transfers succeeded',
      `${String(count(replies.slice(0, 20), 201))} / ${String(count(replies.slice(20), 201))}`,
    );
    figure('C3', 'spender balance after (crystals)', left / 100);
    invariants.push({ name: 'exactly 1 of 40 debits succeeded', held: succeeded === 1 });
    invariants.push({
      name: 'spender left at 0, recipient got 100 or nothing',
      held: left === 0 && (got === 0 || got === 100_00),
    });
    expect(succeeded).toBe(1);
    expect(refusedCleanly).toBe(39);
    expect(left).toBe(0);
  });

  it('breaks the jar once while 50 donations arrive; the jar pays out no more than it got', async () => {
    const [owner, ...donors] = await fundedPlayers(server.origin, 'c3jar', 11, 50, 4);
    if (!owner) throw new Error('no players');
    const jar = await post(owner, '/profile/jars/', { title: 'C3 jar', is_unlimited: true });
    expect(jar.status).toBe(201);
    const jarId = Number((jar.body as { id: number }).id);
    // Something in the jar before the race, so breaking it moves crystals.
    for (const donor of donors.slice(0, 2))
      expect(
        (await post(donor, `/profile/jar/${String(jarId)}/donation/`, { amount: 5 })).status,
      ).toBe(201);
    const random = prng(SEED);
    const donations = Array.from({ length: 50 }, (_, i) => ({
      donor: donors[i % donors.length] ?? owner,
      amount: 1 + random.below(4),
    }));
    const ownerBefore = await balanceMinor(server.origin, owner);
    const donorsBefore = (
      await Promise.all(donors.map((d) => balanceMinor(server.origin, d)))
    ).reduce((a, b) => a + b, 0);
    const race = noted(
      await Promise.all([
        ...donations.map(({ donor, amount }) =>
          post(donor, `/profile/jar/${String(jarId)}/donation/`, { amount }),
        ),
        ...Array.from({ length: 10 }, () =>
          post(owner, `/profile/jar/${String(jarId)}/break/`, {}),
        ),
      ]),
    );
    const donated = race.slice(0, 50);
    const breaks = race.slice(50);
    const ownerGot = (await balanceMinor(server.origin, owner)) - ownerBefore;
    const donorsGave =
      donorsBefore -
      (await Promise.all(donors.map((d) => balanceMinor(server.origin, d)))).reduce(
        (a, b) => a + b,
        0,
      );
    const acceptedMinor = donations.reduce(
      (sum, d, i) => sum + (donated[i]?.status === 201 ? d.amount * 100 : 0),
      0,
    );
    const after = await moneyCall(server.origin, `/api/profile/jars/${String(jarId)}/`, {
      token: owner.tokens.access,
    });
    const shown = after.body as {
      status: string;
      current_amount: number;
      collected_amount: number;
    };
    figure('C3', 'jar breaks that succeeded', ofTotal(count(breaks, 200), 10));
    figure('C3', 'jar breaks refused (400 already broken)', ofTotal(count(breaks, 400), 9));
    figure('C3', 'donations accepted during the race', ofTotal(count(donated, 201), 50));
    figure('C3', 'crystals the owner got from the break', ownerGot / 100);
    figure(
      'C3',
      'crystals donated in all (10 before + accepted in the race)',
      (10_00 + acceptedMinor) / 100,
    );
    figure('C3', 'jar after', JSON.stringify(shown));
    // The break pays out what was in the jar then; later donations are refused (the jar is broken).
    const paidNoMoreThanGot =
      ownerGot <= 10_00 + acceptedMinor && ownerGot === 10_00 + acceptedMinor;
    invariants.push({
      name: 'exactly 1 of 10 jar breaks succeeded',
      held: count(breaks, 200) === 1,
    });
    invariants.push({
      name: 'Σ jar payouts = Σ donations accepted (never more)',
      held: paidNoMoreThanGot,
    });
    invariants.push({
      name: 'donors paid exactly the donations accepted',
      held: donorsGave === acceptedMinor,
    });
    invariants.push({
      name: 'jar broken and empty',
      held: shown.status === 'broken' && shown.current_amount === 0,
    });
    expect(count(breaks, 200)).toBe(1);
    expect(paidNoMoreThanGot).toBe(true);
    expect(donorsGave).toBe(acceptedMinor);
  });

  it('answers 500 crossing transfers A→B and B→A without a 5xx and loses no crystal', async () => {
    const [a, b] = await fundedPlayers(server.origin, 'c3cross', 2, 100, 2);
    if (!a || !b) throw new Error('no players');
    const random = prng(SEED + 1);
    const plan = Array.from({ length: 500 }, () => ({
      fromA: random.next() < 0.5,
      amount: 1 + random.below(3),
    }));
    const started = Date.now();
    const replies = noted(
      await Promise.all(
        plan.map(({ fromA, amount }) =>
          post(fromA ? a : b, `/profile/${String((fromA ? b : a).id)}/transactions/`, { amount }),
        ),
      ),
    );
    const ms = Date.now() - started;
    const [balanceA, balanceB] = await Promise.all([
      balanceMinor(server.origin, a),
      balanceMinor(server.origin, b),
    ]);
    const expectedA = plan.reduce(
      (sum, p, i) =>
        replies[i]?.status === 201 ? sum + (p.fromA ? -p.amount : p.amount) * 100 : sum,
      100_00,
    );
    const statuses = new Map<number, number>();
    for (const reply of replies) statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
    figure('C3', 'crossing transfers statuses', JSON.stringify(Object.fromEntries(statuses)));
    figure('C3', 'crossing transfers ms', ms);
    figure('C3', 'A + B after (crystals)', (balanceA + balanceB) / 100);
    invariants.push({
      name: 'A + B = 200 crystals after 500 crossing transfers',
      held: balanceA + balanceB === 200_00,
    });
    invariants.push({
      name: "A's balance = 100 + what its answered transfers moved",
      held: balanceA === expectedA,
    });
    expect(balanceA + balanceB).toBe(200_00);
    expect(balanceA).toBe(expectedA);
  });

  it('surfaces 0 deadlocks or serialisation failures as 5xx, and every money invariant holds', async () => {
    figure('C3', '5xx or dropped answers in all races', fivexx.length);
    for (const reply of fivexx.slice(0, 5)) console.log(reply.status, reply.text.slice(0, 300));
    figureShedReplies('C3');
    const all = [
      ...invariants,
      { name: '0 5xx (40P01/40001 retried inside)', held: fivexx.length === 0 },
      ...(await ledgerInvariants(server)),
    ];
    const held = reportInvariants('C3', all);
    expect(held).toBe(all.length);
  });
});
