// Durable timers: a row per job, claimed with SKIP LOCKED so one instance runs it.
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { tstz } from '../db/columns.js';

export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar('kind', { length: 64 }).notNull(),
    /** Optional dedupe key: scheduling the same kind+key again while pending keeps one job. */
    key: varchar('key', { length: 128 }),
    payload: jsonb('payload').notNull().default({}),
    runAt: tstz('run_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: tstz('locked_until'),
    doneAt: tstz('done_at'),
    failedAt: tstz('failed_at'),
    lastError: text('last_error'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.doneAt} IS NULL AND ${t.failedAt} IS NULL`),
    uniqueIndex('jobs_pending_key')
      .on(t.kind, t.key)
      .where(sql`${t.doneAt} IS NULL AND ${t.failedAt} IS NULL AND ${t.key} IS NOT NULL`),
  ],
);
