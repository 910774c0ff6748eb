// Account bans as the modules that enforce them read them: the active ban of one kind, and the one
// refusal (403, naming the ban and its end) every route a ban concerns answers with; and the steps
// the operator console sets and lifts them with, on its own transaction (with its audit row).
import { AppError } from '@clutch/contract/errors';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { users } from './auth.tables.js';
import { userBans, type BanKind } from './user-bans.tables.js';

/** The active ban of `kind` that ends last (until null: for good), or null when there is none. */
export async function activeBan(
  db: DbOrTx,
  userId: number,
  kind: BanKind,
): Promise<{ until: Date | null } | null> {
  const [row] = await db
    .select({ until: userBans.until })
    .from(userBans)
    .where(
      and(
        eq(userBans.userId, userId),
        eq(userBans.kind, kind),
        or(isNull(userBans.until), gt(userBans.until, sql`now()`)),
      ),
    )
    .orderBy(sql`${userBans.until} desc nulls first`)
    .limit(1);
  return row ?? null;
}

const WHAT: Readonly<Record<BanKind, string>> = {
  withdrawal: 'withdrawals',
  tournament: 'tournaments',
  quick_match: 'quick matches',
  chat: 'chat',
};

/** The 403 a banned user gets: which ban, and until when (ISO) or for good. */
export function banRefusal(kind: BanKind, until: Date | null): AppError {
  const end = until === null ? 'for good' : `until ${until.toISOString()}`;
  return new AppError('permission_denied', `Your account is banned from ${WHAT[kind]} ${end}.`, {
    extra: { code: `${kind}_ban`, ban: kind, until: until?.toISOString() ?? null },
  });
}

export interface BanRecord {
  id: number;
  kind: BanKind;
  until: Date | null;
  reason: string | null;
  createdAt: Date;
}

const banColumns = {
  id: userBans.id,
  kind: userBans.kind,
  until: userBans.until,
  reason: userBans.reason,
  createdAt: userBans.createdAt,
};

const isActive = (now: Date) => or(isNull(userBans.until), gt(userBans.until, now));

/** Every ban of the user still in force at `now`, newest first. */
export function activeBansOf(db: DbOrTx, userId: number, now: Date): Promise<BanRecord[]> {
  return db
    .select(banColumns)
    .from(userBans)
    .where(and(eq(userBans.userId, userId), isActive(now)))
    .orderBy(sql`${userBans.id} desc`);
}

export async function insertBan(
  tx: DbOrTx,
  ban: { userId: number; kind: BanKind; until: Date | null; reason: string | null },
): Promise<BanRecord> {
  const [row] = await tx.insert(userBans).values(ban).returning(banColumns);
  if (!row) throw new Error('ban not inserted');
  return row;
}

/** Ends the user's active bans of `kind` (until = now, so the record stays); answers them as they were. */
export async function endBans(
  tx: DbOrTx,
  userId: number,
  kind: BanKind,
  now: Date,
): Promise<BanRecord[]> {
  const ending = await tx
    .select(banColumns)
    .from(userBans)
    .where(and(eq(userBans.userId, userId), eq(userBans.kind, kind), isActive(now)))
    .for('update');
  if (ending.length === 0) return [];
  await tx
    .update(userBans)
    .set({ until: now })
    .where(
      and(
        eq(userBans.userId, userId),
        eq(userBans.kind, kind),
        sql`${userBans.id} in (${sql.join(
          ending.map((ban) => sql`${ban.id}`),
          sql`, `,
        )})`,
      ),
    );
  return ending;
}

/**
 * Bumps the user's version after a change profile/me shows (bans): the caller publishes
 * ProfileChanged with it after commit, so caches drop and user-updates pushes the new profile.
 */
export async function bumpUserVersion(tx: DbOrTx, userId: number): Promise<number> {
  const [row] = await tx
    .update(users)
    .set({ version: sql`${users.version} + 1` })
    .where(eq(users.id, userId))
    .returning({ version: users.version });
  return row?.version ?? 0;
}
