// Profiles: the signed-in user's own view (profile/me) and its edits, other users' public profiles,
// the user search, password and username changes. Payment settings are in payment-settings.ts.
import { z } from 'zod';
import { PasswordSchema, UsernameSchema } from './auth.js';
import {
  IdParamsSchema,
  MessageSchema,
  PageQuerySchema,
  QueryBooleanSchema,
  TimestampSchema,
  pageOf,
} from './common.js';
import { endpoint } from './endpoint.js';
import { GameIdSchema } from './games.js';

export const BanStateSchema = z.object({
  status: z.boolean(),
  /** When the ban ends (ISO time), "forever", or null when there is none. */
  duration: z.string().nullable(),
  /** The operator's reason for the ban that ends last, shown in the ban banner. */
  reason: z.string().nullable(),
});
export const BansSchema = z.object({
  withdrawal: BanStateSchema,
  tournament: BanStateSchema,
  quick_match: BanStateSchema,
  chat: BanStateSchema,
});

export const MeSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  is_email_confirmed: z.boolean(),
  avatar_url: z.string().nullable(),
  country: z.string().nullable(),
  discord: z.string().nullable(),
  steam_id: z.string().nullable(),
  twitch: z.string().nullable(),
  is_demo: z.boolean(),
  unread_notifications: z.number().int(),
  quiet_mode_to: z.string().nullable(),
  current_game: z.number().int(),
  current_quick_match: z.object({ id: z.number().int() }).nullable(),
  current_tournament: z.object({ id: z.number().int() }).nullable(),
  next_match: z
    .object({ id: z.number().int(), tournament: z.object({ id: z.number().int() }) })
    .nullable(),
  current_cart: z.unknown().nullable(),
  /** The ready check of the caller's lobby while it runs: confirm before the deadline. */
  ready_check: z
    .object({
      match_id: z.number().int(),
      deadline: z.string(),
      is_ready: z.boolean(),
      ready: z.number().int(),
      total: z.number().int(),
    })
    .nullable(),
  bans: BansSchema,
  /** Real crystals the user can spend (crystals, two decimals). */
  balance: z.number(),
  /** Demo crystals; is_demo picks which of the two books the user sees and spends. */
  demo_balance: z.number(),
  /** Operators approve large withdrawals. */
  is_staff: z.boolean(),
  version: z.number().int(),
});
export type Me = z.infer<typeof MeSchema>;

/** Quiet-mode lengths the client offers, in seconds; "forever" is the spec's "very large value". */
export const QUIET_MODE_DURATIONS = [3600, 10_800, 86_400, 604_800] as const;
export const QUIET_MODE_FOREVER = 'forever';
/** What quiet_mode_to asks for: cleared, forever, a length from now, or a chosen future time. */
export type QuietMode = null | 'forever' | { seconds: number } | { until: string };

const IsoTimeSchema = z.iso.datetime({ offset: true });
const QuietModeToSchema = z
  .union([z.string().max(64), z.number(), z.null()])
  .transform((value, ctx): QuietMode => {
    if (value === null || value === '') return null;
    if (value === QUIET_MODE_FOREVER) return QUIET_MODE_FOREVER;
    const seconds = typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : NaN;
    if (QUIET_MODE_DURATIONS.some((choice) => choice === seconds)) return { seconds };
    if (typeof value === 'string' && IsoTimeSchema.safeParse(value).success)
      return { until: value };
    ctx.issues.push({
      code: 'custom',
      input: value,
      message: `Choose ${QUIET_MODE_DURATIONS.join(', ')} seconds, "forever", a time, or null.`,
    });
    return z.NEVER;
  });

/** A field that an empty or blank value (or null) clears. */
export const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) =>
      value === null || (typeof value === 'string' && value.trim() === '') ? null : value,
    schema.nullable(),
  );

export const DiscordSchema = z
  .string()
  .trim()
  .regex(/^[\w.]{2,32}(#\d{4})?$/, {
    message: 'Enter a Discord name: 2 to 32 letters, digits, _ or ., optionally with #1234.',
  });
const ProfileCountrySchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { message: 'Choose a country from the list.' });
/** An image address we serve (from profile/upload-image/); any other address is refused. */
const AvatarUrlSchema = z.string().trim().max(2048);

