// The text keys of the form's fixed choices: access modes, the five server regions (in the order of
// SERVER_CHOICES) and Dota 2's game modes, so each reads in the viewer's language.
export const ACCESS_MODES = [1, 2, 3, 4] as const;
export type AccessMode = (typeof ACCESS_MODES)[number];

/** An unknown is_opened reads as open to everyone, the default. */
export function accessModeOf(isOpened: number): AccessMode {
  return ACCESS_MODES.find((mode) => mode === isOpened) ?? 1;
}

/** SERVER_CHOICES' five regions, in its order. */
export const REGION_KEYS = ['usWest', 'usEast', 'westEurope', 'eastEurope', 'cis'] as const;

const DOTA_MODE_KEYS = {
  1: 'allPick',
  2: 'captainsMode',
  3: 'randomDraft',
  4: 'singleDraft',
  5: 'allRandom',
  8: 'reverseCaptainsMode',
  11: 'midOnly',
  12: 'leastPlayed',
  16: 'captainsDraft',
  18: 'abilityDraft',
  20: 'allRandomDeathmatch',
  21: 'soloMid',
  22: 'rankedAllPick',
  23: 'turbo',
} as const;
export type DotaModeKey = (typeof DOTA_MODE_KEYS)[keyof typeof DOTA_MODE_KEYS];

/** The text key of a Dota 2 game mode; null for one this app has no text for. */
export function dotaModeKey(mode: number): DotaModeKey | null {
  const entry = Object.entries(DOTA_MODE_KEYS).find(([value]) => Number(value) === mode);
  return entry === undefined ? null : entry[1];
}

/** Ban types by text key: i18next would read a key ending in `_one` as a plural form. */
export const BAN_TYPE_KEYS = {
  no_ban: 'noBan',
  one_of_many: 'oneOfMany',
  all_but_one: 'allButOne',
} as const;
