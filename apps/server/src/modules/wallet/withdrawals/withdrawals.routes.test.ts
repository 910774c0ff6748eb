import { profileEndpoints } from '@clutch/contract/profile';
import { walletEndpoints } from '@clutch/contract/wallet';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../../test/client.js';
import { createUser, type TestUser } from '../../../../test/factories.js';
import { balances, expectLedgerSound, fund, useLedgerTestApp } from '../../../../test/wallet.js';
import {
  EVM_ADDRESS,
  PAYMENT_SETTINGS,
  REFUSED_ADDRESS,
  TRON_ADDRESS,
  fillPaymentSettings,
  runPayouts,
  withdrawApi,
  withdrawer,
} from '../../../../test/withdrawals.js';
import { runOperator } from '../../../operator-commands.js';
import { walletAccounts } from '../wallet.tables.js';

const t = useLedgerTestApp({
  env: {
    WITHDRAW_MIN: '10',
    WITHDRAW_MAX: '10000',
    WITHDRAW_DAILY_MAX: '20000',
    WITHDRAW_APPROVAL_ABOVE: '1000',
  },
});
const api = withdrawApi(t);
const client = testClient(t);
const w = walletEndpoints;
/** `body` goes unchecked: many tests send what validation must refuse. */
const withdraw = (user: TestUser, body: object) =>
  client.call(w.withdraw, { as: user, rawBody: body });
const withdrawOver = (type: string, user: TestUser, body: object) =>
  client.call(w.withdrawType, { as: user, params: { type }, rawBody: body });
const limits = (user: TestUser) => client.ok(w.withdrawLimits, { as: user });

