// What the matches module knows about any match, whoever owns it: its two sides, its game, its book
// and its owner (a tournament's bracket now, a quick match next). Owners keep their own rows.
import type { Book } from '@clutch/contract/money';

/** Who a match belongs to: the module that stores it, decides who plays and takes its result. */
export type MatchOwner =
  | { readonly kind: 'tournament'; readonly id: number }
  | { readonly kind: 'quickmatch'; readonly id: number };
export type MatchOwnerKind = MatchOwner['kind'];

export type Side = 'a' | 'b';

export interface Score {
  scoreA: number;
  scoreB: number;
}

/** One side of a match: its id in the owner's terms (a registration) and the people who play. */
export interface MatchSide {
  readonly id: number | null;
  readonly userIds: readonly number[];
}

/** A match as a runner starts it. */
export interface RunnerMatch {
  readonly id: number;
  readonly owner: MatchOwner;
  /** 1 Dota 2, 2 CS2. */
  readonly game: number;
  /** Which crystals it plays for: only a demo match may be decided by the simulator. */
  readonly book: Book;
  readonly sides: readonly [MatchSide, MatchSide];
}

/** The side a score makes the winner (scores never tie: reports and results refuse it). */
export const winnerOf = (score: Score): Side => (score.scoreA > score.scoreB ? 'a' : 'b');
