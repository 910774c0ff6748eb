// Column helpers every table uses, so all timestamps are stored one way.
import { timestamp } from 'drizzle-orm/pg-core';

/** A `timestamptz`, read as a JS Date: instants are stored in UTC whatever the server's zone. */
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
