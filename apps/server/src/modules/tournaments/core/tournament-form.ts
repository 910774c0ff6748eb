// The rules between a tournament form's fields (issue 7, "Creating and listing"), as one pure
// function for create and edit: the contract has already checked each field's shape. A draft is the
// whole form (a create's fields over the defaults, or an edit over the stored tournament); the answer
// is the settings to store or the field errors, each naming its field (in every language).
import { MINOR_PER_CRYSTAL } from '@clutch/contract/money';
import { CS_FIELDS, DOTA_FIELDS, type TournamentCreate } from '@clutch/contract/tournament-form';
import {
  CS_DEFAULTS,
  DEFAULT_DOTA_MODE,
  DEFAULT_MATCH_DURATION,
  IS_OPENED,
  LEVEL_MAX,
  LEVEL_MIN,
  needsPlayersPassword,
  needsWatchersPassword,
  type BanType,
  type Server,
  type TournamentType,
} from '@clutch/contract/tournament-options';
import type { LocalizedMessage } from '../../../platform/http/localized-errors.js';
import {
  tournamentsMessage as say,
  type TournamentFieldMessages,
  type TournamentsMessageCode,
} from '../tournaments-messages.js';

/** Every form field but translations and banned, as the contract parsed them (money in minor units). */
export type Draft = Omit<TournamentCreate, 'translations' | 'banned'>;

export type GameSettings =
  | { game: 1; mode: number; banType: BanType; selectedHeroes: number[] }
  | {
      game: 2;
      roundsToWin: number;
      friendlyFire: boolean;
      overtimeMaxRounds: number;
      mapsBanType: BanType;
      mapList: string[];
    };

export interface TournamentSettings {
  type: TournamentType;
  grid: number;
  startTime: Date;
  freezeTime: number;
  matchDuration: number;
  minLvl: number;
  maxLvl: number;
  prizePool: number;
  firstPlacePrize: number;
  secondPlacePrize: number;
  thirdPlacePrize: number;
  entryFee: number;
  watcherEntryFee: number;
  isDemo: boolean;
  server: Server | null;
  isOpened: number;
  playersPassword: string | null;
  watchersPassword: string | null;
  applications: boolean;
  donations: boolean;
  settings: GameSettings;
}

export interface FormContext {
  game: 1 | 2;
  now: Date;
  /** How long one of freeze_time's minutes lasts (TOURNAMENT_MINUTE). */
  minuteMs?: number;
  /** Ids of `ids` the hero catalog does not know. */
  unknownHeroes: (ids: readonly number[]) => number[];
  unknownMaps: (names: readonly string[]) => string[];
}

export type FormOutcome =
  { ok: true; value: TournamentSettings } | { ok: false; fields: TournamentFieldMessages };

/** Tournaments are announced at most a year ahead. */
export const MAX_DAYS_AHEAD = 365;
const MINUTE = 60_000;
const PERCENT_WHOLE = 100 * MINOR_PER_CRYSTAL;

class Problems {
  readonly fields: TournamentFieldMessages = {};
  add(field: string, message: LocalizedMessage): void {
    (this.fields[field] ??= []).push(message);
  }
  get any(): boolean {
    return Object.keys(this.fields).length > 0;
  }
}

export function checkTournament(draft: Draft, context: FormContext): FormOutcome {
  const problems = new Problems();
  const settings = gameSettings(draft, context, problems);
  checkTimes(draft, context, problems);
  checkLevels(draft, problems);
  const prizes = checkPrizes(draft, problems);
  checkPasswords(draft, problems);
  checkDonations(draft, problems);
  if (problems.any || !settings || !prizes) return { ok: false, fields: problems.fields };
  return {
    ok: true,
    value: {
      type: draft.type ?? '1_1',
      grid: draft.grid,
      startTime: draft.start_time,
      freezeTime: draft.freeze_time,
      matchDuration: draft.match_duration ?? DEFAULT_MATCH_DURATION,
      minLvl: draft.min_lvl ?? LEVEL_MIN,
      maxLvl: draft.max_lvl ?? LEVEL_MAX,
      ...prizes,
      entryFee: draft.entry_fee ?? 0,
      watcherEntryFee: draft.watcher_entry_fee ?? 0,
      isDemo: draft.is_demo ?? false,
      server: draft.server ?? null,
      isOpened: draft.is_opened ?? IS_OPENED.open,
      playersPassword: draft.players_password ?? null,
      watchersPassword: draft.watchers_password ?? null,
      applications: draft.applications ?? false,
      donations: draft.donats ?? false,
      settings,
    },
  };
}

function gameSettings(draft: Draft, context: FormContext, problems: Problems) {
  const foreign = context.game === 1 ? CS_FIELDS : DOTA_FIELDS;
  const own = context.game === 1 ? 'Dota 2 (game 1)' : 'CS2 (game 2)';
  for (const [field, value] of Object.entries(draft))
    if (foreign.includes(field) && value !== undefined)
      problems.add(field, say('field_not_used', { game: own }));
  return context.game === 1
    ? dotaSettings(draft, context, problems)
    : csSettings(draft, context, problems);
}

function dotaSettings(draft: Draft, context: FormContext, problems: Problems): GameSettings | null {
  const banType = draft.ban_type ?? 'no_ban';
  const heroes = draft.selected_heroes ?? [];
  const countProblem = listCountProblem(banType, heroes.length, 'hero');
  if (countProblem) problems.add('selected_heroes', countProblem);
  const unknown = context.unknownHeroes(heroes);
  if (unknown.length > 0)
    problems.add('selected_heroes', say('unknown_heroes', { ids: unknown.join(', ') }));
  if (countProblem || unknown.length > 0) return null;
  return { game: 1, mode: draft.mode ?? DEFAULT_DOTA_MODE, banType, selectedHeroes: heroes };
}