const profileFields = {
  username: UsernameSchema.optional(),
  country: clearable(ProfileCountrySchema).optional(),
  discord: clearable(DiscordSchema).optional(),
  avatar: clearable(AvatarUrlSchema).optional(),
  quiet_mode_to: QuietModeToSchema.optional(),
};

/** JSON edit of profile/me: any subset of the fields; '' or null clears country, discord, avatar. */
export const MePatchSchema = z
  .object({
    ...profileFields,
    current_game: z.union([z.literal(1), z.literal(2)]).optional(),
    is_demo: z.boolean().optional(),
  })
  .strict();
export type MePatch = z.output<typeof MePatchSchema>;

/** The same edit as multipart text parts; `avatar` may instead be a file part. */
export const MeFormSchema = z
  .object({
    ...profileFields,
    current_game: GameIdSchema.optional(),
    is_demo: QueryBooleanSchema.optional(),
  })
  .strict();

/** Another user as anyone signed in may see them: never e-mail or payment data. */
export const PublicProfileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  avatar_url: z.string().nullable(),
  country: z.string().nullable(),
  discord: z.string().nullable(),
  steam_id: z.string().nullable(),
  twitch: z.string().nullable(),
  created: TimestampSchema,
  /** The caller's relation to this user. */
  friendship: z.enum(['self', 'friends', 'request_sent', 'request_received', 'none']),
  /** The pending request behind request_sent / request_received. */
  friend_request_id: z.number().int().nullable(),
  /** The caller has blocked this user (the spec calls blocking "ban"). */
  is_banned: z.boolean(),
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

export const ProfileCardSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  avatar_url: z.string().nullable(),
  country: z.string().nullable(),
});
export type ProfileCard = z.infer<typeof ProfileCardSchema>;

export const PROFILE_SEARCH_PER_PAGE = 6;
export const ProfileSearchQuerySchema = PageQuerySchema.extend({
  /** Part of the username, any case. */
  username: z.string().trim().max(30).optional(),
  exclude_me: QueryBooleanSchema.optional(),
  /** true: only users the caller has blocked; otherwise blocked users are left out. */
  is_banned: QueryBooleanSchema.optional(),
});

export const ChangePasswordBodySchema = z.object({
  current_password: PasswordSchema,
  new_password: PasswordSchema,
  repeat_password: PasswordSchema.optional(),
});
export const ChangeUsernameBodySchema = z.object({ username: UsernameSchema });

export const profileEndpoints = {
  me: endpoint({
    method: 'GET',
    path: 'profile/me/',
    auth: 'required',
    tag: 'profile',
    summary: 'The current user',
    response: MeSchema,
  }),
  patchMe: endpoint({
    method: 'PATCH',
    path: 'profile/me/',
    auth: 'required',
    tag: 'profile',
    summary:
      'Edit the current user: avatar (file or our URL), username, country, discord; or current_game, is_demo, quiet_mode_to. JSON or multipart.',
    // A multipart request reaches validation with a null body; readMultipart checks its parts.
    body: MePatchSchema.nullish(),
    multipart: { fields: MeFormSchema, files: ['avatar'] },
    response: MeSchema,
  }),
  search: endpoint({
    method: 'GET',
    path: 'profile/',
    auth: 'required',
    tag: 'profile',
    summary: 'Find users by part of the username (per_page 6 unless given)',
    query: ProfileSearchQuerySchema,
    response: pageOf(ProfileCardSchema),
  }),
  publicProfile: endpoint({
    method: 'GET',
    path: 'profile/:id/',
    auth: 'required',
    tag: 'profile',
    summary: 'A user’s public profile and the caller’s relation to them',
    params: IdParamsSchema,
    response: PublicProfileSchema,
  }),
  changePassword: endpoint({
    method: 'PATCH',
    path: 'profile/:id/change-password/',
    auth: 'required',
    tag: 'profile',
    summary: 'Change the own password (needs the current one); signs out every other session',
    params: IdParamsSchema,
    body: ChangePasswordBodySchema,
    response: MessageSchema,
  }),
  changeUsername: endpoint({
    method: 'PATCH',
    path: 'profile/:id/change-username/',
    auth: 'required',
    tag: 'profile',
    summary: 'Change the own username (the sign-up rules apply)',
    params: IdParamsSchema,
    body: ChangeUsernameBodySchema,
    response: MeSchema,
  }),
} as const;
