// Answers to requests sent with an Idempotency-Key, stored in the same transaction as their effect:
// a retry finds the row and gets the first answer; a different body under the same key is refused.
import { integer, jsonb, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import { tstz } from '../db/columns.js';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    key: varchar('key', { length: 255 }).notNull(),
    /** The route and a SHA-256 of the body: the same key for another request is a client bug. */
    fingerprint: varchar('fingerprint', { length: 128 }).notNull(),
    status: smallint('status').notNull(),
    response: jsonb('response'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
