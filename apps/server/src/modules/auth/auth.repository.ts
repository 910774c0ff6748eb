// Database access of the auth module: accounts, sessions, one-time tokens, OAuth states, nonces.
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { emailTokens, oauthStates, openidNonces, sessions, users } from './auth.tables.js';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/** Postgres unique violation (23505), seen through Drizzle's error wrapper on both drivers. */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ('code' in e && e.code === '23505') {
      return 'constraint' in e && typeof e.constraint === 'string' ? e.constraint : '';
    }
  }
  return null;
}

export const authRepository = {
  async findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    return row;
  },
  async findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row;
  },
  async findUserBySteamId(db: DbOrTx, steamId: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.steamId, steamId));
    return row;
  },
  async usernameTaken(db: DbOrTx, username: string): Promise<boolean> {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
    return rows.length > 0;
  },
  async insertUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow> {
    const [row] = await db.insert(users).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },
  async updateUser(
    db: DbOrTx,
    id: number,
    values: Partial<typeof users.$inferInsert>,
  ): Promise<UserRow | undefined> {
    const [row] = await db
      .update(users)
      .set({ ...values, version: sql`${users.version} + 1` })
      .where(eq(users.id, id))
      .returning();
    return row;
  },

  async insertSession(db: DbOrTx, values: typeof sessions.$inferInsert): Promise<SessionRow> {
    const [row] = await db.insert(sessions).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },
  async lockSession(db: DbOrTx, id: number): Promise<SessionRow | undefined> {
    const [row] = await db.select().from(sessions).where(eq(sessions.id, id)).for('update');
    return row;
  },
  async rotateSession(
    db: DbOrTx,
    id: number,
    values: Pick<SessionRow, 'refreshJti' | 'previousRefreshJti' | 'rotatedAt' | 'expiresAt'>,
  ) {
    await db.update(sessions).set(values).where(eq(sessions.id, id));
  },
  /** Revokes the matching live sessions and answers their ids. */
  async revokeSessions(
    db: DbOrTx,
    where: { sessionId: number } | { userId: number; exceptSessionId?: number },
    reason: string,
  ): Promise<{ id: number; userId: number }[]> {
    const match =
      'sessionId' in where
        ? eq(sessions.id, where.sessionId)
        : and(
            eq(sessions.userId, where.userId),
            where.exceptSessionId === undefined
              ? undefined
              : sql`${sessions.id} <> ${where.exceptSessionId}`,
          );
    return db
      .update(sessions)
      .set({ revokedAt: new Date(), revokeReason: reason })
      .where(and(match, isNull(sessions.revokedAt)))
      .returning({ id: sessions.id, userId: sessions.userId });
  },
  /** True when the session is revoked (or gone). */
  async isSessionRevoked(db: DbOrTx, sessionId: number): Promise<boolean> {
    const rows = await db
      .select({ revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.id, sessionId))
      .limit(1);
    const row = rows[0];
    return row === undefined || row.revokedAt !== null;
  },

  async recentlyRevoked(
    db: DbOrTx,
    since: Date,
  ): Promise<{ id: number; revokedAt: Date | null }[]> {
    return db
      .select({ id: sessions.id, revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(gt(sessions.revokedAt, since));
  },

  async insertEmailToken(db: DbOrTx, values: typeof emailTokens.$inferInsert): Promise<void> {
    await db.insert(emailTokens).values(values);
  },
  /** Marks a live token used and answers its user; a used, expired or unknown token answers nothing. */
  async consumeEmailToken(
    db: DbOrTx,
    tokenHash: string,
    purpose: 'confirm_email' | 'reset_password',
  ): Promise<number | undefined> {
    const [row] = await db
      .update(emailTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(emailTokens.tokenHash, tokenHash),
          eq(emailTokens.purpose, purpose),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: emailTokens.userId });
    return row?.userId;
  },
  /** A new reset link makes the older unused ones worthless. */
  async expireEmailTokens(db: DbOrTx, userId: number, purpose: 'confirm_email' | 'reset_password') {
    await db
      .update(emailTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(emailTokens.userId, userId),
          eq(emailTokens.purpose, purpose),
          isNull(emailTokens.usedAt),
        ),
      );
  },

  async insertOauthState(db: DbOrTx, values: typeof oauthStates.$inferInsert): Promise<void> {
    await db.insert(oauthStates).values(values);
  },
  async consumeOauthState(
    db: DbOrTx,
    provider: 'steam' | 'twitch',
    stateHash: string,
  ): Promise<{ userId: number | null } | undefined> {
    const [row] = await db
      .update(oauthStates)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(oauthStates.stateHash, stateHash),
          eq(oauthStates.provider, provider),
          isNull(oauthStates.usedAt),
          gt(oauthStates.expiresAt, new Date()),
        ),
      )
      .returning({ userId: oauthStates.userId });
    return row;
  },
  /** Records an OpenID response nonce; false when it was seen before (a replay). */
  async rememberNonce(db: DbOrTx, nonce: string): Promise<boolean> {
    const rows = await db.insert(openidNonces).values({ nonce }).onConflictDoNothing().returning();
    return rows.length > 0;
  },
  async pruneExpired(db: DbOrTx, before: Date): Promise<void> {
    await db.delete(openidNonces).where(sql`${openidNonces.seenAt} < ${before}`);
    await db
      .delete(oauthStates)
      .where(or(sql`${oauthStates.expiresAt} < ${before}`, sql`${oauthStates.usedAt} < ${before}`));
  },
};
