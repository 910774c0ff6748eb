// The calendar keeps only what is the user's own: the events they hid and their feed's generation.
// The events themselves are read from the tournaments' and quick matches' tables on every request,
// so the calendar is never out of step with a bracket, a postponement or a lobby.
import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { tstz } from '../../platform/db/columns.js';
import { users } from '../auth/auth.tables.js';

/** An event a user removed from their calendar (delete-event): hidden, never left. */
export const calendarHiddenEvents = pgTable(
  'calendar_hidden_events',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The calendar event id (see calendar-ids.ts). */
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    hiddenAt: tstz('hidden_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventId] })],
);

/**
 * The generation of a user's feed token: the token is an HMAC of (user, generation), so nothing
 * secret is stored, and regenerating bumps the generation, which voids every earlier token.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    generation: integer('generation').notNull().default(1),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [check('calendar_feeds_generation_positive', sql`${t.generation} > 0`)],
);
