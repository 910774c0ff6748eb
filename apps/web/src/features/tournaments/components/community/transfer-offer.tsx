// An ownership offer (GET tournaments/{id}/transfer/?transfer_token): who offers which tournament.
// Accepting (status 2) makes the user its organiser and stays on its page; declining (3) goes home.
import { Text } from '@mantine/core';
import { TRANSFER_STATUSES } from '@clutch/contract/tournament-transfers';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../../lib/locale-navigation';
import { showToast } from '../../../../lib/toast';
import { transferOfferQueryOptions, useAnswerTransfer } from '../../api/invites';
import { localName } from '../../tournament-labels';
import { InviteGone, InviteLoading, InviteSummary, StatusAnswer } from './invite-answer';
import type { InviteClose } from './invite-target';

export function TransferOffer({
  tournamentId,
  token,
  onClose,
}: {
  tournamentId: number;
  token: string;
  onClose: InviteClose;
}) {
  const { t } = useTranslation();
  const locale = useRouteLocale();
  const offer = useQuery(transferOfferQueryOptions(tournamentId, token));
  const answer = useAnswerTransfer(token, (status) => {
    if (status === 2) showToast(t('tournamentOrganiser.invite.ownerNow'), 'success');
    onClose(status === 2 ? 'tournament' : 'home');
  });
  if (offer.isPending) return <InviteLoading />;
  if (offer.isError || offer.data.status !== TRANSFER_STATUSES.pending)
    return <InviteGone isMissing={offer.isError} onToTournament={() => onClose('tournament')} />;
  return (
    <StatusAnswer answer={answer}>
      <InviteSummary
        tournament={localName(offer.data.tournament.translations, locale)}
        from={offer.data.from_user}
        startsAt={offer.data.tournament.start_time}
      />
      <Text>
        {t('tournamentOrganiser.invite.transferText', {
          name: offer.data.from_user.username,
          tournament: localName(offer.data.tournament.translations, locale),
        })}
      </Text>
    </StatusAnswer>
  );
}
