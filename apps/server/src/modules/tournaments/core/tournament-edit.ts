// An edit is the stored tournament with the sent fields over it, checked by the same form rules as a
// create. What an edit may not change: the book (is_demo), and once anyone registered or applied,
// what they registered under (type, grid, fees, levels). Switching is_opened drops the passwords it no longer
// asks for, unless they were sent (then the rules refuse them).
import type { TournamentPatch } from '@clutch/contract/tournament-form';
import { needsPlayersPassword, needsWatchersPassword } from '@clutch/contract/tournament-options';
import {
  tournamentsMessage as say,
  type TournamentFieldMessages,
} from '../tournaments-messages.js';
import type { Draft, GameSettings, TournamentSettings } from './tournament-form.js';

export type EditOutcome =
  { ok: true; draft: Draft } | { ok: false; fields: TournamentFieldMessages };

/** Fields fixed once a registration exists: changing them would change what people paid for. */
const FIXED_WITH_PARTICIPANTS = [
  'type',
  'grid',
  'entry_fee',
  'watcher_entry_fee',
  'min_lvl',
  'max_lvl',
] as const;

export function editDraft(
  current: TournamentSettings,
  patch: TournamentPatch,
  hasParticipants: boolean,
): EditOutcome {
  const stored = storedDraft(current);
  const fields: TournamentFieldMessages = {};
  if (patch.is_demo !== undefined && patch.is_demo !== current.isDemo)
    fields['is_demo'] = [say('book_fixed')];
  if (hasParticipants)
    for (const field of FIXED_WITH_PARTICIPANTS)
      if (patch[field] !== undefined && patch[field] !== stored[field])
        fields[field] = [say('fixed_with_participants')];
  const prizes = ['first_place_prize', 'second_place_prize', 'third_place_prize'] as const;
  if (patch.percentage_prize && prizes.some((field) => patch[field] === undefined))
    fields['percentage_prize'] = [say('percent_needs_all_prizes')];
  if (Object.keys(fields).length > 0) return { ok: false, fields };

  const sent = Object.fromEntries(
    Object.entries(patch).filter(([key, value]) => value !== undefined && key !== 'translations'),
  );
  const draft: Draft = { ...stored, ...sent };
  if (patch.is_opened !== undefined) {
    if (!needsPlayersPassword(patch.is_opened) && patch.players_password === undefined)
      delete draft.players_password;
    if (!needsWatchersPassword(patch.is_opened) && patch.watchers_password === undefined)
      delete draft.watchers_password;
  }
  return { ok: true, draft };
}

function storedDraft(current: TournamentSettings): Draft & { grid: number } {
  return {
    type: current.type,
    grid: current.grid,
    start_time: current.startTime,
    freeze_time: current.freezeTime,
    match_duration: current.matchDuration,
    min_lvl: current.minLvl,
    max_lvl: current.maxLvl,
    prize_pool: current.prizePool,
    first_place_prize: current.firstPlacePrize,
    second_place_prize: current.secondPlacePrize,
    third_place_prize: current.thirdPlacePrize,
    entry_fee: current.entryFee,
    watcher_entry_fee: current.watcherEntryFee,
    is_demo: current.isDemo,
    is_opened: current.isOpened,
    applications: current.applications,
    donats: current.donations,
    ...(current.server === null ? {} : { server: current.server }),
    ...(current.playersPassword === null ? {} : { players_password: current.playersPassword }),
    ...(current.watchersPassword === null ? {} : { watchers_password: current.watchersPassword }),
    ...gameDraft(current.settings),
  };
}

function gameDraft(settings: GameSettings): Partial<Draft> {
  if (settings.game === 1)
    return {
      mode: settings.mode,
      ban_type: settings.banType,
      selected_heroes: settings.selectedHeroes,
    };
  return {
    rounds_to_win: settings.roundsToWin,
    friendly_fire: settings.friendlyFire,
    overtime_max_rounds: settings.overtimeMaxRounds,
    maps_ban_type: settings.mapsBanType,
    map_list: settings.mapList,
  };
}
