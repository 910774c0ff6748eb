// The live tournament channels reaching the cache. grid-updates frames patch the bracket query (a
// new result also refreshes the tournament: places, status, lobby). tournament-updates frames are the
// signed-in user's own notices: a win for 25 s, a match error for 30 s, status changes refetched.
import type { ServerFrame } from '@clutch/contract/realtime';
import {
  MATCH_ERROR_NOTICE_MS,
  MatchErrorPushSchema,
  MatchStatusPushSchema,
  TOURNAMENT_UPDATE_ACTIONS,
  TournamentStatusPushSchema,
  WIN_NOTICE_MS,
  WinPushSchema,
} from '@clutch/contract/tournament-live';
import type { QueryClient } from '@tanstack/react-query';
import { formatDateTime } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { showToast } from '../../lib/toast';
import { gridQueryOptions } from './api/grid';
import { tournamentQueryOptions } from './api/tournaments';
import { gridAfterFrame, type MatchVersions } from './grid-frames';

function refreshTournament(queryClient: QueryClient, tournamentId: number): void {
  void queryClient.invalidateQueries({ queryKey: tournamentQueryOptions(tournamentId).queryKey });
}

function refreshBracket(queryClient: QueryClient, tournamentId: number): void {
  refreshTournament(queryClient, tournamentId);
  void queryClient.invalidateQueries({ queryKey: gridQueryOptions(tournamentId).queryKey });
}

/** Applies one grid-updates frame; answers the match versions to keep for the next one. */
export function applyGridUpdate(
  queryClient: QueryClient,
  tournamentId: number,
  versions: MatchVersions,
  frame: ServerFrame,
): MatchVersions {
  const key = gridQueryOptions(tournamentId).queryKey;
  const outcome = gridAfterFrame(queryClient.getQueryData(key), versions, frame);
  if (outcome.kind === 'ignored') return versions;
  if (outcome.kind === 'refetch') {
    void queryClient.invalidateQueries({ queryKey: key });
    return versions;
  }
  queryClient.setQueryData(key, outcome.grid);
  if (outcome.hasNewResult) refreshTournament(queryClient, tournamentId);
  return outcome.versions;
}

/** A code this client knows is shown in the viewer's language; any other, in the server's words. */
function matchErrorNotice(data: unknown): { tournamentId: number; text: string } | null {
  const known = MatchErrorPushSchema.safeParse(data);
  if (known.success) {
    const { code, start_time: startTime } = known.data;
    const text =
      code === 'postponed' && startTime !== undefined
        ? i18n.t('tournaments.live.errors.postponedTo', { time: formatDateTime(startTime) })
        : i18n.t(`tournaments.live.errors.${code}`);
    return { tournamentId: known.data.tournament_id, text };
  }
  const other = MatchErrorPushSchema.pick({ tournament_id: true, message: true }).safeParse(data);
  return other.success
    ? { tournamentId: other.data.tournament_id, text: other.data.message }
    : null;
}

/** Applies one tournament-updates frame: the notices and the queries they make stale. */
export function applyTournamentUpdate(queryClient: QueryClient, frame: ServerFrame): void {
  if (frame.errors.length > 0) return;
  if (frame.action === TOURNAMENT_UPDATE_ACTIONS.win) {
    const win = WinPushSchema.safeParse(frame.data);
    if (!win.success) return;
    showToast(i18n.t('tournaments.live.win'), 'success', { durationMs: WIN_NOTICE_MS });
    refreshBracket(queryClient, win.data.tournament_id);
    return;
  }
  if (frame.action === TOURNAMENT_UPDATE_ACTIONS.matchError) {
    const notice = matchErrorNotice(frame.data);
    if (notice === null) return;
    showToast(notice.text, 'error', { durationMs: MATCH_ERROR_NOTICE_MS });
    refreshBracket(queryClient, notice.tournamentId);
    return;
  }
  const change =
    frame.action === TOURNAMENT_UPDATE_ACTIONS.matchStatus
      ? MatchStatusPushSchema.safeParse(frame.data)
      : frame.action === TOURNAMENT_UPDATE_ACTIONS.tournamentStatus
        ? TournamentStatusPushSchema.safeParse(frame.data)
        : null;
  if (change?.success) refreshBracket(queryClient, change.data.tournament_id);
}
