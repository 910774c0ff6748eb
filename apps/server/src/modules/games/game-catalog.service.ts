// The hero and map catalogs as the API shows them (pictures as paths on our own origin), their
// pictures, and the checks other modules validate selected_heroes and map_list with.
import { AppError } from '@clutch/contract/errors';
import {
  MAX_HERO_PICK,
  type CsMap,
  type CsMapList,
  type Hero,
  type HeroEntry,
  type HeroList,
} from '@clutch/contract/game-catalog';
import { ART_VERSION, heroCardSvg, mapCardSvg } from './catalog-art.js';
import type { CsMapData } from './cs-maps.js';
import { csMapsInOrder, findCsMap, findHero, searchHeroes } from './game-catalog.js';
import { HEROES, type HeroData } from './heroes.js';

export { isCsMap, isHero, unknownCsMaps, unknownHeroIds } from './game-catalog.js';

/** Where the pictures are served, under /api/ so every deployment that serves the API serves them. */
export const HERO_IMAGE_PATH = '/api/games/heroes/:id/image.svg';
export const MAP_IMAGE_PATH = '/api/games/maps/:name/image.svg';

export function createGameCatalogService() {
  // Same-origin paths, like media: a browser that opened the site at any address (127.0.0.1, a LAN
  // name) loads them from there, where an absolute URL on PUBLIC_URL's host could be unreachable.
  const imageUrl = (path: string) => `${path}?v=${String(ART_VERSION)}`;
  const heroOf = (hero: HeroData): Hero => ({
    id: hero.id,
    name: hero.name,
    image: imageUrl(HERO_IMAGE_PATH.replace(':id', String(hero.id))),
  });
  const entryOf = (hero: HeroData): HeroEntry => ({
    ...heroOf(hero),
    primary_attribute: hero.attribute,
  });
  const mapOf = (map: CsMapData): CsMap => ({
    name: map.name,
    display_name: map.displayName,
    map_url: imageUrl(MAP_IMAGE_PATH.replace(':name', map.name)),
    is_active_duty: map.isActiveDuty,
  });
  // About 140 cards of under 2 KB each: drawn once at start, then every request is a lookup.
  const heroSvgs = new Map(HEROES.map((hero) => [String(hero.id), heroCardSvg(hero)]));
  const mapSvgs = new Map(csMapsInOrder.map((map) => [map.name, mapCardSvg(map)]));

  return {
    listHeroes(query: {
      name?: string | undefined;
      max_hero_pick?: boolean | undefined;
    }): HeroList {
      const results = searchHeroes(query.name).map(entryOf);
      return {
        count: results.length,
        ...(query.max_hero_pick ? { max_hero_pick: MAX_HERO_PICK } : {}),
        results,
      };
    },

    listCsMaps(query: { is_active_duty?: boolean | undefined }): CsMapList {
      const results = csMapsInOrder
        .filter(
          (map) => query.is_active_duty === undefined || map.isActiveDuty === query.is_active_duty,
        )
        .map(mapOf);
      return { count: results.length, results };
    },

    /** The heroes among `ids`, in the order given, each once; unknown ids are left out. */
    heroesByIds(ids: readonly number[]): Hero[] {
      return [...new Set(ids)].flatMap((id) => {
        const hero = findHero(id);
        return hero ? [heroOf(hero)] : [];
      });
    },

    /** The maps among `names`, in the order given, each once; unknown names are left out. */
    mapsByNames(names: readonly string[]): CsMap[] {
      return [...new Set(names)].flatMap((name) => {
        const map = findCsMap(name);
        return map ? [mapOf(map)] : [];
      });
    },

    /** The hero's card; the id comes straight from the URL, so anything unknown is a 404. */
    heroImage(id: string): string {
      const svg = heroSvgs.get(id);
      if (svg === undefined) throw new AppError('not_found', 'No hero has this id.');
      return svg;
    },

    mapImage(name: string): string {
      const svg = mapSvgs.get(name);
      if (svg === undefined) throw new AppError('not_found', 'No map has this name.');
      return svg;
    },
  };
}

export type GameCatalogService = ReturnType<typeof createGameCatalogService>;
