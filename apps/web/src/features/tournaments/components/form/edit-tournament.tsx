// Editing a tournament (its organiser, until registration closes): the same form, started from the
// tournament as it is, without the game switch, the ban list and the jars (their own endpoints).
import type { Tournament } from '@clutch/contract/tournaments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../../lib/toast';
import { useEditTournament } from '../../api/tournaments';
import { draftOfTournament, type TournamentDraft } from '../../tournament-draft';
import { tournamentPatchPayload } from '../../tournament-payload';
import { TournamentForm } from './tournament-form';

export function EditTournament({
  tournament,
  viewerId,
  onSaved,
  onCancel,
}: {
  tournament: Tournament;
  viewerId: number;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [initial] = useState(() => draftOfTournament(tournament));
  const edit = useEditTournament(tournament.id, () => {
    showToast(t('tournaments.form.saved'), 'success');
    onSaved();
  });
  return (
    <TournamentForm
      initial={initial}
      isNew={false}
      viewerId={viewerId}
      submitLabel={t('tournaments.form.save')}
      pending={edit.isPending}
      error={edit.error}
      onSubmit={(draft: TournamentDraft) => edit.mutate(tournamentPatchPayload(draft))}
      onCancel={onCancel}
    />
  );
}
