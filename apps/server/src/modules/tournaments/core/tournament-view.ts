// A stored tournament as the API shows it (spec-2 section 3), and back as the settings the form rules
// check an edit against. Passwords reach only the creator; crystals leave as numbers of crystals.
import { toCrystals } from '@clutch/contract/money';
import {
  TYPE_DISPLAY,
  maxParticipants,
  modeDisplay,
  type BanType,
} from '@clutch/contract/tournament-options';
import type { GameDetails, Tournament } from '@clutch/contract/tournaments';
import { lobbyCredentialsOf, type LobbyRow } from '../../matches/lobby.js';
import { registrationClosesAt } from './tournaments.policy.js';
import type { GameSettings, TournamentSettings } from './tournament-form.js';
import type { ApplicationStatus } from '../tournament-participants.tables.js';
import type {
  JoinedRow,
  ParticipationRow,
  ReviewRow,
  TournamentRow,
  TranslationRow,
} from './tournaments.repository.js';
import { toUserBrief } from '../../../platform/http/user-brief.js';

const GAME_DISPLAY: Record<number, string> = { 1: 'Dota 2', 2: 'CS2' };
const MINUTE = 60_000;

/** What the view needs of the game catalogs: heroes and maps by id and name, unknown ones left out. */
export interface Catalog {
  heroesByIds(ids: readonly number[]): { id: number; name: string; image: string }[];
  mapsByNames(names: readonly string[]): { name: string; map_url: string }[];
}

export interface ViewExtras {
  translations: readonly TranslationRow[];
  review: ReviewRow | undefined;
  participation: ParticipationRow | undefined;
  /** The caller's latest application to this tournament. */
  application: { id: number; status: ApplicationStatus } | undefined;
  callerId: number | null;
  /** The caller's started match, when they play in one (only the single-tournament read looks). */
  lobby?: LobbyRow | undefined;
}

const banTypeOf = (value: BanType | null): BanType => value ?? 'no_ban';

export function gameSettingsOf(row: TournamentRow): GameSettings {
  if (row.game === 1)
    return {
      game: 1,
      mode: row.mode ?? 0,
      banType: banTypeOf(row.banType),
      selectedHeroes: row.selectedHeroes ?? [],
    };
  return {
    game: 2,
    roundsToWin: row.roundsToWin ?? 0,
    friendlyFire: row.friendlyFire ?? false,
    overtimeMaxRounds: row.overtimeMaxRounds ?? 0,
    mapsBanType: banTypeOf(row.mapsBanType),
    mapList: row.mapList ?? [],
  };
}

export function settingsOf(row: TournamentRow): TournamentSettings {
  return {
    type: row.type,
    grid: row.grid,
    startTime: row.startTime,
    freezeTime: row.freezeTime,
    matchDuration: row.matchDuration,
    minLvl: row.minLvl,
    maxLvl: row.maxLvl,
    prizePool: row.prizePool,
    firstPlacePrize: row.firstPlacePrize,
    secondPlacePrize: row.secondPlacePrize,
    thirdPlacePrize: row.thirdPlacePrize,
    entryFee: row.entryFee,
    watcherEntryFee: row.watcherEntryFee,
    isDemo: row.isDemo,
    server: row.server,
    isOpened: row.isOpened,
    playersPassword: row.playersPassword,
    watchersPassword: row.watchersPassword,
    applications: row.applications,
    donations: row.donations,
    settings: gameSettingsOf(row),
  };
}

function gameDetails(row: TournamentRow, catalog: Catalog): GameDetails {
  const settings = gameSettingsOf(row);
  if (settings.game === 1)
    return {
      game: 1,
      mode: settings.mode,
      mode_display: modeDisplay(settings.mode),
      ban_type: settings.banType,
      banned_heroes: catalog.heroesByIds(settings.selectedHeroes),
    };
  return {
    game: 2,
    friendly_fire: settings.friendlyFire,
    overtime_max_rounds: settings.overtimeMaxRounds,
    rounds_to_win: settings.roundsToWin,
    maps_ban_type: settings.mapsBanType,
    display_maps: catalog
      .mapsByNames(settings.mapList)
      .map((map) => ({ name: map.name, map_url: map.map_url })),
  };
}

