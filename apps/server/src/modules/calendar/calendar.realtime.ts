// events-updates: each socket joins its user's calendar room as it opens. After a change commits,
// the events that name a tournament, a bracket match or a lobby are turned into the affected users'
// events as user-events would answer them now, pushed to those of them with a socket here; an event
// that left a calendar (hidden, a registration ended, the bracket replaced the tournament's
// placeholder) is pushed as a deletion.
import { CALENDAR_PUSH_ACTIONS } from '@clutch/contract/calendar';
import type { FastifyBaseLogger } from 'fastify';
import type { AppEvent } from '../../app-events.js';
import type { Db } from '../../platform/db/database.js';
import type { EventBus } from '../../platform/realtime/bus.js';
import type { RealtimeGateway } from '../../platform/realtime/gateway.js';
import { rooms } from '../../platform/realtime/rooms.js';
import { eventIdOf } from './calendar-ids.js';
import { calendarRepository as repo, type CalendarScope } from './calendar.repository.js';
import type { CalendarService } from './calendar.service.js';

const CHANNEL = 'events-updates';

interface Change {
  scope: CalendarScope;
  /** Users the event names (some may have just lost their part, so the audience misses them). */
  userIds: readonly number[];
  /** Whether everyone with a part in the tournament or lobby may see a change. */
  audience: boolean;
  /** The event ids that may have left the scope's calendars. */
  mayLeave: number[];
}

/** What an event changes on calendars, or null when it changes none. */
export function changeOf(event: AppEvent): Change | null {
  switch (event.type) {
    case 'TournamentParticipationChanged':
    case 'TournamentParticipantsRemoved':
    case 'TournamentStarted':
    case 'TournamentCancelled':
      return tournamentChange(event.tournamentId, event.userIds);
    case 'TournamentApplicationDecided':
      return tournamentChange(event.tournamentId, [event.userId]);
    case 'TournamentChanged':
      return tournamentChange(event.tournamentId, []);
    case 'MatchUpdated':
    case 'MatchPostponed':
    case 'MatchStatusChanged':
    case 'MatchWon':
      return {
        scope: { kind: 'tournament_match', matchId: event.matchId },
        userIds: [],
        audience: true,
        mayLeave: [],
      };
    case 'CommentatorInvited':
      return {
        scope: { kind: 'tournament_match', matchId: event.matchId },
        userIds: [event.userId],
        audience: false,
        mayLeave: [eventIdOf('tournament_match', event.matchId)],
      };
    case 'QuickMatchChanged':
    case 'QuickMatchDeleted':
    case 'QuickMatchFinished':
    case 'QuickMatchFailed':
      return {
        scope: { kind: 'quick_match', quickMatchId: event.quickMatchId },
        userIds: event.userIds,
        audience: true,
        mayLeave: [eventIdOf('quick_match', event.quickMatchId)],
      };
    default:
      return null;
  }
}

function tournamentChange(tournamentId: number, userIds: readonly number[]): Change {
  return {
    scope: { kind: 'tournament', tournamentId },
    userIds,
    audience: true,
    mayLeave: [eventIdOf('tournament', tournamentId)],
  };
}

async function audienceOf(db: Db, scope: CalendarScope): Promise<number[]> {
  if (scope.kind === 'tournament') return repo.tournamentAudience(db, scope.tournamentId);
  if (scope.kind === 'quick_match') return repo.quickMatchAudience(db, scope.quickMatchId);
  if (scope.kind === 'tournament_match') return repo.matchAudience(db, scope.matchId);
  return [];
}

export function registerCalendarRealtime(
  gateway: RealtimeGateway,
  bus: EventBus<AppEvent>,
  db: Db,
  calendar: CalendarService,
  logger: FastifyBaseLogger,
): void {
  gateway.onOpen(CHANNEL, ({ userId }) => Promise.resolve([rooms.calendar(userId)]));

  async function push(change: Change): Promise<void> {
    const candidates = new Set(change.userIds);
    // Reading the audience costs a query: only when someone here listens at all.
    if (change.audience && gateway.connectionCount() > 0)
      for (const userId of await audienceOf(db, change.scope)) candidates.add(userId);
    for (const userId of candidates) {
      const room = rooms.calendar(userId);
      if (!gateway.hasMembers(room)) continue;
      const events = await calendar.scopedEvents(userId, change.scope);
      for (const data of events) gateway.push(room, { action: CALENDAR_PUSH_ACTIONS.event, data });
      const present = new Set(events.map((event) => event.id));
      for (const id of change.mayLeave)
        if (!present.has(id))
          gateway.push(room, { action: CALENDAR_PUSH_ACTIONS.deleted, data: { id } });
    }
  }

  // One change at a time, in the order they came: a slower read never overwrites a newer push.
  let queue: Promise<void> = Promise.resolve();
  bus.subscribe((event) => {
    if (event.type === 'CalendarEventHidden') {
      gateway.push(rooms.calendar(event.userId), {
        action: CALENDAR_PUSH_ACTIONS.deleted,
        data: { id: event.eventId },
      });
      return;
    }
    const change = changeOf(event);
    if (!change) return;
    queue = queue
      .then(() => push(change))
      .catch((error: unknown) => {
        logger.error({ err: error, event: event.type }, 'calendar push failed');
      });
  });
}
