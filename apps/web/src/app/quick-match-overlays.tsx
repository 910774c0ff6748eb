// The quick-match overlays every page of a signed-in user can show: the ready check while profile/me
// carries one (the user-updates profile push sets and clears it), and the inviteQM toasts that
// user-updates brings (app/user-updates.ts hands them to the quick-match feature).
import { useState } from 'react';
import { useMe } from '../features/profile/api/me';
import { InviteToasts } from '../features/quickmatch/components/live/invite-toasts';
import { ReadyCheckModal } from '../features/quickmatch/components/live/ready-check-modal';
import { useIsSignedIn } from '../lib/auth-tokens';

export function QuickMatchOverlays() {
  const isSignedIn = useIsSignedIn();
  const check = useMe().data?.ready_check ?? null;
  // A ready check closed by hand after its deadline stays closed; the next one opens again.
  const [closed, setClosed] = useState<string | null>(null);
  const key = check === null ? null : `${String(check.match_id)}:${check.deadline}`;
  if (!isSignedIn) return null;
  return (
    <>
      <ReadyCheckModal check={key === closed ? null : check} onClose={() => setClosed(key)} />
      <InviteToasts />
    </>
  );
}
