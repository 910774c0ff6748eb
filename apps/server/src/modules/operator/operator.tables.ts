// The operator console's own records: the append-only audit log of every staff action (a trigger
// refuses UPDATE and DELETE), and the sanctions report decisions applied, which the ladder reads.
import type { SanctionStep } from '@clutch/contract/operator';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { tstz } from '../../platform/db/columns.js';
import { users } from '../auth/auth.tables.js';
import { reports } from '../reports/reports.tables.js';

export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** No foreign key: the log outlives the accounts it names. */
    actorId: integer('actor_id'),
    action: varchar('action', { length: 64 }).notNull(),
    targetKind: varchar('target_kind', { length: 32 }).notNull(),
    targetId: varchar('target_id', { length: 64 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('operator_audit_actor_idx').on(t.actorId, t.id),
    index('operator_audit_action_idx').on(t.action, t.id),
  ],
);

export const operatorSanctions = pgTable(
  'operator_sanctions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportId: integer('report_id').references(() => reports.id, { onDelete: 'set null' }),
    step: varchar('step', { length: 32 }).$type<SanctionStep>().notNull(),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('operator_sanctions_user_idx').on(t.userId, t.id),
    index('operator_sanctions_report_idx').on(t.reportId),
    check(
      'operator_sanctions_step_known',
      sql`${t.step} IN ('warning', 'quick_match_cooldown_1d', 'quick_match_cooldown_7d', 'ban_30d', 'permanent')`,
    ),
  ],
);
