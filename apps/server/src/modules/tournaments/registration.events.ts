// What registering announces on the bus, after its transaction commits (the page itself changes
// through tournaments.events.ts' TournamentChanged). Notifications turn these into notices.
import type { EventShapes } from '../../platform/realtime/event-shapes.js';
export type RegistrationEvent =
  /** Someone took a place (registered, or an application confirmed) or left one, or the creator
   * moved the start; `userIds` are the registrants and players it concerns, whose profile/me
   * current_tournament may change. */
  | { type: 'TournamentParticipationChanged'; tournamentId: number; userIds: number[] }
  /** The creator invited a user to play or watch; the token travels only in their notification. */
  | {
      type: 'TournamentInviteSent';
      inviteId: number;
      tournamentId: number;
      userId: number;
      invitedBy: number;
      kind: 'player' | 'watcher';
      token: string;
    }
  /** The creator confirmed or declined an application (a declined fee is back on the balance). */
  | {
      type: 'TournamentApplicationDecided';
      applicationId: number;
      tournamentId: number;
      userId: number;
      decision: 'confirmed' | 'declined';
    }
  /** The creator removed or banned registrations; `userIds` are the players, rosters and watchers
   * they held, whose fees are back on their balances. */
  | {
      type: 'TournamentParticipantsRemoved';
      tournamentId: number;
      participantIds: number[];
      userIds: number[];
      reason: 'removed' | 'banned';
    };

/** Every RegistrationEvent type with its fields: the bus checks what Redis delivers against it. */
export const registrationEventShapes: EventShapes<RegistrationEvent> = {
  TournamentParticipationChanged: { tournamentId: 'number', userIds: 'array' },
  TournamentInviteSent: {
    inviteId: 'number',
    tournamentId: 'number',
    userId: 'number',
    invitedBy: 'number',
    kind: 'string',
    token: 'string',
  },
  TournamentApplicationDecided: {
    applicationId: 'number',
    tournamentId: 'number',
    userId: 'number',
    decision: 'string',
  },
  TournamentParticipantsRemoved: {
    tournamentId: 'number',
    participantIds: 'array',
    userIds: 'array',
    reason: 'string',
  },
};
