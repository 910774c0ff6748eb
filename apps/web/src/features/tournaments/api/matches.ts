// Bracket matches (packages/contract/src/tournament-matches.ts): starting the ready matches, a
// result reported by a side or set by the creator, postponing, inviting a caster and the match's
// stream link. Every change refreshes everything under TOURNAMENTS_QUERY_KEY (bracket included).
import {
  tournamentMatchesEndpoints as endpoints,
  type Commentator,
} from '@clutch/contract/tournament-matches';
import { quickMatchEndpoints } from '@clutch/contract/quickmatch';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { TOURNAMENTS_QUERY_KEY } from './tournaments';

export interface MatchScore {
  matchId: number;
  scoreA: number;
  scoreB: number;
}

/** The matches of the tournament the signed-in caller casts (their stream links are theirs to set). */
export function castingQueryOptions(tournamentId: number) {
  return queryOptions({
    queryKey: [...TOURNAMENTS_QUERY_KEY, 'casting', tournamentId],
    queryFn: () => call(endpoints.casting, { params: { id: tournamentId } }),
  });
}

function useMatchMutation<Input, Output>(
  run: (input: Input) => Promise<Output>,
  onSuccess?: (output: Output) => void,
) {
  return useRefreshingMutation(TOURNAMENTS_QUERY_KEY, run, onSuccess);
}

export function useStartMatches(tournamentId: number, onStarted: () => void) {
  return useMatchMutation(
    () => call(endpoints.startGame, { params: { id: tournamentId } }),
    onStarted,
  );
}

/** The creator sets the result; a player reports their side's. Both answer the match. */
export function useMatchResult(by: 'creator' | 'side') {
  const endpoint = by === 'creator' ? endpoints.setResult : endpoints.report;
  return useMatchMutation(({ matchId, scoreA, scoreB }: MatchScore) =>
    call(
      endpoint,
      { params: { match: matchId }, body: { score_a: scoreA, score_b: scoreB } },
      { quiet: true },
    ),
  );
}

export function usePostponeMatch(matchId: number, onMoved: () => void) {
  return useMatchMutation(
    (startTime: Date) =>
      call(
        endpoints.postpone,
        { params: { match: matchId }, body: { new_start_time: startTime.toISOString() } },
        { quiet: true },
      ),
    onMoved,
  );
}

export function useInviteCaster(matchId: number, onInvited: (invitation: Commentator) => void) {
  return useMatchMutation(
    (userId: number) =>
      call(endpoints.inviteCommentator, { params: { match: matchId }, body: { user: userId } }),
    onInvited,
  );
}

/** A link saves it; null removes the match's stream. */
export function useStreamLink(matchId: number, onSaved: () => void) {
  return useMatchMutation(async (link: string | null) => {
    if (link === null) await call(endpoints.removeStreamLink, { params: { match: matchId } });
    else
      await call(
        endpoints.setStreamLink,
        { params: { match: matchId }, body: { stream_link: link } },
        { quiet: true },
      );
  }, onSaved);
}

/**
 * A player of a running Dota 2 match asks its lobby bot to invite them again (the spec's
 * `tournaments/resend-invites/{match}/`, without `?match=`, names a tournament match).
 */
export function useResendTournamentInvite(matchId: number) {
  return useMutation({
    mutationFn: () =>
      call(quickMatchEndpoints.resendInvites, {
        params: { id: matchId },
        query: { match: 'tournament' },
      }),
  });
}
