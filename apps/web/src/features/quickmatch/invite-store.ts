// The lobby invitations pushed to the signed-in user (the inviteQM toasts), newest last: one per
// lobby, each gone when answered, dismissed, or after INVITE_SHOWN_MS.
import type { QuickMatchInvitePush } from '@clutch/contract/quickmatch-live';
import { createExternalStore } from '../../lib/external-store';

/** Long enough to finish a sentence in chat and still answer. */
export const INVITE_SHOWN_MS = 60_000;

export const inviteStore = createExternalStore<readonly QuickMatchInvitePush[]>([]);

export function dismissInvite(matchId: number): void {
  inviteStore.set(inviteStore.get().filter((invite) => invite.match_id !== matchId));
}

export function receiveInvite(invite: QuickMatchInvitePush): void {
  const others = inviteStore.get().filter((shown) => shown.match_id !== invite.match_id);
  inviteStore.set([...others, invite]);
  setTimeout(() => {
    // A later invitation to the same lobby replaced this one and keeps its own time.
    if (inviteStore.get().includes(invite)) dismissInvite(invite.match_id);
  }, INVITE_SHOWN_MS);
}
