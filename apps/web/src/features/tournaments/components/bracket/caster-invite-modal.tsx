// Inviting a caster to one match: find a user by name and invite them; the invited user is
// notified and accepts or declines.
import { Button, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../../lib/toast';
import { useInviteCaster } from '../../api/matches';
import { PersonSearch } from '../organiser/person-search';

export function CasterInviteModal({ matchId, onClose }: { matchId: number; onClose: () => void }) {
  const { t } = useTranslation();
  // The hook's callback, not mutate's: closing unmounts the modal before a per-call one could run.
  const invite = useInviteCaster(matchId, (invitation) => {
    showToast(t('tournaments.match.casterInvited', { name: invitation.user.username }), 'success');
    onClose();
  });
  return (
    <Modal opened onClose={onClose} title={t('tournaments.match.inviteCaster')} centered>
      <PersonSearch
        kind="user"
        testId="caster-search"
        action={(found) => (
          <Button
            size="compact-sm"
            variant="default"
            loading={invite.isPending && invite.variables === found.id}
            onClick={() => invite.mutate(found.id)}
          >
            {`+ ${found.name}`}
          </Button>
        )}
      />
    </Modal>
  );
}
