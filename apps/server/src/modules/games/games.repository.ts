// Database access of the games module.
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { games } from './games.tables.js';

export const gamesRepository = {
  list: (db: DbOrTx) => db.select().from(games).orderBy(asc(games.id)),
  async lockOne(tx: DbOrTx, id: number) {
    const [row] = await tx.select().from(games).where(eq(games.id, id)).for('update');
    return row;
  },
  async setStatus(
    tx: DbOrTx,
    id: number,
    status: { workStatus: boolean; errorMessage: string | null },
  ) {
    const [row] = await tx.update(games).set(status).where(eq(games.id, id)).returning();
    return row;
  },
};
