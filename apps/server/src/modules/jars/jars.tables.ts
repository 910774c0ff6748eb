// Jars and donations to them. A jar's crystals sit in its own ledger account ("real:jar:<id>"); the
// jar row keeps what the list shows (collected so far, donations), updated in the same transaction.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { tstz } from '../../platform/db/columns.js';
import { users } from '../auth/auth.tables.js';
import { teams } from '../teams/teams.tables.js';

export const JAR_STATUSES = ['open', 'full', 'broken'] as const;
export type JarStatus = (typeof JAR_STATUSES)[number];

export const jars = pgTable(
  'jars',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: varchar('title', { length: 100 }).notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    /** Minor units; null when unlimited. */
    targetAmount: bigint('target_amount', { mode: 'number' }),
    isUnlimited: boolean('is_unlimited').notNull().default(false),
    jarType: integer('jar_type').notNull().default(1),
    status: varchar('status', { length: 8 }).$type<JarStatus>().notNull().default('open'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    /** Everything donated so far, minor units. */
    collected: bigint('collected', { mode: 'number' }).notNull().default(0),
    donationsCount: integer('donations_count').notNull().default(0),
    createdAt: tstz('created_at').notNull().defaultNow(),
    brokenAt: tstz('broken_at'),
  },
  (t) => [
    index('jars_created_by_idx').on(t.createdBy, t.id),
    index('jars_status_idx').on(t.status, t.id),
    check('jars_type', sql`${t.jarType} BETWEEN 1 AND 5`),
    check(
      'jars_target',
      sql`(${t.isUnlimited} AND ${t.targetAmount} IS NULL) OR (NOT ${t.isUnlimited} AND ${t.targetAmount} > 0)`,
    ),
    check(
      'jars_within_target',
      sql`${t.targetAmount} IS NULL OR ${t.collected} <= ${t.targetAmount}`,
    ),
  ],
);

export const jarDonations = pgTable(
  'jar_donations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    jarId: integer('jar_id')
      .notNull()
      .references(() => jars.id),
    donorId: integer('donor_id')
      .notNull()
      .references(() => users.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('jar_donations_jar_idx').on(t.jarId, t.id),
    check('jar_donations_positive', sql`${t.amount} > 0`),
  ],
);

export const teamJars = pgTable(
  'team_jars',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    jarId: integer('jar_id')
      .notNull()
      .references(() => jars.id, { onDelete: 'cascade' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.jarId] }), index('team_jars_jar_idx').on(t.jarId)],
);
