// Database access for invitations and join requests: one table, told apart by `kind`.
import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import type { PageWindow } from '../../platform/http/pagination.js';
import { users } from '../auth/auth.tables.js';
import { teamInvitations, teams } from './teams.tables.js';

export type InvitationKind = 'invite' | 'join_request';
export type InvitationRow = typeof teamInvitations.$inferSelect;

const listed = {
  id: teamInvitations.id,
  createdAt: teamInvitations.createdAt,
  team: { id: teams.id, name: teams.name, avatarUrl: teams.avatarUrl },
  user: { id: users.id, username: users.username, avatarUrl: users.avatarUrl },
};
export type ListedInvitationRow = {
  id: number;
  createdAt: Date;
  team: { id: number; name: string; avatarUrl: string | null };
  user: { id: number; username: string; avatarUrl: string | null };
};

export const teamInvitationsRepository = {
  async find(db: DbOrTx, kind: InvitationKind, id: number): Promise<InvitationRow | undefined> {
    const [row] = await db
      .select()
      .from(teamInvitations)
      .where(and(eq(teamInvitations.id, id), eq(teamInvitations.kind, kind)));
    return row;
  },
  async findListed(db: DbOrTx, id: number): Promise<ListedInvitationRow | undefined> {
    const [row] = await db
      .select(listed)
      .from(teamInvitations)
      .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
      .innerJoin(users, eq(users.id, teamInvitations.userId))
      .where(eq(teamInvitations.id, id));
    return row;
  },
  /** undefined: one is already pending for this team and user. */
  async insert(
    db: DbOrTx,
    kind: InvitationKind,
    teamId: number,
    userId: number,
  ): Promise<InvitationRow | undefined> {
    const [row] = await db
      .insert(teamInvitations)
      .values({ kind, teamId, userId })
      .onConflictDoNothing()
      .returning();
    return row;
  },
  async delete(db: DbOrTx, id: number): Promise<boolean> {
    const rows = await db
      .delete(teamInvitations)
      .where(eq(teamInvitations.id, id))
      .returning({ id: teamInvitations.id });
    return rows.length > 0;
  },
  /** A user who joins has nothing left pending with that team, of either kind. */
  async deleteBetween(db: DbOrTx, teamId: number, userId: number): Promise<void> {
    await db
      .delete(teamInvitations)
      .where(and(eq(teamInvitations.teamId, teamId), eq(teamInvitations.userId, userId)));
  },
  async list(
    db: DbOrTx,
    kind: InvitationKind,
    owner: { teamId: number } | { userId: number },
    window: PageWindow,
  ) {
    const where = and(
      eq(teamInvitations.kind, kind),
      'teamId' in owner
        ? eq(teamInvitations.teamId, owner.teamId)
        : eq(teamInvitations.userId, owner.userId),
    );
    const [results, [total]] = await Promise.all([
      db
        .select(listed)
        .from(teamInvitations)
        .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
        .innerJoin(users, eq(users.id, teamInvitations.userId))
        .where(where)
        .orderBy(desc(teamInvitations.id))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ count: count() }).from(teamInvitations).where(where),
    ]);
    return { count: total?.count ?? 0, results: results satisfies ListedInvitationRow[] };
  },
};
