// Notifications, per-type settings, each user's notification version and the trigger keys that
// make an event become a notification once even when every server instance receives it.
import {
  NOTIFICATION_TYPES,
  type NotificationAttributes,
  type NotificationType,
} from '@clutch/contract/notifications';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  varchar,
} from 'drizzle-orm/pg-core';
import { tstz } from '../../platform/db/columns.js';
import { users } from '../auth/auth.tables.js';

const TYPE_LIST = sql.raw(NOTIFICATION_TYPES.map((type) => `'${type}'`).join(', '));

export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 40 }).$type<NotificationType>().notNull(),
    seen: boolean('seen').notNull().default(false),
    /** Who caused it; shown as atributtes.user with their current name and avatar. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    attributes: jsonb('attributes').$type<NotificationAttributes>().notNull().default({}),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id.desc()),
    // profile/me counts unread notifications on every fresh read.
    index('notifications_unseen_idx')
      .on(t.userId)
      .where(sql`not ${t.seen}`),
    check('notifications_type_known', sql`${t.type} in (${TYPE_LIST})`),
  ],
);

/** Written on the first change; a type with no row has the defaults (in the app, no e-mail). */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 40 }).$type<NotificationType>().notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.type] }),
    check('notification_settings_type_known', sql`${t.type} in (${TYPE_LIST})`),
  ],
);

/**
 * Bumped in the same transaction as every change to a user's notifications; profile/me's version is
 * the user's version plus this one, so a profile push after a notification still orders correctly.
 */
export const notificationInboxes = pgTable('notification_inboxes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(0),
});

/** Keys of the events already turned into notifications (see notification-triggers.ts). */
export const notificationTriggers = pgTable('notification_triggers', {
  key: varchar('key', { length: 200 }).primaryKey(),
  createdAt: tstz('created_at').notNull().defaultNow(),
});
