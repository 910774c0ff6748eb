// Where the players of a started match meet: the lobby a runner hands out when it starts the match,
// kept on the match and shown only to its players while it is in game.
import { randomBytes } from 'node:crypto';
import type { LobbyCredentials } from '@clutch/contract/matches';
import type { MatchOwner } from './match.js';

export interface Lobby {
  readonly lobbyName: string;
  readonly lobbyPassword: string;
  readonly connectString: string | null;
}

/** A lobby the players make themselves in the game client, named after the owner and the match. */
export function manualLobby(owner: MatchOwner, matchId: number): Lobby {
  // Tournament lobbies keep the name they always had; other owners say which kind they are.
  const prefix = owner.kind === 'tournament' ? 'clutch' : `clutch-${owner.kind}`;
  return {
    lobbyName: `${prefix}-${String(owner.id)}-${String(matchId)}`,
    lobbyPassword: randomBytes(6).toString('hex'),
    connectString: null,
  };
}

/** A stored lobby as the caller's `lobby_credentials` (null columns: no lobby was handed out). */
export interface LobbyRow {
  matchId: number;
  lobbyName: string | null;
  lobbyPassword: string | null;
  connectString: string | null;
}

export const lobbyCredentialsOf = (lobby: LobbyRow): LobbyCredentials => ({
  match_id: lobby.matchId,
  lobby_name: lobby.lobbyName,
  password: lobby.lobbyPassword,
  connect: lobby.connectString,
});
