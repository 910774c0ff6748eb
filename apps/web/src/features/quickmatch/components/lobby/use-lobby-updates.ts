// The lobby page's quick-match-updates subscription, once the lobby has loaded (a missing one has
// nothing to watch): every push patches the lobby query, and the match's end opens its statistics.
// A second subscribe answer means the socket came back after a gap: the answer carries the public
// lobby, and the lobby is read again for what only the caller sees.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { liveSocket } from '../../../../lib/live-socket';
import { lobbyQueryOptions } from '../../api/lobby';
import { SUBSCRIBE_ANSWER } from '../../lobby-frames';
import { applyLobbyUpdate } from '../../realtime';

export function useLobbyUpdates(
  lobbyId: number | null,
  onMatchEnd: (matchId: number) => void,
): void {
  const queryClient = useQueryClient();
  const onEnd = useRef(onMatchEnd);
  useEffect(() => {
    onEnd.current = onMatchEnd;
  }, [onMatchEnd]);
  useEffect(() => {
    if (lobbyId === null) return undefined;
    let answers = 0;
    return liveSocket.subscribe(
      'quick-match-updates',
      { action: SUBSCRIBE_ANSWER, pk: lobbyId },
      (frame) => {
        const { endedMatchId } = applyLobbyUpdate(queryClient, lobbyId, frame);
        if (endedMatchId !== null) onEnd.current(endedMatchId);
        if (frame.action !== SUBSCRIBE_ANSWER || (answers += 1) < 2) return;
        void queryClient.invalidateQueries({ queryKey: lobbyQueryOptions(lobbyId).queryKey });
      },
    );
  }, [lobbyId, queryClient]);
}
