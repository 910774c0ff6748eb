// How a ledger entry on a user's balance reads in the history: the transaction's kind, the sign of
// the entry, and for holds what they were for (a withdrawal shows its own status).
import type { HistoryType } from '@clutch/contract/wallet';

export interface EntryFacts {
  /** wallet_transactions.kind */
  kind: string;
  /** Signed minor units on the user's account. */
  amount: number;
  /** The hold's purpose when the transaction is a hold, capture or release. */
  holdPurpose: string | null;
  withdrawalStatus: string | null;
}

export const COMPLETED = 'completed';

function typeOf(facts: EntryFacts): HistoryType {
  const isWithdrawal = facts.holdPurpose === 'withdrawal';
  const incoming = facts.amount > 0;
  switch (facts.kind) {
    case 'demo_grant':
    case 'demo_top_up':
      return 'demo_grant';
    case 'purchase':
    case 'donation':
    case 'jar_break':
      return facts.kind;
    case 'hold':
      return isWithdrawal ? 'withdrawal' : 'hold';
    case 'release':
      return isWithdrawal ? 'withdrawal_refund' : 'hold_release';
    case 'capture':
      return 'payout';
    case 'transfer':
      return incoming ? 'transfer_in' : 'transfer_out';
    case 'transfer_return':
      return incoming ? 'transfer_return_in' : 'transfer_return_out';
    default:
      // A kind a later module adds before it is named here: shown by direction, never a 500.
      return incoming ? 'hold_release' : 'hold';
  }
}

export function historyTypeOf(facts: EntryFacts): { type: HistoryType; status: string } {
  const type = typeOf(facts);
  const status = type === 'withdrawal' ? (facts.withdrawalStatus ?? COMPLETED) : COMPLETED;
  return { type, status };
}
