// The tournaments & lobbies and infrastructure sections' calls (packages/contract/src/operator-ops.ts).
// Every action answers the tournament or lobby as it now stands, which replaces the cached one; the
// lists refresh.
import {
  operatorOpsEndpoints,
  type OpsLobby,
  type OpsTournament,
} from '@clutch/contract/operator-ops';
import type { QuickMatchStatus } from '@clutch/contract/quickmatch';
import type { TournamentStatus } from '@clutch/contract/tournament-options';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { DESK_INFRA_KEY, DESK_OPS_KEY, DESK_PER_PAGE } from '../desk/desk-keys';

export interface TournamentFilter {
  search: string;
  status: TournamentStatus | null;
  isDisputed: boolean;
}

export function opsTournamentsQueryOptions(filter: TournamentFilter, page: number) {
  return queryOptions({
    queryKey: [...DESK_OPS_KEY, 'tournaments', filter, page],
    queryFn: () =>
      call(operatorOpsEndpoints.tournaments, {
        query: {
          page,
          per_page: DESK_PER_PAGE,
          ...(filter.search === '' ? {} : { search: filter.search }),
          ...(filter.status === null ? {} : { status: filter.status }),
          ...(filter.isDisputed ? { disputed: 'true' } : {}),
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function opsTournamentQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...DESK_OPS_KEY, 'tournament', id],
    queryFn: () => call(operatorOpsEndpoints.tournament, { params: { id } }),
  });
}

function useTournamentAction<Input>(id: number, run: (input: Input) => Promise<OpsTournament>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (tournament) =>
      queryClient.setQueryData(opsTournamentQueryOptions(id).queryKey, tournament),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DESK_OPS_KEY }),
  });
}

/** Quiet: each action's reason dialog shows the refusal. */
export function useCancelTournament(id: number) {
  return useTournamentAction(id, (reason: string) =>
    call(
      operatorOpsEndpoints.cancelTournament,
      { params: { id }, body: { reason } },
      { quiet: true },
    ),
  );
}

export function useRemoveParticipant(id: number) {
  return useTournamentAction(
    id,
    ({ participant, reason }: { participant: number; reason: string }) =>
      call(
        operatorOpsEndpoints.removeParticipant,
        { params: { id, participant }, body: { reason } },
        { quiet: true },
      ),
  );
}

export function useSettleMatch(id: number) {
  return useTournamentAction(
    id,
    ({ match, winner, reason }: { match: number; winner: 'a' | 'b'; reason: string }) =>
      call(
        operatorOpsEndpoints.settleMatch,
        { params: { id, match }, body: { winner, reason } },
        { quiet: true },
      ),
  );
}

export interface LobbyFilter {
  search: string;
  status: QuickMatchStatus | null;
}

export function opsLobbiesQueryOptions(filter: LobbyFilter, page: number) {
  return queryOptions({
    queryKey: [...DESK_OPS_KEY, 'lobbies', filter, page],
    queryFn: () =>
      call(operatorOpsEndpoints.lobbies, {
        query: {
          page,
          per_page: DESK_PER_PAGE,
          ...(filter.search === '' ? {} : { search: filter.search }),
          ...(filter.status === null ? {} : { status: filter.status }),
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function opsLobbyQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...DESK_OPS_KEY, 'lobby', id],
    queryFn: () => call(operatorOpsEndpoints.lobby, { params: { id } }),
  });
}

function useLobbyAction<Input>(id: number, run: (input: Input) => Promise<OpsLobby>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (lobby) => queryClient.setQueryData(opsLobbyQueryOptions(id).queryKey, lobby),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DESK_OPS_KEY }),
  });
}

export function useCancelLobby(id: number) {
  return useLobbyAction(id, (reason: string) =>
    call(operatorOpsEndpoints.cancelLobby, { params: { id }, body: { reason } }, { quiet: true }),
  );
}

export function useRemoveLobbyPlayer(id: number) {
  return useLobbyAction(id, ({ user, reason }: { user: number; reason: string }) =>
    call(
      operatorOpsEndpoints.removeLobbyPlayer,
      { params: { id, user }, body: { reason } },
      { quiet: true },
    ),
  );
}

/** The pools change on their own (health checks, bots coming and going): looked at again often. */
const INFRASTRUCTURE_REFRESH_MS = 15_000;

export function cs2ServersQueryOptions() {
  return queryOptions({
    queryKey: [...DESK_INFRA_KEY, 'cs2-servers'],
    queryFn: () => call(operatorOpsEndpoints.cs2Servers),
    refetchInterval: INFRASTRUCTURE_REFRESH_MS,
  });
}

export function dotaBotsQueryOptions() {
  return queryOptions({
    queryKey: [...DESK_INFRA_KEY, 'dota-bots'],
    queryFn: () => call(operatorOpsEndpoints.dotaBots),
    refetchInterval: INFRASTRUCTURE_REFRESH_MS,
  });
}
