// Likes, dislikes, comments and star ratings of a tournament. A like or dislike toggles as the spec
// says (again clears it, the other switches); comments and stars are for participants after the end.
import { z } from 'zod';
import {
  IdParamsSchema,
  IdSchema,
  PageQuerySchema,
  TimestampSchema,
  UserBriefSchema,
  pageOf,
} from './common.js';
import { endpoint } from './endpoint.js';
import { ReviewActionSchema, TournamentUserActionSchema } from './tournaments.js';

export const REVIEWS_PER_PAGE = 8;
export const COMMENT_MAX = 2000;
export const RATING_MAX = 5;

export const ReviewBodySchema = z
  .object({
    user_action: z
      .object({
        /** like or dislike toggles; none (or absent) keeps the reaction and only writes the rest. */
        action: ReviewActionSchema.optional(),
        comment: z.string().trim().max(COMMENT_MAX).optional(),
        rating: z.coerce.number().int().min(0).max(RATING_MAX).optional(),
      })
      .strict(),
  })
  .strict();
export type ReviewBody = z.output<typeof ReviewBodySchema>;

export const ReviewResultSchema = z.object({
  id: z.number().int(),
  likes_count: z.number().int(),
  dislikes_count: z.number().int(),
  tournament_rating: z.number(),
  ratings_count: z.number().int(),
  user_action: TournamentUserActionSchema,
});
export type ReviewResult = z.infer<typeof ReviewResultSchema>;

export const ReviewSchema = z.object({
  id: z.number().int(),
  user: UserBriefSchema,
  action: ReviewActionSchema,
  comment: z.string().nullable(),
  rating: z.number().int().nullable(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type Review = z.infer<typeof ReviewSchema>;
export const ReviewsQuerySchema = PageQuerySchema.extend({ tournament: IdSchema });

export const tournamentReviewsEndpoints = {
  react: endpoint({
    method: 'POST',
    path: 'tournaments/:id/tournament-action/',
    auth: 'required',
    tag: 'tournaments',
    summary:
      'Like or dislike (toggles), comment and rate 0 to 5 stars (participants, after the end)',
    params: IdParamsSchema,
    body: ReviewBodySchema,
    response: ReviewResultSchema,
  }),
  reviews: endpoint({
    method: 'GET',
    path: 'tournaments/users-actions/',
    auth: 'optional',
    tag: 'tournaments',
    summary: 'Reviews of ?tournament= with a comment or stars, newest first (per_page 8)',
    query: ReviewsQuerySchema,
    response: pageOf(ReviewSchema),
  }),
} as const;
