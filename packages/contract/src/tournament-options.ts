// The fixed vocabulary of tournaments: types, statuses, servers, access modes, Dota 2 game modes,
// ban types, time choices and limits, and the `OPTIONS tournaments/` answer the create form reads.
import { z } from 'zod';
import { GameSchema } from './games.js';

export const TOURNAMENTS_PER_PAGE = 8;

export const TOURNAMENT_TYPES = ['1_1', '5_5'] as const;
export const TournamentTypeSchema = z.enum(TOURNAMENT_TYPES, {
  error: 'Choose 1_1 (players) or 5_5 (teams).',
});
export type TournamentType = z.infer<typeof TournamentTypeSchema>;
export const TYPE_DISPLAY: Record<TournamentType, string> = { '1_1': '1x1', '5_5': '5x5' };

/** registration until start_time, then running until the final's result; cancelled by the creator
 * before the start or when fewer than two registered. */
export const TOURNAMENT_STATUSES = ['registration', 'running', 'finished', 'cancelled'] as const;
export const TournamentStatusSchema = z.enum(TOURNAMENT_STATUSES);
export type TournamentStatus = z.infer<typeof TournamentStatusSchema>;

/** Game servers by region: the form's five choices map onto three regions. */
export const SERVERS = ['usa', 'europe', 'cis'] as const;
export const ServerSchema = z.enum(SERVERS, { error: 'Choose a server: usa, europe or cis.' });
export type Server = z.infer<typeof ServerSchema>;
export const SERVER_CHOICES: readonly { display_name: string; value: Server }[] = [
  { display_name: 'US West', value: 'usa' },
  { display_name: 'US East', value: 'usa' },
  { display_name: 'West Europe', value: 'europe' },
  { display_name: 'East Europe', value: 'europe' },
  { display_name: 'CIS', value: 'cis' },
];

/**
 * Who needs a password: 1 nobody, 2 players and watchers, 3 watchers only, 4 players only
 * (spec: 1 or 3 means no players password; 1 or 4 means no watchers password).
 */
export const IS_OPENED = { open: 1, both: 2, watchers: 3, players: 4 } as const;
export const IsOpenedSchema = z.coerce
  .number({ error: 'Choose an access mode from 1 to 4.' })
  .int({ message: 'Choose an access mode from 1 to 4.' })
  .min(1, { message: 'Choose an access mode from 1 to 4.' })
  .max(4, { message: 'Choose an access mode from 1 to 4.' });
export const needsPlayersPassword = (isOpened: number) => isOpened === 2 || isOpened === 4;
export const needsWatchersPassword = (isOpened: number) => isOpened === 2 || isOpened === 3;

/** Bracket levels: 2^grid slots. */
export const GRID_MIN = 1;
export const GRID_MAX = 10;
export const maxParticipants = (grid: number) => 2 ** grid;
export const LEVEL_MIN = 1;
export const LEVEL_MAX = 100;

/** Registration closes this many minutes before start_time. */
export const FREEZE_TIME_CHOICES = [15, 30, 60, 120] as const;
/** Minutes each round gets: round n starts at start_time + (n - 1) × match_duration. */
export const MATCH_DURATION_CHOICES = [30, 45, 60, 90] as const;
export const DEFAULT_MATCH_DURATION = 60;

/** How many heroes (game 1) or maps (game 2) a tournament may list for its ban rule. */
export const MAX_HERO_PICK = 10;
export const MAX_MAP_PICK = 7;

/**
 * no_ban: no list. one_of_many: heroes — the listed heroes are banned; maps — the sides ban from the
 * listed pool (2 or more) until one remains. all_but_one: exactly one listed hero or map, the only one
 * played (the classic 1x1 Shadow Fiend mid, or a single-map cup).
 */
export const BAN_TYPES = ['no_ban', 'one_of_many', 'all_but_one'] as const;
export const BanTypeSchema = z.enum(BAN_TYPES, {
  error: 'Choose no_ban, one_of_many or all_but_one.',
});
export type BanType = z.infer<typeof BanTypeSchema>;

