// The tournament create and edit forms as the client sends them (spec-2 sections 3 and 5). These
// schemas check each field's shape; the rules between fields (start in the future, freeze before it,
// levels, prizes against the pool, passwords by is_opened, one game's fields only) are the server's
// form rules, which answer a 400 naming the field.
//
// Left out on purpose: created_by (always the caller), postponed_matches (the postpone endpoint moves
// a match), invites (sent with send-invite once the tournament exists), unbanned (the bans endpoints)
// and mixing (a client-only reset flag).
import { z } from 'zod';
import { IdSchema } from './common.js';
import { MAX_CRYSTALS, MINOR_PER_CRYSTAL, parseCrystals } from './money.js';
import {
  BanTypeSchema,
  DOTA_MODES,
  FREEZE_TIME_CHOICES,
  GRID_MAX,
  GRID_MIN,
  IsOpenedSchema,
  LEVEL_MAX,
  LEVEL_MIN,
  MAX_HERO_PICK,
  MAX_MAP_PICK,
  MATCH_DURATION_CHOICES,
  OVERTIME_MAX_ROUNDS_MAX,
  ROUNDS_TO_WIN_MAX,
  ServerSchema,
  TournamentTypeSchema,
} from './tournament-options.js';

export const LOCALES = ['en', 'ua', 'cn'] as const;
export type Locale = (typeof LOCALES)[number];
export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 10_000;
export const PASSWORD_MAX = 64;

/**
 * Crystals that may be zero ("0", "", or absent read as 0 by the caller), with at most two decimals,
 * read as minor units.
 */
export const CrystalsOrZeroInSchema = z
  .union([z.number(), z.string().max(32)])
  .transform((value, ctx) => {
    const minor = parseCrystals(value);
    if (minor === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: 'Enter an amount of crystals (0 or more) with at most two decimals.',
      });
      return z.NEVER;
    }
    if (minor > MAX_CRYSTALS * MINOR_PER_CRYSTAL) {
      ctx.addIssue({
        code: 'custom',
        message: `The amount may be at most ${String(MAX_CRYSTALS)} crystals.`,
      });
      return z.NEVER;
    }
    return minor;
  });

/** JSON sends a boolean; a multipart form sends the text "true" or "false". */
export const FlagSchema = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
]);
/** "Integer-only inputs strip non-digits": numbers may arrive as digit strings. */
export const whole = (min: number, max: number, what: string) => {
  const message = `Enter a whole number of ${what} from ${String(min)} to ${String(max)}.`;
  return z.coerce
    .number({ error: message })
    .int({ message })
    .min(min, { message })
    .max(max, { message });
};

const oneOf = (choices: readonly number[], message: string) =>
  z.coerce.number({ error: message }).refine((value) => choices.includes(value), { message });
const choicesMessage = (choices: readonly number[]) =>
  `Choose one of ${choices.join(', ')} minutes.`;

/** An instant with its offset (Z or +02:00): a time without a zone would depend on the server's. */
export const StartTimeSchema = z.iso
  .datetime({
    offset: true,
    message: 'Enter a date and time with its time zone, e.g. 2026-05-01T18:00:00Z.',
  })
  .transform((value) => new Date(value));

const TranslationSchema = z
  .object({
    name: z.string().trim().min(1).max(NAME_MAX),
    /** Plain text; the client turns line breaks into <br>, so answers carry it as sent. */
    description: z.string().trim().max(DESCRIPTION_MAX).default(''),
  })
  .strict();
export const TranslationsSchema = z
  .object({ en: TranslationSchema, ua: TranslationSchema, cn: TranslationSchema })
  .strict();
export type Translations = z.output<typeof TranslationsSchema>;

const PasswordSchema = z.string().trim().min(1).max(PASSWORD_MAX);
const uniqueList = <T extends z.ZodType>(item: T, max: number, what: string) =>
  z
    .array(item)
    .max(max, { message: `Choose at most ${String(max)} ${what}.` })
    .refine((list) => new Set(list).size === list.length, {
      message: `Each of the ${what} may be chosen once.`,
    });
const MapNameSchema = z.string().trim().min(1).max(64);

