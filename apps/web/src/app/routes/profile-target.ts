// Whose profile a /profile/{id?}/... page shows: "me" or no id means the signed-in user. The profile
// layout works it out once and hands it to the tab pages through the outlet context.
import type { Me, PublicProfile } from '@clutch/contract/profile';
import { useOutletContext } from 'react-router';

export interface ProfileTarget {
  me: Me;
  profile: PublicProfile;
  isOwn: boolean;
  /** The id as the address writes it ("me" or a number), for links between the tabs. */
  segment: string;
}

/** The user id an address's id segment names: none or "me" is the signed-in user. */
export function targetUserId(segment: string | undefined, me: Pick<Me, 'id'>): number {
  return segment === undefined || segment === 'me' ? me.id : Number(segment);
}

export function useProfileTarget(): ProfileTarget {
  return useOutletContext<ProfileTarget>();
}
