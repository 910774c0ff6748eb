// The organiser's buttons on the tournament page: edit (its settings page, while registration is
// open) and delete (before the start, after a question; every crystal held for it goes back).
import { Button, Group } from '@mantine/core';
import type { Tournament } from '@clutch/contract/tournaments';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PencilIcon, TrashIcon } from '../../../../components/ui/action-icons';
import { askConfirmation } from '../../../../lib/confirm-dialog';
import { useLocalePath, useRouteLocale } from '../../../../lib/locale-navigation';
import { showToast } from '../../../../lib/toast';
import { useDeleteTournament } from '../../api/tournaments';
import { localName } from '../../tournament-labels';

export function canEditTournament(
  tournament: Pick<Tournament, 'status' | 'registration_closes_at'>,
) {
  return (
    tournament.status === 'registration' &&
    new Date(tournament.registration_closes_at).getTime() > Date.now()
  );
}

export function OwnerActions({
  tournament,
  onDeleted,
}: {
  tournament: Tournament;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const locale = useRouteLocale();
  const localePath = useLocalePath();
  const remove = useDeleteTournament(() => {
    showToast(t('tournaments.owner.deleted'), 'success');
    onDeleted();
  });
  const name = localName(tournament.translations, locale);
  const askAndDelete = async () => {
    const isConfirmed = await askConfirmation('confirm_delete_tournament', { name }).catch(
      () => false,
    );
    if (isConfirmed) remove.mutate(tournament.id);
  };
  if (tournament.status !== 'registration') return null;
  return (
    <Group gap="xs">
      {canEditTournament(tournament) ? (
        <Button
          component={Link}
          to={localePath(`/tournaments/${String(tournament.id)}/settings`)}
          variant="default"
          size="sm"
          leftSection={<PencilIcon size={16} />}
        >
          {t('tournaments.owner.edit')}
        </Button>
      ) : null}
      <Button
        color="red"
        variant="light"
        size="sm"
        leftSection={<TrashIcon size={16} />}
        loading={remove.isPending}
        onClick={() => void askAndDelete()}
      >
        {t('tournaments.owner.delete')}
      </Button>
    </Group>
  );
}
