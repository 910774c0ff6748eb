// What a /team/{id}/... tab page needs, worked out once by the team layout and handed down through
// the outlet context: the team, its vote, the viewer and their standing in it.
import type { Me } from '@clutch/contract/profile';
import type { Team, VoteResult } from '@clutch/contract/teams';
import { useOutletContext } from 'react-router';

export interface TeamTarget {
  me: Me;
  team: Team;
  vote: VoteResult;
  isLeader: boolean;
  isMember: boolean;
  countdown: string | undefined;
  shareUrl: string;
}

export function useTeamTarget(): TeamTarget {
  return useOutletContext<TeamTarget>();
}
