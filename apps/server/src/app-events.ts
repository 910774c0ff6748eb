// Every event that crosses the bus, as one union; Redis delivers JSON, which is checked here.
import type { AuthEvent } from './modules/auth/auth.events.js';
import type { FriendsEvent } from './modules/friends/friends.events.js';
import type { NotificationEvent } from './modules/notifications/notifications.events.js';
import type { ProfileEvent } from './modules/profiles/profiles.events.js';
import type { TeamsEvent } from './modules/teams/teams.events.js';
import type { CastersEvent } from './modules/tournaments/casters.events.js';
import type { OwnershipTransferEvent } from './modules/tournaments/ownership-transfers.events.js';
import type { MatchesEvent } from './modules/tournaments/matches.events.js';
import type { RegistrationEvent } from './modules/tournaments/registration.events.js';
import type { TournamentsEvent } from './modules/tournaments/tournaments.events.js';
import type { WalletEvent } from './modules/wallet/wallet.events.js';

export type AppEvent =
  | AuthEvent
  | ProfileEvent
  | FriendsEvent
  | NotificationEvent
  | TeamsEvent
  | WalletEvent
  | TournamentsEvent
  | MatchesEvent
  | OwnershipTransferEvent
  | CastersEvent
  | RegistrationEvent;

const TYPES: ReadonlySet<string> = new Set<AppEvent['type']>([
  'SessionRevoked',
  'UserSignedUp',
  'AccountChanged',
  'ProfileChanged',
  'FriendRequestSent',
  'FriendRequestAccepted',
  'FriendsChanged',
  'NotificationCreated',
  'NotificationsSeen',
  'TeamInviteSent',
  'TeamJoinRequested',
  'TeamMemberJoined',
  'TeamMemberLeft',
  'TeamLeaderChanged',
  'TeamVoteClosed',
  'BalanceChanged',
  'WithdrawalSettled',
  'TransferReceived',
  'TournamentChanged',
  'TournamentCancelled',
  'TournamentStarted',
  'MatchUpdated',
  'MatchStatusChanged',
  'MatchDisputed',
  'MatchStartFailed',
  'MatchWon',
  'MatchPostponed',
  'TournamentFinished',
  'TournamentTransferOffered',
  'CommentatorInvited',
  'TournamentInviteSent',
  'TournamentApplicationDecided',
  'TournamentParticipantsRemoved',
  'TournamentParticipationChanged',
]);

function isAppEvent(value: unknown): value is AppEvent {
  return (
    typeof value === 'object' &&
    value !== null &&
    'type' in value &&
    typeof value.type === 'string' &&
    TYPES.has(value.type)
  );
}

export function parseAppEvent(raw: unknown): AppEvent | null {
  return isAppEvent(raw) ? raw : null;
}
