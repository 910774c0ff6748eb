// The user-updates channel: subscribes to the signed-in user's own profile and writes every pushed
// profile into the profile-me query, so the header (unread badge, demo mode, current matches) follows
// the server without a refetch. The subscribe answer carries the profile too, which covers whatever
// changed while the connection was down.
import type { ServerFrame } from '@clutch/contract/realtime';
import { MeSchema } from '@clutch/contract/profile';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { i18n } from '../../lib/i18n';
import { liveSocket } from '../../lib/live-socket';
import { showToast } from '../../lib/toast';
import { meQueryOptions, newerMe } from './api/me';

/** Applies one user-updates frame to the cache; says whether it carried a profile. */
export function applyUserUpdate(queryClient: QueryClient, frame: ServerFrame): boolean {
  if (frame.action !== 'update' && frame.action !== 'subscribe_instance') return false;
  const me = MeSchema.safeParse(frame.data);
  if (!me.success) return false;
  queryClient.setQueryData(meQueryOptions().queryKey, (current) => newerMe(current, me.data));
  return true;
}

export function useProfileLiveUpdates(userId: number | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === undefined) return;
    return liveSocket.subscribe(
      'user-updates',
      { action: 'subscribe_instance', pk: userId },
      (frame) => {
        // The spec shows update_error for a frame that carries errors.
        if (frame.errors.length > 0) showToast(i18n.t('shell.update_error'), 'error');
        else applyUserUpdate(queryClient, frame);
      },
    );
  }, [userId, queryClient]);
}
