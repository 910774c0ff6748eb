// Test data only: a waiting 1x1 Dota 2 lobby (id 12, version 5) created by user 7 (alice), who sits
// at position 1 and is the caller; side b (position 2) is empty. `overrides` changes any field.
import type {
  LobbyPlayer,
  LobbySide,
  QuickMatch,
  QuickMatchPublic,
  VetoView,
} from '@clutch/contract/quickmatch';

export function player(
  position: number,
  id: number,
  username: string,
  extra: Partial<LobbyPlayer> = {},
): LobbyPlayer {
  return {
    position,
    user: { id, username, avatar_url: null },
    level: 3,
    is_ready: false,
    is_creator: false,
    ...extra,
  };
}

export function side(
  id: number,
  which: 'a' | 'b',
  positions: number[],
  players: LobbyPlayer[],
): LobbySide {
  return { id, side: which, name: `Side ${which.toUpperCase()}`, team: null, positions, players };
}

export function lobby(overrides: Partial<QuickMatch> = {}): QuickMatch {
  return {
    id: 12,
    game: 1,
    name: 'Mid duel',
    type: '1_1',
    type_display: '1x1',
    status: 'waiting',
    game_time_type: 'snap_game',
    game_time: null,
    is_opened: true,
    mix: false,
    is_demo: false,
    prize: 10,
    entry_fee: 0,
    slots: 2,
    checked_in_slots: 1,
    game_details: {
      game: 1,
      server: 'europe',
      server_display: 'Europe',
      ban_type: 'no_ban',
      heroes: [],
    },
    created_by: { id: 7, username: 'alice', avatar_url: null },
    created_at: '2030-01-01T09:00:00.000Z',
    teams: [
      side(101, 'a', [1], [player(1, 7, 'alice', { is_creator: true })]),
      side(102, 'b', [2], []),
    ],
    ready_check: null,
    veto: null,
    result: null,
    display_map: null,
    likes_count: 0,
    dislikes_count: 0,
    started_at: null,
    finished_at: null,
    version: 5,
    tournament: null,
    position: 1,
    is_ready: false,
    team: 101,
    team_name: 'Side A',
    allowed_hero: null,
    lobby_data: null,
    connection_string: null,
    invite_token: null,
    user_action: null,
    ...overrides,
  };
}

/** The public part of a lobby, as pushes carry it. */
export function publicLobby(overrides: Partial<QuickMatchPublic> = {}): QuickMatchPublic {
  const {
    position: _position,
    is_ready: _isReady,
    team: _team,
    team_name: _teamName,
    allowed_hero: _hero,
    lobby_data: _lobbyData,
    connection_string: _connection,
    invite_token: _token,
    user_action: _action,
    ...rest
  } = lobby();
  return { ...rest, ...overrides };
}

/** A hero veto of a four-hero pool, side a to ban first, its deadline in 2030. */
export function heroVeto(overrides: Partial<VetoView> = {}): VetoView {
  return {
    kind: 'hero',
    pool: ['1', '2', '3', '4'],
    moves: [],
    turn: { side: 'a', action: 'ban', deadline: '2030-01-01T10:00:30.000Z', step: 0 },
    available: ['1', '2', '3', '4'],
    finished: false,
    ...overrides,
  };
}
