// The wallet's part of profile/me: both balances of the user and a version that moves with every
// ledger entry on them, as one subquery over the user's two accounts.
import { toCrystals } from '@clutch/contract/money';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { MeContribution } from '../profiles/profiles.service.js';
import { accountKeyPrefix } from './ledger/ledger.js';
import { walletAccounts as accounts } from './wallet.tables.js';

// JSON numbers, so a bigint balance arrives as a number from either driver.
const BooksSchema = z.object({
  real: z.number().nullable(),
  demo: z.number().nullable(),
  version: z.number(),
});

const keyOf = (prefix: string, userId: SQL) => sql`${prefix}::text || ${userId}`;

/** `demoStartingBalance`: minor units a demo book shows until it is first used. */
export function walletMePart(demoStartingBalance: number): MeContribution {
  return {
    columns(userId) {
      const real = keyOf(accountKeyPrefix('real', 'user'), userId);
      const demo = keyOf(accountKeyPrefix('demo', 'user'), userId);
      return {
        walletBooks: sql`(select json_build_object('real', max(${accounts.balance}) filter (where ${accounts.key} = ${real}), 'demo', max(${accounts.balance}) filter (where ${accounts.key} = ${demo}), 'version', coalesce(sum(${accounts.version}), 0)) from ${accounts} where ${accounts.key} in (${real}, ${demo}))`,
      };
    },
    fill(row) {
      const books = BooksSchema.safeParse(row['walletBooks']);
      const { real = null, demo = null, version = 0 } = books.success ? books.data : {};
      return {
        balance: toCrystals(real ?? 0),
        demo_balance: toCrystals(demo ?? demoStartingBalance),
        version,
      };
    },
    changedBy: (event) => (event.type === 'BalanceChanged' ? [event.userId] : []),
  };
}
