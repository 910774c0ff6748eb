// The bracket (GET tournaments/{id}/grid/): every match with its level and position.
import { tournamentMatchesEndpoints } from '@clutch/contract/tournament-matches';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { TOURNAMENTS_QUERY_KEY } from './tournaments';

export function gridQueryOptions(tournamentId: number) {
  return queryOptions({
    queryKey: [...TOURNAMENTS_QUERY_KEY, 'grid', tournamentId],
    queryFn: () => call(tournamentMatchesEndpoints.grid, { params: { id: tournamentId } }),
  });
}
