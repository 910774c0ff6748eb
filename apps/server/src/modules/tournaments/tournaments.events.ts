// What the tournaments module announces on the bus, after its transaction commits.
import type { EventShapes } from '../../platform/realtime/event-shapes.js';
export type TournamentsEvent =
  /** A tournament was made (it shows in the lists from now on). */
  | { type: 'TournamentCreated'; tournamentId: number }
  /** Anything the tournament page shows changed; `version` orders the changes. */
  | { type: 'TournamentChanged'; tournamentId: number; version: number }
  /**
   * Cancelled before the start, by its creator or for want of players at the start: every hold was
   * released; `userIds` are whoever had registered (and, when its creator cancels, had applied).
   */
  | {
      type: 'TournamentCancelled';
      tournamentId: number;
      userIds: number[];
      reason: 'creator' | 'too_few_players';
    };

/** Every TournamentsEvent type with its fields: the bus checks what Redis delivers against it. */
export const tournamentsEventShapes: EventShapes<TournamentsEvent> = {
  TournamentCreated: { tournamentId: 'number' },
  TournamentChanged: { tournamentId: 'number', version: 'number' },
  TournamentCancelled: { tournamentId: 'number', userIds: 'array', reason: 'string' },
};
