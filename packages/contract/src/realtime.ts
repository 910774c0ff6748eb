// Live channels under /api/ws/<channel>/?token=<access>, framed as djangochannelsrestframework does:
// requests {action, request_id, ...}, answers and pushes {action, data, errors, response_status, request_id}.
import { z } from 'zod';
import type { CalendarPush } from './calendar.js';
import type { ChatPush } from './messenger-live.js';
import type { UserUpdatePush } from './notifications.js';
import type { QuickMatchUpdatePush, QuickMatchUserPush } from './quickmatch-live.js';
import type { GridUpdatePush, TournamentUpdatePush } from './tournament-live.js';

export const CHANNELS = [
  'group-chat-updates',
  'events-updates',
  'quick-match-updates',
  'grid-updates',
  'tournament-updates',
  'user-updates',
] as const;
export const ChannelSchema = z.enum(CHANNELS);
export type Channel = z.infer<typeof ChannelSchema>;

/** Close codes the server uses; 4000-4999 is the range RFC 6455 leaves to applications. */
export const CLOSE_CODES = {
  normal: 1000,
  goingAway: 1001,
  tooBig: 1009,
  /** Live events were lost (the event bus was away): reconnect and catch up. */
  resync: 1012,
  tokenNotValid: 4001,
  sessionRevoked: 4003,
  userBanned: 4004,
  unknownChannel: 4404,
  flood: 4429,
} as const;

export const RequestIdSchema = z.union([z.string().max(100), z.number()]).optional();
const PkSchema = z.coerce.number().int().positive().max(2_147_483_647);

export const ClientMessageSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('subscribe_instance'), pk: PkSchema, request_id: RequestIdSchema }),
  z.object({
    action: z.literal('unsubscribe_instance'),
    pk: PkSchema,
    request_id: RequestIdSchema,
  }),
  z.object({ action: z.literal('retrieve'), pk: PkSchema, request_id: RequestIdSchema }),
  z.object({
    action: z.literal('subscribe_to_user_activity'),
    pk: PkSchema,
    request_id: RequestIdSchema,
  }),
  z.object({
    action: z.literal('subscribe_to_grid_activity'),
    tournament_id: PkSchema,
    request_id: RequestIdSchema,
  }),
  /** quick-match-updates: a pick-and-ban move (a hero id or a map key, or ct/t for a side). */
  z.object({
    action: z.literal('veto'),
    pk: PkSchema,
    item: z.union([z.string().max(40), z.number().int()]),
    request_id: RequestIdSchema,
  }),
  /** group-chat-updates: messages of chat `pk` after `last_id`, oldest first (resume after a drop). */
  z.object({
    action: z.literal('catch_up'),
    pk: PkSchema,
    last_id: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    request_id: RequestIdSchema,
  }),
  z.object({ action: z.literal('ping'), request_id: RequestIdSchema }),
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;
export type ClientAction = ClientMessage['action'];

/** Which actions each channel understands; anything else gets a 405 answer frame. */
export const CHANNEL_ACTIONS: Record<Channel, readonly ClientAction[]> = {
  'group-chat-updates': ['catch_up', 'ping'],
  'events-updates': ['ping'],
  'quick-match-updates': ['subscribe_instance', 'unsubscribe_instance', 'retrieve', 'veto', 'ping'],
  'grid-updates': ['subscribe_to_grid_activity', 'ping'],
  'tournament-updates': ['subscribe_instance', 'unsubscribe_instance', 'ping'],
  'user-updates': [
    'subscribe_instance',
    'unsubscribe_instance',
    'subscribe_to_user_activity',
    'ping',
  ],
};

export const ServerFrameSchema = z.object({
  action: z.string(),
  data: z.unknown(),
  errors: z.array(z.string()),
  response_status: z.number().int(),
  request_id: RequestIdSchema.nullable(),
  /** Monotonic per entity; a reconnecting client refetches when it sees a gap. */
  version: z.number().int().optional(),
});
export type ServerFrame = z.infer<typeof ServerFrameSchema>;

/**
 * The `{action, data}` pairs the server pushes on each channel (the frame's other fields are the
 * gateway's); a channel nobody pushes on yet has none.
 */
export interface ChannelPushes {
  'group-chat-updates': ChatPush;
  'events-updates': CalendarPush;
  'quick-match-updates': QuickMatchUpdatePush;
  'grid-updates': GridUpdatePush;
  'tournament-updates': TournamentUpdatePush;
  'user-updates': UserUpdatePush | QuickMatchUserPush;
}
export type PushOf<C extends Channel> = ChannelPushes[C];

export const SOCKET_LIMITS = {
  /** Largest frame a client may send, in bytes. */
  maxFrameBytes: 4096,
  /** Frames a client may send per window before it is closed with CLOSE_CODES.flood. */
  maxFramesPerWindow: 30,
  windowMs: 10_000,
} as const;
