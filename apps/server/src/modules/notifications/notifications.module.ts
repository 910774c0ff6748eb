// The notifications module: turns other modules' events into notifications (in the app and by
// e-mail), keeps inboxes and settings, and pushes them on user-updates.
import type { AppEvent } from '../../app-events.js';
import type { ModuleParts, Platform } from '../../platform/module.js';
import type { MeContribution } from '../profiles/profiles.service.js';
import { notificationTrigger } from './notification-triggers.js';
import { registerNotificationsRealtime } from './notifications.realtime.js';
import { notificationsMePart } from './profile-me.repository.js';
import { registerNotificationsRoutes } from './notifications.routes.js';
import { createNotificationsService, type NotificationsService } from './notifications.service.js';

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
  return {
    notifications,
    me: notificationsMePart,
    routes: ({ mount }) => registerNotificationsRoutes(mount, notifications),
    realtime: (gateway) => registerNotificationsRealtime(gateway, bus),
    subscribers: [notificationTrigger(notifications, logger)],
  };
}
