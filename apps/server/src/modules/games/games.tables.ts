// The games the platform runs (1 Dota 2, 2 CS2) and whether each works right now.
import { boolean, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';

export const games = pgTable('games', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 64 }).notNull(),
  slug: varchar('slug', { length: 32 }).notNull().unique(),
  workStatus: boolean('work_status').notNull().default(true),
  errorMessage: text('error_message'),
});
