// The tournament page's grid-updates subscription: every bracket change patches the grid query. A
// second subscribe answer means the socket came back and pushes may have been missed: the answer
// itself carries the whole bracket, so only the tournament is read again. Sockets need a session; a guest sees what loaded.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIsSignedIn } from '../../../../lib/auth-tokens';
import { liveSocket } from '../../../../lib/live-socket';
import { tournamentQueryOptions } from '../../api/tournaments';
import { SUBSCRIBE_ANSWER, type MatchVersions } from '../../grid-frames';
import { applyGridUpdate } from '../../realtime';

export function useGridUpdates(tournamentId: number): void {
  const queryClient = useQueryClient();
  const isSignedIn = useIsSignedIn();
  useEffect(() => {
    if (!isSignedIn) return;
    let versions: MatchVersions = new Map();
    let answers = 0;
    return liveSocket.subscribe(
      'grid-updates',
      { action: SUBSCRIBE_ANSWER, tournament_id: tournamentId },
      (frame) => {
        if (frame.action === SUBSCRIBE_ANSWER) answers += 1;
        versions = applyGridUpdate(queryClient, tournamentId, versions, frame);
        if (frame.action !== SUBSCRIBE_ANSWER || answers < 2) return;
        void queryClient.invalidateQueries({
          queryKey: tournamentQueryOptions(tournamentId).queryKey,
        });
      },
    );
  }, [tournamentId, isSignedIn, queryClient]);
}
