// Helpers for withdrawal tests: a user who may withdraw (real crystals and complete payment
// settings), operators made the way `npm run operator` makes them, and the payout job run at once.
import type { Withdrawal } from '@clutch/contract/wallet';
import { runOperator } from '../src/operator-commands.js';
import { createUser, type TestUser } from './factories.js';
import type { TestApp } from './harness.js';
import { fund, moneyApi } from './wallet.js';

export const TRON_ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
export const EVM_ADDRESS = '0x742d35Cc6634C0532925a3b844Bc454e4438f44e';
/** The sandbox payout provider refuses addresses ending in "dead". */
export const REFUSED_ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wdead';

export const PAYMENT_SETTINGS = {
  first_name: 'Olena',
  last_name: 'Kovalenko',
  city: 'Lviv',
  street: 'Shevchenka St. 12',
  zip_code: '79000',
  mobile_number: '+380671234567',
  date_of_birth: '1994-05-17',
};

export async function fillPaymentSettings(
  t: TestApp,
  user: TestUser,
  settings: object = PAYMENT_SETTINGS,
): Promise<void> {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/profile/${String(user.id)}/payment-settings/`,
    headers: user.headers,
    payload: { ...settings },
  });
  if (res.statusCode !== 200) throw new Error(`payment settings answered ${res.body}`);
}

/** A user with `crystals` real crystals and complete payment settings. */
export async function withdrawer(t: TestApp, crystals: number): Promise<TestUser> {
  const user = await createUser(t);
  if (crystals > 0) await fund(t, user, crystals);
  await fillPaymentSettings(t, user);
  return user;
}

export async function operator(t: TestApp): Promise<TestUser> {
  const user = await createUser(t);
  await runOperator(t.database.db, ['grant', user.email]);
  return user;
}

export function withdrawApi(t: TestApp) {
  const api = moneyApi(t);
  return {
    withdraw: (user: TestUser, body: object, key?: string) =>
      api('POST', 'wallet/withdraw/', user, body, key),
    withdrawOver: (type: string, user: TestUser, body: object, key?: string) =>
      api('POST', `wallet/withdraw/${type}/`, user, body, key),
    /** A withdrawal that must be accepted; answers it. */
    async accepted(user: TestUser, amount: number, address = TRON_ADDRESS): Promise<Withdrawal> {
      const res = await api('POST', 'wallet/withdraw/', user, {
        amount,
        network: 'TRC20',
        address,
      });
      if (res.statusCode !== 201) throw new Error(`withdraw answered ${res.body}`);
      return res.json<Withdrawal>();
    },
    approve: (staff: TestUser, id: number, reason = 'Checked the address and the account.') =>
      api('POST', `operator/finance/withdrawals/${String(id)}/approve/`, staff, { reason }),
    reject: (staff: TestUser, id: number, reason = 'Rejected by the test.') =>
      api('POST', `operator/finance/withdrawals/${String(id)}/reject/`, staff, { reason }),
    pending: (staff: TestUser) => api('GET', 'operator/finance/withdrawals/', staff),
    history: (user: TestUser, query = '') => api('GET', `wallet/history/${query}`, user),
    limits: (user: TestUser) => api('GET', 'wallet/withdraw-limits/', user),
  };
}

/** Runs the payout jobs now instead of waiting for the poller. */
export async function runPayouts(t: TestApp): Promise<number> {
  return t.jobs.runDue(new Date(Date.now() + 1000));
}
