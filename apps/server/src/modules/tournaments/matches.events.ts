// What running a tournament announces on the bus, after its transaction commits: the start (or
// the cancellation for want of players), every bracket change, a won match, a postponed one, the end.
export type MatchesEvent =
  /** The bracket was built; `userIds` are everyone who plays in it. */
  | { type: 'TournamentStarted'; tournamentId: number; userIds: number[] }
  /** A match changed (sides, status, score, time); `version` orders a match's changes. */
  | { type: 'MatchUpdated'; tournamentId: number; matchId: number; version: number }
  /** The winning side's players, for "Congratulations! You won the match!". */
  | { type: 'MatchWon'; tournamentId: number; matchId: number; userIds: number[] }
  /** The creator moved a match later; its players are told. */
  | {
      type: 'MatchPostponed';
      tournamentId: number;
      matchId: number;
      startTime: string;
      userIds: number[];
    }
  /** The final (and third-place match) decided; prizes were paid in the same transaction. */
  | { type: 'TournamentFinished'; tournamentId: number; userIds: number[] };
