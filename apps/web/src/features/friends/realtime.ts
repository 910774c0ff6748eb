// The server pushes friends_changed to both people whenever anything between them changes
// (request, acceptance, decline, withdrawal, unfriend, block); the lists refetch, so the other
// side sees it without a reload. Friend notifications refresh them too.
import { NotificationSchema, USER_UPDATE_ACTIONS } from '@clutch/contract/notifications';
import type { ServerFrame } from '@clutch/contract/realtime';
import type { QueryClient } from '@tanstack/react-query';
import { refreshFriends } from './api/friends';

const FRIEND_TYPES = new Set(['friend_request', 'friend_request_accepted']);

/** Says whether the frame changed someone's friendship with the user. */
export function applyFriendsUpdate(queryClient: QueryClient, frame: ServerFrame): boolean {
  if (frame.action === USER_UPDATE_ACTIONS.friendsChanged) {
    void refreshFriends(queryClient);
    return true;
  }
  if (frame.action !== USER_UPDATE_ACTIONS.notification) return false;
  const notification = NotificationSchema.safeParse(frame.data);
  if (!notification.success || !FRIEND_TYPES.has(notification.data.type)) return false;
  void refreshFriends(queryClient);
  return true;
}
