// The staff's side of reports, for the operator console: the queue by status with the evidence and
// the people, and assigning and deciding on the console's transaction (it audits both there and
// publishes the decision after commit). The sanction a decision applies is the console's.
import { AppError } from '@clutch/contract/errors';
import type { QueueReport } from '@clutch/contract/operator';
import type { ReportDecision, ReportStatus } from '@clutch/contract/reports';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import type { Counted, PageWindow } from '../../platform/http/pagination.js';
import { toUserBrief } from '../../platform/http/user-brief.js';
import { reasonOf } from './report-reasons.js';
import { reportQueueRepository as repo, type QueueRow } from './report-queue.repository.js';
import { REPORT_NOT_FOUND } from './reports.service.js';

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

const ALREADY_DECIDED = 'This report has already been decided.';

export function createReportQueueService(deps: { db: Db }) {
  const { db } = deps;

  async function find(on: DbOrTx, id: number, lock = false): Promise<StaffReport> {
    const row = await repo.find(on, id, lock);
    if (!row) throw new AppError('not_found', REPORT_NOT_FOUND);
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
      if (before.status === 'decided') throw new AppError('conflict', ALREADY_DECIDED);
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
        throw new AppError('conflict', ALREADY_DECIDED);
      return { before, after: await find(tx, id) };
    },
  };
}

export type ReportQueueService = ReturnType<typeof createReportQueueService>;
