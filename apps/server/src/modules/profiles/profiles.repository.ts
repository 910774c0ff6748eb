// Database access of the profiles module.
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { users } from '../auth/auth.tables.js';

export type ProfileRow = typeof users.$inferSelect;

export function createProfilesRepository(db: Db) {
  // profile/me is the hottest read of the client: one prepared statement, planned once per connection.
  const meById = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('profile_me');

  return {
    async findById(id: number): Promise<ProfileRow | undefined> {
      const [row] = await meById.execute({ id });
      return row;
    },
    async update(
      target: DbOrTx,
      id: number,
      values: Partial<Pick<ProfileRow, 'currentGame' | 'isDemo' | 'quietModeTo'>>,
    ): Promise<ProfileRow | undefined> {
      const [row] = await target
        .update(users)
        .set({ ...values, version: sql`${users.version} + 1` })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
  };
}
