// What the tournament form sends (spec 2 section 5): each game drops the other's settings and fills
// its own defaults, empty amounts become 0, grid 1 has no third prize, the passwords go only where
// is_opened asks for them, and empty lists and choices are left out. Descriptions keep their line
// breaks as <br>; a Ukrainian or Chinese description left empty is the English one.
import {
  CS_DEFAULTS,
  needsPlayersPassword,
  needsWatchersPassword,
  type BanType,
  type Server,
  type TournamentType,
} from '@clutch/contract/tournament-options';
import { fromLocalInput } from './start-time';
import type { TextLocale, TournamentDraft } from './tournament-draft';

interface TranslationPayload {
  name: string;
  description: string;
}

export interface TournamentPayload {
  translations: Record<TextLocale, TranslationPayload>;
  image?: string;
  banner?: number;
  type: TournamentType;
  grid: number;
  /** ISO 8601 with the offset; empty when the input holds no real time (the server names it). */
  start_time: string;
  freeze_time: number;
  match_duration: number;
  min_lvl?: number;
  max_lvl?: number;
  prize_pool: string;
  first_place_prize: string;
  second_place_prize: string;
  third_place_prize: string;
  percentage_prize?: true;
  entry_fee: string;
  watcher_entry_fee: string;
  is_demo: boolean;
  server?: Server;
  is_opened: number;
  players_password?: string;
  watchers_password?: string;
  applications: boolean;
  donats: boolean;
  jars?: number[];
  available_jars?: number[];
  banned?: { users?: number[]; teams?: number[] };
  mode?: number;
  ban_type?: BanType;
  selected_heroes?: number[];
  rounds_to_win?: number;
  friendly_fire?: boolean;
  overtime_max_rounds?: number;
  maps_ban_type?: BanType;
  map_list?: string[];
}

/** An edit sends no ban list (the bans endpoints change it) and keeps the book it was made in. */
export type TournamentPatchPayload = Omit<TournamentPayload, 'banned' | 'is_demo'>;

/** "Prizes, prize_pool, entry_fee and watcher_entry_fee default to 0 when empty"; 12,5 is 12.5. */
function crystals(text: string): string {
  const value = text.trim().replace(',', '.');
  return value === '' ? '0' : value;
}

/** A typed whole number, or undefined when the field was emptied (the server's default applies). */
function whole(text: string): number | undefined {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? undefined : Number(digits);
}

const withBreaks = (text: string) => text.trim().replace(/\r?\n/g, '<br>');

function translationsOf(draft: TournamentDraft): Record<TextLocale, TranslationPayload> {
  const english = withBreaks(draft.translations.en.description);
  const entry = (locale: TextLocale): TranslationPayload => {
    const own = withBreaks(draft.translations[locale].description);
    return { name: draft.translations[locale].name.trim(), description: own || english };
  };
  return { en: entry('en'), ua: entry('ua'), cn: entry('cn') };
}

function startTimeOf(text: string): string {
  return fromLocalInput(text)?.toISOString() ?? '';
}

function dotaPart(draft: TournamentDraft): Partial<TournamentPayload> {
  // A null ban_type drops the ban settings; no_ban takes no heroes.
  if (draft.banType === null) return { mode: draft.mode };
  const heroes = draft.banType === 'no_ban' ? [] : draft.selectedHeroes;
  return {
    mode: draft.mode,
    ban_type: draft.banType,
    ...(heroes.length === 0 ? {} : { selected_heroes: heroes }),
  };
}

function csPart(draft: TournamentDraft): Partial<TournamentPayload> {
  const mapsBanType = draft.mapsBanType ?? CS_DEFAULTS.maps_ban_type;
  const maps = mapsBanType === 'no_ban' ? [] : draft.mapList;
  return {
    rounds_to_win: whole(draft.roundsToWin) ?? CS_DEFAULTS.rounds_to_win,
    friendly_fire: draft.friendlyFire,
    overtime_max_rounds: whole(draft.overtimeMaxRounds) ?? CS_DEFAULTS.overtime_max_rounds,
    maps_ban_type: mapsBanType,
    ...(maps.length === 0 ? {} : { map_list: maps }),
  };
}

function passwordsOf(draft: TournamentDraft): Partial<TournamentPayload> {
  const players = draft.playersPassword.trim();
  const watchers = draft.watchersPassword.trim();
  return {
    ...(needsPlayersPassword(draft.isOpened) && players !== ''
      ? { players_password: players }
      : {}),
    ...(needsWatchersPassword(draft.isOpened) && watchers !== ''
      ? { watchers_password: watchers }
      : {}),
  };
}

function bannedOf(draft: TournamentDraft): TournamentPayload['banned'] {
  const users = draft.bannedUsers.map((user) => user.id);
  // 1_1 tournaments drop banned teams.
  const teams = draft.type === '1_1' ? [] : draft.bannedTeams.map((team) => team.id);
  if (users.length === 0 && teams.length === 0) return undefined;
  return { ...(users.length === 0 ? {} : { users }), ...(teams.length === 0 ? {} : { teams }) };
}

function donationsOf(
  draft: TournamentDraft,
): Pick<TournamentPayload, 'donats' | 'jars' | 'available_jars'> {
  // Without donations, jars and available_jars are removed.
  if (!draft.donats) return { donats: false };
  return {
    donats: true,
    ...(draft.jars.length === 0 ? {} : { jars: draft.jars }),
    ...(draft.availableJars.length === 0 ? {} : { available_jars: draft.availableJars }),
  };
}

/** The create request's body for the draft's game. */
export function tournamentPayload(draft: TournamentDraft): TournamentPayload {
  const minLvl = whole(draft.minLvl);
  const maxLvl = whole(draft.maxLvl);
  const banned = bannedOf(draft);
  const image = draft.image?.trim() ?? '';
  return {
    translations: translationsOf(draft),
    ...(image === '' ? {} : { image }),
    ...(draft.banner === null ? {} : { banner: draft.banner }),
    type: draft.type,
    grid: draft.grid,
    start_time: startTimeOf(draft.startTime),
    freeze_time: draft.freezeTime,
    match_duration: draft.matchDuration,
    ...(minLvl === undefined ? {} : { min_lvl: minLvl }),
    ...(maxLvl === undefined ? {} : { max_lvl: maxLvl }),
    prize_pool: crystals(draft.prizePool),
    first_place_prize: crystals(draft.firstPlacePrize),
    second_place_prize: crystals(draft.secondPlacePrize),
    // A one-level bracket is a single final: nobody finishes third.
    third_place_prize: draft.grid === 1 ? '0' : crystals(draft.thirdPlacePrize),
    ...(draft.percentagePrize ? { percentage_prize: true } : {}),
    entry_fee: crystals(draft.entryFee),
    watcher_entry_fee: crystals(draft.watcherEntryFee),
    is_demo: draft.isDemo,
    // Game 2 drops the server (spec 2 section 5).
    ...(draft.game === 1 && draft.server !== null ? { server: draft.server } : {}),
    is_opened: draft.isOpened,
    ...passwordsOf(draft),
    applications: draft.applications,
    ...donationsOf(draft),
    ...(banned === undefined ? {} : { banned }),
    ...(draft.game === 1 ? dotaPart(draft) : csPart(draft)),
  };
}

/** The edit request's body: the same rules, without what an edit cannot change here. */
export function tournamentPatchPayload(draft: TournamentDraft): TournamentPatchPayload {
  const { banned: _banned, is_demo: _isDemo, ...patch } = tournamentPayload(draft);
  return patch;
}
