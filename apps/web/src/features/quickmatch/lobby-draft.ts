// The lobby form's values as a person fills them in (spec 2 section 3): text as typed for the amounts
// and the round counts, both games' settings side by side, and the start period a timed lobby books.
// The defaults come from `OPTIONS quickmatch/?game`; lobby-payload.ts turns a draft into the request.
import {
  LOBBY_CS_DEFAULTS,
  type GameTimeType,
  type QuickMatchOptions,
} from '@clutch/contract/quickmatch';
import type { BanType, Server, TournamentType } from '@clutch/contract/tournament-options';
import type { GameId } from './api/lobbies';

export interface LobbyDraft {
  game: GameId;
  name: string;
  type: TournamentType;
  gameTimeType: GameTimeType;
  /** The day a timed lobby is played, YYYY-MM-DD as the date input holds it. */
  date: string;
  /** The start of the free period chosen that day (ISO 8601), or null. */
  gameTime: string | null;
  isOpened: boolean;
  mix: boolean;
  server: Server;
  prize: string;
  entryFee: string;
  banType: BanType | null;
  /** Game 1's hero pool; empty means the server's default pool. */
  heroes: number[];
  mapsBanType: BanType | null;
  maps: string[];
  friendlyFire: boolean;
  roundsToWin: string;
  overtimeRounds: string;
}

export function draftFromOptions(options: QuickMatchOptions, game: GameId): LobbyDraft {
  const { defaults } = options;
  return {
    game,
    name: '',
    type: defaults.type,
    gameTimeType: defaults.game_time_type,
    date: '',
    gameTime: null,
    isOpened: defaults.is_opened,
    mix: defaults.mix,
    server: defaults.server,
    prize: '',
    entryFee: defaults.entry_fee === 0 ? '' : String(defaults.entry_fee),
    banType: defaults.ban_type,
    heroes: [],
    mapsBanType: defaults.maps_ban_type ?? LOBBY_CS_DEFAULTS.maps_ban_type,
    maps: [],
    friendlyFire: defaults.friendly_fire ?? LOBBY_CS_DEFAULTS.friendly_fire,
    roundsToWin: String(defaults.rounds_to_win ?? LOBBY_CS_DEFAULTS.rounds_to_win),
    overtimeRounds: String(defaults.overtime_rounds ?? LOBBY_CS_DEFAULTS.overtime_rounds),
  };
}
