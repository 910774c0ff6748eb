// Tournaments (packages/contract/src/tournaments.ts): the create form's options, the list with its
// filters (8 a page), one tournament, creating (Idempotency-Key per attempt: it holds the prize
// pool), editing and cancelling. Every change refreshes everything under TOURNAMENTS_QUERY_KEY.
import type { Server, TournamentStatus, TournamentType } from '@clutch/contract/tournament-options';
import { TOURNAMENTS_PER_PAGE } from '@clutch/contract/tournament-options';
import { tournamentsEndpoints } from '@clutch/contract/tournaments';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/session-query';
import type { GameId } from '../tournament-draft';
import type { TournamentPatchPayload, TournamentPayload } from '../tournament-payload';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

export const TOURNAMENTS_QUERY_KEY = [...SESSION_QUERY_KEY, 'tournaments'] as const;

export interface TournamentFilters {
  game?: GameId;
  type?: TournamentType;
  isOpened?: number;
  isDemo?: boolean;
  server?: Server;
  grid?: number;
  freeToEnter?: boolean;
  status?: TournamentStatus;
  createdBy?: number;
}

/** The list's query under the spec's names; unset filters are not sent. */
export function tournamentListQuery(filters: TournamentFilters, page: number) {
  const { game, type, isOpened, isDemo, server, grid, freeToEnter, status, createdBy } = filters;
  return {
    page,
    per_page: TOURNAMENTS_PER_PAGE,
    ...(game === undefined ? {} : { game }),
    ...(type === undefined ? {} : { type }),
    ...(isOpened === undefined ? {} : { is_opened: isOpened }),
    ...(isDemo === undefined ? {} : { is_demo: isDemo ? ('true' as const) : ('false' as const) }),
    ...(server === undefined ? {} : { server }),
    ...(grid === undefined ? {} : { grid }),
    ...(freeToEnter === undefined
      ? {}
      : { free_to_enter: freeToEnter ? ('true' as const) : ('false' as const) }),
    ...(status === undefined ? {} : { status }),
    ...(createdBy === undefined ? {} : { created_by: createdBy }),
  };
}

export function tournamentListQueryOptions(filters: TournamentFilters, page: number) {
  const query = tournamentListQuery(filters, page);
  return queryOptions({
    queryKey: [...TOURNAMENTS_QUERY_KEY, 'list', query],
    queryFn: () => call(tournamentsEndpoints.list, { query }),
    placeholderData: keepPreviousData,
  });
}

export function tournamentQueryOptions(tournamentId: number) {
  return queryOptions({
    queryKey: [...TOURNAMENTS_QUERY_KEY, 'tournament', tournamentId],
    queryFn: () => call(tournamentsEndpoints.get, { params: { id: tournamentId } }),
  });
}

/** The options change only with a game's work status, so they are kept a few minutes. */
export function tournamentOptionsQueryOptions(game: GameId) {
  return queryOptions({
    queryKey: [...TOURNAMENTS_QUERY_KEY, 'options', game],
    queryFn: () => call(tournamentsEndpoints.options, { query: { game } }),
    staleTime: 5 * 60_000,
  });
}

export function refreshTournaments(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: TOURNAMENTS_QUERY_KEY });
}

function useTournamentsMutation<Input, Output>(
  run: (input: Input) => Promise<Output>,
  onSuccess: (output: Output) => void,
) {
  return useRefreshingMutation(TOURNAMENTS_QUERY_KEY, run, onSuccess);
}

export interface CreateAttempt {
  game: GameId;
  body: TournamentPayload;
  /** One key per attempt: a retry of the same attempt holds the prize pool once. */
  idempotencyKey: string;
}

export function useCreateTournament(onCreated: (id: number) => void) {
  return useTournamentsMutation(
    ({ game, body, idempotencyKey }: CreateAttempt) =>
      call(tournamentsEndpoints.create, { query: { game }, body }, { quiet: true, idempotencyKey }),
    ({ id }) => onCreated(id),
  );
}

export function useEditTournament(tournamentId: number, onSaved: () => void) {
  return useTournamentsMutation(
    (body: TournamentPatchPayload) =>
      call(tournamentsEndpoints.patch, { params: { id: tournamentId }, body }, { quiet: true }),
    onSaved,
  );
}

export function useDeleteTournament(onDeleted: () => void) {
  return useTournamentsMutation(
    (tournamentId: number) => call(tournamentsEndpoints.remove, { params: { id: tournamentId } }),
    onDeleted,
  );
}
