// The one subscription to the tournament-updates channel for the signed-in user: the notices of the
// matches they play (a win, a match error) and the status changes that make their tournament and
// bracket queries stale, wherever in the app they are.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applyTournamentUpdate } from '../features/tournaments/realtime';
import { liveSocket } from '../lib/live-socket';

export function useTournamentUpdates(userId: number | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === undefined) return;
    return liveSocket.subscribe(
      'tournament-updates',
      { action: 'subscribe_instance', pk: userId },
      (frame) => applyTournamentUpdate(queryClient, frame),
    );
  }, [userId, queryClient]);
}
