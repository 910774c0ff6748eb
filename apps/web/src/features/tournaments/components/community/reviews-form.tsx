// A participant's stars and comment once the tournament has ended (spec 2 section 6); it starts from
// what they wrote before.
import { Alert, Button, Group, Rating, Stack, Text, Textarea } from '@mantine/core';
import { COMMENT_MAX, RATING_MAX } from '@clutch/contract/tournament-reviews';
import type { Tournament } from '@clutch/contract/tournaments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../../lib/api-error';
import { showToast } from '../../../../lib/toast';
import { useReview } from '../../api/reviews';

export function ReviewsForm({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation();
  const [rating, setRating] = useState(tournament.user_action?.rating ?? 0);
  const [comment, setComment] = useState(tournament.user_action?.comment ?? '');
  const review = useReview(tournament.id, () =>
    showToast(t('tournaments.reviews.saved'), 'success'),
  );
  const failure = review.error === null ? null : describeError(review.error);
  return (
    <Stack gap="sm" data-testid="review-form">
      <Group gap="sm">
        <Text fz="sm">{t('tournaments.reviews.rating')}</Text>
        <Rating
          count={RATING_MAX}
          value={rating}
          onChange={setRating}
          aria-label={t('tournaments.reviews.rating')}
        />
      </Group>
      <Textarea
        label={t('tournaments.reviews.comment')}
        value={comment}
        maxLength={COMMENT_MAX}
        autosize
        minRows={2}
        onChange={(event) => setComment(event.currentTarget.value)}
      />
      {failure === null ? null : (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          onClick={() => review.mutate({ comment: comment.trim(), rating })}
          loading={review.isPending}
          data-testid="review-submit"
        >
          {t('tournaments.reviews.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
