// What the notifications module announces: each carries the inbox version after the change, so
// pushes can be ordered, and profileChangedBy() refreshes profile/me's unread_notifications.
import type { EventShapes } from '../../platform/realtime/event-shapes.js';
import type { Notification } from '@clutch/contract/notifications';

export type NotificationEvent =
  | { type: 'NotificationCreated'; userId: number; notification: Notification; version: number }
  | {
      type: 'NotificationsSeen';
      userId: number;
      /** null: every notification. */
      ids: number[] | null;
      unread: number;
      version: number;
    };

/** Every NotificationEvent type with its fields: the bus checks what Redis delivers against it. */
export const notificationEventShapes: EventShapes<NotificationEvent> = {
  NotificationCreated: { userId: 'number', notification: 'present', version: 'number' },
  NotificationsSeen: { userId: 'number', ids: 'present', unread: 'number', version: 'number' },
};
