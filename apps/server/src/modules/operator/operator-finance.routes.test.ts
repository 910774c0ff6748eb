// The console's finance section over HTTP: who may call each route, each settings edit seen at once
// by the public wallet routes and by purchases and withdrawals, crystal packs, a user's ledger for
// the users section, and the audit row of every change. Stuck payouts: operator-finance-payouts.
import { operatorFinanceEndpoints as fin } from '@clutch/contract/operator-finance';
import { STAFF_ROLES, type StaffRole } from '@clutch/contract/operator';
import { walletEndpoints as wallet } from '@clutch/contract/wallet';
import { beforeAll, describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client.js';
import { createUser, type TestUser } from '../../../test/factories.js';
import { lastAudit, stuckPayout } from '../../../test/finance.js';
import { staffUser } from '../../../test/operator.js';
import { startOrder } from '../../../test/payments.js';
import { useLedgerTestApp } from '../../../test/wallet.js';
import { EVM_ADDRESS, TRON_ADDRESS, withdrawApi, withdrawer } from '../../../test/withdrawals.js';

const t = useLedgerTestApp({
  env: {
    CRYSTAL_PRICE_USD: '0.01',
    CUSTOM_PURCHASE_MIN: '100',
    CUSTOM_PURCHASE_MAX: '100000',
    USD_COURSE: 'UAH:41.5,CNY:7.2',
    WITHDRAW_MIN: '10',
    WITHDRAW_MAX: '10000',
    WITHDRAW_DAILY_MAX: '50000',
    WITHDRAW_APPROVAL_ABOVE: '1000',
  },
});
const client = testClient(t);
const money = withdrawApi(t);

const staff: Partial<Record<StaffRole, TestUser>> = {};
let admin: TestUser;
let finance: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  for (const role of STAFF_ROLES) staff[role] = await staffUser(t, [role]);
  admin = staff.admin ?? (await staffUser(t, ['admin']));
  finance = staff.finance ?? (await staffUser(t, ['finance']));
  buyer = await createUser(t);
});

const audit = (action: string) => lastAudit(t, action);
const stuck = (amount?: number, fundWith?: number) => stuckPayout(t, amount, fundWith);

const resolve = (as: TestUser, id: number, resolution: 'paid' | 'refunded') =>
  client.call(fin.resolvePayout, {
    as,
    params: { id },
    body: { resolution, reason: 'Checked at the provider dashboard.' },
  });

