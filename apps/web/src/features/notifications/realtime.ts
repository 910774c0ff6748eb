// Notifications pushed on user-updates: a new one goes to the top of every loaded list (and rings,
// unless quiet mode is on); a "seen" push unhighlights what another tab read. The unread badge
// follows profile/me, which the server pushes alongside.
import {
  NotificationSchema,
  NotificationsSeenPushSchema,
  USER_UPDATE_ACTIONS,
  type Notification,
} from '@clutch/contract/notifications';
import type { ServerFrame } from '@clutch/contract/realtime';
import type { QueryClient } from '@tanstack/react-query';
import { addNotification, markSeenInLists } from './api/notifications';
import { announceNotification } from './notification-sound';

export interface NotificationUpdateOptions {
  /** The user's quiet_mode_to as the profile says now. */
  quietModeTo: string | null;
  announce?: typeof announceNotification;
}

/** Applies one frame; answers the new notification it carried, if any. */
export function applyNotificationUpdate(
  queryClient: QueryClient,
  frame: ServerFrame,
  options: NotificationUpdateOptions,
): Notification | null {
  if (frame.action === USER_UPDATE_ACTIONS.notification) {
    const parsed = NotificationSchema.safeParse(frame.data);
    if (!parsed.success) return null;
    addNotification(queryClient, parsed.data);
    (options.announce ?? announceNotification)(options.quietModeTo);
    return parsed.data;
  }
  if (frame.action === USER_UPDATE_ACTIONS.notificationsSeen) {
    const parsed = NotificationsSeenPushSchema.safeParse(frame.data);
    if (parsed.success) markSeenInLists(queryClient, parsed.data.ids);
  }
  return null;
}
