// quick-match-updates: anyone signed in watches a lobby (room quickmatch:<id>): subscribing answers
// the public lobby, each change pushes it again with its version, veto moves come over the socket
// too; the delete and match-end pushes close the lobby's life. user-updates: errors and invitations.
import { AppError, ERROR_STATUS } from '@clutch/contract/errors';
import {
  QUICK_MATCH_UPDATE_ACTIONS,
  QUICK_MATCH_USER_ACTIONS,
} from '@clutch/contract/quickmatch-live';
import type { ClientMessage } from '@clutch/contract/realtime';
import type { AppEvent } from '../../app-events.js';
import type { EventBus } from '../../platform/realtime/bus.js';
import type { ActionResult, Connection, RealtimeGateway } from '../../platform/realtime/gateway.js';
import { rooms } from '../../platform/realtime/rooms.js';
import { toUserBrief } from '../../platform/http/user-brief.js';
import type { LobbiesService } from './lobbies.service.js';
import { quickMatchRepository as repo } from './quickmatch.repository.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/database.js';

const PUSHED_VERSIONS_KEPT = 10_000;

const ERROR_TEXT = {
  update_error: 'The lobby could not be updated.',
  no_online_bots: 'No game bot is online to host the match.',
  no_free_servers:
    'No game server is free to host the match; the lobby was closed and fees returned.',
  match_postponed_no_free_servers: 'No game server is free: the match is postponed.',
  server_error_without_postpone: 'The game server failed and the match cannot be postponed.',
  server_error: 'The game server failed during the match.',
} as const;

/** An error as an answer frame: the status the HTTP API would give, and its message. */
function failure(error: unknown): ActionResult {
  if (error instanceof AppError)
    return { status: ERROR_STATUS[error.code], errors: [error.message] };
  throw error;
}

export function registerQuickMatchRealtime(
  gateway: RealtimeGateway,
  bus: EventBus<AppEvent>,
  deps: { db: Db; lobbies: LobbiesService; logger: FastifyBaseLogger },
): void {
  const { lobbies } = deps;
  const channel = 'quick-match-updates';

  async function subscribe(_connection: Connection, message: ClientMessage): Promise<ActionResult> {
    if (message.action !== 'subscribe_instance' && message.action !== 'retrieve')
      return { status: 400 };
    const lobby = await lobbies.publicView(message.pk);
    if (!lobby) return { status: 404, errors: ['No quick match has this id.'] };
    return message.action === 'subscribe_instance'
      ? { status: 200, data: lobby, join: rooms.quickMatch(message.pk) }
      : { status: 200, data: lobby };
  }

  gateway.handle(channel, 'subscribe_instance', subscribe);
  gateway.handle(channel, 'retrieve', subscribe);
  gateway.handle(channel, 'unsubscribe_instance', (_connection, message) =>
    Promise.resolve(
      message.action === 'unsubscribe_instance'
        ? { status: 200, leave: rooms.quickMatch(message.pk) }
        : { status: 400 },
    ),
  );
  gateway.handle(channel, 'veto', async (connection, message) => {
    if (message.action !== 'veto') return { status: 400 };
    try {
      const veto = await lobbies.veto(connection.userId, message.pk, String(message.item));
      return { status: 200, data: veto };
    } catch (error) {
      return failure(error);
    }
  });

  // Reads after two quick commits may finish out of order: an older state is never pushed after a
  // newer one. The map keeps the last version of the most recently changed lobbies only.
  const pushed = new Map<number, number>();
  const remember = (id: number, version: number) => {
    pushed.delete(id);
    pushed.set(id, version);
    const oldest = pushed.keys().next();
    if (pushed.size > PUSHED_VERSIONS_KEPT && !oldest.done) pushed.delete(oldest.value);
  };

  async function pushLobby(id: number, vetoMoved: boolean): Promise<void> {
    const room = rooms.quickMatch(id);
    if (!gateway.hasMembers(room)) return;
    const lobby = await lobbies.publicView(id);
    if (!lobby) return;
    if (lobby.version > (pushed.get(id) ?? 0)) {
      remember(id, lobby.version);
      gateway.push(room, { action: QUICK_MATCH_UPDATE_ACTIONS.update, data: lobby }, lobby.version);
    }
    // A move's veto goes out even when a racing read already pushed this version's lobby.
    if (vetoMoved && lobby.veto)
      gateway.push(
        room,
        { action: QUICK_MATCH_UPDATE_ACTIONS.veto, data: { ...lobby.veto, id } },
        lobby.version,
      );
  }

  async function pushInvite(event: Extract<AppEvent, { type: 'QuickMatchInvited' }>) {
    const room = rooms.user(event.userId);
    if (!gateway.hasMembers(room)) return;
    const [lobby, from] = await Promise.all([
      repo.find(deps.db, event.quickMatchId),
      repo.creator(deps.db, event.invitedBy),
    ]);
    if (!lobby || !from) return;
    const link = event.token
      ? `/match/${String(lobby.id)}/${event.token}`
      : `/match/${String(lobby.id)}`;
    gateway.push(room, {
      action: QUICK_MATCH_USER_ACTIONS.invite,
      data: {
        match_id: lobby.id,
        name: lobby.name,
        from: toUserBrief(from),
        link,
        token: event.token || null,
        game: lobby.game,
        type: lobby.type,
      },
    });
  }

  function onEvent(event: AppEvent): Promise<void> | void {
    switch (event.type) {
      case 'QuickMatchChanged':
        return pushLobby(event.quickMatchId, event.vetoMoved);
      case 'QuickMatchDeleted':
        gateway.push(rooms.quickMatch(event.quickMatchId), {
          action: QUICK_MATCH_UPDATE_ACTIONS.delete,
          data: { id: event.quickMatchId, reason: event.reason },
        });
        return;
      case 'QuickMatchFinished':
        gateway.push(rooms.quickMatch(event.quickMatchId), {
          action: QUICK_MATCH_UPDATE_ACTIONS.matchEnd,
          data: { id: event.quickMatchId, match_id: event.quickMatchId },
        });
        return;
      case 'QuickMatchFailed':
        for (const userId of event.userIds)
          gateway.push(rooms.user(userId), {
            action: QUICK_MATCH_USER_ACTIONS.error,
            data: {
              match_id: event.quickMatchId,
              code: event.code,
              message: ERROR_TEXT[event.code],
            },
          });
        return;
      case 'QuickMatchInvited':
        return pushInvite(event);
      default:
        return;
    }
  }

  bus.subscribe((event) => {
    void Promise.resolve(onEvent(event)).catch((error: unknown) => {
      deps.logger.error({ err: error, event: event.type }, 'a quick-match push failed');
    });
  });
}
