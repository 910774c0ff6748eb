// A lobby's seats and what the viewer may do with them. Each side lists its positions; a position
// without a player is an empty seat. Players take a seat while the lobby waits (joining, or moving to
// the other side), toggle ready, and leave until the match starts; the creator removes others and
// starts once every seat is taken and ready. The server checks each again.
import type { LobbyPlayer, LobbySide, QuickMatch } from '@clutch/contract/quickmatch';

export interface Seat {
  position: number;
  player: LobbyPlayer | null;
}

export function seatsOf(side: LobbySide): Seat[] {
  return side.positions.map((position) => ({
    position,
    player: side.players.find((seated) => seated.position === position) ?? null,
  }));
}

export const hasFreeSeat = (side: LobbySide) => side.players.length < side.positions.length;

/** The side the caller sits on, by their seat. */
export function ownSide(lobby: Pick<QuickMatch, 'teams' | 'position'>): LobbySide | null {
  const { position } = lobby;
  if (position === null) return null;
  return lobby.teams.find((side) => side.positions.includes(position)) ?? null;
}

export interface LobbyAbilities {
  isPlaying: boolean;
  isCreator: boolean;
  /** Sides whose free seat the viewer may take now (to join, or to move there). */
  seatSides: ReadonlySet<number>;
  /** Join with one of the viewer's Clutch teams (5_5, not seated, a side free). */
  canJoinWithTeam: boolean;
  canToggleReady: boolean;
  canLeave: boolean;
  canStart: boolean;
  /** The creator removes any other player while the lobby waits. */
  canRemove: (player: LobbyPlayer) => boolean;
  /** Invite friends: a seat is free and the viewer plays. */
  canInvite: boolean;
}

export function lobbyAbilities(lobby: QuickMatch, viewerId: number | null): LobbyAbilities {
  const isWaiting = lobby.status === 'waiting';
  const isPlaying = lobby.position !== null;
  const isCreator = viewerId !== null && lobby.created_by.id === viewerId;
  const mine = ownSide(lobby);
  const free = lobby.teams.filter(hasFreeSeat);
  const seatSides = new Set(
    isWaiting && viewerId !== null
      ? free.filter((side) => side.id !== mine?.id).map((side) => side.id)
      : [],
  );
  const players = lobby.teams.flatMap((side) => side.players);
  const isFull = players.length === lobby.slots;
  return {
    isPlaying,
    isCreator,
    seatSides,
    canJoinWithTeam: isWaiting && !isPlaying && lobby.type === '5_5' && free.length > 0,
    canToggleReady: isWaiting && isPlaying,
    canLeave: isPlaying && (isWaiting || lobby.status === 'ready_check'),
    canStart: isCreator && isWaiting && isFull && players.every((player) => player.is_ready),
    canRemove: (player) => isCreator && isWaiting && player.user.id !== viewerId,
    canInvite: isWaiting && isPlaying && !isFull,
  };
}

/**
 * `{origin}/match/{id}/{token}`, the spec's shape: the address a closed lobby's players hand on. It
 * has no locale prefix, so it opens in whatever language the invited person uses.
 */
export function invitationLink(
  origin: string,
  lobby: Pick<QuickMatch, 'id' | 'is_opened' | 'invite_token'>,
): string | null {
  if (lobby.is_opened || lobby.invite_token === null) return null;
  return `${origin}/match/${String(lobby.id)}/${encodeURIComponent(lobby.invite_token)}`;
}
