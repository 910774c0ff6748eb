// Profile frames of the user-updates channel: every pushed profile goes into the profile-me query, so
// the header (unread badge, demo mode, current matches) follows the server without a refetch. The
// subscribe answer carries the profile too, which covers whatever changed while the connection was
// down. The app subscribes once (app/user-updates.ts) and hands each frame to every feature.
import type { ServerFrame } from '@clutch/contract/realtime';
import { MeSchema } from '@clutch/contract/profile';
import type { QueryClient } from '@tanstack/react-query';
import { meQueryOptions, newerMe } from './api/me';

/** Applies one user-updates frame to the cache; says whether it carried a profile. */
export function applyUserUpdate(queryClient: QueryClient, frame: ServerFrame): boolean {
  if (frame.action !== 'update' && frame.action !== 'subscribe_instance') return false;
  const me = MeSchema.safeParse(frame.data);
  if (!me.success) return false;
  queryClient.setQueryData(meQueryOptions().queryKey, (current) => newerMe(current, me.data));
  return true;
}
