// Posts and reactions. A post's counts are recomputed from its reactions under the post's row lock,
// so they always equal the stored reactions; checks keep them from going below zero.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tstz } from '../../platform/db/columns.js';
import { users } from '../auth/auth.tables.js';

export const posts = pgTable(
  'posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    likesCount: integer('likes_count').notNull().default(0),
    dislikesCount: integer('dislikes_count').notNull().default(0),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('posts_author_idx').on(t.authorId, t.id.desc()),
    check('posts_likes_not_negative', sql`${t.likesCount} >= 0`),
    check('posts_dislikes_not_negative', sql`${t.dislikesCount} >= 0`),
    check('posts_content_length', sql`char_length(${t.content}) between 1 and 2000`),
  ],
);

/** One reaction per user per post: true a like, false a dislike; none is no row. */
export const postReactions = pgTable(
  'post_reactions',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isLike: boolean('is_like').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);
