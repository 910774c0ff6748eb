// HTTP adapter of tournament reviews: react, comment and rate; the page of written reviews.
import {
  REVIEWS_PER_PAGE,
  tournamentReviewsEndpoints as api,
} from '@clutch/contract/tournament-reviews';
import type { Mount } from '../../../platform/http/mount.js';
import { pageAnswer, pageRequest } from '../../../platform/http/pagination.js';
import type { ReviewsService } from './reviews.service.js';

export function registerReviewsRoutes(mount: Mount, reviews: ReviewsService): void {
  mount(api.react, ({ caller, params, body }) => reviews.react(caller.id, params.id, body));
  mount(api.reviews, async ({ query, request }) => {
    const page = pageRequest(query, REVIEWS_PER_PAGE);
    return pageAnswer(request, page, await reviews.list(query.tournament, page));
  });
}
