// Reports one user makes about another, and their evidence pictures. A report is open until staff
// take it (assigned, with an assignee) and then decided (a decision and the outcome text the reporter
// reads); the sanction a decision applies is kept elsewhere and never shown to the reporter.
import type { ReportDecision, ReportMatchKind, ReportStatus } from '@clutch/contract/reports';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { tstz } from '../../platform/db/columns.js';
import { users } from '../auth/auth.tables.js';
import { chats } from '../messenger/messenger.tables.js';

export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportedId: integer('reported_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A REPORT_REASON_IDS value; names are translated when read. */
    reason: smallint('reason').notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    description: text('description').notNull(),
    /** The match the report follows: a quick match or a tournament's bracket match (no foreign key: two tables). */
    matchKind: varchar('match_kind', { length: 10 }).$type<ReportMatchKind>(),
    matchId: integer('match_id'),
    /** The chat the report was made from; its messages around created_at are the excerpt. */
    chatId: integer('chat_id').references(() => chats.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 10 }).$type<ReportStatus>().notNull().default('open'),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: tstz('assigned_at'),
    decision: varchar('decision', { length: 16 }).$type<ReportDecision>(),
    /** Written for the reporter: what happened, without the sanction's details. */
    outcome: text('outcome'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: tstz('decided_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    // The caller's reports, newest first.
    index('reports_reporter_idx').on(t.reporterId, t.id),
    // Everything reported about a user (the console's history of a user).
    index('reports_reported_idx').on(t.reportedId, t.id),
    // The queue: open and assigned reports, oldest first.
    index('reports_queue_idx')
      .on(t.status, t.id)
      .where(sql`${t.status} <> 'decided'`),
    index('reports_assignee_idx')
      .on(t.assigneeId)
      .where(sql`${t.assigneeId} IS NOT NULL`),
    check('reports_not_self', sql`${t.reporterId} <> ${t.reportedId}`),
    check('reports_reason_known', sql`${t.reason} BETWEEN 1 AND 7`),
    check('reports_title_length', sql`char_length(${t.title}) BETWEEN 1 AND 120`),
    check('reports_description_length', sql`char_length(${t.description}) BETWEEN 1 AND 4000`),
    check(
      'reports_match',
      sql`(${t.matchKind} IS NULL) = (${t.matchId} IS NULL) AND (${t.matchKind} IS NULL OR ${t.matchKind} IN ('quick', 'tournament'))`,
    ),
    check('reports_status_known', sql`${t.status} IN ('open', 'assigned', 'decided')`),
    check(
      'reports_decision_known',
      sql`${t.decision} IS NULL OR ${t.decision} IN ('action_taken', 'no_action')`,
    ),
    // A decided report has its decision and time; an open one has no assignee or decision.
    check(
      'reports_status_consistent',
      sql`CASE ${t.status}
        WHEN 'open' THEN ${t.assigneeId} IS NULL AND ${t.decision} IS NULL AND ${t.decidedAt} IS NULL
        WHEN 'assigned' THEN ${t.assigneeId} IS NOT NULL AND ${t.decision} IS NULL AND ${t.decidedAt} IS NULL
        ELSE ${t.decision} IS NOT NULL AND ${t.decidedAt} IS NOT NULL END`,
    ),
  ],
);

/** Evidence pictures, re-encoded to webp by the media module, in the order sent. */
export const reportFiles = pgTable(
  'report_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    url: text('url').notNull(),
  },
  (t) => [
    uniqueIndex('report_files_position_key').on(t.reportId, t.position),
    check('report_files_position_range', sql`${t.position} BETWEEN 1 AND 5`),
  ],
);
