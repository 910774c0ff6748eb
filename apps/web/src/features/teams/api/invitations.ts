// Invitations (leader to user) and join requests (user to team): the caller's own, a team's (leader
// only), sending, accepting and declining or withdrawing; and the player search (GET profile/) the
// leader invites from. Changes refresh the teams too, since accepting adds a player.
import { PROFILE_SEARCH_PER_PAGE, profileEndpoints } from '@clutch/contract/profile';
import { TEAM_INVITATIONS_PER_PAGE, teamInvitationEndpoints } from '@clutch/contract/teams';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { FIRST_PAGE } from '../../../lib/paged-list';
import { TEAMS_QUERY_KEY, useTeamsMutation } from './teams';

export type InvitationKind = 'invites' | 'joinRequests';

const firstPage = { page: FIRST_PAGE, per_page: TEAM_INVITATIONS_PER_PAGE };

/** The caller's pending invitations (invites) or join requests (joinRequests). */
export function myInvitationsQueryOptions(kind: InvitationKind) {
  return queryOptions({
    queryKey: [...TEAMS_QUERY_KEY, 'mine', kind],
    queryFn: () => call(teamInvitationEndpoints[kind].mine, { query: firstPage }),
  });
}

export function teamInvitationsQueryOptions(teamId: number, kind: InvitationKind) {
  return queryOptions({
    queryKey: [...TEAMS_QUERY_KEY, 'of-team', teamId, kind],
    queryFn: () =>
      call(teamInvitationEndpoints[kind].ofTeam, { params: { id: teamId }, query: firstPage }),
  });
}

export function inviteSearchQueryOptions(username: string) {
  return queryOptions({
    queryKey: [...TEAMS_QUERY_KEY, 'player-search', username],
    queryFn: () =>
      call(profileEndpoints.search, {
        query: { username, per_page: PROFILE_SEARCH_PER_PAGE, exclude_me: 'true' },
      }),
    enabled: username !== '',
    placeholderData: keepPreviousData,
  });
}

export function useInvitePlayer(teamId: number) {
  return useTeamsMutation((userId: number) =>
    call(teamInvitationEndpoints.invite, { params: { id: teamId }, query: { user_id: userId } }),
  );
}

export function useRequestToJoin() {
  return useTeamsMutation((teamId: number) =>
    call(teamInvitationEndpoints.requestToJoin, { params: { id: teamId } }),
  );
}

export interface InvitationRef {
  kind: InvitationKind;
  id: number;
}

export function useAcceptInvitation() {
  return useTeamsMutation(({ kind, id }: InvitationRef) =>
    call(teamInvitationEndpoints[kind].accept, { params: { id } }),
  );
}

/** Declines an invitation or request made to the caller, or withdraws one the caller made. */
export function useDeclineInvitation() {
  return useTeamsMutation(({ kind, id }: InvitationRef) =>
    call(teamInvitationEndpoints[kind].remove, { params: { id } }),
  );
}
