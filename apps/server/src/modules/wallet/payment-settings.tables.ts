// Payment settings: one row per user who has filled any in; private to that user.
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { tstz } from '../../platform/db/columns.js';
import { users } from '../auth/auth.tables.js';

export const paymentSettings = pgTable(
  'payment_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: varchar('first_name', { length: 100 }),
    lastName: varchar('last_name', { length: 100 }),
    city: varchar('city', { length: 100 }),
    street: varchar('street', { length: 200 }),
    zipCode: varchar('zip_code', { length: 12 }),
    /** Digits with an optional leading +, separators removed. */
    mobileNumber: varchar('mobile_number', { length: 16 }),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('payment_settings_birth_date', sql`${t.dateOfBirth} >= '1900-01-01'`),
    check('payment_settings_phone', sql`${t.mobileNumber} ~ '^\\+?[0-9]{7,15}$'`),
  ],
);
