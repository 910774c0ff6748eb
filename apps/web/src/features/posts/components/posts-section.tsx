// The posts of a profile: the composer on the own profile, then the posts newest first, page by page,
// each with reactions and (on own posts) a delete button behind the confirm_delete_post question.
import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { flattenPages } from '../../../lib/paged-list';
import { useDeletePost, postsQueryOptions } from '../api/posts';
import { useReactToPost } from '../api/reactions';
import { PostCard } from './post-card';
import { PostComposer } from './post-composer';

interface PostsSectionProps {
  authorId: number;
  /** The signed-in user: they may write here when it is their profile, and delete their posts. */
  viewerId: number;
}

export function PostsSection({ authorId, viewerId }: PostsSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const posts = useInfiniteQuery(postsQueryOptions(authorId));
  const react = useReactToPost(authorId);
  const remove = useDeletePost(authorId);
  const items = flattenPages(posts.data);
  const total = posts.data?.pages[0]?.count ?? 0;
  const isOwn = authorId === viewerId;

  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={2} fz="h3" id={headingId}>
          {t('posts.title')}
        </Title>
        {posts.isSuccess ? (
          <Text c="dimmed" fz="sm">
            {t('posts.count', { count: total })}
          </Text>
        ) : null}
      </Group>
      {isOwn ? <PostComposer authorId={authorId} /> : null}
      {posts.isPending ? (
        <Center py="xl">
          <Loader size="sm" aria-label={t('common.loading')} />
        </Center>
      ) : posts.isError ? (
        <Paper withBorder radius="lg" p="lg" bg="dark.6">
          <Group justify="space-between">
            <Text c="dimmed">{t('posts.loadFailed')}</Text>
            <Button variant="light" onClick={() => void posts.refetch()}>
              {t('common.retry')}
            </Button>
          </Group>
        </Paper>
      ) : items.length === 0 ? (
        <Paper withBorder radius="lg" p="xl" bg="dark.6" ta="center">
          <Text c="dimmed">{isOwn ? t('posts.emptyOwn') : t('posts.empty')}</Text>
        </Paper>
      ) : (
        <Stack gap="sm">
          {items.map((post) => (
            <PostCard
              key={post.id}
              post={post}
              canDelete={post.author.id === viewerId}
              isDeleting={remove.isPending && remove.variables === post.id}
              onReact={(pressed) => react.mutate({ postId: post.id, pressed })}
              onDelete={() => remove.mutate(post.id)}
            />
          ))}
          {posts.hasNextPage ? (
            <Button
              variant="default"
              onClick={() => void posts.fetchNextPage()}
              loading={posts.isFetchingNextPage}
            >
              {t('posts.more')}
            </Button>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}
