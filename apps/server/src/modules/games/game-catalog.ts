// Lookups over the hero and map tables: the membership checks other modules validate with, and the
// forgiving name search of the hero picker.
import { CS_MAPS, type CsMapData } from './cs-maps.js';
import { HEROES, type HeroData } from './heroes.js';

const heroById: ReadonlyMap<number, HeroData> = new Map(HEROES.map((hero) => [hero.id, hero]));
const mapByName: ReadonlyMap<string, CsMapData> = new Map(CS_MAPS.map((map) => [map.name, map]));

export const findHero = (id: number): HeroData | undefined => heroById.get(id);
export const findCsMap = (name: string): CsMapData | undefined => mapByName.get(name);

export const isHero = (id: number): boolean => heroById.has(id);
export const isCsMap = (name: string): boolean => mapByName.has(name);

/** The ids (each once, in the order given) that name no hero: what a 400 should list. */
export const unknownHeroIds = (ids: readonly number[]): number[] =>
  [...new Set(ids)].filter((id) => !heroById.has(id));

/** The names (each once, in the order given) that name no map. */
export const unknownCsMaps = (names: readonly string[]): string[] =>
  [...new Set(names)].filter((name) => !mapByName.has(name));

/** Lower-case letters and digits only, so "natures" finds Nature's Prophet and "antimage" Anti-Mage. */
export const searchKey = (text: string): string =>
  text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

const heroesByName = [...HEROES].sort((a, b) => a.name.localeCompare(b.name, 'en'));

/** Heroes whose name contains the query (all of them for an empty one), alphabetically. */
export function searchHeroes(query: string | undefined): readonly HeroData[] {
  const key = searchKey(query ?? '');
  if (key === '') return heroesByName;
  return heroesByName.filter((hero) => searchKey(hero.name).includes(key));
}

/** Active-duty maps first, each group alphabetically by what people read. */
export const csMapsInOrder: readonly CsMapData[] = [...CS_MAPS].sort(
  (a, b) =>
    Number(b.isActiveDuty) - Number(a.isActiveDuty) ||
    a.displayName.localeCompare(b.displayName, 'en'),
);
