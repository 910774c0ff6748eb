// Notifications (the spec's "system messages"), the per-type settings that decide how each type
// reaches the user, and the pushes on the user-updates socket.
import { z } from 'zod';
import {
  IdParamsSchema,
  IdSchema,
  PageQuerySchema,
  TimestampSchema,
  UserBriefSchema,
  pageOf,
} from './common.js';
import { endpoint } from './endpoint.js';
import type { Me } from './profile.js';

/** Every kind of notification; later modules announce events that become these. */
export const NOTIFICATION_TYPES = [
  'friend_request',
  'friend_request_accepted',
  'team_invite',
  'team_join_request',
  'tournament_invite_player',
  'tournament_invite_watcher',
  'tournament_transfer',
  'commentator_invite',
  'match_ready',
  'match_postponed',
  'match_win',
  'quick_match_invite',
  'new_chat_message',
  'system',
] as const;
export const NotificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof NotificationTypeSchema>;

/** Types that cannot be turned off in the app: platform notices (bans, rule changes) must be seen. */
export const ALWAYS_IN_APP: readonly NotificationType[] = ['system'];

/** What a notification points at; each type fills the keys that apply (spelled as in the spec). */
export const NotificationAttributesSchema = z.object({
  tournament_id: z.number().int().optional(),
  invite_token: z.string().optional(),
  team: z.object({ id: z.number().int(), name: z.string() }).optional(),
  transfer_token: z.string().optional(),
  match_id: z.number().int().optional(),
  commentator_instance: z.number().int().optional(),
  /** Where the client goes when the notification is opened: a path of the web app. */
  link: z.string().optional(),
  /** Who caused it (the requester of a friend request), as they are now. */
  user: UserBriefSchema.optional(),
  friend_request_id: z.number().int().optional(),
  /** The text of a system notice. */
  text: z.string().optional(),
});
export type NotificationAttributes = z.infer<typeof NotificationAttributesSchema>;

export const NotificationSchema = z.object({
  id: z.number().int(),
  type: NotificationTypeSchema,
  seen: z.boolean(),
  created: TimestampSchema,
  atributtes: NotificationAttributesSchema,
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NOTIFICATIONS_PER_PAGE = 50;
export const NOTIFICATION_SETTINGS_PER_PAGE = 20;
export const MAX_MARK_SEEN_IDS = 500;

/** Either every notification (`all: true`) or the ones listed. */
export const MarkSeenBodySchema = z
  .object({
    all: z.boolean().optional(),
    ids: z.array(IdSchema).max(MAX_MARK_SEEN_IDS).optional(),
  })
  .strict()
  .refine((body) => body.all === true || (body.ids !== undefined && body.ids.length > 0), {
    message: 'Send {"all": true} or a list of ids.',
  });
export const MarkSeenResultSchema = z.object({
  updated: z.number().int(),
  unread_notifications: z.number().int(),
});

export const NotificationSettingSchema = z.object({
  type: NotificationTypeSchema,
  in_app: z.boolean(),
  email: z.boolean(),
});
export type NotificationSetting = z.infer<typeof NotificationSettingSchema>;
/** New users get every type in the app and none by e-mail. */
export const DEFAULT_NOTIFICATION_SETTING = { in_app: true, email: false } as const;

export const NotificationSettingsUpdateSchema = z
  .array(
    z
      .object({
        type: NotificationTypeSchema,
        in_app: z.boolean().optional(),
        email: z.boolean().optional(),
      })
      .strict(),
  )
  .min(1)
  .max(NOTIFICATION_TYPES.length)
  .refine((items) => new Set(items.map((item) => item.type)).size === items.length, {
    message: 'Each type may appear once.',
  });

/** Actions pushed on user-updates besides the profile's own `update`. */
export const USER_UPDATE_ACTIONS = {
  profile: 'update',
  notification: 'notification',
  notificationsSeen: 'notifications_seen',
  /** Friends, requests or blocks between the user and `user_id` changed: refetch those lists. */
  friendsChanged: 'friends_changed',
} as const;
export const FriendsChangedPushSchema = z.object({ user_id: z.number().int() });
/** data of a `notifications_seen` push: the ids now seen (null: all of them) and the new count. */
export const NotificationsSeenPushSchema = z.object({
  ids: z.array(z.number().int()).nullable(),
  unread_notifications: z.number().int(),
});

/** What the server pushes on user-updates: profile/me again, and the notification pushes. */
export type UserUpdatePush =
  | { action: typeof USER_UPDATE_ACTIONS.profile; data: Me }
  | { action: typeof USER_UPDATE_ACTIONS.notification; data: Notification }
  | {
      action: typeof USER_UPDATE_ACTIONS.notificationsSeen;
      data: z.infer<typeof NotificationsSeenPushSchema>;
    }
  | {
      action: typeof USER_UPDATE_ACTIONS.friendsChanged;
      data: z.infer<typeof FriendsChangedPushSchema>;
    };

export const notificationsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: 'profile/:id/system-messages/',
    auth: 'required',
    tag: 'notifications',
    summary: 'The own notifications, newest first (per_page 50 unless given)',
    params: IdParamsSchema,
    query: PageQuerySchema,
    response: pageOf(NotificationSchema),
  }),
  markSeen: endpoint({
    method: 'PUT',
    path: 'profile/:id/system-messages-update/',
    auth: 'required',
    tag: 'notifications',
    summary: 'Mark the own notifications read: all of them, or the ids listed',
    params: IdParamsSchema,
    body: MarkSeenBodySchema,
    response: MarkSeenResultSchema,
  }),
  settings: endpoint({
    method: 'GET',
    path: 'profile/notification-settings/',
    auth: 'required',
    tag: 'notifications',
    summary: 'One setting per notification type (page_size 20 unless given)',
    query: PageQuerySchema,
    response: pageOf(NotificationSettingSchema),
  }),
  updateSettings: endpoint({
    method: 'POST',
    path: 'profile/update-notification-settings/',
    auth: 'required',
    tag: 'notifications',
    summary: 'Change settings: a list of {type, in_app, email}; answers every setting',
    body: NotificationSettingsUpdateSchema,
    response: z.array(NotificationSettingSchema),
  }),
} as const;
