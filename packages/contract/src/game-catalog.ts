// The game catalogs tournaments and quick matches choose from: Dota 2 heroes (by Dota's own hero
// ids) and CS2 maps (by the name the game server loads, `de_mirage`), each with a picture we serve.
import { z } from 'zod';
import { QueryBooleanSchema } from './common.js';
import { endpoint } from './endpoint.js';

/** The most heroes one tournament may select for its ban rules (OPTIONS tournaments/ repeats it). */
export const MAX_HERO_PICK = 10;
/** The most maps one CS2 tournament may list: the seven of a best-of-three veto. */
export const MAX_MAP_PICK = 7;

export const HERO_ATTRIBUTES = ['strength', 'agility', 'intelligence', 'universal'] as const;
export const HeroAttributeSchema = z.enum(HERO_ATTRIBUTES);
export type HeroAttribute = z.infer<typeof HeroAttributeSchema>;

/** A hero as tournaments show it (`banned_heroes`): image is an absolute URL on our own host. */
export const HeroSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
});
export type Hero = z.infer<typeof HeroSchema>;

/** A hero in the catalog list, with the primary attribute a picker groups by. */
export const HeroEntrySchema = HeroSchema.extend({ primary_attribute: HeroAttributeSchema });
export type HeroEntry = z.infer<typeof HeroEntrySchema>;

/**
 * A CS2 map: `name` is the stable key (`de_mirage`, what `map_list` carries and the server loads),
 * `display_name` the title people read ("Mirage"), `map_url` its picture on our own host.
 */
export const CsMapSchema = z.object({
  name: z.string(),
  display_name: z.string(),
  map_url: z.string(),
  is_active_duty: z.boolean(),
});
export type CsMap = z.infer<typeof CsMapSchema>;

export const HeroListQuerySchema = z.object({
  /** Part of the name, ignoring case, spaces and punctuation ("natures" finds Nature's Prophet). */
  name: z.string().trim().max(64).optional(),
  /** Also answer `max_hero_pick`, the create form's limit on selected heroes. */
  max_hero_pick: QueryBooleanSchema.optional(),
});

export const HeroListSchema = z.object({
  count: z.number().int(),
  /** Present only when the query asked for it with `max_hero_pick=true`. */
  max_hero_pick: z.number().int().optional(),
  results: z.array(HeroEntrySchema),
});
export type HeroList = z.infer<typeof HeroListSchema>;

export const CsMapListQuerySchema = z.object({
  /** Only the active-duty pool (true) or only the others (false); both when absent. */
  is_active_duty: QueryBooleanSchema.optional(),
});

export const CsMapListSchema = z.object({
  count: z.number().int(),
  results: z.array(CsMapSchema),
});
export type CsMapList = z.infer<typeof CsMapListSchema>;

export const gameCatalogEndpoints = {
  heroes: endpoint({
    method: 'GET',
    path: 'tournaments/heroes/',
    auth: 'required',
    tag: 'games',
    summary: 'Every current Dota 2 hero by name; max_hero_pick=true adds the selection limit',
    query: HeroListQuerySchema,
    response: HeroListSchema,
  }),
  csMaps: endpoint({
    method: 'GET',
    path: 'cs/maps/',
    auth: 'required',
    tag: 'games',
    summary: 'CS2 maps: the active-duty pool first, then the other common maps',
    query: CsMapListQuerySchema,
    response: CsMapListSchema,
  }),
} as const;
