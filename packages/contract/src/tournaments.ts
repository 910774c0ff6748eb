// Tournaments as the list and the tournament page show them, and the calls that create, list, read,
// edit and delete one, plus its jar and banner. Registration, matches, reviews and transfers are in
// tournament-registration.ts, tournament-matches.ts, tournament-reviews.ts, tournament-transfers.ts.
import { z } from 'zod';
import { BannerSchema, BannerWriteSchema } from './banners.js';
import {
  IdParamsSchema,
  IdSchema,
  PageQuerySchema,
  QueryBooleanSchema,
  TimestampSchema,
  UserBriefSchema,
  pageOf,
} from './common.js';
import { endpointGroup } from './endpoint.js';
import { GameIdSchema } from './games.js';
import { JarCreateSchema, JarPatchSchema, JarSchema } from './jars.js';
import { LobbyCredentialsSchema } from './matches.js';
import { CrystalsSchema } from './money.js';
import {
  TournamentCreateSchema,
  TournamentPatchFormSchema,
  TournamentPatchSchema,
} from './tournament-form.js';
import {
  BanTypeSchema,
  IsOpenedSchema,
  ServerSchema,
  TournamentOptionsSchema,
  TournamentStatusSchema,
  TournamentTypeSchema,
} from './tournament-options.js';

const TranslationOutSchema = z.object({ name: z.string(), description: z.string() });
/** Every locale is always present (the form requires all three). */
export const TranslationsOutSchema = z.object({
  en: TranslationOutSchema,
  ua: TranslationOutSchema,
  cn: TranslationOutSchema,
});

export const BannedHeroSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
});
export const DisplayMapSchema = z.object({ name: z.string(), map_url: z.string() });

/** Game 1: the Dota 2 lobby settings; banned_heroes are the listed heroes (see BAN_TYPES). */
export const DotaDetailsSchema = z.object({
  game: z.literal(1),
  mode: z.number().int(),
  mode_display: z.string(),
  ban_type: BanTypeSchema,
  banned_heroes: z.array(BannedHeroSchema),
});
/** Game 2: the CS2 server settings and the listed maps. */
export const CsDetailsSchema = z.object({
  game: z.literal(2),
  friendly_fire: z.boolean(),
  overtime_max_rounds: z.number().int(),
  rounds_to_win: z.number().int(),
  maps_ban_type: BanTypeSchema,
  display_maps: z.array(DisplayMapSchema),
});
export const GameDetailsSchema = z.discriminatedUnion('game', [DotaDetailsSchema, CsDetailsSchema]);
export type GameDetails = z.infer<typeof GameDetailsSchema>;

export const REVIEW_ACTIONS = ['like', 'dislike', 'none'] as const;
export const ReviewActionSchema = z.enum(REVIEW_ACTIONS);
export type ReviewAction = z.infer<typeof ReviewActionSchema>;
/** The caller's reaction and review of the tournament; null when they have none. */
export const TournamentUserActionSchema = z
  .object({
    action: ReviewActionSchema,
    comment: z.string().nullable(),
    /** 0 to 5 stars, null when not rated. */
    rating: z.number().int().nullable(),
  })
  .nullable();

export const USER_TYPES = { player: 1, watcher: 2 } as const;
export const UserTypeSchema = z.coerce
  .number({ error: 'Choose user_type 1 (player) or 2 (watcher).' })
  .int()
  .pipe(
    z.union([z.literal(1), z.literal(2)], { error: 'Choose user_type 1 (player) or 2 (watcher).' }),
  );
export type UserType = z.infer<typeof UserTypeSchema>;

/** The caller's own registration, so the page knows whether to offer join or leave. */
export const ParticipationSchema = z
  .object({
    id: z.number().int(),
    user_type: z.number().int(),
    /** Set for a 5_5 registration: the team the caller plays in. */
    team_id: z.number().int().nullable(),
    /**
     * Whether the caller answers for this place: the 1_1 player, or in 5_5 the captain who
     * registered the team (the one who reports its results); false for the rest of a roster.
     */
    is_captain: z.boolean(),
  })
  .nullable();

export const APPLICATION_STATUSES = ['pending', 'confirmed', 'declined', 'cancelled'] as const;
export const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES);

