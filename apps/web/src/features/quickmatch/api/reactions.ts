// Liking or disliking a lobby (POST quickmatch/{id}/user-action/?action): shown at once on the cached
// lobby with the toggle tournaments use (lib/reaction-toggle.ts); the server's answer then sets the
// counts, and a failure puts the lobby back as it was.
import { quickMatchEndpoints, type QuickMatch } from '@clutch/contract/quickmatch';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { toggleReaction, type Reaction } from '../../../lib/reaction-toggle';
import { lobbyQueryOptions } from './lobby';

export function withReaction(lobby: QuickMatch, pressed: Reaction): QuickMatch {
  const next = toggleReaction(
    {
      action: lobby.user_action ?? 'none',
      likes: lobby.likes_count,
      dislikes: lobby.dislikes_count,
    },
    pressed,
  );
  return {
    ...lobby,
    likes_count: next.likes,
    dislikes_count: next.dislikes,
    user_action: next.action,
  };
}

export function useLobbyReaction(lobbyId: number) {
  const queryClient = useQueryClient();
  const key = lobbyQueryOptions(lobbyId).queryKey;
  return useMutation({
    mutationFn: (pressed: Reaction) =>
      call(quickMatchEndpoints.userAction, {
        params: { id: lobbyId },
        query: { action: pressed },
      }),
    onMutate: async (pressed) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      if (before !== undefined) queryClient.setQueryData(key, withReaction(before, pressed));
      return { before };
    },
    onError: (_error, _pressed, context) => {
      if (context?.before !== undefined) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (result) =>
      queryClient.setQueryData(key, (cached) =>
        cached === undefined ? cached : { ...cached, ...result },
      ),
  });
}
