// How quick matches read in the interface: the games' names (brand names, the same in every
// language), status colours, the text keys of ban rules (i18next would read a key ending in `_one`
// as a plural form) and a match's duration as m:ss or h:mm:ss.
import type { QuickMatchStatus, VetoSide } from '@clutch/contract/quickmatch';
import type { TFunction } from 'i18next';

export const GAME_NAMES: Record<number, string> = { 1: 'Dota 2', 2: 'Counter-Strike 2' };

export const gameName = (game: number) => GAME_NAMES[game] ?? `#${String(game)}`;

export const STATUS_COLOR: Record<QuickMatchStatus, string> = {
  waiting: 'teal',
  ready_check: 'yellow',
  veto: 'grape',
  in_game: 'clutch',
  finished: 'gray',
  cancelled: 'red',
};

/**
 * A side's title: the Clutch team that holds it, else the game's own name for it (Radiant and Dire,
 * Team A and B) in the viewer's language; the server's English names are for other clients.
 */
export function sideTitle(
  t: TFunction,
  game: number,
  side: VetoSide,
  team: { name: string } | null | undefined,
): string {
  return team?.name ?? t(`quickmatch.sideNames.${game === 1 ? 'dota' : 'cs'}.${side}`);
}

export const BAN_TYPE_KEYS = {
  no_ban: 'noBan',
  one_of_many: 'oneOfMany',
  all_but_one: 'allButOne',
} as const;

const pad = (value: number) => String(value).padStart(2, '0');

export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = `${pad(seconds % 60)}`;
  return hours > 0 ? `${String(hours)}:${pad(minutes)}:${rest}` : `${String(minutes)}:${rest}`;
}
