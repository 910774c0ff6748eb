// The wallet's part of the user-updates channel. The server pushes the profile whenever crystals of
// the user move, including held ones: a withdrawal settling changes no balance but does change its
// row in the history. So every pushed profile refreshes the wallet's movements (only screens showing
// them refetch), and a subscription answer (a reconnect) does when the balances differ from before.
import type { Me } from '@clutch/contract/profile';
import type { QueryClient } from '@tanstack/react-query';
import { refreshMovements } from './api/wallet-keys';

type Balances = Pick<Me, 'id' | 'balance' | 'demo_balance'>;

export function haveBalancesMoved(before: Balances | undefined, after: Balances | undefined) {
  if (before === undefined || after === undefined || before.id !== after.id) return false;
  return before.balance !== after.balance || before.demo_balance !== after.demo_balance;
}

export interface ProfileFrame {
  /** A push ('update'), rather than the answer to subscribing. */
  isPush: boolean;
  before: Balances | undefined;
  after: Balances | undefined;
}

export function shouldRefreshWallet({ isPush, before, after }: ProfileFrame): boolean {
  return isPush || haveBalancesMoved(before, after);
}

/** Says whether it refreshed. */
export function refreshWalletAfterProfile(queryClient: QueryClient, frame: ProfileFrame): boolean {
  if (!shouldRefreshWallet(frame)) return false;
  void refreshMovements(queryClient);
  return true;
}
