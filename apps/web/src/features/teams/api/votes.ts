// The captain vote: the team's latest result (is_active, votes per candidate, end_at), starting one
// and casting (or changing) a ballot. The server closes the vote with a job at end_at.
import { teamsEndpoints } from '@clutch/contract/teams';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { TEAMS_QUERY_KEY, useTeamsMutation } from './teams';

export function voteResultQueryOptions(teamId: number) {
  return queryOptions({
    queryKey: [...TEAMS_QUERY_KEY, 'vote', teamId],
    queryFn: () => call(teamsEndpoints.voteResult, { params: { id: teamId } }),
  });
}

export function useStartVote(teamId: number, onStarted: () => void) {
  return useTeamsMutation(
    () => call(teamsEndpoints.createVote, { params: { id: teamId } }),
    onStarted,
  );
}

export function useCastVote(teamId: number) {
  return useTeamsMutation((candidateId: number) =>
    call(teamsEndpoints.sendVote, { params: { id: teamId }, query: { vote_for: candidateId } }),
  );
}
