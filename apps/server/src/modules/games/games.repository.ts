// Database access of the games module.
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { games } from './games.tables.js';

export const gamesRepository = {
  list: (db: DbOrTx) => db.select().from(games).orderBy(asc(games.id)),
};
