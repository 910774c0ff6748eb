// What the operator console (staff, not the creator) may do to a quick-match lobby, inside the
// console's own transaction so its audit row commits with the change: cancel it before a result
// (every stake and the creator's prize go back; fees are only captured when a result comes, so a
// lobby in game is refunded the same way and its host freed), and remove a player from a lobby
// that has not started (their stake goes back; removing the creator closes the lobby, as their
// leaving does).
import type { Tx } from '../../platform/db/database.js';
import { localizedError } from '../../platform/http/localized-errors.js';
import type { EventPublisher } from '../../platform/realtime/bus.js';
import type { Touched } from '../wallet/ledger/ledger.service.js';
import { vacateSeat } from './lobbies.service.js';
import { cancelLobby, type FlowDeps, type Work } from './lobby-flow.tx.js';
import { quickmatchMessage } from './quickmatch-messages.js';
import type { QuickMatchEvent } from './quickmatch.events.js';
import { quickMatchRepository as repo, type LobbyRow } from './quickmatch.repository.js';

export interface LobbiesStaffDeps extends FlowDeps {
  bus: EventPublisher<QuickMatchEvent>;
  /** Frees the CS2 server or Dota bot of a lobby in game, inside the transaction. */
  releaseHost: (tx: Tx, lobbyId: number) => Promise<void>;
}

export interface LobbyStaffWork {
  tx: Tx;
  touched: Touched;
}

const notFound = () => localizedError('not_found', quickmatchMessage('no_such_lobby'));

export function createLobbiesStaff(deps: LobbiesStaffDeps) {
  async function locked(tx: Tx, id: number): Promise<LobbyRow> {
    const lobby = await repo.lock(tx, id);
    if (!lobby) throw notFound();
    return lobby;
  }

  async function cancel(on: LobbyStaffWork, id: number, reason: string) {
    const work: Work = { ...on, events: [] };
    const lobby = await locked(on.tx, id);
    if (lobby.status === 'finished' || lobby.status === 'cancelled')
      throw localizedError(
        'conflict',
        quickmatchMessage(lobby.status === 'finished' ? 'already_finished' : 'already_cancelled'),
      );
    if (lobby.status === 'in_game') await deps.releaseHost(on.tx, id);
    await cancelLobby(deps, work, lobby, reason);
    return { before: lobby, events: work.events };
  }

  async function removePlayer(on: LobbyStaffWork, id: number, userId: number, reason: string) {
    const work: Work = { ...on, events: [] };
    const lobby = await locked(on.tx, id);
    if (lobby.status !== 'waiting' && lobby.status !== 'ready_check')
      throw localizedError('conflict', quickmatchMessage('staff_remove_started'));
    const seat = await repo.seatOf(on.tx, id, userId);
    if (!seat || !seat.isLive)
      throw localizedError('not_found', quickmatchMessage('player_not_here'));
    await vacateSeat(deps, work, lobby, seat, reason);
    return { before: lobby, seat, events: work.events };
  }

  /** After commit: the moved balances, then the events. */
  async function announce(touched: Touched, events: readonly QuickMatchEvent[]): Promise<void> {
    deps.ledger.announce(touched);
    for (const event of events) await deps.bus.publish(event);
  }

  return { cancel, removePlayer, announce };
}

export type LobbiesStaff = ReturnType<typeof createLobbiesStaff>;
