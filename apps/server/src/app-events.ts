// Every event that crosses the bus, as one union, and the parser for what Redis delivers: each
// module's events file lists its types and their fields, and EventShapes<AppEvent> fails to compile
// while any type of the union is missing from the list.
import { authEventShapes, type AuthEvent } from './modules/auth/auth.events.js';
import { bannersEventShapes, type BannersEvent } from './modules/banners/banners.events.js';
import { calendarEventShapes, type CalendarAppEvent } from './modules/calendar/calendar.events.js';
import { friendsEventShapes, type FriendsEvent } from './modules/friends/friends.events.js';
import { jarsEventShapes, type JarsEvent } from './modules/jars/jars.events.js';
import { hostingEventShapes, type HostingEvent } from './modules/matches/hosting.events.js';
import { messengerEventShapes, type MessengerEvent } from './modules/messenger/messenger.events.js';
import {
  notificationEventShapes,
  type NotificationEvent,
} from './modules/notifications/notifications.events.js';
import {
  quickMatchEventShapes,
  type QuickMatchEvent,
} from './modules/quickmatch/quickmatch.events.js';
import { operatorEventShapes, type OperatorEvent } from './modules/operator/operator.events.js';
import { profileEventShapes, type ProfileEvent } from './modules/profiles/profiles.events.js';
import { teamsEventShapes, type TeamsEvent } from './modules/teams/teams.events.js';
import { castersEventShapes, type CastersEvent } from './modules/tournaments/casters.events.js';
import {
  ownershipTransferEventShapes,
  type OwnershipTransferEvent,
} from './modules/tournaments/ownership-transfers.events.js';
import { matchesEventShapes, type MatchesEvent } from './modules/tournaments/matches.events.js';
import {
  registrationEventShapes,
  type RegistrationEvent,
} from './modules/tournaments/registration.events.js';
import {
  tournamentsEventShapes,
  type TournamentsEvent,
} from './modules/tournaments/tournaments.events.js';
import { walletEventShapes, type WalletEvent } from './modules/wallet/wallet.events.js';
import { eventParser, type EventShapes } from './platform/realtime/event-shapes.js';

export type AppEvent =
  | AuthEvent
  | ProfileEvent
  | FriendsEvent
  | NotificationEvent
  | TeamsEvent
  | BannersEvent
  | JarsEvent
  | WalletEvent
  | TournamentsEvent
  | MatchesEvent
  | OwnershipTransferEvent
  | CastersEvent
  | RegistrationEvent
  | QuickMatchEvent
  | MessengerEvent
  | HostingEvent
  | CalendarAppEvent
  | OperatorEvent;

const SHAPES: EventShapes<AppEvent> = {
  ...calendarEventShapes,
  ...authEventShapes,
  ...profileEventShapes,
  ...friendsEventShapes,
  ...notificationEventShapes,
  ...teamsEventShapes,
  ...bannersEventShapes,
  ...jarsEventShapes,
  ...walletEventShapes,
  ...tournamentsEventShapes,
  ...matchesEventShapes,
  ...ownershipTransferEventShapes,
  ...castersEventShapes,
  ...registrationEventShapes,
  ...hostingEventShapes,
  ...quickMatchEventShapes,
  ...messengerEventShapes,
  ...operatorEventShapes,
};

/** A listed event with every field of the declared kind, or null: the bus drops it. */
export const parseAppEvent = eventParser<AppEvent>(SHAPES);
