// Reviews on the tournament's page: reacting (signed-in viewers), the review form (participants after
// the end) and the reviews with a comment or stars, newest first, a page of 8 at a time.
import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import type { Review } from '@clutch/contract/tournament-reviews';
import { REVIEWS_PER_PAGE } from '@clutch/contract/tournament-reviews';
import type { Tournament } from '@clutch/contract/tournaments';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListStatus } from '../../../../components/ui/list-status';
import { Panel } from '../../../../components/ui/panel';
import { UserAvatar } from '../../../../components/ui/user-avatar';
import { formatDate } from '../../../../lib/format';
import { reviewsQueryOptions } from '../../api/reviews';
import { RatingStars } from './rating-stars';
import { ReviewsForm } from './reviews-form';
import { ReviewsReactions } from './reviews-reactions';

function ReviewItem({ review }: { review: Review }) {
  return (
    <Stack gap={4} data-testid="review">
      <Group gap="xs" wrap="nowrap">
        <UserAvatar username={review.user.username} src={review.user.avatar_url} size={24} />
        <Text fz="sm" fw={600}>
          {review.user.username}
        </Text>
        <Text fz="xs" c="dimmed">
          {formatDate(review.created_at)}
        </Text>
      </Group>
      {review.rating === null ? null : <RatingStars rating={review.rating} count={1} size={14} />}
      {review.comment === null || review.comment === '' ? null : (
        <Text fz="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {review.comment}
        </Text>
      )}
    </Stack>
  );
}

function ReviewsList({ tournamentId }: { tournamentId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const reviews = useQuery(reviewsQueryOptions(tournamentId, page));
  const results = reviews.data?.results ?? [];
  const pages = Math.max(1, Math.ceil((reviews.data?.count ?? 0) / REVIEWS_PER_PAGE));
  return (
    <ListStatus
      isPending={reviews.isPending}
      isError={reviews.isError}
      isEmpty={results.length === 0}
      emptyText={t('tournaments.reviews.empty')}
      onRetry={() => void reviews.refetch()}
    >
      <Stack gap="md">
        {results.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
        {pages > 1 ? (
          <Group justify="space-between">
            <Button variant="default" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('tournaments.reviews.previous')}
            </Button>
            <Button variant="default" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('tournaments.reviews.next')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </ListStatus>
  );
}

export function ReviewsPanel({
  tournament,
  isSignedIn,
}: {
  tournament: Tournament;
  isSignedIn: boolean;
}) {
  const { t } = useTranslation();
  const canReview = tournament.participation !== null && tournament.status === 'finished';
  return (
    <Panel
      title={t('tournaments.reviews.title')}
      controls={isSignedIn ? <ReviewsReactions tournament={tournament} /> : null}
    >
      {canReview ? (
        <>
          <ReviewsForm tournament={tournament} />
          <Divider />
        </>
      ) : null}
      <ReviewsList tournamentId={tournament.id} />
    </Panel>
  );
}
