// Like and dislike buttons for signed-in viewers: pressing shows the toggled counts at once, the
// server's answer then sets them (see api/reviews.ts).
import { Button, Group } from '@mantine/core';
import type { Tournament } from '@clutch/contract/tournaments';
import { useTranslation } from 'react-i18next';
import { ThumbDownIcon, ThumbUpIcon } from '../../../../components/ui/action-icons';
import { formatCompactNumber } from '../../../../lib/format';
import { useReact } from '../../api/reviews';

export function ReviewsReactions({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation();
  const react = useReact(tournament.id);
  const action = tournament.user_action?.action ?? 'none';
  return (
    <Group gap="sm">
      <Button
        variant={action === 'like' ? 'filled' : 'default'}
        leftSection={<ThumbUpIcon size={16} />}
        aria-pressed={action === 'like'}
        aria-label={t('tournaments.reviews.like')}
        onClick={() => react.mutate('like')}
        data-testid="react-like"
      >
        {formatCompactNumber(tournament.likes_count)}
      </Button>
      <Button
        variant={action === 'dislike' ? 'filled' : 'default'}
        color={action === 'dislike' ? 'red' : undefined}
        leftSection={<ThumbDownIcon size={16} />}
        aria-pressed={action === 'dislike'}
        aria-label={t('tournaments.reviews.dislike')}
        onClick={() => react.mutate('dislike')}
        data-testid="react-dislike"
      >
        {formatCompactNumber(tournament.dislikes_count)}
      </Button>
    </Group>
  );
}
