// The signed-in user's own view of their account (profile/me) and what later issues add to it.
import { z } from 'zod';
import { endpoint } from './endpoint.js';

export const BanStateSchema = z.object({ status: z.boolean(), duration: z.string().nullable() });
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
  ready_check: z.unknown().nullable(),
  bans: BansSchema,
  version: z.number().int(),
});
export type Me = z.infer<typeof MeSchema>;

export const MePatchSchema = z
  .object({
    current_game: z.union([z.literal(1), z.literal(2)]).optional(),
    is_demo: z.boolean().optional(),
    quiet_mode_to: z.iso.datetime({ offset: true }).nullable().optional(),
  })
  .strict();

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
    summary: 'Change the current game, demo mode or quiet mode',
    body: MePatchSchema,
    response: MeSchema,
  }),
} as const;
