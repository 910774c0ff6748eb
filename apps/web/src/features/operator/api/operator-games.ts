// The games' work status (admin): read from the public games list, written through
// operator/games/:id/status/. A save refreshes the public list too, which the header's banner reads.
import { gameEndpoints } from '@clutch/contract/games';
import { operatorEndpoints as api } from '@clutch/contract/operator';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { operatorKeys } from './operator-keys';

/** The games feature's key for the same list: the header banner re-reads it after a save. */
const PUBLIC_GAMES_KEY = ['games'] as const;

export function operatorGamesQueryOptions() {
  return queryOptions({
    queryKey: [...operatorKeys.section('games'), 'list'],
    queryFn: () => call(gameEndpoints.list),
  });
}

export interface GameStatusInput {
  id: 1 | 2;
  work_status: boolean;
  error_message: string | null;
}

export function useSetGameStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: GameStatusInput) =>
      call(api.gameStatus, { params: { id }, body }, { quiet: true }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: operatorKeys.section('games') });
      await queryClient.invalidateQueries({ queryKey: PUBLIC_GAMES_KEY });
    },
  });
}