export function translationsOf(rows: readonly TranslationRow[]): Tournament['translations'] {
  const text = (locale: string) => {
    const row = rows.find((r) => r.locale === locale);
    return { name: row?.name ?? '', description: row?.description ?? '' };
  };
  return { en: text('en'), ua: text('ua'), cn: text('cn') };
}

/** Stars to one decimal: the average of the ratings given, 0 with none. */
export function ratingOf(sum: number, ratings: number): number {
  return ratings === 0 ? 0 : Math.round((sum / ratings) * 10) / 10;
}

export function userActionOf(review: ReviewRow | undefined): Tournament['user_action'] {
  if (!review) return null;
  return { action: review.userAction, comment: review.comment, rating: review.rating };
}

/** What a tournament shows of the caller's own: their review, their place and their application. */
export function toTournamentMarks(
  marks: Pick<ViewExtras, 'review' | 'participation' | 'application'> | undefined,
): Pick<Tournament, 'user_action' | 'participation' | 'application'> {
  const participation = marks?.participation;
  return {
    user_action: userActionOf(marks?.review),
    participation: participation
      ? {
          id: participation.id,
          user_type: participation.kind === 'player' ? 1 : 2,
          team_id: participation.teamId,
          is_captain: participation.isCaptain,
        }
      : null,
    application: marks?.application
      ? { id: marks.application.id, status: marks.application.status }
      : null,
  };
}

export function toTournament(
  joined: JoinedRow,
  extras: ViewExtras,
  catalog: Catalog,
  minuteMs = MINUTE,
): Tournament {
  const row = joined.tournament;
  const isCreator = extras.callerId === row.createdBy;
  return {
    id: row.id,
    type: row.type,
    type_display: TYPE_DISPLAY[row.type],
    game_id: row.game,
    game_display: GAME_DISPLAY[row.game] ?? String(row.game),
    translations: translationsOf(extras.translations),
    image: row.image,
    banner: joined.banner,
    status: row.status,
    grid: row.grid,
    max_participants: maxParticipants(row.grid),
    participants_count: row.playersCount,
    watchers_count: row.watchersCount,
    start_time: row.startTime.toISOString(),
    freeze_time: row.freezeTime,
    registration_closes_at: registrationClosesAt(row, minuteMs).toISOString(),
    match_duration: row.matchDuration,
    prize_pool: toCrystals(row.prizePool),
    first_place_prize: toCrystals(row.firstPlacePrize),
    second_place_prize: toCrystals(row.secondPlacePrize),
    third_place_prize: toCrystals(row.thirdPlacePrize),
    entry_fee: toCrystals(row.entryFee),
    watcher_entry_fee: toCrystals(row.watcherEntryFee),
    is_demo: row.isDemo,
    server: row.server,
    is_opened: row.isOpened,
    applications: row.applications,
    donats: row.donations,
    min_lvl: row.minLvl,
    max_lvl: row.maxLvl,
    tournament_rating: ratingOf(row.ratingSum, row.ratingCount),
    ratings_count: row.ratingCount,
    likes_count: row.likesCount,
    dislikes_count: row.dislikesCount,
    ...toTournamentMarks(extras),
    created_by: toUserBrief(joined.creator),
    players_password: isCreator ? row.playersPassword : null,
    watchers_password: isCreator ? row.watchersPassword : null,
    game_details: gameDetails(row, catalog),
    lobby_credentials: extras.lobby ? lobbyCredentialsOf(extras.lobby) : null,
    created_at: row.createdAt.toISOString(),
  };
}