/** Game 1 (Dota 2) settings. */
const dotaFields = {
  mode: oneOf(
    DOTA_MODES.map((m) => m.value),
    'Choose a game mode from the list.',
  ),
  ban_type: BanTypeSchema,
  selected_heroes: uniqueList(IdSchema, MAX_HERO_PICK, 'heroes'),
};
/** Game 2 (CS2) settings. */
const csFields = {
  rounds_to_win: whole(1, ROUNDS_TO_WIN_MAX, 'rounds'),
  friendly_fire: FlagSchema,
  overtime_max_rounds: whole(0, OVERTIME_MAX_ROUNDS_MAX, 'rounds'),
  maps_ban_type: BanTypeSchema,
  map_list: uniqueList(MapNameSchema, MAX_MAP_PICK, 'maps'),
};
export const DOTA_FIELDS = Object.keys(dotaFields);
export const CS_FIELDS = Object.keys(csFields);

/** Every field but translations, all optional: what both forms share. */
const formFields = {
  image: z.string().trim().max(2048),
  /** One of the creator's banners, shown on the tournament page. */
  banner: IdSchema,
  type: TournamentTypeSchema,
  grid: whole(GRID_MIN, GRID_MAX, 'bracket levels'),
  start_time: StartTimeSchema,
  /** Minutes before start_time when registration closes; one of FREEZE_TIME_CHOICES. */
  freeze_time: oneOf(FREEZE_TIME_CHOICES, choicesMessage(FREEZE_TIME_CHOICES)),
  /** Minutes per round; one of MATCH_DURATION_CHOICES. */
  match_duration: oneOf(MATCH_DURATION_CHOICES, choicesMessage(MATCH_DURATION_CHOICES)),
  min_lvl: whole(LEVEL_MIN, LEVEL_MAX, 'levels'),
  max_lvl: whole(LEVEL_MIN, LEVEL_MAX, 'levels'),
  prize_pool: CrystalsOrZeroInSchema,
  first_place_prize: CrystalsOrZeroInSchema,
  second_place_prize: CrystalsOrZeroInSchema,
  third_place_prize: CrystalsOrZeroInSchema,
  /** The three prizes are percents of prize_pool (up to two decimals), turned into crystals. */
  percentage_prize: FlagSchema,
  entry_fee: CrystalsOrZeroInSchema,
  watcher_entry_fee: CrystalsOrZeroInSchema,
  /** Donations on: `jars` (the creator's prize jars, types 2 to 5, paid out by the tournament) and
   * `available_jars` (the creator's jars shown for donations) are only read then. */
  donats: FlagSchema,
  jars: uniqueList(IdSchema, 4, 'prize jars'),
  available_jars: uniqueList(IdSchema, 20, 'jars'),
  is_demo: FlagSchema,
  server: ServerSchema,
  is_opened: IsOpenedSchema,
  players_password: PasswordSchema,
  watchers_password: PasswordSchema,
  applications: FlagSchema,
  ...dotaFields,
  ...csFields,
};

/** The client omits empty values; an empty string or null is read as "not sent". */
const withoutEmpty = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).filter(([, v]) => v !== '' && v !== null))
    : value;

const OptionalFieldsSchema = z.object(formFields).partial();

const BannedSchema = z
  .object({
    users: uniqueList(IdSchema, 100, 'users').optional(),
    teams: uniqueList(IdSchema, 100, 'teams').optional(),
  })
  .strict();

export const TournamentCreateSchema = z.preprocess(
  withoutEmpty,
  OptionalFieldsSchema.extend({
    translations: TranslationsSchema,
    grid: formFields.grid,
    start_time: formFields.start_time,
    freeze_time: formFields.freeze_time,
    /** Users and teams that may not register (1_1 ignores teams, as the client drops them). */
    banned: BannedSchema.optional(),
  }).strict(),
);
export type TournamentCreate = z.output<typeof TournamentCreateSchema>;

export const TournamentPatchSchema = z.preprocess(
  withoutEmpty,
  OptionalFieldsSchema.extend({ translations: TranslationsSchema.optional() }).strict(),
);
export type TournamentPatch = z.output<typeof TournamentPatchSchema>;

/** A multipart edit carries the access settings (the spec sends passwords this way) and a new image
 * file in the `image` part. */
export const TournamentPatchFormSchema = z.preprocess(
  withoutEmpty,
  z
    .object({
      is_opened: IsOpenedSchema.optional(),
      players_password: PasswordSchema.optional(),
      watchers_password: PasswordSchema.optional(),
    })
    .strict(),
);
export type TournamentPatchForm = z.output<typeof TournamentPatchFormSchema>;
