// The staff's side of reports, for the operator console: the queue by status with the evidence and
// the people, and assigning and deciding on the console's transaction (it audits both there and
// publishes the decision after commit). The sanction a decision applies is the console's.
import type { QueueReport } from '@clutch/contract/operator';
import type { ReportDecision, ReportStatus } from '@clutch/contract/reports';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { localizedError } from '../../platform/http/localized-errors.js';
import type { Counted, PageWindow } from '../../platform/http/pagination.js';
import { toUserBrief } from '../../platform/http/user-brief.js';
import { reasonOf } from './report-reasons.js';
import { reportQueueRepository as repo, type QueueRow } from './report-queue.repository.js';
import { reportsMessage } from './reports-messages.js';

export type StaffReport = Omit<QueueReport, 'sanction'> & {
  reporterId: number;
  reportedId: number;
};

function toStaffReport(row: QueueRow): StaffReport {
  return {
    id: row.id,
    reporterId: row.reporterId,
    reportedId: row.reportedId,
    title: row.title,
    description: row.description,
    // The console reads in English.
    reason: reasonOf(row.reason, 'en'),
    reporter: toUserBrief(row.reporter),
    reported_to: toUserBrief(row.reported),
    after_match: row.matchId,
    match_kind: row.matchKind,
    chat: row.chatId,
    upload_files: row.files,
    status: row.status,
    assignee: row.assignee ? toUserBrief(row.assignee) : null,
    decision: row.decision,
    outcome: row.outcome,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

export function createReportQueueService(deps: { db: Db }) {
  const { db } = deps;

  async function find(on: DbOrTx, id: number, lock = false): Promise<StaffReport> {
    const row = await repo.find(on, id, lock);
    if (!row) throw localizedError('not_found', reportsMessage('not_found'));
    return toStaffReport(row);
  }

  return {
    async list(status: ReportStatus | null, window: PageWindow): Promise<Counted<StaffReport>> {
      const found = await repo.list(db, status, window);
      return { count: found.count, results: found.results.map(toStaffReport) };
    },

    get: (id: number, on: DbOrTx = db) => find(on, id),

    /** Takes the report for `staffId` (also from another assignee); a decided one stays decided. */
    async assignIn(tx: DbOrTx, id: number, staffId: number) {
      const before = await find(tx, id, true);
      if (before.status === 'decided')
        throw localizedError('conflict', reportsMessage('already_decided'));
      await repo.assign(tx, id, staffId);
      return { before, after: await find(tx, id) };
    },

    async decideIn(
      tx: DbOrTx,
      id: number,
      staffId: number,
      decision: { decision: ReportDecision; outcome: string },
    ) {
      const before = await find(tx, id, true);
      if (!(await repo.decide(tx, id, staffId, decision)))
        throw localizedError('conflict', reportsMessage('already_decided'));
      return { before, after: await find(tx, id) };
    },
  };
}

export type ReportQueueService = ReturnType<typeof createReportQueueService>;
