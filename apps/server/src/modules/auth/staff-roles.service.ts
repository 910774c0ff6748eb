// Staff roles as the other modules use them: a user's roles, the staff list, and granting and
// revoking on the caller's transaction (the console writes its audit row in the same one).
// users.is_staff is kept equal to "holds any role" (profile/me shows it).
import { STAFF_ROLES, type StaffRole } from '@clutch/contract/operator';
import { and, asc, eq, exists, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { users } from './auth.tables.js';
import { staffRoles } from './staff-roles.tables.js';

const inOrder = (roles: readonly StaffRole[]): StaffRole[] =>
  STAFF_ROLES.filter((role) => roles.includes(role));

export async function rolesOf(db: DbOrTx, userId: number): Promise<StaffRole[]> {
  const rows = await db
    .select({ role: staffRoles.role })
    .from(staffRoles)
    .where(eq(staffRoles.userId, userId));
  return inOrder(rows.map((row) => row.role));
}

/** Whether the user holds one of `roles` (the withdrawal review asks for finance or admin). */
export async function holdsAnyRole(
  db: DbOrTx,
  userId: number,
  roles: readonly StaffRole[],
): Promise<boolean> {
  const [row] = await db
    .select({ userId: staffRoles.userId })
    .from(staffRoles)
    .where(and(eq(staffRoles.userId, userId), inArray(staffRoles.role, [...roles])))
    .limit(1);
  return row !== undefined;
}

/** Everyone holding a role, with their roles, by user id. */
export async function staffMembers(db: DbOrTx) {
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      avatarUrl: users.avatarUrl,
      role: staffRoles.role,
    })
    .from(staffRoles)
    .innerJoin(users, eq(users.id, staffRoles.userId))
    .orderBy(asc(users.id));
  const byUser = new Map<
    number,
    { id: number; username: string; avatarUrl: string | null; roles: StaffRole[] }
  >();
  for (const { role, ...user } of rows) {
    const member = byUser.get(user.id) ?? { ...user, roles: [] };
    member.roles.push(role);
    byUser.set(user.id, member);
  }
  return [...byUser.values()].map((member) => ({ ...member, roles: inOrder(member.roles) }));
}

async function syncStaffFlag(tx: DbOrTx, userId: number): Promise<void> {
  await tx
    .update(users)
    .set({
      isStaff: exists(
        tx
          .select({ one: sql`1` })
          .from(staffRoles)
          .where(eq(staffRoles.userId, userId)),
      ),
    })
    .where(eq(users.id, userId));
}

/** Serialises role changes, so two admins revoking each other cannot leave no admin. */
export async function lockStaffRoles(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff_roles'))`);
}

/** Answers false when the user already held the role. */
export async function grantRole(
  tx: DbOrTx,
  userId: number,
  role: StaffRole,
  grantedBy: number | null,
): Promise<boolean> {
  const added = await tx
    .insert(staffRoles)
    .values({ userId, role, grantedBy })
    .onConflictDoNothing()
    .returning({ userId: staffRoles.userId });
  await syncStaffFlag(tx, userId);
  return added.length > 0;
}

/** Answers false when the user did not hold the role. */
export async function revokeRole(tx: DbOrTx, userId: number, role: StaffRole): Promise<boolean> {
  const removed = await tx
    .delete(staffRoles)
    .where(and(eq(staffRoles.userId, userId), eq(staffRoles.role, role)))
    .returning({ userId: staffRoles.userId });
  await syncStaffFlag(tx, userId);
  return removed.length > 0;
}

export async function countWithRole(tx: DbOrTx, role: StaffRole): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(staffRoles)
    .where(eq(staffRoles.role, role));
  return row?.count ?? 0;
}

/**
 * OPERATOR_ADMIN_EMAILS: the accounts that become admins once their e-mail is confirmed (at start
 * for accounts confirmed already, and on confirmation). An unconfirmed address proves nothing, so
 * signing up with a listed address grants nothing until its owner opens the mailed link.
 * Answers the ids newly made admins.
 */
export async function grantListedAdmins(
  tx: DbOrTx,
  emails: readonly string[],
  onlyUser?: number,
): Promise<number[]> {
  if (emails.length === 0) return [];
  const listed = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(
          sql<string>`lower(${users.email})`,
          emails.map((email) => email.toLowerCase()),
        ),
        isNotNull(users.emailConfirmedAt),
        onlyUser === undefined ? undefined : eq(users.id, onlyUser),
      ),
    );
  if (listed.length === 0) return [];
  await lockStaffRoles(tx);
  const granted: number[] = [];
  for (const { id } of listed) if (await grantRole(tx, id, 'admin', null)) granted.push(id);
  return granted;
}
