// The money tests' server and payout preamble (C1–C5): a server that sells exact amounts of
// crystals, withdrawal limits moved out of the way, the details a withdrawal needs on file, and the
// count of load-shedding answers each test prints.
import type { Player } from './api-client.js';
import { moneyCall, shed, type MoneyReply } from './c-money.js';
import { figure } from './figures.js';
import { startSuiteServer, type SuiteServer, type SuiteServerOptions } from './suite-server.js';

/** A well-formed TRC20 address: the sandbox pays nothing out, so whose it is does not matter. */
export const TRON_ADDRESS = 'TJYeasTPa6gpEEfYqKC8nV5nnM3KbHEFz4';

/** What a withdrawal needs on file besides the balance. */
export const PAYOUT_DETAILS = {
  first_name: 'Olena',
  last_name: 'Koval',
  city: 'Lviv',
  street: 'Rynok 1',
  zip_code: '79000',
  mobile_number: '+380 (67) 123 45 67',
  date_of_birth: '1994-05-17',
};

/** Withdrawal limits far from the amounts the tests move, so only the balance decides. */
export const LOOSE_WITHDRAWAL_LIMITS = {
  WITHDRAW_MIN: '1',
  WITHDRAW_DAILY_MAX: '100000',
  WITHDRAW_APPROVAL_ABOVE: '100000',
};

/**
 * A suite server whose custom purchase sells from one crystal up, so `fundedPlayers` gives each
 * player exactly the crystals the test names; `env` goes on top.
 */
export function startMoneyServer(
  env: Record<string, string> = {},
  options: SuiteServerOptions = {},
): Promise<SuiteServer> {
  return startSuiteServer({ CUSTOM_PURCHASE_MIN: '1', ...env }, options);
}

/** Puts PAYOUT_DETAILS on the player's file; the test judges the answer. */
export function savePayoutDetails(origin: string, player: Player): Promise<MoneyReply> {
  return moneyCall(origin, `/api/profile/${String(player.id)}/payment-settings/`, {
    method: 'PATCH',
    token: player.tokens.access,
    body: PAYOUT_DETAILS,
  });
}

/** The figure every money test prints: the 503s with Retry-After its calls waited out. */
export function figureShedReplies(testId: string): void {
  figure(
    testId,
    '503 (Retry-After) answers waited out and sent again with the same key',
    shed.replies,
  );
}
