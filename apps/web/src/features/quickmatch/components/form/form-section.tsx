// What every part of the lobby form shares: the draft, a way to change it and the message under
// each field (the form's own check first, then the server's).
import type { LobbyDraft } from '../../lobby-draft';

export interface SectionProps {
  draft: LobbyDraft;
  change: (changes: Partial<LobbyDraft>) => void;
  errorOf: (field: string) => string | undefined;
}
