// What running a tournament announces on the bus, after its transaction commits: the start (or
// the cancellation for want of players), every bracket change, a match's status as its players see
// it (ready, started, disputed, failed to start, postponed), a won match, the end. Events that
// reach players carry their user ids, so pushes and notices need no read.
import type { EventShapes } from '../../platform/realtime/event-shapes.js';
import type { MatchStatus } from '@clutch/contract/matches';

/** A player's first match of a tournament, as the start announces it. */
export interface FirstMatch {
  userId: number;
  matchId: number;
  startTime: string;
}

export type MatchesEvent =
  /** The bracket was built; `userIds` are everyone taking part, `firstMatches` each player's first. */
  | {
      type: 'TournamentStarted';
      tournamentId: number;
      userIds: number[];
      firstMatches: FirstMatch[];
    }
  /** A match changed (sides, status, score, time); `version` orders a match's changes. */
  | { type: 'MatchUpdated'; tournamentId: number; matchId: number; version: number }
  /** A match became ready (both sides known) or started (in_game); `userIds` play in it. */
  | {
      type: 'MatchStatusChanged';
      tournamentId: number;
      matchId: number;
      status: 'ready' | 'in_game';
      startTime: string;
      userIds: number[];
    }
  /** Both sides reported and their results differ: the creator decides. */
  | { type: 'MatchDisputed'; tournamentId: number; matchId: number; userIds: number[] }
  /** The match runner refused to start a match; `problem` is its English reason. */
  | {
      type: 'MatchStartFailed';
      tournamentId: number;
      matchId: number;
      problem: string;
      userIds: number[];
    }
  /** The winning side's players, for "Congratulations! You won the match!", and the losing side's. */
  | {
      type: 'MatchWon';
      tournamentId: number;
      matchId: number;
      userIds: number[];
      loserIds: number[];
    }
  /** The creator moved a match later; its players are told. */
  | {
      type: 'MatchPostponed';
      tournamentId: number;
      matchId: number;
      status: MatchStatus;
      startTime: string;
      userIds: number[];
    }
  /** The final (and third-place match) decided; prizes were paid in the same transaction. */
  | {
      type: 'TournamentFinished';
      tournamentId: number;
      userIds: number[];
      /** The players of the top three places. */
      podium: { userId: number; place: 1 | 2 | 3 }[];
    };

/** Every MatchesEvent type with its fields: the bus checks what Redis delivers against it. */
export const matchesEventShapes: EventShapes<MatchesEvent> = {
  TournamentStarted: { tournamentId: 'number', userIds: 'array', firstMatches: 'array' },
  MatchUpdated: { tournamentId: 'number', matchId: 'number', version: 'number' },
  MatchStatusChanged: {
    tournamentId: 'number',
    matchId: 'number',
    status: 'string',
    startTime: 'string',
    userIds: 'array',
  },
  MatchDisputed: { tournamentId: 'number', matchId: 'number', userIds: 'array' },
  MatchStartFailed: {
    tournamentId: 'number',
    matchId: 'number',
    problem: 'string',
    userIds: 'array',
  },
  MatchWon: { tournamentId: 'number', matchId: 'number', userIds: 'array', loserIds: 'array' },
  MatchPostponed: {
    tournamentId: 'number',
    matchId: 'number',
    status: 'string',
    startTime: 'string',
    userIds: 'array',
  },
  TournamentFinished: { tournamentId: 'number', userIds: 'array', podium: 'array' },
};