async function accountBalance(key: string): Promise<number> {
  const [row] = await t.database.db
    .select({ balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(eq(walletAccounts.key, key));
  return row?.balance ?? 0;
}

const historyOf = async (user: TestUser) => (await client.ok(w.history, { as: user })).results;

describe('withdrawal networks and limits', () => {
  it('lists TRC20, ERC20 and BEP20 with their fees and address formats', async () => {
    const user = await createUser(t);
    const res = await client.call(w.networks, { as: user });
    expect(res.status).toBe(200);
    const networks = res.body;
    expect(networks.map((n) => [n.code, n.fee])).toEqual([
      ['TRC20', 1],
      ['ERC20', 5],
      ['BEP20', 0.5],
    ]);
    for (const network of networks)
      expect(new RegExp(network.address_pattern).test(network.address_example)).toBe(true);
  });

  it('shows the limits and what the caller withdrew in the last 24 hours', async () => {
    const user = await withdrawer(t, 100);
    expect(await limits(user)).toEqual({
      min: 10,
      max: 10000,
      daily_max: 20000,
      daily_used: 0,
      approval_above: 1000,
    });
    await api.accepted(user, 25.5);
    await api.accepted(user, 10, REFUSED_ADDRESS);
    expect(await limits(user)).toMatchObject({ daily_used: 35.5 });
    await runPayouts(t);
    // The refused one gave its crystals back, so it no longer counts.
    expect(await limits(user)).toMatchObject({ daily_used: 25.5 });
  });
});

describe('a withdrawal request', () => {
  it.each([
    [
      { amount: 9.99, network: 'TRC20', address: TRON_ADDRESS },
      { amount: ['The smallest withdrawal is 10 crystals.'] },
    ],
    [
      { amount: '10000.01', network: 'TRC20', address: TRON_ADDRESS },
      { amount: ['The largest withdrawal is 10000 crystals.'] },
    ],
    [
      { amount: 20, network: 'BTC', address: TRON_ADDRESS },
      { network: ['Choose a network we pay out over: TRC20, ERC20, BEP20.'] },
    ],
    [
      { amount: 20, network: 'TRC20', address: EVM_ADDRESS },
      {
        address: ['This is not a TRC20 address. It looks like TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7.'],
      },
    ],
    [
      { amount: 20, network: 'ERC20', address: '0x123' },
      {
        address: [
          'This is not a ERC20 address. It looks like 0x742d35Cc6634C0532925a3b844Bc454e4438f44e.',
        ],
      },
    ],
    [
      { amount: '12.345', network: 'TRC20', address: TRON_ADDRESS },
      { amount: ['Enter an amount of crystals with at most two decimals.'] },
    ],
    [
      { amount: 0, network: 'TRC20', address: TRON_ADDRESS },
      { amount: ['The amount must be more than zero.'] },
    ],
  ])('%j is refused with a 400 naming the field', async (body, fields) => {
    const user = await withdrawer(t, 50_000);
    const res = await withdraw(user, body);
    expect(res.status).toBe(400);
    expect(res.error).toEqual(fields);
    expect(await balances(t, user)).toMatchObject({ balance: 50_000 });
  });

  it('is refused beyond the real balance, and holds nothing', async () => {
    const user = await withdrawer(t, 30);
    const res = await withdraw(user, {
      amount: 30.01,
      network: 'TRC20',
      address: TRON_ADDRESS,
    });
    expect(res.status).toBe(400);
    expect(res.error).toEqual({
      error: 'Not enough crystals on the balance for this. 0.01 more crystals are needed.',
      code: 'insufficient_funds',
      missing: 0.01,
      book: 'real',
    });
    expect(await balances(t, user)).toMatchObject({ balance: 30 });
    expect(await limits(user)).toMatchObject({ daily_used: 0 });
  });

  it('is refused without complete payment settings, naming what is missing', async () => {
    const user = await createUser(t);
    await fund(t, user, 100);
    const body = { amount: 20, network: 'TRC20', address: TRON_ADDRESS };
    let res = await withdraw(user, body);
    expect(res.status).toBe(400);
    expect(res.error).toEqual({
      error:
        'Fill in your payment settings before withdrawing: first_name, last_name, city, street, zip_code, mobile_number, date_of_birth.',
      code: 'payment_settings_incomplete',
      missing: [
        'first_name',
        'last_name',
        'city',
        'street',
        'zip_code',
        'mobile_number',
        'date_of_birth',
      ],
    });
    await fillPaymentSettings(t, user, { ...PAYMENT_SETTINGS, city: '', zip_code: null });
    res = await withdraw(user, body);
    expect(res.error).toMatchObject({ missing: ['city', 'zip_code'] });
    await fillPaymentSettings(t, user);
    expect((await withdraw(user, body)).status).toBe(201);
  });

  it('is refused with a 403 while the user has a withdrawal ban, and allowed once it ends', async () => {
    const user = await withdrawer(t, 100);
    const body = { amount: 20, network: 'TRC20', address: TRON_ADDRESS };
    await runOperator(t.database.db, ['ban-withdrawals', user.email]);
    let res = await withdraw(user, body);
    expect(res.status).toBe(403);
    expect(res.error).toEqual({
      detail: 'Your account is banned from withdrawals for good.',
      code: 'withdrawal_ban',
      ban: 'withdrawal',
      until: null,
    });
    await runOperator(t.database.db, ['unban-withdrawals', user.email]);
    const until = new Date(Date.now() + 3_600_000).toISOString();
    await runOperator(t.database.db, ['ban-withdrawals', user.email, until]);
    res = await withdraw(user, body);
    expect(res.status).toBe(403);
    expect(res.error).toMatchObject({
      detail: `Your account is banned from withdrawals until ${until}.`,
      until,
    });
    await runOperator(t.database.db, ['unban-withdrawals', user.email]);
    expect((await withdraw(user, body)).status).toBe(201);
    expect(await balances(t, user)).toMatchObject({ balance: 80 });
  });

  it('takes real crystals even in demo mode, and never demo ones', async () => {
    const user = await withdrawer(t, 0);
    await client.call(profileEndpoints.patchMe, { as: user, body: { is_demo: true } });
    const body = { amount: 20, network: 'TRC20', address: TRON_ADDRESS };
    expect((await withdraw(user, body)).error).toMatchObject({ code: 'insufficient_funds' });
    await fund(t, user, 50);
    expect((await withdraw(user, body)).status).toBe(201);
    expect(await balances(t, user)).toMatchObject({ balance: 30, demo_balance: 1000 });
  });

  it('over a network in the path reads the network whatever its case and checks the body agrees', async () => {
    const user = await withdrawer(t, 100);
    let res = await withdrawOver('bep20', user, { amount: 20, address: EVM_ADDRESS });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ network: 'BEP20', fee: 0.5 });
    res = await withdrawOver('BEP20', user, {
      amount: 20,
      network: 'bep20',
      address: EVM_ADDRESS,
    });
    expect(res.status).toBe(201);
    res = await withdrawOver('BEP20', user, {
      amount: 20,
      network: 'ERC20',
      address: EVM_ADDRESS,
    });
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ network: ['The network ERC20 differs from BEP20 in the path.'] });
    res = await withdrawOver('DOGE', user, { amount: 20, address: EVM_ADDRESS });
    expect(res.error).toEqual({
      network: ['Choose a network we pay out over: TRC20, ERC20, BEP20.'],
    });
    expect(await balances(t, user)).toMatchObject({ balance: 60 });
  });
});

