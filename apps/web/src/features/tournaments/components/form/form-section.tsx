// What every part of the tournament form shares: the draft, a way to change it and the message
// under each field (the form's own check first, then the server's).
import type { TournamentDraft } from '../../tournament-draft';

export interface SectionProps {
  draft: TournamentDraft;
  change: (changes: Partial<TournamentDraft>) => void;
  errorOf: (field: string) => string | undefined;
}
