// The games list (GET games/): names and whether each game works right now.
import { gameEndpoints } from '@clutch/contract/games';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function gamesQueryOptions() {
  return queryOptions({
    queryKey: ['games'],
    queryFn: () => call(gameEndpoints.list),
    // Work status changes rarely and the banner tolerates a minute's delay.
    staleTime: 60_000,
  });
}
