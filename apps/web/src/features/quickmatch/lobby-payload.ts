// What the lobby form sends (spec 2 section 5) and what it refuses before sending. The prize goes as
// a decimal with one place and the entry fee defaults to 0; each game sends only its own settings.
// Game 1: a null ban rule sends neither rule nor heroes, no_ban sends no heroes, and an empty pool
// leaves the server's default. Game 2: an unset map rule is no_ban, and empty round counts read the
// lobby defaults (friendly fire on, 13 rounds to win, 3 overtime rounds).
import { parseCrystals } from '@clutch/contract/money';
import {
  LOBBY_CS_DEFAULTS,
  LOBBY_NAME_MAX,
  OVERTIME_ROUNDS_RANGE,
  ROUNDS_TO_WIN_RANGE,
} from '@clutch/contract/quickmatch';
import type { LobbyPayload } from './api/lobbies';
import type { LobbyDraft } from './lobby-draft';

/** "12,5" is 12.5; an empty amount is none. */
const amountText = (text: string) => text.trim().replace(',', '.');

/** A typed whole number, or undefined when the field was emptied (the default applies). */
function whole(text: string): number | undefined {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? undefined : Number(digits);
}

function prizeOf(text: string): string {
  const value = amountText(text);
  return (value === '' ? 0 : Number(value)).toFixed(1);
}

function dotaPart(draft: LobbyDraft): Partial<LobbyPayload> {
  if (draft.banType === null) return {};
  const heroes = draft.banType === 'no_ban' ? [] : draft.heroes;
  return { ban_type: draft.banType, ...(heroes.length === 0 ? {} : { selected_heroes: heroes }) };
}

function csPart(draft: LobbyDraft): Partial<LobbyPayload> {
  return {
    maps_ban_type: draft.mapsBanType ?? LOBBY_CS_DEFAULTS.maps_ban_type,
    ...(draft.maps.length === 0 ? {} : { maps_list: draft.maps }),
    friendly_fire: draft.friendlyFire,
    rounds_to_win: whole(draft.roundsToWin) ?? LOBBY_CS_DEFAULTS.rounds_to_win,
    overtime_rounds: whole(draft.overtimeRounds) ?? LOBBY_CS_DEFAULTS.overtime_rounds,
  };
}

export function lobbyPayload(draft: LobbyDraft): LobbyPayload {
  const entryFee = amountText(draft.entryFee);
  return {
    name: draft.name.trim(),
    type: draft.type,
    game_time_type: draft.gameTimeType,
    ...(draft.gameTimeType === 'timed' && draft.gameTime !== null
      ? { game_time: draft.gameTime }
      : {}),
    is_opened: draft.isOpened,
    mix: draft.mix,
    server: draft.server,
    prize: prizeOf(draft.prize),
    entry_fee: entryFee === '' ? 0 : entryFee,
    ...(draft.game === 1 ? dotaPart(draft) : csPart(draft)),
  };
}

/** Why a field cannot be sent, by the key of its text under quickmatch.form.problems. */
export type DraftProblem =
  | 'nameRequired'
  | 'nameTooLong'
  | 'periodRequired'
  | 'prizeFormat'
  | 'feeFormat'
  | 'oneHero'
  | 'heroCount'
  | 'oneMap'
  | 'mapCount'
  | 'roundsToWin'
  | 'overtimeRounds';

export interface DraftLimits {
  maxHeroes: number;
  maxMaps: number;
}

const isAmount = (text: string, decimals: 1 | 2) => {
  const value = amountText(text);
  if (value === '') return true;
  const places = value.split('.')[1]?.length ?? 0;
  return parseCrystals(value) !== undefined && places <= decimals;
};

const inRange = (text: string, range: { min: number; max: number }) => {
  const value = whole(text);
  return value === undefined || (value >= range.min && value <= range.max);
};

function poolProblems(draft: LobbyDraft, limits: DraftLimits): Record<string, DraftProblem> {
  const problems: Record<string, DraftProblem> = {};
  if (draft.game === 1 && draft.banType === 'all_but_one' && draft.heroes.length !== 1)
    problems.selected_heroes = 'oneHero';
  if (draft.game === 1 && draft.banType === 'one_of_many') {
    const count = draft.heroes.length;
    if (count === 1 || count > limits.maxHeroes) problems.selected_heroes = 'heroCount';
  }
  if (draft.game === 2 && draft.mapsBanType === 'all_but_one' && draft.maps.length !== 1)
    problems.maps_list = 'oneMap';
  if (draft.game === 2 && draft.mapsBanType === 'one_of_many') {
    const count = draft.maps.length;
    // None chosen: the server bans from the active map pool.
    if (count === 1 || count > limits.maxMaps) problems.maps_list = 'mapCount';
  }
  return problems;
}

/** The form's own check, keyed by the field names the server uses, so both show in one place. */
export function draftProblems(
  draft: LobbyDraft,
  limits: DraftLimits,
): Record<string, DraftProblem> {
  const problems = poolProblems(draft, limits);
  const name = draft.name.trim();
  if (name === '') problems.name = 'nameRequired';
  else if (name.length > LOBBY_NAME_MAX) problems.name = 'nameTooLong';
  if (draft.gameTimeType === 'timed' && draft.gameTime === null)
    problems.game_time = 'periodRequired';
  if (!isAmount(draft.prize, 1)) problems.prize = 'prizeFormat';
  if (!isAmount(draft.entryFee, 2)) problems.entry_fee = 'feeFormat';
  if (draft.game === 2 && !inRange(draft.roundsToWin, ROUNDS_TO_WIN_RANGE))
    problems.rounds_to_win = 'roundsToWin';
  if (draft.game === 2 && !inRange(draft.overtimeRounds, OVERTIME_ROUNDS_RANGE))
    problems.overtime_rounds = 'overtimeRounds';
  return problems;
}
