// Creating a tournament: the form starts from the draft kept in a cookie (or the defaults), keeps
// every change there for 7 days, and sends one Idempotency-Key per attempt, since creating holds the
// prize pool. Once created, the draft is forgotten and the caller opens the new tournament.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAttemptKeys } from '../../../../lib/attempt-key';
import { showToast } from '../../../../lib/toast';
import { useCreateTournament } from '../../api/tournaments';
import { clearDraftCookie, formatDraftCookie, readDraftCookie } from './draft-cookie';
import { emptyDraft, type TournamentDraft } from '../../tournament-draft';
import { tournamentPayload } from '../../tournament-payload';
import { TournamentForm } from './tournament-form';

function saveDraft(draft: TournamentDraft): void {
  const cookie = formatDraftCookie(draft);
  if (cookie !== null) document.cookie = cookie;
}

export function CreateTournament({
  viewerId,
  onCreated,
}: {
  viewerId: number;
  onCreated: (id: number) => void;
}) {
  const { t } = useTranslation();
  const keys = useAttemptKeys();
  const [initial] = useState(
    () => readDraftCookie(document.cookie, new Date()) ?? emptyDraft(1, new Date()),
  );
  const create = useCreateTournament((id) => {
    keys.finish();
    document.cookie = clearDraftCookie();
    showToast(t('tournaments.form.created'), 'success');
    onCreated(id);
  });
  const submit = (draft: TournamentDraft) => {
    const body = tournamentPayload(draft);
    const idempotencyKey = keys.keyFor(JSON.stringify([draft.game, body]));
    create.mutate({ game: draft.game, body, idempotencyKey });
  };
  return (
    <TournamentForm
      initial={initial}
      isNew
      viewerId={viewerId}
      submitLabel={t('tournaments.form.create')}
      pending={create.isPending}
      error={create.error}
      onChange={saveDraft}
      onSubmit={submit}
    />
  );
}
