// A quick match's money at its end: the platform fee and who of the winning side is paid what.
// Amounts are integer minor units (hundredths of a crystal); every split is exact.
//
// The pot is the creator's prize plus every entry fee. The platform fee is percentOf(entry fees,
// platformFeePercent): only fees pay it, as in tournaments, since the prize is a gift to the players.
// The winners take the rest: a user takes it whole; a team splits it by its players' locked
// percentages (splitTeamPrize); 'even' splits it equally (apportion, largest remainder, ties to the
// lower user id). So prize + sum(entry fees) = platform fee + sum(payouts), exactly.
import {
  apportion,
  checkAmount,
  percentOf,
  splitTeamPrize,
  type Part,
} from '../matches/prize-split.js';

export type QmPayee =
  | { kind: 'user'; userId: number }
  | { kind: 'team'; shares: readonly { userId: number; percentage: number }[] }
  | { kind: 'even'; userIds: readonly number[] };

export interface QmSettlement {
  platformFee: number;
  /** Positive amounts only, one per user, in ascending user id. */
  payouts: { userId: number; amount: number }[];
}

function splitEvenly(amount: number, userIds: readonly number[]): Part[] {
  if (userIds.length === 0) throw new RangeError('An even split needs at least one winner.');
  if (new Set(userIds).size !== userIds.length)
    throw new RangeError('A winner is listed twice in an even split.');
  // apportion hands leftover units to the earlier entry, so ascending ids favour the lower id.
  const ordered = [...userIds].sort((x, y) => x - y);
  const parts = apportion(
    amount,
    ordered.map(() => 1),
  );
  return ordered.map((userId, index) => ({ userId, amount: parts[index] ?? 0 }));
}

function partsFor(amount: number, winners: QmPayee): Part[] {
  switch (winners.kind) {
    case 'user':
      return [{ userId: winners.userId, amount }];
    case 'team':
      return splitTeamPrize(amount, winners.shares);
    case 'even':
      return splitEvenly(amount, winners.userIds);
  }
}

export function settleQuickMatch(input: {
  prize: number;
  entryFees: readonly number[];
  platformFeePercent: number;
  winners: QmPayee;
}): QmSettlement {
  checkAmount('The prize', input.prize);
  input.entryFees.forEach((fee) => checkAmount('An entry fee', fee));
  const fees = input.entryFees.reduce((sum, fee) => sum + fee, 0);
  checkAmount('The entry fees together', fees);
  const pot = input.prize + fees;
  checkAmount('The pot', pot);
  const platformFee = percentOf(fees, input.platformFeePercent);
  const payouts = partsFor(pot - platformFee, input.winners)
    .filter((part) => part.amount > 0)
    .map((part) => ({ userId: part.userId, amount: part.amount }));
  return { platformFee, payouts };
}
