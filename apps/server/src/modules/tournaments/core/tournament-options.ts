// The answer to `OPTIONS tournaments/?game=`: everything the create form and the list's filters offer,
// from the contract's vocabulary and the games' current work status.
import type { Game } from '@clutch/contract/games';
import {
  BAN_TYPES,
  CS_DEFAULTS,
  DOTA_MODES,
  FORM_DEFAULTS,
  FREEZE_TIME_CHOICES,
  GRID_MAX,
  GRID_MIN,
  LEVEL_MAX,
  LEVEL_MIN,
  MATCH_DURATION_CHOICES,
  MAX_HERO_PICK,
  MAX_MAP_PICK,
  OVERTIME_MAX_ROUNDS_MAX,
  ROUNDS_TO_WIN_MAX,
  SERVER_CHOICES,
  TOURNAMENT_STATUSES,
  TYPE_DISPLAY,
  type TournamentOptions,
} from '@clutch/contract/tournament-options';

const IS_OPENED_DISPLAY = [
  'Open to everyone',
  'Password for players and watchers',
  'Password for watchers',
  'Password for players',
];
const STATUS_DISPLAY = {
  registration: 'Registration',
  running: 'Running',
  finished: 'Finished',
  cancelled: 'Cancelled',
} as const;
const BAN_TYPE_DISPLAY = {
  no_ban: 'No bans',
  one_of_many: 'One of many',
  all_but_one: 'All but one',
} as const;

const minutes = (values: readonly number[]) =>
  values.map((value) => ({ value, display_name: `${String(value)} min` }));

export function optionsFor(game: 1 | 2, games: readonly Game[]): TournamentOptions {
  const grids = Array.from({ length: GRID_MAX - GRID_MIN + 1 }, (_, i) => GRID_MIN + i);
  const regions = [...new Set(SERVER_CHOICES.map((choice) => choice.value))];
  return {
    game,
    games: [...games],
    filters: {
      type: (['1_1', '5_5'] as const).map((value) => ({
        value,
        display_name: TYPE_DISPLAY[value],
      })),
      is_opened: IS_OPENED_DISPLAY.map((display_name, i) => ({ value: i + 1, display_name })),
      server: regions.map((value) => ({
        value,
        display_name: value === 'usa' ? 'USA' : value === 'europe' ? 'Europe' : 'CIS',
      })),
      grid: grids.map((value) => ({ value, display_name: `${String(2 ** value)} slots` })),
      status: TOURNAMENT_STATUSES.map((value) => ({ value, display_name: STATUS_DISPLAY[value] })),
      game: games.map((g) => ({ value: g.id, display_name: g.name })),
    },
    freeze_time: minutes(FREEZE_TIME_CHOICES),
    match_duration: minutes(MATCH_DURATION_CHOICES),
    max_hero_pick: MAX_HERO_PICK,
    max_map_pick: MAX_MAP_PICK,
    servers: [...SERVER_CHOICES],
    modes: game === 1 ? DOTA_MODES.map((mode) => ({ ...mode })) : [],
    ban_types: BAN_TYPES.map((value) => ({ value, display_name: BAN_TYPE_DISPLAY[value] })),
    defaults: {
      type: FORM_DEFAULTS.type,
      grid: FORM_DEFAULTS.grid,
      min_lvl: FORM_DEFAULTS.min_lvl,
      max_lvl: FORM_DEFAULTS.max_lvl,
      is_opened: FORM_DEFAULTS.is_opened,
      match_duration: FORM_DEFAULTS.match_duration,
      mode: game === 1 ? FORM_DEFAULTS.mode : null,
      ban_type: game === 1 ? FORM_DEFAULTS.ban_type : null,
      rounds_to_win: game === 2 ? CS_DEFAULTS.rounds_to_win : null,
      overtime_max_rounds: game === 2 ? CS_DEFAULTS.overtime_max_rounds : null,
      friendly_fire: game === 2 ? CS_DEFAULTS.friendly_fire : null,
      maps_ban_type: game === 2 ? CS_DEFAULTS.maps_ban_type : null,
    },
    limits: {
      grid_min: GRID_MIN,
      grid_max: GRID_MAX,
      level_min: LEVEL_MIN,
      level_max: LEVEL_MAX,
      rounds_to_win_max: ROUNDS_TO_WIN_MAX,
      overtime_max_rounds_max: OVERTIME_MAX_ROUNDS_MAX,
    },
  };
}
