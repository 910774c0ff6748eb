// The live tournament channels. grid-updates: anyone signed in watches a bracket (room grid:<id>)
// and gets each changed match, newest version only, and the whole bracket at the start.
// tournament-updates: a user's own notices (room tournament-player:<uid>): wins, match errors,
// status changes of their matches and tournaments, all from events that carry the user ids.
import { AppError } from '@clutch/contract/errors';
import type { ClientMessage } from '@clutch/contract/realtime';
import {
  GRID_UPDATE_ACTIONS,
  TOURNAMENT_UPDATE_ACTIONS,
  WIN_MESSAGE,
  type TournamentUpdatePush,
} from '@clutch/contract/tournament-live';
import type { AppEvent } from '../../app-events.js';
import type { EventBus } from '../../platform/realtime/bus.js';
import type { ActionResult, RealtimeGateway } from '../../platform/realtime/gateway.js';
import { rooms } from '../../platform/realtime/rooms.js';
import type { MatchesService } from './play/matches.service.js';
import { NOTICE_TEXT } from './play/notice-texts.js';

const { win, matchError, matchStatus, tournamentStatus } = TOURNAMENT_UPDATE_ACTIONS;

/** The notices an event sends, each to the users it names. */
export function noticesOf(event: AppEvent): { userIds: number[]; notice: TournamentUpdatePush }[] {
  switch (event.type) {
    case 'MatchWon': {
      const data = { tournament_id: event.tournamentId, match_id: event.matchId };
      return [
        {
          userIds: event.userIds,
          notice: { action: win, data: { ...data, message: WIN_MESSAGE } },
        },
      ];
    }
    case 'MatchDisputed':
    case 'MatchStartFailed': {
      const data = {
        tournament_id: event.tournamentId,
        match_id: event.matchId,
        ...(event.type === 'MatchDisputed'
          ? { code: 'disputed' as const, message: NOTICE_TEXT.disputed }
          : { code: 'runner_failed' as const, message: event.problem }),
      };
      return [{ userIds: event.userIds, notice: { action: matchError, data } }];
    }
    case 'MatchStatusChanged':
    case 'MatchPostponed': {
      const ids = { tournament_id: event.tournamentId, match_id: event.matchId };
      const status = { ...ids, status: event.status, start_time: event.startTime };
      const notices: TournamentUpdatePush[] = [{ action: matchStatus, data: status }];
      if (event.type === 'MatchPostponed') {
        const message = NOTICE_TEXT.postponed(event.startTime);
        const data = { ...ids, code: 'postponed' as const, message, start_time: event.startTime };
        notices.unshift({ action: matchError, data });
      }
      return notices.map((notice) => ({ userIds: event.userIds, notice }));
    }
    case 'TournamentStarted':
    case 'TournamentFinished':
    case 'TournamentCancelled': {
      const status = STATUS_AFTER[event.type];
      const data = { tournament_id: event.tournamentId, status };
      return [{ userIds: event.userIds, notice: { action: tournamentStatus, data } }];
    }
    default:
      return [];
  }
}

const STATUS_AFTER = {
  TournamentStarted: 'running',
  TournamentFinished: 'finished',
  TournamentCancelled: 'cancelled',
} as const;

async function subscribeToGrid(matches: MatchesService, message: ClientMessage) {
  if (message.action !== 'subscribe_to_grid_activity') return { status: 400 };
  const id = message.tournament_id;
  try {
    return { status: 200, data: await matches.grid(id), join: rooms.grid(id) };
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found')
      return { status: 404, errors: [error.message] };
    throw error;
  }
}

function ownTournamentUpdatePushs(
  connection: { userId: number },
  message: ClientMessage,
): ActionResult {
  if (message.action !== 'subscribe_instance') return { status: 400 };
  if (message.pk !== connection.userId)
    return { status: 403, errors: ['You may only subscribe to your own tournament notices.'] };
  return { status: 201, join: rooms.tournamentPlayer(message.pk) };
}

/** Pushes each changed match to its bracket's watchers, never an older version after a newer one. */
function gridPusher(gateway: RealtimeGateway, matches: MatchesService) {
  const pushed = new Map<number, number>();
  const pushMatch = async (tournamentId: number, matchId: number) => {
    const room = rooms.grid(tournamentId);
    const live = await matches.liveMatch(matchId);
    if (!live || live.version <= (pushed.get(matchId) ?? 0)) return;
    if (
      gateway.push(room, { action: GRID_UPDATE_ACTIONS.match, data: live.match }, live.version) > 0
    )
      pushed.set(matchId, live.version);
  };
  return (event: AppEvent) => {
    if (event.type !== 'MatchUpdated' && event.type !== 'TournamentStarted') return;
    const room = rooms.grid(event.tournamentId);
    if (!gateway.hasMembers(room)) {
      if (event.type === 'MatchUpdated') pushed.delete(event.matchId);
      return;
    }
    // Read after commit, so the push carries what the database now says.
    const read =
      event.type === 'MatchUpdated'
        ? pushMatch(event.tournamentId, event.matchId)
        : matches
            .grid(event.tournamentId)
            .then(
              (grid) => void gateway.push(room, { action: GRID_UPDATE_ACTIONS.grid, data: grid }),
            );
    read.catch(() => undefined);
  };
}

export function registerTournamentsRealtime(
  gateway: RealtimeGateway,
  bus: EventBus<AppEvent>,
  matches: MatchesService,
): void {
  gateway.handle('grid-updates', 'subscribe_to_grid_activity', (_connection, message) =>
    subscribeToGrid(matches, message),
  );
  gateway.handle('tournament-updates', 'subscribe_instance', (connection, message) =>
    Promise.resolve(ownTournamentUpdatePushs(connection, message)),
  );
  gateway.handle('tournament-updates', 'unsubscribe_instance', (connection) =>
    Promise.resolve({ status: 204, leave: rooms.tournamentPlayer(connection.userId) }),
  );

  const pushGrid = gridPusher(gateway, matches);
  bus.subscribe((event) => {
    pushGrid(event);
    for (const { userIds, notice } of noticesOf(event))
      for (const userId of userIds) gateway.push(rooms.tournamentPlayer(userId), notice);
  });
}
