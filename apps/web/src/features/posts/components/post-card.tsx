// One post: author, time, text, reactions, and a delete button on the viewer's own posts.
import { ActionIcon, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { Post, Reaction } from '@clutch/contract/posts';
import { useTranslation } from 'react-i18next';
import { TrashIcon } from '../../../components/ui/action-icons';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { formatDateTime } from '../../../lib/format';
import { ReactionBar } from './reaction-bar';

interface PostCardProps {
  post: Post;
  canDelete: boolean;
  isDeleting: boolean;
  onReact: (pressed: Reaction) => void;
  onDelete: () => void;
}

export function PostCard({ post, canDelete, isDeleting, onReact, onDelete }: PostCardProps) {
  const { t } = useTranslation();
  return (
    <Paper component="article" withBorder radius="lg" p="md" bg="dark.6" data-testid="post">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <UserAvatar username={post.author.username} src={post.author.avatar_url} size={36} />
            <div style={{ minWidth: 0 }}>
              <Text fw={700} fz="sm" truncate>
                {post.author.username}
              </Text>
              <Text fz="xs" c="dimmed" component="time" dateTime={post.created}>
                {formatDateTime(post.created)}
              </Text>
            </div>
          </Group>
          {canDelete ? (
            <Tooltip label={t('posts.delete')} withArrow>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('posts.delete')}
                loading={isDeleting}
                onClick={onDelete}
              >
                <TrashIcon size={18} />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{post.content}</Text>
        <ReactionBar post={post} onReact={onReact} />
      </Stack>
    </Paper>
  );
}