describe('finance settings', () => {
  it('answers the settings in force with the configured defaults', async () => {
    const settings = await client.ok(fin.settings, { as: finance });
    expect(settings).toMatchObject({
      crystal_price: { price: 0.01, custom_min: 100, custom_max: 100000 },
      usd_course: { UAH: 41.5, CNY: 7.2 },
      withdraw_limits: { min: 10, max: 10000, daily_max: 50000, approval_above: 1000 },
      overridden: [],
      updated_at: null,
    });
    expect(settings.networks).toContainEqual({
      code: 'TRC20',
      name: 'USDT on Tron (TRC20)',
      is_enabled: true,
      fee: 1,
      default_fee: 1,
    });
    expect(settings.defaults).toEqual({
      crystal_price: settings.crystal_price,
      usd_course: settings.usd_course,
      withdraw_limits: settings.withdraw_limits,
    });
  });

  it('sets the crystal price: the public price and a custom purchase follow, and it is audited', async () => {
    const res = await client.call(fin.setCrystalPrice, {
      as: finance,
      body: { price: 0.02, custom_min: 50, reason: 'Price review for Q4.' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      crystal_price: { price: 0.02, custom_min: 50, custom_max: 100000 },
      defaults: { crystal_price: { price: 0.01, custom_min: 100 } },
      overridden: ['crystal_price'],
    });
    expect(await client.ok(wallet.crystalPrice, { as: buyer })).toEqual({
      price: 0.02,
      currency: 'USD',
      custom_min: 50,
      custom_max: 100000,
      providers: ['sandbox'],
    });
    const link = await client.ok(wallet.customRoom, {
      as: buyer,
      body: { crystals: 60, provider: 'sandbox' },
    });
    expect(link).toMatchObject({ crystals: 60, price: 1.2 });
    expect(await audit('finance.crystal_price')).toMatchObject({
      actor_id: finance.id,
      target_kind: 'wallet_setting',
      target_id: 'crystal_price',
      before: { price: 0.01, custom_min: 100, custom_max: 100000 },
      after: { price: 0.02, custom_min: 50, custom_max: 100000 },
      reason: 'Price review for Q4.',
    });
  });

  it('refuses custom bounds the wrong way round, naming the field', async () => {
    const res = await client.call(fin.setCrystalPrice, {
      as: admin,
      body: { price: 0.02, custom_min: 200_000 },
    });
    expect(res.status).toBe(400);
    expect(res.error).toHaveProperty('custom_max');
  });

  it('drops an override back to the configuration, audited', async () => {
    const res = await client.call(fin.resetSetting, {
      as: admin,
      params: { key: 'crystal_price' },
      body: { reason: 'Back to the launch price.' },
    });
    expect(res.status).toBe(200);
    expect(res.body.overridden).not.toContain('crystal_price');
    expect(await client.ok(wallet.crystalPrice, { as: buyer })).toMatchObject({
      price: 0.01,
      custom_min: 100,
    });
    expect(await audit('finance.setting_reset')).toMatchObject({
      actor_id: admin.id,
      target_id: 'crystal_price',
      before: { price: 0.02 },
      after: { price: 0.01 },
    });
    const again = await client.call(fin.resetSetting, {
      as: admin,
      params: { key: 'crystal_price' },
      body: {},
    });
    expect(again.status).toBe(409);
  });

  it('sets the dollar course the wallet shows', async () => {
    const res = await client.call(fin.setUsdCourse, {
      as: admin,
      body: { rates: { UAH: 42.1, EUR: 0.93 } },
    });
    expect(res.status).toBe(200);
    expect(await client.ok(wallet.usdCourse, { as: buyer })).toEqual({
      base: 'USD',
      rates: { UAH: 42.1, EUR: 0.93 },
    });
    expect(await audit('finance.usd_course')).toMatchObject({
      actor_id: admin.id,
      before: { UAH: 41.5, CNY: 7.2 },
      after: { UAH: 42.1, EUR: 0.93 },
      reason: null,
    });
    const bad = await client.call(fin.setUsdCourse, {
      as: admin,
      body: { rates: { uah: 0 } },
    });
    expect(bad.status).toBe(400);
  });

  it('sets the withdrawal limits: the public limits, withdrawals and approvals follow', async () => {
    const res = await client.call(fin.setWithdrawLimits, {
      as: finance,
      body: { min: 20, max: 3000, daily_max: 6000, approval_above: 500, reason: 'Fraud wave.' },
    });
    expect(res.status).toBe(200);
    const user = await withdrawer(t, 8000);
    expect(await client.ok(wallet.withdrawLimits, { as: user })).toEqual({
      min: 20,
      max: 3000,
      daily_max: 6000,
      daily_used: 0,
      approval_above: 500,
    });
    const tooBig = await money.withdraw(user, {
      amount: 3500,
      network: 'TRC20',
      address: TRON_ADDRESS,
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toMatchObject({ amount: ['The largest withdrawal is 3000 crystals.'] });
    const tooSmall = await money.withdraw(user, {
      amount: 15,
      network: 'TRC20',
      address: TRON_ADDRESS,
    });
    expect(tooSmall.statusCode).toBe(400);
    expect((await money.accepted(user, 600)).status).toBe('pending_approval');
    expect((await money.accepted(user, 400)).status).toBe('processing');
    expect(await audit('finance.withdraw_limits')).toMatchObject({
      actor_id: finance.id,
      before: { min: 10, max: 10000, daily_max: 50000, approval_above: 1000 },
      after: { min: 20, max: 3000, daily_max: 6000, approval_above: 500 },
      reason: 'Fraud wave.',
    });
  });

  it('refuses limits out of order, naming the field', async () => {
    const res = await client.call(fin.setWithdrawLimits, {
      as: finance,
      body: { min: 100, max: 50, daily_max: 40, approval_above: 10 },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.error).sort()).toEqual(['daily_max', 'max']);
  });

  it('disables a network and sets a fee: the network list and withdrawals follow', async () => {
    const off = await client.call(fin.setNetwork, {
      as: finance,
      params: { code: 'trc20' },
      body: { is_enabled: false, reason: 'Tron payouts down at the provider.' },
    });
    expect(off.status).toBe(200);
    expect(off.body.networks).toContainEqual(
      expect.objectContaining({ code: 'TRC20', is_enabled: false }),
    );
    const user = await withdrawer(t, 2000);
    const listed = await client.ok(wallet.networks, { as: user });
    expect(listed.map((n) => n.code)).toEqual(['ERC20', 'BEP20']);
    const refused = await money.withdraw(user, {
      amount: 100,
      network: 'TRC20',
      address: TRON_ADDRESS,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      network: ['Choose a network we pay out over: ERC20, BEP20.'],
    });
    expect(await audit('finance.network')).toMatchObject({
      target_kind: 'wallet_network',
      target_id: 'TRC20',
      before: { is_enabled: true },
      after: { is_enabled: false },
      reason: 'Tron payouts down at the provider.',
    });

    const fee = await client.call(fin.setNetwork, {
      as: admin,
      params: { code: 'ERC20' },
      body: { fee: 7.5 },
    });
    expect(fee.body.networks).toContainEqual(
      expect.objectContaining({ code: 'ERC20', fee: 7.5, default_fee: 5, is_enabled: true }),
    );
    expect(fee.body.networks).toContainEqual(
      expect.objectContaining({ code: 'TRC20', is_enabled: false }),
    );
    expect(
      (await client.ok(wallet.networks, { as: user })).find((n) => n.code === 'ERC20'),
    ).toMatchObject({ fee: 7.5 });
    const withdrawn = await money.withdraw(user, {
      amount: 100,
      network: 'ERC20',
      address: EVM_ADDRESS,
    });
    expect(withdrawn.statusCode).toBe(201);
    expect(withdrawn.json()).toMatchObject({ fee: 7.5, network: 'ERC20' });

    expect(
      (await client.call(fin.setNetwork, { as: admin, params: { code: 'XRP' }, body: {} })).status,
    ).toBe(404);
    await client.ok(fin.setNetwork, {
      as: admin,
      params: { code: 'TRC20' },
      body: { is_enabled: true },
    });
    expect((await client.ok(wallet.networks, { as: user })).map((n) => n.code)).toContain('TRC20');
  });
});

describe('crystal packs', () => {
  it('adds a pack the wallet offers, edits it and disables it (kept for its orders)', async () => {
    const created = await client.call(fin.createPack, {
      as: finance,
      body: { crystals: 250, price: 2.49, reason: 'Autumn pack.' },
    });
    expect(created.status).toBe(201);
    const pack = created.body;
    expect(pack).toMatchObject({ crystals: 250, price: 2.49, is_active: true, orders: 0 });
    expect(await client.ok(wallet.packs, { as: buyer })).toContainEqual({
      id: pack.id,
      crystals: 250,
      price: 2.49,
      currency: 'USD',
    });
    expect(await audit('finance.pack_create')).toMatchObject({
      target_kind: 'crystal_pack',
      target_id: String(pack.id),
      before: null,
      after: { crystals: 250, price: 2.49 },
      reason: 'Autumn pack.',
    });

    const edited = await client.ok(fin.updatePack, {
      as: finance,
      params: { id: pack.id },
      body: { crystals: 300, price: 2.99 },
    });
    expect(edited).toMatchObject({ crystals: 300, price: 2.99 });
    const link = await startOrder(t, buyer, 'sandbox', pack.id);
    expect(link).toMatchObject({ crystals: 300, price: 2.99 });
    expect(await audit('finance.pack_update')).toMatchObject({
      before: { crystals: 250, price: 2.49 },
      after: { crystals: 300, price: 2.99 },
    });

    const deleted = await client.call(fin.deletePack, { as: finance, params: { id: pack.id } });
    expect(deleted.status).toBe(409);
    expect(deleted.error).toMatchObject({ code: 'pack_has_orders' });

    const disabled = await client.ok(fin.updatePack, {
      as: admin,
      params: { id: pack.id },
      body: { is_active: false, reason: 'Autumn is over.' },
    });
    expect(disabled).toMatchObject({ is_active: false, orders: 1 });
    expect((await client.ok(wallet.packs, { as: buyer })).map((p) => p.id)).not.toContain(pack.id);
    const gone = await client.call(wallet.packLink, {
      as: buyer,
      params: { id: pack.id, provider: 'sandbox' },
    });
    expect(gone.status).toBe(404);
    expect((await client.ok(fin.packs, { as: finance })).map((p) => p.id)).toContain(pack.id);
  });

  it('deletes a pack no order names', async () => {
    const pack = await client.ok(fin.createPack, { as: admin, body: { crystals: 5, price: 0.05 } });
    const res = await client.call(fin.deletePack, {
      as: admin,
      params: { id: pack.id },
      body: { reason: 'Typo.' },
    });
    expect(res.status).toBe(200);
    expect((await client.ok(fin.packs, { as: admin })).map((p) => p.id)).not.toContain(pack.id);
    expect(await audit('finance.pack_delete')).toMatchObject({
      target_id: String(pack.id),
      before: { crystals: 5, price: 0.05 },
      after: null,
      reason: 'Typo.',
    });
    expect((await client.call(fin.deletePack, { as: admin, params: { id: pack.id } })).status).toBe(
      404,
    );
  });

  it('refuses a price with more than two decimals or a pack of no crystals', async () => {
    const res = await client.call(fin.createPack, {
      as: admin,
      body: { crystals: 0, price: 1.999 },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.error).sort()).toEqual(['crystals', 'price']);
  });
});

describe("a user's ledger", () => {
  it('shows support every movement of a user, newest first, read only', async () => {
    const user = await withdrawer(t, 700);
    await money.accepted(user, 100);
    const support = staff.support ?? (await staffUser(t, ['support']));
    const res = await client.call(fin.userLedger, {
      as: support,
      params: { id: user.id },
      query: { book: 'real' },
    });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    expect(res.body.results.map((item) => item.type)).toEqual(['withdrawal', 'purchase']);
    const own = await client.ok(wallet.history, { as: user, query: { book: 'real' } });
    expect(res.body.results).toEqual(own.results);
    const missing = await client.call(fin.userLedger, { as: support, params: { id: 999_999 } });
    expect(missing.status).toBe(404);
  });
});

type Caller = StaffRole | 'user' | 'anonymous';
const FINANCE = ['finance', 'admin'] as const;
const USERS = ['support', 'moderator', 'admin'] as const;
const REASON = { reason: 'Access matrix.' };

interface Row {
  roles: readonly StaffRole[];
  ok: number;
  call(as: TestUser | null): Promise<{ status: number }>;
}

const pendingWithdrawal = async () => (await money.accepted(await withdrawer(t, 3000), 2000)).id;

// Written out route by route (not derived from operator-policy.ts), like operator-access's table.
const ROUTES: Record<keyof typeof fin, Row> = {
  settings: { roles: FINANCE, ok: 200, call: (as) => client.call(fin.settings, { as }) },
  setCrystalPrice: {
    roles: FINANCE,
    ok: 200,
    call: (as) => client.call(fin.setCrystalPrice, { as, body: { price: 0.01 } }),
  },
  setUsdCourse: {
    roles: FINANCE,
    ok: 200,
    call: (as) => client.call(fin.setUsdCourse, { as, body: { rates: { UAH: 41.5 } } }),
  },
  setWithdrawLimits: {
    roles: FINANCE,
    ok: 200,
    call: (as) =>
      client.call(fin.setWithdrawLimits, {
        as,
        body: { min: 10, max: 10000, daily_max: 50000, approval_above: 1000 },
      }),
  },
  setNetwork: {
    roles: FINANCE,
    ok: 200,
    call: (as) =>
      client.call(fin.setNetwork, { as, params: { code: 'BEP20' }, body: { is_enabled: true } }),
  },
  resetSetting: {
    roles: FINANCE,
    ok: 200,
    call: async (as) => {
      await client.ok(fin.setUsdCourse, { as: admin, body: { rates: { UAH: 40 } } });
      return client.call(fin.resetSetting, { as, params: { key: 'usd_course' }, body: REASON });
    },
  },
  packs: { roles: FINANCE, ok: 200, call: (as) => client.call(fin.packs, { as }) },
  createPack: {
    roles: FINANCE,
    ok: 201,
    call: (as) => client.call(fin.createPack, { as, body: { crystals: 10, price: 0.1 } }),
  },
  updatePack: {
    roles: FINANCE,
    ok: 200,
    call: async (as) => {
      const pack = await client.ok(fin.createPack, { as: admin, body: { crystals: 10, price: 1 } });
      return client.call(fin.updatePack, { as, params: { id: pack.id }, body: { price: 2 } });
    },
  },
  deletePack: {
    roles: FINANCE,
    ok: 200,
    call: async (as) => {
      const pack = await client.ok(fin.createPack, { as: admin, body: { crystals: 10, price: 1 } });
      return client.call(fin.deletePack, { as, params: { id: pack.id }, body: REASON });
    },
  },
  withdrawals: { roles: FINANCE, ok: 200, call: (as) => client.call(fin.withdrawals, { as }) },
  approveWithdrawal: {
    roles: FINANCE,
    ok: 200,
    call: async (as) =>
      client.call(fin.approveWithdrawal, {
        as,
        params: { id: await pendingWithdrawal() },
        body: REASON,
      }),
  },
  rejectWithdrawal: {
    roles: FINANCE,
    ok: 200,
    call: async (as) =>
      client.call(fin.rejectWithdrawal, {
        as,
        params: { id: await pendingWithdrawal() },
        body: REASON,
      }),
  },
  stuckPayouts: { roles: FINANCE, ok: 200, call: (as) => client.call(fin.stuckPayouts, { as }) },
  resolvePayout: {
    roles: FINANCE,
    ok: 200,
    call: async (as) => {
      const { id } = await stuck();
      const res = await client.call(fin.resolvePayout, {
        as,
        params: { id },
        body: { resolution: 'refunded', ...REASON },
      });
      // Those refused stay stuck for the next caller's payout runs otherwise.
      if (res.status !== 200) await resolve(admin, id, 'refunded');
      return res;
    },
  },
  userLedger: {
    roles: USERS,
    ok: 200,
    call: (as) => client.call(fin.userLedger, { as, params: { id: buyer.id } }),
  },
};

describe('finance section access', () => {
  const callers: readonly Caller[] = [...STAFF_ROLES, 'user', 'anonymous'];
  let plain: TestUser;
  beforeAll(async () => {
    plain = await createUser(t);
  });
  const callerUser = (caller: Caller) =>
    caller === 'anonymous' ? null : caller === 'user' ? plain : (staff[caller] ?? null);

  it.each(Object.entries(ROUTES))('%s answers each caller as the table says', async (_, row) => {
    const expected: Record<string, number> = {};
    const actual: Record<string, number> = {};
    for (const caller of callers) {
      expected[caller] =
        caller === 'anonymous'
          ? 401
          : caller !== 'user' && row.roles.includes(caller)
            ? row.ok
            : 403;
      actual[caller] = (await row.call(callerUser(caller))).status;
    }
    expect(actual).toEqual(expected);
  });
});
