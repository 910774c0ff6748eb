// The notifications module: turns other modules' events into notifications (in the app and by
// e-mail), keeps inboxes and settings, and pushes them on user-updates.
import type { AppEvent } from '../../app-events.js';
import { dropOnEvents } from '../../platform/http/page-cache.js';
import type { ModuleParts, Platform } from '../../platform/module.js';
import type { MeContribution } from '../profiles/profiles.service.js';
import { notificationTrigger } from './notification-triggers.js';
import { registerNotificationsRealtime } from './notifications.realtime.js';
import { notificationsMePart } from './profile-me.repository.js';
import { registerNotificationsRoutes } from './notifications.routes.js';
import { createNotificationsService, type NotificationsService } from './notifications.service.js';

/** What changes a name or picture a notification shows for its actor: every inbox page goes. */
export const NOTIFICATION_PAGE_EVENTS: ReadonlySet<AppEvent['type']> = new Set<AppEvent['type']>([
  'ProfileChanged',
  'AccountChanged',
]);

export interface NotificationsModule extends ModuleParts<AppEvent> {
  notifications: NotificationsService;
  /** Its part of profile/me: the unread count. */
  me: MeContribution;
}

export function createNotificationsModule(platform: Platform<AppEvent>): NotificationsModule {
  const { bus, logger } = platform;
  const notifications = createNotificationsService({
    db: platform.db,
    bus,
    mailer: platform.mailer,
    logger,
    publicUrl: platform.config.PUBLIC_URL,
  });
  // One inbox's pages go when its owner gets or sees a notification, on every instance.
  bus.subscribe((event) => {
    if (event.type === 'NotificationCreated' || event.type === 'NotificationsSeen')
      notifications.dropPagesOf(event.userId);
  });
  dropOnEvents(bus, NOTIFICATION_PAGE_EVENTS, notifications.dropPages);
  return {
    notifications,
    me: notificationsMePart,
    routes: ({ mount }) => registerNotificationsRoutes(mount, notifications),
    realtime: (gateway) => registerNotificationsRealtime(gateway, bus),
    subscribers: [notificationTrigger(notifications, logger)],
  };
}
