// The rules every posting obeys before it reaches the database: whole minor units, no empty legs,
// one book, entries summing to zero. Legs on the same account are merged and the result is sorted
// by account key, so every transaction locks accounts in the same order and two never deadlock.
import type { Book } from '@clutch/contract/money';

export type AccountRef =
  | { kind: 'user'; userId: number }
  | { kind: 'hold'; userId: number }
  | { kind: 'jar'; jarId: number }
  | { kind: 'escrow'; ownerKey: string }
  | { kind: 'revenue' }
  | { kind: 'clearing'; provider: string }
  | { kind: 'mint' };

export interface Leg {
  account: AccountRef;
  /** Minor units: positive credits the account, negative debits it. */
  amount: number;
  /** The other user, shown in the history of this leg's account. */
  counterpartId?: number | undefined;
}

export interface Posting {
  book: Book;
  kind: string;
  reference?: string | undefined;
  legs: Leg[];
}

/** A user's (or their hold's) account key before the id; SQL completes it with a user id column. */
export const accountKeyPrefix = (book: Book, kind: 'user' | 'hold') => `${book}:${kind}:`;

export function accountKey(book: Book, ref: AccountRef): string {
  switch (ref.kind) {
    case 'user':
    case 'hold':
      return accountKeyPrefix(book, ref.kind) + String(ref.userId);
    case 'jar':
      return `${book}:jar:${String(ref.jarId)}`;
    case 'escrow':
      return `${book}:escrow:${ref.ownerKey}`;
    case 'clearing':
      return `${book}:clearing:${ref.provider}`;
    case 'revenue':
    case 'mint':
      return `${book}:${ref.kind}`;
  }
}

/** The user or jar an account belongs to, kept on the account row for lookups. */
export function accountOwner(ref: AccountRef): number | null {
  switch (ref.kind) {
    case 'user':
    case 'hold':
      return ref.userId;
    case 'jar':
      return ref.jarId;
    default:
      return null;
  }
}

export interface NormalLeg extends Leg {
  key: string;
}

export class UnbalancedPosting extends Error {}

export function normalise(posting: Posting): NormalLeg[] {
  const byKey = new Map<string, NormalLeg>();
  let total = 0;
  for (const leg of posting.legs) {
    if (!Number.isSafeInteger(leg.amount))
      throw new UnbalancedPosting(`leg amount ${String(leg.amount)} is not whole minor units`);
    total += leg.amount;
    const key = accountKey(posting.book, leg.account);
    const seen = byKey.get(key);
    if (seen) seen.amount += leg.amount;
    else byKey.set(key, { ...leg, key });
  }
  if (total !== 0)
    throw new UnbalancedPosting(`posting ${posting.kind} sums to ${String(total)}, not zero`);
  const legs = [...byKey.values()].filter((leg) => leg.amount !== 0);
  if (legs.length < 2) throw new UnbalancedPosting(`posting ${posting.kind} moves nothing`);
  return legs.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** Accounts that stand for the outside world and may go below zero. */
export const MAY_GO_NEGATIVE: ReadonlySet<AccountRef['kind']> = new Set([
  'revenue',
  'clearing',
  'mint',
]);