function csSettings(draft: Draft, context: FormContext, problems: Problems): GameSettings | null {
  const mapsBanType = draft.maps_ban_type ?? CS_DEFAULTS.maps_ban_type;
  const maps = draft.map_list ?? [];
  const countProblem = listCountProblem(mapsBanType, maps.length, 'map');
  if (countProblem) problems.add('map_list', countProblem);
  const unknown = context.unknownMaps(maps);
  if (unknown.length > 0)
    problems.add('map_list', say('unknown_maps', { names: unknown.join(', ') }));
  if (countProblem || unknown.length > 0) return null;
  return {
    game: 2,
    roundsToWin: draft.rounds_to_win ?? CS_DEFAULTS.rounds_to_win,
    friendlyFire: draft.friendly_fire ?? CS_DEFAULTS.friendly_fire,
    overtimeMaxRounds: draft.overtime_max_rounds ?? CS_DEFAULTS.overtime_max_rounds,
    mapsBanType,
    mapList: maps,
  };
}

// Banning maps in turn until one is left needs at least two to ban from.
const LISTS = {
  hero: {
    manyMin: 1,
    no_ban: 'heroes_no_ban',
    all_but_one: 'heroes_all_but_one',
    one_of_many: 'heroes_one_of_many',
  },
  map: {
    manyMin: 2,
    no_ban: 'maps_no_ban',
    all_but_one: 'maps_all_but_one',
    one_of_many: 'maps_one_of_many',
  },
} as const satisfies Record<string, { manyMin: number } & Record<BanType, TournamentsMessageCode>>;

/** no_ban lists nothing, all_but_one exactly one, one_of_many at least `manyMin`. */
function listCountProblem(banType: BanType, count: number, noun: keyof typeof LISTS) {
  const list = LISTS[noun];
  if (banType === 'no_ban' && count > 0) return say(list.no_ban);
  if (banType === 'all_but_one' && count !== 1) return say(list.all_but_one);
  if (banType === 'one_of_many' && count < list.manyMin)
    return say(list.one_of_many, { min: list.manyMin });
  return null;
}

function checkTimes(draft: Draft, { now, minuteMs = MINUTE }: FormContext, problems: Problems) {
  const start = draft.start_time.getTime();
  if (start <= now.getTime()) {
    problems.add('start_time', say('start_in_future'));
    return;
  }
  if (start > now.getTime() + MAX_DAYS_AHEAD * 24 * 60 * MINUTE)
    problems.add('start_time', say('start_within_days', { days: MAX_DAYS_AHEAD }));
  if (start - draft.freeze_time * minuteMs <= now.getTime())
    problems.add('freeze_time', say('registration_already_closed'));
}

function checkLevels(draft: Draft, problems: Problems): void {
  const min = draft.min_lvl ?? LEVEL_MIN;
  const max = draft.max_lvl ?? LEVEL_MAX;
  if (min > max) problems.add('max_lvl', say('levels_reversed', { max, min }));
}

type Prizes = Pick<
  TournamentSettings,
  'prizePool' | 'firstPlacePrize' | 'secondPlacePrize' | 'thirdPlacePrize'
>;

/** With percentage_prize, the three prizes are percents of the pool, rounded down to minor units. */
function checkPrizes(draft: Draft, problems: Problems): Prizes | null {
  const pool = draft.prize_pool ?? 0;
  const given = [
    draft.first_place_prize ?? 0,
    draft.second_place_prize ?? 0,
    draft.third_place_prize ?? 0,
  ];
  if (draft.percentage_prize && given.reduce((a, b) => a + b, 0) > PERCENT_WHOLE) {
    problems.add('percentage_prize', say('prizes_over_percent'));
    return null;
  }
  const [first = 0, second = 0, third = 0] = draft.percentage_prize
    ? given.map((percent) => Math.floor((pool * percent) / PERCENT_WHOLE))
    : given;
  let ok = true;
  if (draft.grid === 1 && third > 0) {
    problems.add('third_place_prize', say('no_third_place'));
    ok = false;
  }
  if (first + second + third > pool) {
    problems.add('prize_pool', say('prizes_over_pool'));
    ok = false;
  }
  return ok
    ? { prizePool: pool, firstPlacePrize: first, secondPlacePrize: second, thirdPlacePrize: third }
    : null;
}

function checkPasswords(draft: Draft, problems: Problems): void {
  const isOpened = draft.is_opened ?? IS_OPENED.open;
  const rules = [
    [
      'players_password',
      draft.players_password,
      needsPlayersPassword(isOpened),
      'players_password_unused',
    ],
    [
      'watchers_password',
      draft.watchers_password,
      needsWatchersPassword(isOpened),
      'watchers_password_unused',
    ],
  ] as const;
  for (const [field, value, needed, unused] of rules) {
    if (needed && value === undefined)
      problems.add(field, say('password_required_when', { value: isOpened }));
    if (!needed && value !== undefined) problems.add(field, say(unused, { value: isOpened }));
  }
}

function checkDonations(draft: Draft, problems: Problems): void {
  // Jars and donations are real crystals, and the two books never meet in one tournament.
  if (draft.is_demo) {
    if (draft.donats) problems.add('donats', say('demo_no_donations'));
    for (const field of ['jars', 'available_jars'] as const)
      if ((draft[field] ?? []).length > 0) problems.add(field, say('demo_no_jars'));
    return;
  }
  if (draft.donats) return;
  for (const field of ['jars', 'available_jars'] as const)
    if ((draft[field] ?? []).length > 0) problems.add(field, say('donations_off_jars'));
}
