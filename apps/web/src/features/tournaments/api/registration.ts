// Taking part (packages/contract/src/tournament-registration.ts): joining as a player, team or
// watcher (Idempotency-Key per attempt: the entry fee is held; a calendar clash is confirmed first),
// leaving, cancelling an application, the teams the viewer leads for a 5_5 join, the players and
// participants lists, and the creator's remove and ban. Every change refreshes everything under
// TOURNAMENTS_QUERY_KEY.
import type { JoinBody, JoinResult } from '@clutch/contract/tournament-registration';
import {
  PARTICIPANTS_PER_PAGE,
  tournamentRegistrationEndpoints as endpoints,
} from '@clutch/contract/tournament-registration';
import { teamsEndpoints } from '@clutch/contract/teams';
import type { UserType } from '@clutch/contract/tournaments';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { withClashConfirm, type ConfirmClashes } from '../../../lib/clash-warning';
import { TOURNAMENTS_QUERY_KEY } from './tournaments';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

/** A leader has few teams; one page of this size holds them all. */
const LEADER_TEAMS_PER_PAGE = 50;

export function leaderTeamsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: [...TOURNAMENTS_QUERY_KEY, 'leader-teams', userId],
    queryFn: () =>
      call(teamsEndpoints.ofProfile, {
        params: { id: userId },
        query: { is_leader: 'true', page: 1, per_page: LEADER_TEAMS_PER_PAGE },
      }),
  });
}

export function playersQueryOptions(tournamentId: number) {
  return queryOptions({
    queryKey: [...TOURNAMENTS_QUERY_KEY, 'players', tournamentId],
    queryFn: () => call(endpoints.players, { params: { id: tournamentId } }),
  });
}

export function participantsQueryOptions(
  tournamentId: number,
  userType: UserType,
  search: string,
  page: number,
) {
  const query = {
    user_type: userType,
    page,
    per_page: PARTICIPANTS_PER_PAGE,
    ...(search === '' ? {} : { search }),
  };
  return queryOptions({
    queryKey: [...TOURNAMENTS_QUERY_KEY, 'participants', tournamentId, query],
    queryFn: () => call(endpoints.participants, { params: { id: tournamentId }, query }),
    placeholderData: keepPreviousData,
  });
}

function useRegistrationMutation<Input, Output>(
  run: (input: Input) => Promise<Output>,
  onSuccess?: (output: Output) => void,
) {
  return useRefreshingMutation(TOURNAMENTS_QUERY_KEY, run, onSuccess);
}

export interface JoinAttempt {
  body: NonNullable<JoinBody>;
  /** One key per attempt: a retry of the same attempt holds the entry fee once. */
  idempotencyKey: string;
}

/**
 * Joining, applying or accepting an invitation. A player whose matches would overlap matches they
 * already play is asked first (`confirmClashes`); a cancelled attempt ends with nothing joined.
 */
export function useJoinTournament(
  tournamentId: number,
  onJoined: (result: JoinResult) => void,
  confirmClashes: ConfirmClashes,
) {
  return useRegistrationMutation(
    ({ body, idempotencyKey }: JoinAttempt) =>
      withClashConfirm(
        (confirmClash) =>
          call(
            endpoints.register,
            {
              params: { id: tournamentId },
              query: confirmClash ? { confirm_clash: true } : {},
              body,
            },
            { quiet: true, idempotencyKey },
          ),
        confirmClashes,
      ),
    (result) => {
      if (result !== null) onJoined(result);
    },
  );
}

export function useLeaveTournament(tournamentId: number) {
  return useRegistrationMutation(() => call(endpoints.leave, { params: { id: tournamentId } }));
}

export function useCancelApplication(tournamentId: number, onCancelled?: () => void) {
  return useRegistrationMutation(
    // The spec's cancel fails silently: the page refreshes to what is true either way.
    () => call(endpoints.cancelApplication, { params: { id: tournamentId } }, { quiet: true }),
    onCancelled,
  );
}

/** A player or watcher by user id, a 5_5 team by team id. */
export type Removal = { user: number } | { team: number };

export function useRemoveParticipant(tournamentId: number) {
  return useRegistrationMutation((body: Removal) =>
    call(endpoints.removeParticipant, { params: { id: tournamentId }, body }),
  );
}

export function useBanParticipant(tournamentId: number) {
  return useRegistrationMutation((body: Removal) =>
    call(endpoints.ban, { params: { id: tournamentId }, body }),
  );
}
