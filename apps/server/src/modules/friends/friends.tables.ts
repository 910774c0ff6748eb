// Friend requests, friendships and block lists. Each pair appears once: the database refuses a
// duplicate request, a second friendship row for the same two users, or a request to oneself.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { tstz } from '../../platform/db/columns.js';
import { users } from '../auth/auth.tables.js';

/** Pending only: accepting turns the row into a friendship, declining or withdrawing deletes it. */
export const friendRequests = pgTable(
  'friend_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: integer('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('friend_requests_pair_key').on(t.fromUserId, t.toUserId),
    index('friend_requests_to_idx').on(t.toUserId),
    check('friend_requests_not_self', sql`${t.fromUserId} <> ${t.toUserId}`),
  ],
);

/** One row per friendship, the smaller user id first, so (a, b) and (b, a) cannot both exist. */
export const friendships = pgTable(
  'friendships',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userLowId: integer('user_low_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHighId: integer('user_high_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('friendships_pair_key').on(t.userLowId, t.userHighId),
    index('friendships_high_idx').on(t.userHighId),
    check('friendships_ordered_pair', sql`${t.userLowId} < ${t.userHighId}`),
  ],
);

/** A user's own block list (the spec's "banned users"). */
export const userBlocks = pgTable(
  'user_blocks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_blocks_pair_key').on(t.blockerId, t.blockedId),
    index('user_blocks_blocked_idx').on(t.blockedId),
    check('user_blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);
