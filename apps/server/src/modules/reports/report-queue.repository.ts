// Database access of the staff's report queue: reports by status (oldest first) with the people
// they name, and the conditional updates that assign and decide one.
import type { ReportDecision, ReportStatus } from '@clutch/contract/reports';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import type { PageWindow } from '../../platform/http/pagination.js';
import type { UserBriefRow } from '../../platform/http/user-brief.js';
import { users } from '../auth/auth.tables.js';
import { selectRows, withFiles, type ReportRow } from './reports.repository.js';
import { reports } from './reports.tables.js';

export type QueueRow = ReportRow & { reporter: UserBriefRow; assignee: UserBriefRow | null };

async function withPeople(db: DbOrTx, rows: ReportRow[]): Promise<QueueRow[]> {
  const ids = [
    ...new Set(
      rows.flatMap((row) => [row.reporterId, ...(row.assigneeId ? [row.assigneeId] : [])]),
    ),
  ];
  const people =
    ids.length === 0
      ? []
      : await db
          .select({ id: users.id, username: users.username, avatarUrl: users.avatarUrl })
          .from(users)
          .where(inArray(users.id, ids));
  const byId = new Map(people.map((person) => [person.id, person]));
  const unknown = (id: number): UserBriefRow => ({ id, username: '', avatarUrl: null });
  return rows.map((row) => ({
    ...row,
    reporter: byId.get(row.reporterId) ?? unknown(row.reporterId),
    assignee:
      row.assigneeId === null ? null : (byId.get(row.assigneeId) ?? unknown(row.assigneeId)),
  }));
}

const statusFilter = (status: ReportStatus | null) =>
  status === null ? ne(reports.status, 'decided') : eq(reports.status, status);

export const reportQueueRepository = {
  async list(db: DbOrTx, status: ReportStatus | null, window: PageWindow) {
    const [rows, [total]] = await Promise.all([
      selectRows(db)
        .where(statusFilter(status))
        .orderBy(asc(reports.id))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ count: count() }).from(reports).where(statusFilter(status)),
    ]);
    return { count: total?.count ?? 0, results: await withPeople(db, await withFiles(db, rows)) };
  },

  async find(db: DbOrTx, id: number, lock = false): Promise<QueueRow | undefined> {
    const query = selectRows(db).where(eq(reports.id, id));
    const rows = lock ? await query.for('update', { of: reports }) : await query;
    const [row] = await withPeople(db, await withFiles(db, rows));
    return row;
  },

  async assign(tx: DbOrTx, id: number, staffId: number): Promise<boolean> {
    const updated = await tx
      .update(reports)
      .set({ status: 'assigned', assigneeId: staffId, assignedAt: sql`now()` })
      .where(and(eq(reports.id, id), ne(reports.status, 'decided')))
      .returning({ id: reports.id });
    return updated.length > 0;
  },

  async decide(
    tx: DbOrTx,
    id: number,
    staffId: number,
    decision: { decision: ReportDecision; outcome: string },
  ): Promise<boolean> {
    const updated = await tx
      .update(reports)
      .set({
        status: 'decided',
        ...decision,
        assigneeId: sql`coalesce(${reports.assigneeId}, ${staffId})`,
        assignedAt: sql`coalesce(${reports.assignedAt}, now())`,
        decidedBy: staffId,
        decidedAt: sql`now()`,
      })
      .where(and(eq(reports.id, id), ne(reports.status, 'decided')))
      .returning({ id: reports.id });
    return updated.length > 0;
  },
};