describe('a small withdrawal', () => {
  it('is held at once, then paid out by the job: captured, net to the provider, the fee to revenue', async () => {
    const user = await withdrawer(t, 100);
    await runPayouts(t); // other tests' payouts first, so the sums below are this one's alone
    const [clearing, revenue] = [
      await accountBalance('real:clearing:payout'),
      await accountBalance('real:revenue'),
    ];
    const res = await withdraw(user, { amount: 40, network: 'ERC20', address: EVM_ADDRESS });
    expect(res.status).toBe(201);
    const withdrawal = res.body;
    expect(withdrawal).toMatchObject({
      user: { id: user.id, username: user.username },
      amount: 40,
      fee: 5,
      network: 'ERC20',
      address: EVM_ADDRESS,
      status: 'processing',
      failure_reason: null,
      settled_at: null,
    });
    expect(await balances(t, user)).toMatchObject({ balance: 60 });
    expect(await accountBalance(`real:hold:${String(user.id)}`)).toBe(4000);
    expect((await historyOf(user))[0]).toMatchObject({
      type: 'withdrawal',
      status: 'processing',
      amount: -40,
      balance_after: 60,
      book: 'real',
    });

    expect(await runPayouts(t)).toBeGreaterThanOrEqual(1);
    const [entry] = await historyOf(user);
    expect(entry).toMatchObject({ type: 'withdrawal', status: 'paid', amount: -40 });
    expect(await balances(t, user)).toMatchObject({ balance: 60 });
    expect(await accountBalance(`real:hold:${String(user.id)}`)).toBe(0);
    expect((await accountBalance('real:clearing:payout')) - clearing).toBe(3500);
    expect((await accountBalance('real:revenue')) - revenue).toBe(500);
    await expectLedgerSound(t);
  });

  it('is paid once however often its job runs', async () => {
    const user = await withdrawer(t, 100);
    const withdrawal = await api.accepted(user, 20);
    await runPayouts(t);
    const clearing = await accountBalance('real:clearing:payout');
    await t.jobs.schedule(t.database.db, {
      kind: 'wallet.payout',
      runAt: new Date(),
      payload: { withdrawalId: withdrawal.id },
    });
    await runPayouts(t);
    expect(await accountBalance('real:clearing:payout')).toBe(clearing);
    expect((await historyOf(user))[0]).toMatchObject({ status: 'paid' });
  });

  it('to an address the provider refuses fails and gives the crystals back', async () => {
    const user = await withdrawer(t, 100);
    await api.accepted(user, 30, REFUSED_ADDRESS);
    expect(await balances(t, user)).toMatchObject({ balance: 70 });
    await runPayouts(t);
    expect(await balances(t, user)).toMatchObject({ balance: 100 });
    const history = await historyOf(user);
    expect(history.slice(0, 2)).toMatchObject([
      { type: 'withdrawal_refund', amount: 30, balance_after: 100, status: 'completed' },
      { type: 'withdrawal', amount: -30, balance_after: 70, status: 'failed' },
    ]);
    expect(await accountBalance(`real:hold:${String(user.id)}`)).toBe(0);
  });
});
