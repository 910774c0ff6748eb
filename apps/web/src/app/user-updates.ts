// The one subscription to the user-updates channel. The gateway keeps one request id per socket and
// room, so every feature listens through this subscription: each frame goes to the profile (the
// profile-me cache and its unread badge), the notifications (the list, the sound), the friends
// lists, the wallet (its history follows the pushed profiles) and quick matches (invitations and
// match errors). A second subscription answer means the socket reconnected and frames may have been
// missed, so the lists are read again.
import type { ServerFrame } from '@clutch/contract/realtime';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refreshFriends } from '../features/friends/api/friends';
import { applyFriendsUpdate } from '../features/friends/realtime';
import { refreshNotifications } from '../features/notifications/api/notifications';
import { applyNotificationUpdate } from '../features/notifications/realtime';
import { meQueryOptions } from '../features/profile/api/me';
import { refreshPublicProfiles } from '../features/profile/api/public-profile';
import { applyUserUpdate } from '../features/profile/realtime';
import { applyQuickMatchUserPush } from '../features/quickmatch/realtime';
import { refreshWalletAfterProfile } from '../features/wallet/realtime';
import { i18n } from '../lib/i18n';
import { liveSocket } from '../lib/live-socket';
import { showToast } from '../lib/toast';

export function dispatchUserUpdate(
  queryClient: QueryClient,
  frame: ServerFrame,
  isReconnect = false,
): void {
  const meKey = meQueryOptions().queryKey;
  const before = queryClient.getQueryData(meKey);
  if (applyUserUpdate(queryClient, frame)) {
    const after = queryClient.getQueryData(meKey);
    refreshWalletAfterProfile(queryClient, { isPush: frame.action === 'update', before, after });
  }
  if (frame.action === 'subscribe_instance') {
    if (isReconnect) {
      void refreshNotifications(queryClient);
      void refreshFriends(queryClient);
    }
    return;
  }
  if (applyQuickMatchUserPush(queryClient, frame)) return;
  const me = queryClient.getQueryData(meQueryOptions().queryKey);
  applyNotificationUpdate(queryClient, frame, { quietModeTo: me?.quiet_mode_to ?? null });
  // A request or an acceptance changes the relation a profile page shows, too.
  if (applyFriendsUpdate(queryClient, frame)) void refreshPublicProfiles(queryClient);
}

export function useUserUpdates(userId: number | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === undefined) return;
    let answers = 0;
    return liveSocket.subscribe(
      'user-updates',
      { action: 'subscribe_instance', pk: userId },
      (frame) => {
        if (frame.action === 'subscribe_instance') answers += 1;
        // The spec shows update_error for a frame that carries errors.
        if (frame.errors.length > 0) showToast(i18n.t('shell.update_error'), 'error');
        else dispatchUserUpdate(queryClient, frame, answers > 1);
      },
    );
  }, [userId, queryClient]);
}
