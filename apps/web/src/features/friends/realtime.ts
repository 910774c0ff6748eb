// Friend requests and acceptances reach the other person as notifications on user-updates; the
// friends lists refresh when one arrives, so a request or a new friend shows without a reload.
import { NotificationSchema, USER_UPDATE_ACTIONS } from '@clutch/contract/notifications';
import type { ServerFrame } from '@clutch/contract/realtime';
import type { QueryClient } from '@tanstack/react-query';
import { refreshFriends } from './api/friends';

const FRIEND_TYPES = new Set(['friend_request', 'friend_request_accepted']);

/** Says whether the frame changed someone's friendship with the user. */
export function applyFriendsUpdate(queryClient: QueryClient, frame: ServerFrame): boolean {
  if (frame.action !== USER_UPDATE_ACTIONS.notification) return false;
  const notification = NotificationSchema.safeParse(frame.data);
  if (!notification.success || !FRIEND_TYPES.has(notification.data.type)) return false;
  void refreshFriends(queryClient);
  return true;
}
