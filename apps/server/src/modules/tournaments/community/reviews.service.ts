// Tournament reviews: anyone signed in likes or dislikes (the spec's toggle); a comment and 0 to 5
// stars only from a participant (player, team roster member or watcher) once the tournament has
// finished. Each write locks the tournament row first, so its counters move with the review rows.
import type { Review, ReviewBody, ReviewResult } from '@clutch/contract/tournament-reviews';
import type { Db, Tx } from '../../../platform/db/database.js';
import type { Counted, PageWindow } from '../../../platform/http/pagination.js';
import type { EventPublisher } from '../../../platform/realtime/bus.js';
import {
  reviewsRepository as repo,
  type ReviewRow,
  type ReviewValues,
} from './reviews.repository.js';
import { toggleReaction } from './tournament-reaction.js';
import { ratingOf } from '../core/tournament-view.js';
import type { TournamentsEvent } from '../tournaments.events.js';
import { tournamentsRepository as tournamentsRepo } from '../core/tournaments.repository.js';
import { toUserBrief } from '../../../platform/http/user-brief.js';
import { localizedError } from '../../../platform/http/localized-errors.js';
import { tournamentsMessage as say } from '../tournaments-messages.js';

export interface ReviewsDeps {
  db: Db;
  bus: EventPublisher<TournamentsEvent>;
}

const notFound = () => localizedError('not_found', say('tournament_not_found'));

type Input = ReviewBody['user_action'];

async function requireReviewer(tx: Tx, tournament: { id: number; status: string }, userId: number) {
  if (tournament.status !== 'finished')
    throw localizedError('permission_denied', say('reviews_after_finish'));
  const standing = await tournamentsRepo.participationsOf(tx, [tournament.id], userId);
  if (standing.length === 0)
    throw localizedError('permission_denied', say('reviews_by_participants'));
}

function nextValues(own: ReviewRow | undefined, input: Input): ReviewValues {
  const comment = input.comment === undefined ? (own?.comment ?? null) : input.comment || null;
  return {
    userAction: toggleReaction(own?.userAction ?? 'none', input.action).next,
    comment,
    rating: input.rating ?? own?.rating ?? null,
  };
}

export function createReviewsService(deps: ReviewsDeps) {
  const { db, bus } = deps;

  async function react(callerId: number, id: number, body: ReviewBody): Promise<ReviewResult> {
    const input = body.user_action;
    const outcome = await db.transaction(async (tx) => {
      const tournament = await tournamentsRepo.lock(tx, id);
      if (!tournament) throw notFound();
      const writes = input.comment !== undefined || input.rating !== undefined;
      if (writes) await requireReviewer(tx, tournament, callerId);
      const own = await repo.lockOwn(tx, id, callerId);
      const change = toggleReaction(own?.userAction ?? 'none', input.action);
      const values = nextValues(own, input);
      await repo.save(tx, id, callerId, values);
      const oldRating = own?.rating ?? null;
      const counters = await repo.moveCounters(tx, id, {
        likes: change.likes,
        dislikes: change.dislikes,
        ratingSum: (values.rating ?? 0) - (oldRating ?? 0),
        ratings: (values.rating === null ? 0 : 1) - (oldRating === null ? 0 : 1),
      });
      return { counters, values };
    });
    const { counters, values } = outcome;
    void bus.publish({ type: 'TournamentChanged', tournamentId: id, version: counters.version });
    return {
      id,
      likes_count: counters.likes,
      dislikes_count: counters.dislikes,
      tournament_rating: ratingOf(counters.ratingSum, counters.ratings),
      ratings_count: counters.ratings,
      user_action: { action: values.userAction, comment: values.comment, rating: values.rating },
    };
  }

  async function list(tournamentId: number, window: PageWindow): Promise<Counted<Review>> {
    if (!(await tournamentsRepo.find(db, tournamentId))) throw notFound();
    const found = await repo.page(db, tournamentId, window);
    return {
      count: found.count,
      results: found.results.map(({ review, user }) => ({
        id: review.id,
        user: toUserBrief(user),
        action: review.userAction,
        comment: review.comment,
        rating: review.rating,
        created_at: review.createdAt.toISOString(),
        updated_at: review.updatedAt.toISOString(),
      })),
    };
  }

  return { react, list };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
