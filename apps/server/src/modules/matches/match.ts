// What the matches module knows about any match, whoever owns it: its two sides, its game, its book
// and its owner (a tournament's bracket now, a quick match next). Owners keep their own rows.
import type { Book } from '@clutch/contract/money';
import type { Server } from '@clutch/contract/tournament-options';

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
  /** How the game is set up; real hosts need it (the manual runner and the simulator do not). */
  readonly settings?: MatchSettings;
}

/** A CS2 map to play and the side team a starts on (null: a knife round decides). */
export interface PlannedMap {
  readonly name: string;
  readonly sideA: 'ct' | 't' | null;
}

/** What a game server or bot needs to set a match up. */
export interface MatchSettings {
  /** Where the match is hosted. */
  readonly region: Server;
  /** The two sides' names as the game shows them. */
  readonly names: readonly [string, string];
  /** CS2: the maps from the veto, in order. */
  readonly maps: readonly PlannedMap[];
  readonly roundsToWin: number | null;
  /** Rounds per half of one overtime (3 is MR3); null or 0: none. */
  readonly overtimeRounds: number | null;
  readonly friendlyFire: boolean | null;
  /** Dota 2: the hero each user must pick (user id to hero id), from the pick-and-ban. */
  readonly heroes: ReadonlyMap<number, number>;
  /** Dota 2: DOTA_GameMode. */
  readonly gameMode: number;
}

/** The side a score makes the winner (scores never tie: reports and results refuse it). */
export const winnerOf = (score: Score): Side => (score.scoreA > score.scoreB ? 'a' : 'b');