/** Dota 2's own game-mode ids (DOTA_GameMode), the ones a lobby can be created with. */
export const DOTA_MODES = [
  { value: 1, display_name: 'All Pick' },
  { value: 2, display_name: 'Captains Mode' },
  { value: 3, display_name: 'Random Draft' },
  { value: 4, display_name: 'Single Draft' },
  { value: 5, display_name: 'All Random' },
  { value: 8, display_name: 'Reverse Captains Mode' },
  { value: 11, display_name: 'Mid Only' },
  { value: 12, display_name: 'Least Played' },
  { value: 16, display_name: 'Captains Draft' },
  { value: 18, display_name: 'Ability Draft' },
  { value: 20, display_name: 'All Random Deathmatch' },
  { value: 21, display_name: '1v1 Solo Mid' },
  { value: 22, display_name: 'Ranked All Pick' },
  { value: 23, display_name: 'Turbo' },
] as const;
/** The spec's default 21 is Dota's 1v1 Solo Mid, which suits the default 1_1 type. */
export const DEFAULT_DOTA_MODE = 21;
export const modeDisplay = (mode: number) =>
  DOTA_MODES.find((m) => m.value === mode)?.display_name ?? String(mode);

/** CS2 defaults of a tournament (lobbies differ: overtime 3, friendly fire on). */
export const CS_DEFAULTS = {
  rounds_to_win: 13,
  overtime_max_rounds: 1,
  friendly_fire: false,
  maps_ban_type: 'no_ban',
} as const;
export const ROUNDS_TO_WIN_MAX = 30;
export const OVERTIME_MAX_ROUNDS_MAX = 30;

export const FORM_DEFAULTS = {
  type: '1_1',
  grid: 3,
  min_lvl: LEVEL_MIN,
  max_lvl: LEVEL_MAX,
  is_opened: IS_OPENED.open,
  mode: DEFAULT_DOTA_MODE,
  ban_type: 'no_ban',
  match_duration: DEFAULT_MATCH_DURATION,
  ...CS_DEFAULTS,
} as const;

export const ChoiceSchema = <T extends z.ZodType>(value: T) =>
  z.object({ value, display_name: z.string() });

export const TournamentOptionsSchema = z.object({
  /** The game the form is for (the `game` query, 1 when absent). */
  game: z.number().int(),
  games: z.array(GameSchema),
  filters: z.object({
    type: z.array(ChoiceSchema(TournamentTypeSchema)),
    is_opened: z.array(ChoiceSchema(z.number().int())),
    server: z.array(ChoiceSchema(ServerSchema)),
    grid: z.array(ChoiceSchema(z.number().int())),
    status: z.array(ChoiceSchema(TournamentStatusSchema)),
    game: z.array(ChoiceSchema(z.number().int())),
  }),
  freeze_time: z.array(ChoiceSchema(z.number().int())),
  match_duration: z.array(ChoiceSchema(z.number().int())),
  max_hero_pick: z.number().int(),
  max_map_pick: z.number().int(),
  servers: z.array(ChoiceSchema(ServerSchema)),
  /** Dota 2 game modes; empty for game 2. */
  modes: z.array(ChoiceSchema(z.number().int())),
  ban_types: z.array(ChoiceSchema(BanTypeSchema)),
  defaults: z.object({
    type: TournamentTypeSchema,
    grid: z.number().int(),
    min_lvl: z.number().int(),
    max_lvl: z.number().int(),
    is_opened: z.number().int(),
    match_duration: z.number().int(),
    mode: z.number().int().nullable(),
    ban_type: BanTypeSchema.nullable(),
    rounds_to_win: z.number().int().nullable(),
    overtime_max_rounds: z.number().int().nullable(),
    friendly_fire: z.boolean().nullable(),
    maps_ban_type: BanTypeSchema.nullable(),
  }),
  limits: z.object({
    grid_min: z.number().int(),
    grid_max: z.number().int(),
    level_min: z.number().int(),
    level_max: z.number().int(),
    rounds_to_win_max: z.number().int(),
    overtime_max_rounds_max: z.number().int(),
  }),
});
export type TournamentOptions = z.infer<typeof TournamentOptionsSchema>;
