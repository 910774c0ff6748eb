// What the wallet module announces on the event bus.
import type { Book } from '@clutch/contract/money';

export type WalletEvent =
  /** A user's balance in `book` moved; profile/me (which shows both balances) is pushed again. */
  | { type: 'BalanceChanged'; userId: number; book: Book }
  | {
      type: 'WithdrawalSettled';
      userId: number;
      withdrawalId: number;
      status: 'paid' | 'failed' | 'rejected';
    }
  | {
      type: 'TransferReceived';
      userId: number;
      fromUserId: number;
      transferId: number;
      amount: number;
    };
