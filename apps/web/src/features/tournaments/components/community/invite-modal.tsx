// The invite modal (spec 2 screen 8) over the tournament's page: a player or watcher invitation, an
// ownership offer or a commentator invitation, each answered inside it. Closing it clears the
// invitation either way; where the user lands (the tournament or home) is the answer's to say.
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InviteClose, InviteTarget } from './invite-target';
import { CommentatorInvite } from './commentator-invite';
import { PlayerInvite } from './player-invite';
import { TransferOffer } from './transfer-offer';

const TITLES = {
  invite: 'playerTitle',
  transfer: 'transferTitle',
  commentator: 'commentatorTitle',
} as const;

function InviteBody({
  tournamentId,
  target,
  meId,
  onClose,
}: {
  tournamentId: number;
  target: InviteTarget;
  meId: number;
  onClose: InviteClose;
}) {
  switch (target.kind) {
    case 'invite':
      return <PlayerInvite token={target.token} meId={meId} onClose={onClose} />;
    case 'transfer':
      return <TransferOffer tournamentId={tournamentId} token={target.token} onClose={onClose} />;
    case 'commentator':
      return (
        <CommentatorInvite
          tournamentId={tournamentId}
          matchId={target.matchId}
          instance={target.instance}
          onClose={onClose}
        />
      );
  }
}

export function InviteModal(props: {
  tournamentId: number;
  target: InviteTarget;
  meId: number;
  onClose: InviteClose;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={() => props.onClose('tournament')}
      centered
      size="md"
      radius="lg"
      title={t(`tournamentOrganiser.invite.${TITLES[props.target.kind]}`)}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 800, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <InviteBody {...props} />
    </Modal>
  );
}
