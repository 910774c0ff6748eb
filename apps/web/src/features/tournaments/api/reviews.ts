// Reactions and reviews (packages/contract/src/tournament-reviews.ts). A like or dislike is shown at
// once on the tournament in the cache (the toggle of reaction-toggle.ts); the server's answer then
// replaces those counts, and a failure puts the tournament back as it was.
import { REVIEWS_PER_PAGE, tournamentReviewsEndpoints } from '@clutch/contract/tournament-reviews';
import type { ReviewResult } from '@clutch/contract/tournament-reviews';
import type { Tournament } from '@clutch/contract/tournaments';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { toggleReaction, type Reaction } from '../../../lib/reaction-toggle';
import { TOURNAMENTS_QUERY_KEY, tournamentQueryOptions } from './tournaments';

export function reviewsQueryOptions(tournamentId: number, page: number) {
  const query = { tournament: tournamentId, page, per_page: REVIEWS_PER_PAGE };
  return queryOptions({
    queryKey: [...TOURNAMENTS_QUERY_KEY, 'reviews', query],
    queryFn: () => call(tournamentReviewsEndpoints.reviews, { query }),
    placeholderData: keepPreviousData,
  });
}

function withResult(tournament: Tournament, result: ReviewResult): Tournament {
  return {
    ...tournament,
    likes_count: result.likes_count,
    dislikes_count: result.dislikes_count,
    tournament_rating: result.tournament_rating,
    ratings_count: result.ratings_count,
    user_action: result.user_action,
  };
}

function withToggle(tournament: Tournament, pressed: Reaction): Tournament {
  const current = tournament.user_action;
  const next = toggleReaction(
    {
      action: current?.action ?? 'none',
      likes: tournament.likes_count,
      dislikes: tournament.dislikes_count,
    },
    pressed,
  );
  return {
    ...tournament,
    likes_count: next.likes,
    dislikes_count: next.dislikes,
    user_action: { comment: null, rating: null, ...current, action: next.action },
  };
}

function applyResult(queryClient: QueryClient, tournamentId: number, result: ReviewResult) {
  queryClient.setQueryData(tournamentQueryOptions(tournamentId).queryKey, (current) =>
    current === undefined ? current : withResult(current, result),
  );
}

export function useReact(tournamentId: number) {
  const queryClient = useQueryClient();
  const key = tournamentQueryOptions(tournamentId).queryKey;
  return useMutation({
    mutationFn: (pressed: Reaction) =>
      call(tournamentReviewsEndpoints.react, {
        params: { id: tournamentId },
        body: { user_action: { action: pressed } },
      }),
    onMutate: async (pressed) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      if (before !== undefined) queryClient.setQueryData(key, withToggle(before, pressed));
      return { before };
    },
    onError: (_error, _pressed, context) => {
      if (context?.before !== undefined) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (result) => applyResult(queryClient, tournamentId, result),
  });
}

export interface ReviewInput {
  comment: string;
  rating: number;
}

export function useReview(tournamentId: number, onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ comment, rating }: ReviewInput) =>
      call(
        tournamentReviewsEndpoints.react,
        { params: { id: tournamentId }, body: { user_action: { comment, rating } } },
        { quiet: true },
      ),
    onSuccess: (result) => {
      applyResult(queryClient, tournamentId, result);
      onSaved();
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: [...TOURNAMENTS_QUERY_KEY, 'reviews'] }),
  });
}
