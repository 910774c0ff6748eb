// Account bans as the modules that enforce them read them: the active ban of one kind, and the one
// refusal (403, naming the ban and its end) every route a ban concerns answers with.
import { AppError } from '@clutch/contract/errors';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
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
