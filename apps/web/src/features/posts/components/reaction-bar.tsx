// Like and dislike buttons with their counts; each says whether it is pressed (aria-pressed).
import { Button, Group } from '@mantine/core';
import type { Post, Reaction } from '@clutch/contract/posts';
import { useTranslation } from 'react-i18next';
import { ThumbDownIcon, ThumbUpIcon } from '../../../components/ui/action-icons';
import { formatCompactNumber } from '../../../lib/format';

export function ReactionBar({
  post,
  onReact,
}: {
  post: Pick<Post, 'likes_count' | 'dislikes_count' | 'user_action'>;
  onReact: (pressed: Reaction) => void;
}) {
  const { t } = useTranslation();
  const isLiked = post.user_action === true;
  const isDisliked = post.user_action === false;
  return (
    <Group gap={6}>
      <Button
        size="compact-sm"
        radius="xl"
        variant={isLiked ? 'light' : 'subtle'}
        color={isLiked ? 'teal' : 'gray'}
        leftSection={<ThumbUpIcon size={16} />}
        aria-pressed={isLiked}
        aria-label={t('posts.like', { count: post.likes_count })}
        onClick={() => onReact('like')}
      >
        {formatCompactNumber(post.likes_count)}
      </Button>
      <Button
        size="compact-sm"
        radius="xl"
        variant={isDisliked ? 'light' : 'subtle'}
        color={isDisliked ? 'red' : 'gray'}
        leftSection={<ThumbDownIcon size={16} />}
        aria-pressed={isDisliked}
        aria-label={t('posts.dislike', { count: post.dislikes_count })}
        onClick={() => onReact('dislike')}
      >
        {formatCompactNumber(post.dislikes_count)}
      </Button>
    </Group>
  );
}
