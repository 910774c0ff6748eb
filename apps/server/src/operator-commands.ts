// What `npm run operator` does: make a user an operator (users.is_staff) or take it back, and block
// or unblock their withdrawals (user_bans). Administration outside the API on purpose: no HTTP
// request can make anyone staff. Like seeding, it writes the tables directly.
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { users } from './modules/auth/auth.tables.js';
import { userBans } from './modules/auth/user-bans.tables.js';
import type { DbOrTx } from './platform/db/database.js';

export const OPERATOR_USAGE = `Usage: npm run operator -- <command> <email> [until]
  grant <email>                      make the user an operator (reviews large withdrawals)
  revoke <email>                     take operator rights back
  ban-withdrawals <email> [until]    block withdrawals, for good or until an ISO time (2026-12-31T00:00:00Z)
  unban-withdrawals <email>          end every active withdrawal ban`;

/** A mistake in the command line or an unknown user: the message is for the operator. */
export class OperatorError extends Error {}

export interface OperatorResult {
  message: string;
  userId: number;
  /** The user's new version: the running servers' profile/me caches drop older answers. */
  version: number;
}

/** Marks a change profile/me shows, so live pushes and caches see a new version. */
async function bumpVersion(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ version: sql`${users.version} + 1` })
    .where(eq(users.id, userId))
    .returning({ version: users.version });
  return row?.version ?? 0;
}

async function userByEmail(db: DbOrTx, email: string | undefined) {
  if (!email) throw new OperatorError(OPERATOR_USAGE);
  const [row] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  if (!row) throw new OperatorError(`No user has the e-mail address ${email}.`);
  return row;
}

function parseUntil(text: string | undefined, now: Date): Date | null {
  if (text === undefined) return null;
  const until = new Date(text);
  if (!/^\d{4}-\d{2}-\d{2}/.test(text) || Number.isNaN(until.getTime()))
    throw new OperatorError(`"${text}" is not an ISO time such as 2026-12-31T00:00:00Z.`);
  if (until <= now) throw new OperatorError(`${until.toISOString()} has already passed.`);
  return until;
}

async function setStaff(db: DbOrTx, email: string | undefined, isStaff: boolean) {
  const user = await userByEmail(db, email);
  await db.update(users).set({ isStaff }).where(eq(users.id, user.id));
  const verb = isStaff ? 'is now an operator' : 'is no longer an operator';
  return { user, message: `${user.username} ${verb}.` };
}

async function banWithdrawals(db: DbOrTx, email: string | undefined, until: Date | null) {
  const user = await userByEmail(db, email);
  await db.insert(userBans).values({ userId: user.id, kind: 'withdrawal', until });
  const end = until ? `until ${until.toISOString()}` : 'for good';
  return { user, message: `${user.username} may not withdraw ${end}.` };
}

/** Ends active bans rather than deleting them, so the record of the ban stays. */
async function unbanWithdrawals(db: DbOrTx, email: string | undefined, now: Date) {
  const user = await userByEmail(db, email);
  const ended = await db
    .update(userBans)
    .set({ until: now })
    .where(
      and(
        eq(userBans.userId, user.id),
        eq(userBans.kind, 'withdrawal'),
        or(isNull(userBans.until), gt(userBans.until, now)),
      ),
    )
    .returning({ id: userBans.id });
  const message =
    ended.length > 0
      ? `${user.username} may withdraw again.`
      : `${user.username} had no withdrawal ban.`;
  return { user, message };
}

export async function runOperator(
  db: DbOrTx,
  args: readonly string[],
  now = new Date(),
): Promise<OperatorResult> {
  const [command, email, extra, ...rest] = args;
  const arity = (most: number) => {
    if ([email, extra, ...rest].filter((a) => a !== undefined).length > most)
      throw new OperatorError(OPERATOR_USAGE);
  };
  let outcome;
  switch (command) {
    case 'grant':
    case 'revoke':
      arity(1);
      outcome = await setStaff(db, email, command === 'grant');
      break;
    case 'ban-withdrawals':
      arity(2);
      outcome = await banWithdrawals(db, email, parseUntil(extra, now));
      break;
    case 'unban-withdrawals':
      arity(1);
      outcome = await unbanWithdrawals(db, email, now);
      break;
    default:
      throw new OperatorError(OPERATOR_USAGE);
  }
  const version = await bumpVersion(db, outcome.user.id);
  return { message: outcome.message, userId: outcome.user.id, version };
}
