// Restrictions an operator puts on a user: no withdrawals, no tournaments, no quick matches, no chat,
// until a time or for good. profile/me shows the active ones; each module checks its own kind.
import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { tstz } from '../../platform/db/columns.js';
import { users } from './auth.tables.js';

export const BAN_KINDS = ['withdrawal', 'tournament', 'quick_match', 'chat'] as const;
export type BanKind = (typeof BAN_KINDS)[number];

export const userBans = pgTable(
  'user_bans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).$type<BanKind>().notNull(),
    /** null: for good. */
    until: tstz('until'),
    reason: text('reason'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('user_bans_user_idx').on(t.userId, t.kind)],
);
