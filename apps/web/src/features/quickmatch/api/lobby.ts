// One lobby (GET quickmatch/{id}/) and what its people do in it: take a seat (a side, a 5_5 team,
// or a closed lobby's token), move to the other side, leave, toggle ready, the creator's removal and
// start, a pick-and-ban move, inviting a friend and repeating the in-game invitation. An answer that
// carries the lobby is written into its query (lobby-frames.ts decides against a newer push); the
// lists are refreshed after every action, and the lobby itself after a failure.
import { friendsEndpoints } from '@clutch/contract/friends';
import { quickMatchEndpoints, type QuickMatch } from '@clutch/contract/quickmatch';
import { teamsEndpoints } from '@clutch/contract/teams';
import {
  queryOptions,
  useMutation,
  useMutationState,
  useQueryClient,
  type MutationKey,
  type QueryClient,
} from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { call } from '../../../lib/api-client';
import { isClashWarning, withClashConfirm, type ConfirmClashes } from '../../../lib/clash-warning';
import { lobbyAfterAnswer } from '../lobby-frames';
import { QUICK_MATCHES_QUERY_KEY, refreshLobbyLists } from './lobbies';

/** Enough for every team one person leads, and for the friends one invites from. */
const CHOICES_PER_PAGE = 100;

export function lobbyQueryOptions(lobbyId: number) {
  return queryOptions({
    queryKey: [...QUICK_MATCHES_QUERY_KEY, 'lobby', lobbyId],
    queryFn: () => call(quickMatchEndpoints.one, { params: { id: lobbyId } }),
  });
}

export function leaderTeamsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: [...QUICK_MATCHES_QUERY_KEY, 'leader-teams', userId],
    queryFn: () =>
      call(teamsEndpoints.ofProfile, {
        params: { id: userId },
        query: { is_leader: 'true', page: 1, per_page: CHOICES_PER_PAGE },
      }),
  });
}

export function inviteFriendsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: [...QUICK_MATCHES_QUERY_KEY, 'friends', userId],
    queryFn: () =>
      call(friendsEndpoints.listFriends, {
        params: { id: userId },
        query: { page: 1, per_page: CHOICES_PER_PAGE },
      }),
  });
}

export function writeLobby(queryClient: QueryClient, answer: QuickMatch): void {
  queryClient.setQueryData(lobbyQueryOptions(answer.id).queryKey, (cached) =>
    lobbyAfterAnswer(cached, answer),
  );
}

/** A lobby action: its answer (a lobby, or something the caller applies) and the refreshes. */
function useLobbyMutation<Input, Output>(
  lobbyId: number,
  run: (input: Input) => Promise<Output>,
  apply: (queryClient: QueryClient, output: Output) => void,
  mutationKey?: MutationKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: run,
    onSuccess: (output) => apply(queryClient, output),
    onError: () => queryClient.invalidateQueries({ queryKey: lobbyQueryOptions(lobbyId).queryKey }),
    onSettled: () => refreshLobbyLists(queryClient),
  });
}

export interface JoinInput {
  /** A side's id, or in 5_5 one of the caller's teams. */
  teamId?: number;
  /** A closed lobby's invitation token. */
  token?: string;
}

/** A real match seats players by their Steam account: the lobby page explains how to link one. */
export const STEAM_NOT_LINKED = 'steam_not_linked';

export function isSteamNotLinked(error: unknown): boolean {
  return error instanceof ApiError && error.code === STEAM_NOT_LINKED;
}

/**
 * Every way of taking a seat in a lobby (the join button, a seat, an invitation's toast) shares this
 * key, so the lobby page can explain the latest refusal whichever of them met it.
 */
export function joinMutationKey(lobbyId: number) {
  return [...QUICK_MATCHES_QUERY_KEY, 'join', lobbyId] as const;
}

/**
 * Takes a seat. A timed lobby whose match overlaps matches the caller already plays asks first
 * (`confirmClashes`); a cancelled attempt answers null and takes no seat.
 */
