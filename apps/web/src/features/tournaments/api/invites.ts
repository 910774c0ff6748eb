// What an invited user answers (spec 2 sections 4 and 8): a player or watcher invitation read by its
// token (accepted by joining with the token, declined by DELETE), an ownership offer read by its token and accepted (2)
// or declined (3), and a commentator invitation found among the match's casters and answered the
// same way. Answers refresh everything under TOURNAMENTS_QUERY_KEY.
import { tournamentMatchesEndpoints as matches } from '@clutch/contract/tournament-matches';
import { tournamentRegistrationEndpoints as registration } from '@clutch/contract/tournament-registration';
import { tournamentTransfersEndpoints as transfers } from '@clutch/contract/tournament-transfers';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { TOURNAMENTS_QUERY_KEY } from './tournaments';

/** 2 accepts, 3 declines: the spec's invitation response status. */
export type InviteAnswer = 2 | 3;

export function inviteInfoQueryOptions(token: string) {
  return queryOptions({
    queryKey: [...TOURNAMENTS_QUERY_KEY, 'invite', token],
    queryFn: () => call(registration.inviteInfo, { query: { invite_token: token } }),
    retry: false,
  });
}

export function transferOfferQueryOptions(tournamentId: number, token: string) {
  return queryOptions({
    queryKey: [...TOURNAMENTS_QUERY_KEY, 'transfer-offer', tournamentId, token],
    queryFn: () =>
      call(transfers.show, { params: { id: tournamentId }, query: { transfer_token: token } }),
    retry: false,
  });
}

export function commentatorsQueryOptions(matchId: number) {
  return queryOptions({
    queryKey: [...TOURNAMENTS_QUERY_KEY, 'commentators', matchId],
    queryFn: () => call(matches.commentators, { params: { match: matchId } }),
    retry: false,
  });
}

/** The invited user turns the invitation down; its token stops working. */
export function useDeclineInvite(token: string, onDeclined: () => void) {
  return useRefreshingMutation(
    TOURNAMENTS_QUERY_KEY,
    () => call(registration.declineInvite, { query: { invite_token: token } }, { quiet: true }),
    onDeclined,
  );
}

export function useAnswerTransfer(token: string, onAnswered: (status: InviteAnswer) => void) {
  return useRefreshingMutation(
    TOURNAMENTS_QUERY_KEY,
    async (status: InviteAnswer) => {
      await call(transfers.confirm, { params: { token }, body: { status } }, { quiet: true });
      return status;
    },
    onAnswered,
  );
}

export function useAnswerCommentator(
  matchId: number,
  instance: number,
  onAnswered: (status: InviteAnswer) => void,
) {
  return useRefreshingMutation(
    TOURNAMENTS_QUERY_KEY,
    async (status: InviteAnswer) => {
      await call(matches.decideCommentator, {
        params: { match: matchId, instance },
        body: { status },
      });
      return status;
    },
    onAnswered,
  );
}
