// The notifications' part of profile/me: the unread count, and the inbox version that moves with
// every change to the user's notifications.
import { sql } from 'drizzle-orm';
import type { MeContribution } from '../profiles/profiles.service.js';
import { notificationInboxes as inboxes, notifications } from './notifications.tables.js';

export const notificationsMePart: MeContribution = {
  columns: (userId) => ({
    unreadNotifications: sql`(select count(*)::int from ${notifications} where ${notifications.userId} = ${userId} and not ${notifications.seen})`,
    inboxVersion: sql`(select ${inboxes.version} from ${inboxes} where ${inboxes.userId} = ${userId})`,
  }),
  fill(row) {
    const unread = row['unreadNotifications'];
    const version = row['inboxVersion'];
    return {
      unread_notifications: typeof unread === 'number' ? unread : 0,
      version: typeof version === 'number' ? version : 0,
    };
  },
  changedBy: (event) =>
    event.type === 'NotificationCreated' || event.type === 'NotificationsSeen'
      ? [event.userId]
      : [],
};
