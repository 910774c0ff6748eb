// The console's report queue (moderator, admin): the queue by status, taking a report, deciding it
// with an optional sanction from the ladder (sanction-ladder.ts, chosen from the reported user's
// earlier sanctions, applied as user_bans), and telling the reporter the outcome (ReportDecided
// becomes a system notification) without the sanction.
import { AppError } from '@clutch/contract/errors';
import type { DecideSchema, QueueReport, SanctionStep } from '@clutch/contract/operator';
import type { ReportStatus } from '@clutch/contract/reports';
import type { z } from 'zod';
import type { AppEvent } from '../../app-events.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import type { Counted, PageWindow } from '../../platform/http/pagination.js';
import type { EventPublisher } from '../../platform/realtime/bus.js';
import { bumpUserVersion, insertBan } from '../auth/user-bans.service.js';
import type { ReportQueueService, StaffReport } from '../reports/report-queue.service.js';
import type { OperatorAccess } from './operator-access.js';
import { operatorRepository as repo } from './operator.repository.js';
import { bansFor, nextSanction } from './sanction-ladder.js';
import { toBan } from './operator-users.service.js';

const toQueueReport = (
  { reporterId: _reporter, reportedId: _reported, ...report }: StaffReport,
  sanction: SanctionStep | null,
): QueueReport => ({ ...report, sanction });

export function createOperatorReportsService(deps: {
  db: Db;
  bus: EventPublisher<AppEvent>;
  queue: ReportQueueService;
  access: OperatorAccess;
  now: () => Date;
}) {
  const { db, bus, queue, access, now } = deps;

  async function withSanction(on: DbOrTx, report: StaffReport): Promise<QueueReport> {
    const sanctions = await repo.sanctionsOfReports(on, [report.id]);
    return toQueueReport(report, sanctions.get(report.id) ?? null);
  }

  return {
    async list(
      callerId: number,
      status: ReportStatus | null,
      window: PageWindow,
    ): Promise<Counted<QueueReport>> {
      await access.authorise(callerId, 'reports');
      const found = await queue.list(status, window);
      const sanctions = await repo.sanctionsOfReports(
        db,
        found.results.map((report) => report.id),
      );
      return {
        count: found.count,
        results: found.results.map((r) => toQueueReport(r, sanctions.get(r.id) ?? null)),
      };
    },

    async get(callerId: number, id: number): Promise<QueueReport> {
      await access.authorise(callerId, 'reports');
      return withSanction(db, await queue.get(id));
    },

    assign(callerId: number, id: number): Promise<QueueReport> {
      return access.act(callerId, 'reports', async (tx) => {
        const { before, after } = await queue.assignIn(tx, id, callerId);
        return {
          result: await withSanction(tx, after),
          audit: [
            {
              action: 'report.assign',
              targetKind: 'report',
              targetId: id,
              before: { status: before.status, assignee: before.assignee?.id ?? null },
              after: { status: after.status, assignee: callerId },
              reason: null,
            },
          ],
        };
      });
    },

    decide(callerId: number, id: number, input: z.output<typeof DecideSchema>) {
      if (input.sanction && input.decision !== 'action_taken')
        throw AppError.fields({
          sanction: ['Only a decision that takes action applies a sanction.'],
        });
      return access.act(callerId, 'reports', async (tx) => {
        const { before, after } = await queue.decideIn(tx, id, callerId, {
          decision: input.decision,
          outcome: input.outcome,
        });
        let step: SanctionStep | null = null;
        const bans: ReturnType<typeof toBan>[] = [];
        let version: number | null = null;
        if (input.sanction) {
          const userId = after.reportedId;
          await repo.lockUserSanctions(tx, userId);
          step = nextSanction(await repo.sanctionsOf(tx, userId));
          await repo.addSanction(tx, { userId, reportId: id, step, decidedBy: callerId });
          const reason = input.reason ?? `Breaking the rules (report #${String(id)}).`;
          for (const ban of bansFor(step, now()))
            bans.push(toBan(await insertBan(tx, { userId, ...ban, reason })));
          if (bans.length > 0) version = await bumpUserVersion(tx, userId);
        }
        const reportedId = after.reportedId;
        return {
          result: toQueueReport(after, step),
          audit: [
            {
              action: 'report.decide',
              targetKind: 'report',
              targetId: id,
              before: { status: before.status, assignee: before.assignee?.id ?? null },
              after: {
                status: after.status,
                decision: after.decision,
                outcome: after.outcome,
                sanction: step,
                reported: reportedId,
                bans,
              },
              reason: input.reason ?? null,
            },
          ],
          afterCommit: async () => {
            await bus.publish({
              type: 'ReportDecided',
              reportId: id,
              reporterId: after.reporterId,
              title: after.title,
              outcome: input.outcome,
            });
            if (version !== null)
              await bus.publish({ type: 'ProfileChanged', userId: reportedId, version });
          },
        };
      });
    },
  };
}

export type OperatorReportsService = ReturnType<typeof createOperatorReportsService>;
