// Player levels (1 to 100) live on the account; the module that rates matches computes them and
// writes them here, in its own transaction, so only auth writes the users table.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { users } from './auth.tables.js';

export async function setUserLevels(
  tx: DbOrTx,
  levels: readonly { userId: number; level: number }[],
): Promise<void> {
  for (const { userId, level } of levels)
    await tx
      .update(users)
      .set({ level: Math.min(100, Math.max(1, Math.round(level))) })
      .where(eq(users.id, userId));
}
