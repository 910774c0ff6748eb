// The live quick-match channels reaching the cache. quick-match-updates frames patch the open lobby
// (lobby-frames.ts decides how) and say what the page does next: read it again, or go to the match's
// statistics. user-updates brings the signed-in user's invitations (the inviteQM toasts) and the
// errors of their match, each shown by its code in the viewer's language.
import {
  QUICK_MATCH_USER_ACTIONS,
  QuickMatchErrorPushSchema,
  QuickMatchInvitePushSchema,
} from '@clutch/contract/quickmatch-live';
import type { ServerFrame } from '@clutch/contract/realtime';
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { i18n } from '../../lib/i18n';
import { showToast } from '../../lib/toast';
import { lobbyQueryOptions } from './api/lobby';
import { refreshLobbyLists } from './api/lobbies';
import { errorTextKey } from './error-texts';
import { receiveInvite } from './invite-store';
import { lobbyAfterFrame } from './lobby-frames';

/** Longer than the 4 s of other errors: these say why a match did not start or moved. */
export const QUICK_MATCH_ERROR_MS = 10_000;

/** Applies one quick-match-updates frame; answers the statistics to open when the match ended. */
export function applyLobbyUpdate(
  queryClient: QueryClient,
  lobbyId: number,
  frame: ServerFrame,
): { endedMatchId: number | null } {
  const key = lobbyQueryOptions(lobbyId).queryKey;
  const outcome = lobbyAfterFrame(queryClient.getQueryData(key), lobbyId, frame);
  const refetch = () => void queryClient.invalidateQueries({ queryKey: key });
  switch (outcome.kind) {
    case 'failed':
      showToast(i18n.t('quickmatch.errors.update_error'), 'error');
      break;
    case 'refetch':
      refetch();
      break;
    case 'applied':
      queryClient.setQueryData(key, outcome.lobby);
      if (outcome.refetch) refetch();
      break;
    case 'deleted':
      if (outcome.lobby !== undefined) queryClient.setQueryData(key, outcome.lobby);
      showToast(i18n.t('quickmatch.lobby.quick_match_has_been_deleted'), 'error');
      refreshLobbyLists(queryClient);
      break;
    case 'ended':
      return { endedMatchId: outcome.matchId };
    case 'ignored':
      break;
  }
  return { endedMatchId: null };
}

const OtherErrorSchema = z.object({ match_id: z.number().int(), message: z.string() });

function showMatchError(queryClient: QueryClient, data: unknown): void {
  const known = QuickMatchErrorPushSchema.safeParse(data);
  const key = known.success ? errorTextKey(known.data.code) : null;
  const other = OtherErrorSchema.safeParse(data);
  if (!other.success) return;
  const text = key === null ? other.data.message : i18n.t(`quickmatch.errors.${key}`);
  showToast(text, 'error', { durationMs: QUICK_MATCH_ERROR_MS });
  void queryClient.invalidateQueries({
    queryKey: lobbyQueryOptions(other.data.match_id).queryKey,
  });
}

/** Applies one user-updates frame if it is a quick-match one; says whether it was. */
export function applyQuickMatchUserPush(queryClient: QueryClient, frame: ServerFrame): boolean {
  if (frame.action === QUICK_MATCH_USER_ACTIONS.error) {
    showMatchError(queryClient, frame.data);
    return true;
  }
  if (frame.action === QUICK_MATCH_USER_ACTIONS.invite) {
    const invite = QuickMatchInvitePushSchema.safeParse(frame.data);
    if (invite.success) receiveInvite(invite.data);
    return true;
  }
  return false;
}
