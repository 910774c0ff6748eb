// The tournament form's values as a person fills them in (spec 2 section 3): text as typed, so a
// half-typed amount survives a reload from the draft cookie, and both games' settings side by side,
// so switching the game back and forth loses nothing. tournament-payload.ts turns it into a request.
import type { Tournament } from '@clutch/contract/tournaments';
import {
  CS_DEFAULTS,
  FORM_DEFAULTS,
  type BanType,
  type Server,
  type TournamentType,
} from '@clutch/contract/tournament-options';
import { toLocalInput } from './start-time';

export const TEXT_LOCALES = ['en', 'ua', 'cn'] as const;
export type TextLocale = (typeof TEXT_LOCALES)[number];
export type GameId = 1 | 2;

export interface TranslationDraft {
  name: string;
  description: string;
}

/** A user or team chosen for the ban list, with the name the form shows. */
export interface NamedChoice {
  id: number;
  name: string;
}

export interface TournamentDraft {
  game: GameId;
  translations: Record<TextLocale, TranslationDraft>;
  /** Our own address of the uploaded picture, or null. */
  image: string | null;
  /** One of the creator's banners. */
  banner: number | null;
  type: TournamentType;
  grid: number;
  /** `YYYY-MM-DDTHH:mm` in the viewer's time zone, as the date-time input holds it. */
  startTime: string;
  freezeTime: number;
  matchDuration: number;
  minLvl: string;
  maxLvl: string;
  prizePool: string;
  firstPlacePrize: string;
  secondPlacePrize: string;
  thirdPlacePrize: string;
  /** The three prizes are percents of the pool. */
  percentagePrize: boolean;
  entryFee: string;
  watcherEntryFee: string;
  isDemo: boolean;
  server: Server | null;
  isOpened: number;
  playersPassword: string;
  watchersPassword: string;
  applications: boolean;
  donats: boolean;
  /** The creator's prize jars (types 2 to 5) the tournament pays out. */
  jars: number[];
  /** The creator's jars shown for donations. */
  availableJars: number[];
  bannedUsers: NamedChoice[];
  bannedTeams: NamedChoice[];
  mode: number;
  banType: BanType | null;
  selectedHeroes: number[];
  roundsToWin: string;
  friendlyFire: boolean;
  overtimeMaxRounds: string;
  mapsBanType: BanType | null;
  mapList: string[];
}

const EMPTY_TRANSLATION: TranslationDraft = { name: '', description: '' };
/** Registration closes this many minutes before the start unless the organiser picks another. */
export const DEFAULT_FREEZE_TIME = 30;

/** A new form: the spec's defaults (section 9), starting a day from `now` on the hour. */
export function emptyDraft(game: GameId, now: Date): TournamentDraft {
  const start = new Date(now.getTime() + 24 * 3_600_000);
  start.setMinutes(0, 0, 0);
  return {
    game,
    translations: { en: EMPTY_TRANSLATION, ua: EMPTY_TRANSLATION, cn: EMPTY_TRANSLATION },
    image: null,
    banner: null,
    type: FORM_DEFAULTS.type,
    grid: FORM_DEFAULTS.grid,
    startTime: toLocalInput(start),
    freezeTime: DEFAULT_FREEZE_TIME,
    matchDuration: FORM_DEFAULTS.match_duration,
    minLvl: String(FORM_DEFAULTS.min_lvl),
    maxLvl: String(FORM_DEFAULTS.max_lvl),
    prizePool: '',
    firstPlacePrize: '',
    secondPlacePrize: '',
    thirdPlacePrize: '',
    percentagePrize: false,
    entryFee: '',
    watcherEntryFee: '',
    isDemo: false,
    server: null,
    isOpened: FORM_DEFAULTS.is_opened,
    playersPassword: '',
    watchersPassword: '',
    applications: false,
    donats: false,
    jars: [],
    availableJars: [],
    bannedUsers: [],
    bannedTeams: [],
    mode: FORM_DEFAULTS.mode,
    banType: FORM_DEFAULTS.ban_type,
    selectedHeroes: [],
    roundsToWin: String(CS_DEFAULTS.rounds_to_win),
    friendlyFire: CS_DEFAULTS.friendly_fire,
    overtimeMaxRounds: String(CS_DEFAULTS.overtime_max_rounds),
    mapsBanType: CS_DEFAULTS.maps_ban_type,
    mapList: [],
  };
}

/** Answers carry <br> where the form broke lines; the edit form shows them as line breaks again. */
function plainText(description: string): string {
  return description.replace(/<br\s*\/?>/gi, '\n');
}

const amount = (value: number) => (value === 0 ? '' : String(value));

/** The edit form: the tournament as it is (prizes in crystals, so percentage_prize starts off). */
export function draftOfTournament(tournament: Tournament): TournamentDraft {
  const base = emptyDraft(tournament.game_id === 2 ? 2 : 1, new Date(tournament.start_time));
  const details = tournament.game_details;
  const translation = (locale: TextLocale) => ({
    name: tournament.translations[locale].name,
    description: plainText(tournament.translations[locale].description),
  });
  return {
    ...base,
    translations: { en: translation('en'), ua: translation('ua'), cn: translation('cn') },
    image: tournament.image,
    banner: tournament.banner?.id ?? null,
    type: tournament.type,
    grid: tournament.grid,
    startTime: toLocalInput(new Date(tournament.start_time)),
    freezeTime: tournament.freeze_time,
    matchDuration: tournament.match_duration,
    minLvl: String(tournament.min_lvl),
    maxLvl: String(tournament.max_lvl),
    prizePool: amount(tournament.prize_pool),
    firstPlacePrize: amount(tournament.first_place_prize),
    secondPlacePrize: amount(tournament.second_place_prize),
    thirdPlacePrize: amount(tournament.third_place_prize),
    entryFee: amount(tournament.entry_fee),
    watcherEntryFee: amount(tournament.watcher_entry_fee),
    isDemo: tournament.is_demo,
    server: tournament.server,
    isOpened: tournament.is_opened,
    playersPassword: tournament.players_password ?? '',
    watchersPassword: tournament.watchers_password ?? '',
    applications: tournament.applications,
    donats: tournament.donats,
    ...(details.game === 1
      ? {
          mode: details.mode,
          banType: details.ban_type,
          selectedHeroes: details.banned_heroes.map((hero) => hero.id),
        }
      : {
          roundsToWin: String(details.rounds_to_win),
          friendlyFire: details.friendly_fire,
          overtimeMaxRounds: String(details.overtime_max_rounds),
          mapsBanType: details.maps_ban_type,
          mapList: details.display_maps.map((map) => map.name),
        }),
  };
}

/** "Integer-only inputs strip non-digits" (spec 2 section 5). */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}
