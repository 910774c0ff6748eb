// The lobby form's rules beyond its schema: which fields belong to which game, the pool a ban rule
// plays over (a default one when none is sent), the timed lobby's period. Pure; 400s name the field.
import {
  LOBBY_CS_DEFAULTS,
  PERIOD_MINUTES,
  type QuickMatchCreate,
} from '@clutch/contract/quickmatch';
import { MAX_HERO_PICK, MAX_MAP_PICK } from '@clutch/contract/game-catalog';
import type { BanType } from '@clutch/contract/tournament-options';
import { localizedFields, type LocalizedMessage } from '../../platform/http/localized-errors.js';
import { quickmatchMessage } from './quickmatch-messages.js';

/** Mid heroes a 1x1 hero veto starts from when the creator lists none (Dota's hero ids). */
export const DEFAULT_HERO_POOL = [11, 39, 17, 13, 74, 46, 22, 25, 76, 47] as const;
/** The hero an all_but_one lobby plays when none is listed: Shadow Fiend, the classic 1x1 mid. */
export const DEFAULT_SOLO_HERO = 11;

export interface LobbySettings {
  banType: BanType;
  pool: string[];
  friendlyFire: boolean | null;
  roundsToWin: number | null;
  overtimeRounds: number | null;
}

export interface Catalogs {
  unknownHeroIds(ids: readonly number[]): number[];
  unknownMaps(names: readonly string[]): string[];
  activeMaps(): string[];
}

const fail = (field: string, message: LocalizedMessage) => localizedFields({ [field]: [message] });

function refuseOtherGame(form: QuickMatchCreate, fields: (keyof QuickMatchCreate)[], game: number) {
  const errors: Record<string, LocalizedMessage[]> = {};
  for (const field of fields)
    if (form[field] !== undefined && form[field] !== null)
      errors[field] = [quickmatchMessage('other_game_field', { game, field })];
  if (Object.keys(errors).length > 0) throw localizedFields(errors);
}

function heroSettings(form: QuickMatchCreate, catalogs: Catalogs): LobbySettings {
  refuseOtherGame(
    form,
    ['maps_ban_type', 'maps_list', 'friendly_fire', 'rounds_to_win', 'overtime_rounds'],
    1,
  );
  const banType = form.ban_type ?? 'no_ban';
  const listed = form.selected_heroes ?? [];
  const unknown = catalogs.unknownHeroIds(listed);
  if (unknown.length > 0)
    throw fail('selected_heroes', quickmatchMessage('unknown_heroes', { ids: unknown.join(', ') }));
  if (new Set(listed).size !== listed.length)
    throw fail('selected_heroes', quickmatchMessage('hero_twice'));
  const none = { friendlyFire: null, roundsToWin: null, overtimeRounds: null };
  if (banType === 'no_ban') return { banType, pool: [], ...none };
  if (banType === 'all_but_one') {
    if (listed.length > 1) throw fail('selected_heroes', quickmatchMessage('all_but_one_hero'));
    return { banType, pool: [String(listed[0] ?? DEFAULT_SOLO_HERO)], ...none };
  }
  const pool = listed.length > 0 ? listed : [...DEFAULT_HERO_POOL];
  const players = form.type === '5_5' ? 5 : 1;
  if (pool.length <= players || pool.length > MAX_HERO_PICK)
    throw fail(
      'selected_heroes',
      quickmatchMessage('hero_pool_size', { min: players + 1, max: MAX_HERO_PICK }),
    );
  return { banType, pool: pool.map(String), ...none };
}

function mapSettings(
  form: QuickMatchCreate,
  catalogs: Catalogs,
  draw: (n: number) => number,
): LobbySettings {
  refuseOtherGame(form, ['ban_type', 'selected_heroes'], 2);
  const banType = form.maps_ban_type ?? LOBBY_CS_DEFAULTS.maps_ban_type;
  const listed = form.maps_list ?? [];
  const unknown = catalogs.unknownMaps(listed);
  if (unknown.length > 0)
    throw fail('maps_list', quickmatchMessage('unknown_maps', { maps: unknown.join(', ') }));
  if (new Set(listed).size !== listed.length)
    throw fail('maps_list', quickmatchMessage('map_twice'));
  const server = {
    friendlyFire: form.friendly_fire ?? LOBBY_CS_DEFAULTS.friendly_fire,
    roundsToWin: form.rounds_to_win ?? LOBBY_CS_DEFAULTS.rounds_to_win,
    overtimeRounds: form.overtime_rounds ?? LOBBY_CS_DEFAULTS.overtime_rounds,
  };
  const active = catalogs.activeMaps();
  if (banType === 'no_ban') {
    // Without a veto the lobby plays the first listed map, or one of the active pool at random.
    const map = listed[0] ?? active[draw(active.length)];
    return { banType, pool: map ? [map] : [], ...server };
  }
  if (banType === 'all_but_one') {
    if (listed.length !== 1) throw fail('maps_list', quickmatchMessage('all_but_one_map'));
    return { banType, pool: listed, ...server };
  }
  const pool = listed.length > 0 ? listed : active;
  if (pool.length < 2 || pool.length > MAX_MAP_PICK)
    throw fail('maps_list', quickmatchMessage('map_pool_size', { max: MAX_MAP_PICK }));
  return { banType, pool, ...server };
}

export function lobbySettings(
  game: 1 | 2,
  form: QuickMatchCreate,
  catalogs: Catalogs,
  draw: (n: number) => number,
): LobbySettings {
  return game === 1 ? heroSettings(form, catalogs) : mapSettings(form, catalogs, draw);
}

/** Periods start on the hour and half hour (UTC). */
export const periodMs = PERIOD_MINUTES * 60_000;
export const periodStartOf = (time: Date) =>
  new Date(Math.floor(time.getTime() / periodMs) * periodMs);

/** A timed lobby's game_time: a period's start, in the future; snap lobbies take none. */
export function checkGameTime(form: QuickMatchCreate, now: Date): Date | null {
  if (form.game_time_type === 'snap_game') {
    if (form.game_time) throw fail('game_time', quickmatchMessage('snap_no_time'));
    return null;
  }
  const time = form.game_time;
  if (!time) throw fail('game_time', quickmatchMessage('timed_needs_time'));
  if (time.getTime() % periodMs !== 0)
    throw fail('game_time', quickmatchMessage('period_start', { minutes: PERIOD_MINUTES }));
  if (time.getTime() <= now.getTime()) throw fail('game_time', quickmatchMessage('time_in_past'));
  return time;
}