export function joinLobby(
  lobbyId: number,
  { teamId, token }: JoinInput,
  confirmClashes: ConfirmClashes,
): Promise<QuickMatch | null> {
  const query = {
    ...(teamId === undefined ? {} : { team_id: teamId }),
    ...(token === undefined ? {} : { token }),
  };
  return withClashConfirm(
    (confirmClash) =>
      call(
        quickMatchEndpoints.join,
        {
          params: { id: lobbyId },
          query: confirmClash ? { ...query, confirm_clash: true } : query,
        },
        { quietCodes: [STEAM_NOT_LINKED], isExplained: isClashWarning },
      ),
    confirmClashes,
  );
}

/** A lobby answer, unless the attempt was cancelled. */
export function writeJoinedLobby(queryClient: QueryClient, answer: QuickMatch | null): void {
  if (answer !== null) writeLobby(queryClient, answer);
}

/** Whether the latest attempt to take a seat here was refused for want of a linked Steam account. */
export function useIsRefusedForSteam(lobbyId: number): boolean {
  const attempts = useMutationState({
    filters: { mutationKey: joinMutationKey(lobbyId) },
    select: (mutation) => mutation.state,
  });
  const latest = attempts.at(-1);
  return latest?.status === 'error' && isSteamNotLinked(latest.error);
}

export function useJoinLobby(lobbyId: number, confirmClashes: ConfirmClashes) {
  return useLobbyMutation(
    lobbyId,
    (input: JoinInput) => joinLobby(lobbyId, input, confirmClashes),
    writeJoinedLobby,
    joinMutationKey(lobbyId),
  );
}

export function useChangePosition(lobbyId: number) {
  return useLobbyMutation(
    lobbyId,
    (sideId: number) =>
      call(quickMatchEndpoints.changePosition, {
        params: { id: lobbyId },
        query: { team_id: sideId },
      }),
    writeLobby,
  );
}

export function useRemovePlayer(lobbyId: number) {
  return useLobbyMutation(
    lobbyId,
    (position: number) =>
      call(quickMatchEndpoints.removePlayer, { params: { id: lobbyId, position } }),
    writeLobby,
  );
}

export function useStartGame(lobbyId: number) {
  return useLobbyMutation(
    lobbyId,
    () => call(quickMatchEndpoints.startGame, { params: { id: lobbyId } }),
    writeLobby,
  );
}

/** Leaving answers only a message: the lobby is read again without the caller's seat. */
export function useLeaveLobby(lobbyId: number, onLeft: () => void) {
  return useLobbyMutation(
    lobbyId,
    () => call(quickMatchEndpoints.leave, { params: { id: lobbyId } }),
    (queryClient) => {
      void queryClient.invalidateQueries({ queryKey: lobbyQueryOptions(lobbyId).queryKey });
      onLeft();
    },
  );
}

/** Toggles the caller's ready flag; the lobby shown (if loaded) takes the flag and the count. */
export function useToggleReady(lobbyId: number) {
  return useLobbyMutation(
    lobbyId,
    () => call(quickMatchEndpoints.toggleReady, { params: { id: lobbyId } }),
    (queryClient, state) =>
      queryClient.setQueryData(lobbyQueryOptions(lobbyId).queryKey, (cached) =>
        cached === undefined
          ? cached
          : { ...cached, is_ready: state.is_ready, ready_check: state.ready_check },
      ),
  );
}

/** A pick-and-ban move over HTTP, whose refusal names its reason (the board shows it). */
export function useVetoMove(lobbyId: number) {
  return useLobbyMutation(
    lobbyId,
    (item: string) =>
      call(quickMatchEndpoints.veto, { params: { id: lobbyId }, body: { item } }, { quiet: true }),
    (queryClient, veto) =>
      queryClient.setQueryData(lobbyQueryOptions(lobbyId).queryKey, (cached) =>
        cached === undefined || (cached.veto?.moves.length ?? 0) > veto.moves.length
          ? cached
          : { ...cached, veto },
      ),
  );
}

export function useInviteToLobby() {
  return useMutation({
    mutationFn: (userId: number) => call(quickMatchEndpoints.invite, { params: { id: userId } }),
  });
}

export function useResendInvites(lobbyId: number) {
  return useMutation({
    mutationFn: () =>
      call(quickMatchEndpoints.resendInvites, {
        params: { id: lobbyId },
        query: { match: 'quick_match' },
      }),
  });
}