/** The caller's latest application to the tournament; `pending` is the one they may cancel. */
export const CallerApplicationSchema = z
  .object({ id: z.number().int(), status: ApplicationStatusSchema })
  .nullable();

export const TournamentBannerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  link: z.string(),
});

export const TournamentSchema = z.object({
  id: z.number().int(),
  type: TournamentTypeSchema,
  type_display: z.string(),
  game_id: z.number().int(),
  game_display: z.string(),
  translations: TranslationsOutSchema,
  image: z.string().nullable(),
  banner: TournamentBannerSchema.nullable(),
  status: TournamentStatusSchema,
  grid: z.number().int(),
  /** 2^grid. */
  max_participants: z.number().int(),
  /** Players or teams registered (watchers not counted). */
  participants_count: z.number().int(),
  watchers_count: z.number().int(),
  start_time: TimestampSchema,
  /** Minutes before start_time when registration closes. */
  freeze_time: z.number().int(),
  /** start_time minus freeze_time: registration and edits close then. */
  registration_closes_at: TimestampSchema,
  match_duration: z.number().int(),
  prize_pool: CrystalsSchema,
  first_place_prize: CrystalsSchema,
  second_place_prize: CrystalsSchema,
  third_place_prize: CrystalsSchema,
  entry_fee: CrystalsSchema,
  watcher_entry_fee: CrystalsSchema,
  is_demo: z.boolean(),
  server: ServerSchema.nullable(),
  is_opened: z.number().int(),
  applications: z.boolean(),
  donats: z.boolean(),
  min_lvl: z.number().int(),
  max_lvl: z.number().int(),
  /** The average of the reviews' stars, 0 to 5 (0 with no ratings). */
  tournament_rating: z.number(),
  ratings_count: z.number().int(),
  likes_count: z.number().int(),
  dislikes_count: z.number().int(),
  user_action: TournamentUserActionSchema,
  created_by: UserBriefSchema,
  /** Access codes: only the creator sees them, null for everyone else. */
  players_password: z.string().nullable(),
  watchers_password: z.string().nullable(),
  game_details: GameDetailsSchema,
  lobby_credentials: LobbyCredentialsSchema.nullable(),
  participation: ParticipationSchema,
  /** The caller's latest application (null: none, or signed out); see CallerApplicationSchema. */
  application: CallerApplicationSchema,
  created_at: TimestampSchema,
});
export type Tournament = z.infer<typeof TournamentSchema>;

/** What invites, bans and notices show of a tournament. */
export const TournamentBriefSchema = z.object({
  id: z.number().int(),
  type: TournamentTypeSchema,
  game_id: z.number().int(),
  translations: TranslationsOutSchema,
  start_time: TimestampSchema,
  status: TournamentStatusSchema,
});
export type TournamentBrief = z.infer<typeof TournamentBriefSchema>;

export const TournamentIdSchema = z.object({ id: z.number().int() });

export const TournamentOptionsQuerySchema = z.object({ game: GameIdSchema.optional() });
export const TournamentGameQuerySchema = z.object({ game: GameIdSchema });

export const TournamentListQuerySchema = PageQuerySchema.extend({
  type: TournamentTypeSchema.optional(),
  is_opened: IsOpenedSchema.optional(),
  is_demo: QueryBooleanSchema.optional(),
  server: ServerSchema.optional(),
  grid: z.coerce.number().int().min(1).max(10).optional(),
  created_by: IdSchema.optional(),
  /** true: no entry fee; false: only those with one. */
  free_to_enter: QueryBooleanSchema.optional(),
  /** Absent: every status but cancelled. */
  status: TournamentStatusSchema.optional(),
  game: GameIdSchema.optional(),
});
export type TournamentListQuery = z.output<typeof TournamentListQuerySchema>;

/** A jar a tournament shows: `prize` (types 2 to 5, paid to the winners at the end) or `donation`. */
export const TournamentJarSchema = z.object({
  role: z.enum(['prize', 'donation']),
  jar: JarSchema,
});
export type TournamentJar = z.infer<typeof TournamentJarSchema>;

/** Which of the tournament's jars to edit (`id`), with the fields of a jar edit, flat so that a
 * multipart form can carry them. */
export const TournamentJarPatchSchema = z
  .object({ id: IdSchema })
  .catchall(z.unknown())
  .transform(({ id, ...fields }, ctx) => {
    const parsed = JarPatchSchema.safeParse(fields);
    if (parsed.success) return { id, ...parsed.data };
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });

