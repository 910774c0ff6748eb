// Both balances of a user, and the demo top-up: the demo book is filled back up to the starting
// amount from the demo mint (never from real crystals, and never above the starting amount).
import { toCrystals } from '@clutch/contract/money';
import type { Db } from '../../../platform/db/database.js';
import { localizedError } from '../../../platform/http/localized-errors.js';
import { crystalsIn, walletMessage } from '../wallet-messages.js';
import { accountKey } from './ledger.js';
import type { Ledger } from './ledger.service.js';
import { paymentsRepository as repo } from '../payments/payments.repository.js';

export interface BalancesDeps {
  db: Db;
  ledger: Ledger;
  /** Minor units the demo book starts with and is topped up to. */
  demoStartingBalance: number;
}

export function createBalancesService(deps: BalancesDeps) {
  const { db, ledger, demoStartingBalance } = deps;

  async function balances(userId: number) {
    const [real, demo, isDemo] = await Promise.all([
      ledger.balance(db, userId, 'real'),
      ledger.balance(db, userId, 'demo'),
      repo.isDemo(db, userId),
    ]);
    return { balance: toCrystals(real), demo_balance: toCrystals(demo), is_demo: isDemo };
  }

  async function topUpDemo(userId: number) {
    await ledger.run(async (tx, touched) => {
      // A demo book not opened yet holds exactly the starting amount once it is.
      const current =
        (await repo.lockAccountBalance(tx, accountKey('demo', { kind: 'user', userId }))) ??
        demoStartingBalance;
      const gap = demoStartingBalance - current;
      if (gap <= 0)
        throw localizedError(
          'bad_request',
          (language) =>
            walletMessage('demo_balance_full', {
              amount: toCrystals(demoStartingBalance),
              crystals: crystalsIn(demoStartingBalance, language, 'demo'),
            })(language),
          { code: 'demo_balance_full' },
        );
      await ledger.post(
        tx,
        {
          book: 'demo',
          kind: 'demo_top_up',
          legs: [
            { account: { kind: 'mint' }, amount: -gap },
            { account: { kind: 'user', userId }, amount: gap },
          ],
        },
        touched,
      );
    });
    return balances(userId);
  }

  return { balances, topUpDemo };
}

export type BalancesService = ReturnType<typeof createBalancesService>;
