// A profile's posts (GET profile/{id}/posts/, newest first, page by page), writing one on the own
// profile (POST profile/create-post/) and deleting an own post (DELETE profile/post/{id}/) after the
// confirm_delete_post question. Reactions are in reactions.ts.
import { POSTS_PER_PAGE, postsEndpoints, type Post } from '@clutch/contract/posts';
import {
  infiniteQueryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { askConfirmation } from '../../../lib/confirm-dialog';
import {
  FIRST_PAGE,
  nextPageNumber,
  prependItem,
  removeItem,
  type PagedList,
} from '../../../lib/paged-list';
import { SESSION_QUERY_KEY } from '../../../lib/session-query';

export const POSTS_QUERY_KEY = [...SESSION_QUERY_KEY, 'posts'] as const;

export function postsQueryOptions(authorId: number) {
  return infiniteQueryOptions({
    queryKey: [...POSTS_QUERY_KEY, authorId],
    queryFn: ({ pageParam }) =>
      call(postsEndpoints.list, {
        params: { id: authorId },
        query: { page: pageParam, per_page: POSTS_PER_PAGE },
      }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageNumber,
  });
}

export function setPosts(
  queryClient: QueryClient,
  authorId: number,
  change: (list: PagedList<Post> | undefined) => PagedList<Post> | undefined,
): void {
  queryClient.setQueryData(postsQueryOptions(authorId).queryKey, change);
}

export function useCreatePost(authorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => call(postsEndpoints.create, { body: { content } }),
    onSuccess: (post) => setPosts(queryClient, authorId, (list) => prependItem(list, post)),
  });
}

/** Asks first; a declined question ends quietly (the promise settles with false). */
export function useDeletePost(authorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (postId: number): Promise<boolean> => {
      const isConfirmed = await askConfirmation('confirm_delete_post').catch(() => false);
      if (!isConfirmed) return false;
      await call(postsEndpoints.remove, { params: { id: postId } });
      return true;
    },
    onSuccess: (isDeleted, postId) => {
      if (isDeleted) setPosts(queryClient, authorId, (list) => removeItem(list, postId));
    },
  });
}
