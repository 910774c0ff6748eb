// Database access for applications: the registrations that wait for the creator, with the fee held
// meanwhile. A page of them with the applicant and team, searched by name and filtered by status.
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import type { PageWindow } from '../../../platform/http/pagination.js';
import { users } from '../../auth/auth.tables.js';
import { teams } from '../../teams/teams.tables.js';
import { teamBrief, userBrief } from './participants.repository.js';
import {
  tournamentApplications,
  type ApplicationStatus as Status,
  type ParticipantKind,
} from '../tournament-participants.tables.js';
import { containing } from '../../../platform/db/like.js';

const a = tournamentApplications;
export type ApplicationRow = typeof tournamentApplications.$inferSelect;

export interface ApplicationFilter {
  search?: string | undefined;
  status?: Status | undefined;
}

function whereOf(tournamentId: number, filter: ApplicationFilter): SQL | undefined {
  const like = filter.search ? containing(filter.search) : null;
  return and(
    eq(a.tournamentId, tournamentId),
    filter.status === undefined ? undefined : eq(a.status, filter.status),
    like === null ? undefined : or(ilike(users.username, like), ilike(teams.name, like)),
  );
}

export const applicationsRepository = {
  async insert(
    tx: DbOrTx,
    values: {
      tournamentId: number;
      kind: ParticipantKind;
      userId: number;
      teamId: number | null;
      feeHoldId: number | null;
    },
  ): Promise<number> {
    const [row] = await tx.insert(a).values(values).returning({ id: a.id });
    if (!row) throw new Error('application was not inserted');
    return row.id;
  },

  async find(db: DbOrTx, id: number): Promise<ApplicationRow | undefined> {
    const [row] = await db.select().from(a).where(eq(a.id, id));
    return row;
  },

  async lock(tx: DbOrTx, id: number): Promise<ApplicationRow | undefined> {
    const [row] = await tx.select().from(a).where(eq(a.id, id)).for('update');
    return row;
  },

  async pendingOf(tx: DbOrTx, tournamentId: number, userId: number) {
    const [row] = await tx
      .select()
      .from(a)
      .where(and(eq(a.tournamentId, tournamentId), eq(a.userId, userId), eq(a.status, 'pending')))
      .for('update');
    return row;
  },

  /** Pending applications of a user (as applicant) or a team, locked: a ban ends them. */
  async pendingBy(
    tx: DbOrTx,
    tournamentId: number,
    who: { user?: number | undefined; team?: number | undefined },
  ): Promise<ApplicationRow[]> {
    const match = who.user !== undefined ? eq(a.userId, who.user) : eq(a.teamId, who.team ?? 0);
    return tx
      .select()
      .from(a)
      .where(and(eq(a.tournamentId, tournamentId), eq(a.status, 'pending'), match))
      .for('update');
  },

  async decide(
    tx: DbOrTx,
    id: number,
    status: Exclude<Status, 'pending'>,
    participantId: number | null = null,
  ): Promise<void> {
    await tx
      .update(a)
      .set({ status, decidedAt: new Date(), participantId })
      .where(and(eq(a.id, id), eq(a.status, 'pending')));
  },

  async page(db: DbOrTx, tournamentId: number, filter: ApplicationFilter, window: PageWindow) {
    const where = whereOf(tournamentId, filter);
    const [results, [total]] = await Promise.all([
      db
        .select({ application: a, user: userBrief, team: teamBrief })
        .from(a)
        .innerJoin(users, eq(users.id, a.userId))
        .leftJoin(teams, eq(teams.id, a.teamId))
        .where(where)
        .orderBy(asc(a.id))
        .limit(window.limit)
        .offset(window.offset),
      db
        .select({ count: count() })
        .from(a)
        .innerJoin(users, eq(users.id, a.userId))
        .leftJoin(teams, eq(teams.id, a.teamId))
        .where(where),
    ]);
    return { count: total?.count ?? 0, results };
  },

  async withBriefs(db: DbOrTx, id: number) {
    const [row] = await db
      .select({ application: a, user: userBrief, team: teamBrief })
      .from(a)
      .innerJoin(users, eq(users.id, a.userId))
      .leftJoin(teams, eq(teams.id, a.teamId))
      .where(eq(a.id, id));
    return row;
  },
};
