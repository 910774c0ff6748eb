// Posts on profiles and their reactions. Anyone signed in reads a user's posts; only the author
// deletes one; users who have blocked each other cannot react to each other's posts.
import { AppError } from '@clutch/contract/errors';
import type { Post, Reaction, ReactionResult } from '@clutch/contract/posts';
import type { Db } from '../../platform/db/database.js';
import type { Counted, PageWindow } from '../../platform/http/pagination.js';
import type { FriendsService } from '../friends/friends.service.js';
import { postsRepository as repo, type PostView } from './posts.repository.js';
import { nextAction } from './reaction.js';
import { toUserBrief } from '../../platform/http/user-brief.js';

const toPost = (row: PostView): Post => ({
  id: row.id,
  author: toUserBrief(row.author),
  content: row.content,
  created: row.createdAt.toISOString(),
  likes_count: row.likesCount,
  dislikes_count: row.dislikesCount,
  user_action: row.userAction,
});

const POST_NOT_FOUND = 'Post not found.';

export function createPostsService(deps: { db: Db; friends: FriendsService }) {
  const { db } = deps;
  return {
    async create(authorId: number, content: string): Promise<Post> {
      const id = await repo.insert(db, authorId, content);
      const row = await repo.view(db, id, authorId);
      if (!row) throw new AppError('not_found', POST_NOT_FOUND);
      return toPost(row);
    },

    async list(authorId: number, viewerId: number, window: PageWindow): Promise<Counted<Post>> {
      const found = await repo.listByAuthor(db, authorId, viewerId, window);
      if (found.count === 0 && !(await repo.authorExists(db, authorId)))
        throw new AppError('not_found', 'User not found.');
      return { count: found.count, results: found.results.map(toPost) };
    },

    async remove(callerId: number, postId: number): Promise<void> {
      const post = await repo.find(db, postId);
      if (!post) throw new AppError('not_found', POST_NOT_FOUND);
      if (post.authorId !== callerId)
        throw new AppError('permission_denied', 'You can delete only your own posts.');
      await repo.delete(db, postId);
    },

    async react(callerId: number, postId: number, pressed: Reaction): Promise<ReactionResult> {
      const post = await repo.find(db, postId);
      if (!post) throw new AppError('not_found', POST_NOT_FOUND);
      if (
        post.authorId !== callerId &&
        (await deps.friends.isBlockedEitherWay(callerId, post.authorId))
      )
        throw new AppError('permission_denied', 'You cannot react to this post.');
      return db.transaction(async (tx) => {
        if (!(await repo.lock(tx, postId))) throw new AppError('not_found', POST_NOT_FOUND);
        const after = nextAction(await repo.reactionOf(tx, postId, callerId), pressed);
        await repo.setReaction(tx, postId, callerId, after);
        const counts = await repo.recount(tx, postId);
        return {
          id: postId,
          likes_count: counts.likes,
          dislikes_count: counts.dislikes,
          user_action: after,
        };
      });
    },
  };
}

export type PostsService = ReturnType<typeof createPostsService>;
