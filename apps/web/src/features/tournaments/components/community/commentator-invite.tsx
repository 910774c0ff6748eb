// A commentator invitation: the match card (from the match's casters, with the sides' rosters from
// the players list) and who invites. Accepting (status 2) stays on the tournament's page; declining
// (3) goes home.
import { Text } from '@mantine/core';
import { COMMENTATOR_STATUSES } from '@clutch/contract/tournament-matches';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../../lib/toast';
import { commentatorsQueryOptions, useAnswerCommentator } from '../../api/invites';
import { playersQueryOptions } from '../../api/registration';
import { CommentatorCard } from './commentator-card';
import { InviteGone, InviteLoading, StatusAnswer } from './invite-answer';
import type { InviteClose } from './invite-target';

export function CommentatorInvite({
  tournamentId,
  matchId,
  instance,
  onClose,
}: {
  tournamentId: number;
  matchId: number;
  instance: number;
  onClose: InviteClose;
}) {
  const { t } = useTranslation();
  const casters = useQuery(commentatorsQueryOptions(matchId));
  const players = useQuery(playersQueryOptions(tournamentId));
  const answer = useAnswerCommentator(matchId, instance, (status) => {
    if (status === 2) showToast(t('tournamentOrganiser.invite.casting'), 'success');
    onClose(status === 2 ? 'tournament' : 'home');
  });
  if (casters.isPending) return <InviteLoading />;
  const invitation = casters.data?.find((caster) => caster.id === instance);
  if (invitation === undefined || invitation.status !== COMMENTATOR_STATUSES.pending)
    return (
      <InviteGone
        isMissing={invitation === undefined}
        onToTournament={() => onClose('tournament')}
      />
    );
  return (
    <StatusAnswer answer={answer}>
      <Text>{t('tournamentOrganiser.invite.commentatorText')}</Text>
      <CommentatorCard match={invitation.match} rosters={players.data ?? []} />
    </StatusAnswer>
  );
}
