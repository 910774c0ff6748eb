// What the wallet module announces on the event bus.
import type { EventShapes } from '../../platform/realtime/event-shapes.js';
import type { Book } from '@clutch/contract/money';

export type WalletEvent =
  /** A user's balance in `book` moved; profile/me (which shows both balances) is pushed again. */
  | { type: 'BalanceChanged'; userId: number; book: Book }
  /** An operator approved a withdrawal waiting for approval: its payout is on its way. */
  | { type: 'WithdrawalApproved'; userId: number; withdrawalId: number }
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

/** Every WalletEvent type with its fields: the bus checks what Redis delivers against it. */
export const walletEventShapes: EventShapes<WalletEvent> = {
  BalanceChanged: { userId: 'number', book: 'string' },
  WithdrawalApproved: { userId: 'number', withdrawalId: 'number' },
  WithdrawalSettled: { userId: 'number', withdrawalId: 'number', status: 'string' },
  TransferReceived: {
    userId: 'number',
    fromUserId: 'number',
    transferId: 'number',
    amount: 'number',
  },
};