const tournamentEndpoint = endpointGroup({ tag: 'tournaments' });

export const tournamentsEndpoints = {
  options: tournamentEndpoint({
    method: 'OPTIONS',
    path: 'tournaments/',
    auth: 'optional',
    summary: 'What the create form offers: games, filters, time choices, servers, modes, ban types',
    query: TournamentOptionsQuerySchema,
    response: TournamentOptionsSchema,
  }),
  list: tournamentEndpoint({
    method: 'GET',
    path: 'tournaments/',
    auth: 'optional',
    summary:
      'Tournaments (per_page 8): upcoming and running soonest first, then finished newest first',
    query: TournamentListQuerySchema,
    response: pageOf(TournamentSchema),
  }),
  create: tournamentEndpoint({
    method: 'POST',
    path: 'tournaments/',
    auth: 'required',
    summary:
      'Create a tournament for ?game=; holds the prize pool from the creator; answers its id',
    query: TournamentGameQuerySchema,
    body: TournamentCreateSchema,
    response: TournamentIdSchema,
    status: 201,
  }),
  get: tournamentEndpoint({
    method: 'GET',
    path: 'tournaments/:id/',
    auth: 'optional',
    summary: 'One tournament; passwords only for its creator',
    params: IdParamsSchema,
    response: TournamentSchema,
  }),
  patch: tournamentEndpoint({
    method: 'PATCH',
    path: 'tournaments/:id/',
    auth: 'required',
    summary:
      'Edit until registration closes (creator only). JSON, or multipart for the access settings and image',
    params: IdParamsSchema,
    body: TournamentPatchSchema.nullish(),
    multipart: { fields: TournamentPatchFormSchema, files: ['image'] },
    response: TournamentIdSchema,
  }),
  remove: tournamentEndpoint({
    method: 'DELETE',
    path: 'tournaments/:id/',
    auth: 'required',
    summary: 'Cancel before the start (creator only): every crystal held for it goes back',
    params: IdParamsSchema,
    response: z.null(),
    status: 204,
  }),
  /** Not in the spec's list: the jars the tournament page shows, for anyone to see and donate to. */
  jars: tournamentEndpoint({
    method: 'GET',
    path: 'tournaments/:id/jars/',
    auth: 'optional',
    summary: 'The tournament’s jars: prize jars it pays out to its winners, then donation jars',
    params: IdParamsSchema,
    response: z.array(TournamentJarSchema),
  }),
  createJar: tournamentEndpoint({
    method: 'POST',
    path: 'tournaments/:id/jars/edit/',
    auth: 'required',
    summary: 'Create a jar for the tournament (creator only). JSON or multipart (image file).',
    params: IdParamsSchema,
    body: JarCreateSchema.nullish(),
    multipart: { fields: JarCreateSchema, files: ['image'] },
    response: JarSchema,
    status: 201,
  }),
  editJar: tournamentEndpoint({
    method: 'PATCH',
    path: 'tournaments/:id/jars/edit/',
    auth: 'required',
    summary: 'Edit one of the tournament’s jars, named by id (creator only). JSON or multipart.',
    params: IdParamsSchema,
    body: TournamentJarPatchSchema.nullish(),
    multipart: { fields: TournamentJarPatchSchema, files: ['image'] },
    response: JarSchema,
  }),
  createBanner: tournamentEndpoint({
    method: 'POST',
    path: 'tournaments/:id/banner/edit/',
    auth: 'required',
    summary: 'Make a banner and show it on the tournament (creator only). JSON or multipart.',
    params: IdParamsSchema,
    body: BannerWriteSchema.nullish(),
    multipart: { fields: BannerWriteSchema, files: ['image'] },
    response: BannerSchema,
    status: 201,
  }),
  editBanner: tournamentEndpoint({
    method: 'PATCH',
    path: 'tournaments/:id/banner/edit/',
    auth: 'required',
    summary: 'Edit the tournament’s banner (creator only). JSON or multipart.',
    params: IdParamsSchema,
    body: BannerWriteSchema.nullish(),
    multipart: { fields: BannerWriteSchema, files: ['image'] },
    response: BannerSchema,
  }),
} as const;
