// Database access of the posts module.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import type { PageWindow } from '../../platform/http/pagination.js';
import { users } from '../auth/auth.tables.js';
import { postReactions, posts } from './posts.tables.js';

export interface PostView {
  id: number;
  content: string;
  createdAt: Date;
  likesCount: number;
  dislikesCount: number;
  userAction: boolean | null;
  author: { id: number; username: string; avatarUrl: string | null };
}

/** Posts with their author and the viewer's own reaction, in one query. */
function selectViews(db: DbOrTx, viewerId: number) {
  return db
    .select({
      id: posts.id,
      content: posts.content,
      createdAt: posts.createdAt,
      likesCount: posts.likesCount,
      dislikesCount: posts.dislikesCount,
      userAction: postReactions.isLike,
      author: { id: users.id, username: users.username, avatarUrl: users.avatarUrl },
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .leftJoin(
      postReactions,
      and(eq(postReactions.postId, posts.id), eq(postReactions.userId, viewerId)),
    );
}

export const postsRepository = {
  async insert(db: DbOrTx, authorId: number, content: string): Promise<number> {
    const [row] = await db.insert(posts).values({ authorId, content }).returning({ id: posts.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  },
  async view(db: DbOrTx, postId: number, viewerId: number): Promise<PostView | undefined> {
    const [row] = await selectViews(db, viewerId).where(eq(posts.id, postId));
    return row;
  },
  async listByAuthor(db: DbOrTx, authorId: number, viewerId: number, window: PageWindow) {
    const [results, [total]] = await Promise.all([
      selectViews(db, viewerId)
        .where(eq(posts.authorId, authorId))
        .orderBy(desc(posts.id))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ count: count() }).from(posts).where(eq(posts.authorId, authorId)),
    ]);
    return { count: total?.count ?? 0, results: results satisfies PostView[] };
  },
  async authorExists(db: DbOrTx, authorId: number): Promise<boolean> {
    const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, authorId));
    return rows.length > 0;
  },
  async find(db: DbOrTx, postId: number) {
    const [row] = await db
      .select({ id: posts.id, authorId: posts.authorId })
      .from(posts)
      .where(eq(posts.id, postId));
    return row;
  },
  async delete(db: DbOrTx, postId: number): Promise<void> {
    await db.delete(posts).where(eq(posts.id, postId));
  },

  /** Holds the post's row until the transaction ends: reactions to one post take turns. */
  async lock(tx: DbOrTx, postId: number): Promise<boolean> {
    const rows = await tx
      .select({ id: posts.id })
      .from(posts)
      .where(eq(posts.id, postId))
      .for('update');
    return rows.length > 0;
  },
  async reactionOf(tx: DbOrTx, postId: number, userId: number): Promise<boolean | null> {
    const [row] = await tx
      .select({ isLike: postReactions.isLike })
      .from(postReactions)
      .where(and(eq(postReactions.postId, postId), eq(postReactions.userId, userId)));
    return row?.isLike ?? null;
  },
  async setReaction(tx: DbOrTx, postId: number, userId: number, isLike: boolean | null) {
    if (isLike === null) {
      await tx
        .delete(postReactions)
        .where(and(eq(postReactions.postId, postId), eq(postReactions.userId, userId)));
      return;
    }
    await tx
      .insert(postReactions)
      .values({ postId, userId, isLike })
      .onConflictDoUpdate({
        target: [postReactions.postId, postReactions.userId],
        set: { isLike, createdAt: sql`now()` },
      });
  },
  /** Counts taken from the reactions themselves, so they can never drift from them. */
  async recount(tx: DbOrTx, postId: number) {
    const ofKind = (isLike: boolean) =>
      sql<number>`(select count(*)::int from ${postReactions} where ${postReactions.postId} = ${postId} and ${postReactions.isLike} = ${isLike})`;
    const [row] = await tx
      .update(posts)
      .set({ likesCount: ofKind(true), dislikesCount: ofKind(false) })
      .where(eq(posts.id, postId))
      .returning({ likes: posts.likesCount, dislikes: posts.dislikesCount });
    if (!row) throw new Error('post vanished under its lock');
    return row;
  },
};
