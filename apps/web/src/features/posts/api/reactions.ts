// Liking and disliking a post (POST profile/post/{id}/react/): the list changes at once by the spec's
// toggle rules, the server's counts and user_action replace the guess when they arrive, and a failure
// puts the post back as it was, shows notify.error and rethrows (spec 1, section 8).
import {
  postsEndpoints,
  type Post,
  type Reaction,
  type ReactionResult,
} from '@clutch/contract/posts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { flattenPages, updateItems } from '../../../lib/paged-list';
import { i18n } from '../../../lib/i18n';
import { showToast } from '../../../lib/toast';
import { toggleReaction } from '../reaction';
import { postsQueryOptions, setPosts } from './posts';

export interface ReactInput {
  postId: number;
  pressed: Reaction;
}

type Counts = Pick<Post, 'likes_count' | 'dislikes_count' | 'user_action'>;

/** The mutation's steps over the cache, apart from React so tests drive them directly. */
export function reactionSteps(queryClient: QueryClient, authorId: number) {
  const onPost = (postId: number, change: (post: Post) => Post) =>
    setPosts(queryClient, authorId, (list) =>
      updateItems(list, change, (post) => post.id === postId),
    );
  return {
    before: async ({ postId, pressed }: ReactInput): Promise<Counts | null> => {
      const { queryKey } = postsQueryOptions(authorId);
      // A page arriving now would carry the counts from before this press.
      await queryClient.cancelQueries({ queryKey });
      const post = flattenPages<Post>(queryClient.getQueryData(queryKey)).find(
        (p) => p.id === postId,
      );
      if (post === undefined) return null;
      onPost(postId, (current) => toggleReaction(current, pressed));
      const { likes_count, dislikes_count, user_action } = post;
      return { likes_count, dislikes_count, user_action };
    },
    settled: (result: ReactionResult): void => {
      const { likes_count, dislikes_count, user_action } = result;
      onPost(result.id, (post) => ({ ...post, likes_count, dislikes_count, user_action }));
    },
    failed: ({ postId }: ReactInput, previous: Counts | null | undefined): void => {
      if (previous !== null && previous !== undefined)
        onPost(postId, (post) => ({ ...post, ...previous }));
      showToast(i18n.t('notify.error'), 'error');
    },
  };
}

export function useReactToPost(authorId: number) {
  const steps = reactionSteps(useQueryClient(), authorId);
  return useMutation({
    // quiet: the spec's notify.error replaces the catalogue's toast for this call.
    mutationFn: ({ postId, pressed }: ReactInput) =>
      call(
        postsEndpoints.react,
        { params: { id: postId }, body: { action: pressed } },
        { quiet: true },
      ),
    onMutate: steps.before,
    onSuccess: steps.settled,
    onError: (_error, input, previous) => steps.failed(input, previous),
  });
}
