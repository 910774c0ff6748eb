// The console's report queue (moderator, admin): the queue by status, taking a report, deciding it
// with an optional sanction from the ladder (sanction-ladder.ts, chosen from the reported user's
// earlier sanctions, applied as user_bans), and telling the reporter the outcome (ReportDecided
// becomes a system notification) without the sanction.
import { AppError } from '@clutch/contract/errors';
import {
  CHAT_EXCERPT_SIZE,
  type DecideSchema,
  type QueueReport,
  type QueueReportDetail,
  type SanctionStep,
} from '@clutch/contract/operator';
import type { ReportStatus } from '@clutch/contract/reports';
import type { z } from 'zod';
import type { AppEvent } from '../../app-events.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import type { Counted, PageWindow } from '../../platform/http/pagination.js';
import type { EventPublisher } from '../../platform/realtime/bus.js';
import { bumpUserVersion, insertBan } from '../auth/user-bans.service.js';
import type { MessagesService } from '../messenger/messages.service.js';
import type { ReportQueueService, StaffReport } from '../reports/report-queue.service.js';
import type { OperatorAccess } from './operator-access.js';
import { operatorOpsRepository as ops } from './operator-ops.repository.js';
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
  /** The messenger's messages: a report's chat excerpt. */
  messages: Pick<MessagesService, 'excerpt'>;
  now: () => Date;
}) {
  const { db, bus, queue, access, now } = deps;

  /** The last messages of the reporter and the reported user in the report's chat, up to it. */
  async function chatExcerpt(report: StaffReport): Promise<QueueReportDetail['chat_excerpt']> {
    if (report.chat === null) return null;
    const found = await deps.messages.excerpt({
      chatId: report.chat,
      senderIds: [report.reporterId, report.reportedId],
      // The answer's time is cut to milliseconds; the database keeps microseconds.
      until: new Date(new Date(report.created_at).getTime() + 1),
      limit: CHAT_EXCERPT_SIZE,
    });
    return found.map((message) => ({
      id: message.id,
      seq: message.seq,
      sender: message.sender,
      content_text: message.contentText,
      files: message.fileNames,
      timestamp: message.createdAt.toISOString(),
    }));
  }

  async function matchSummary(report: StaffReport): Promise<QueueReportDetail['match_summary']> {
    if (report.after_match === null || report.match_kind === null) return null;
    const id = report.after_match;
    const row =
      report.match_kind === 'quick'
        ? await ops.quickMatchSummary(db, id)
        : await ops.tournamentMatchSummary(db, id);
    return {
      id,
      kind: report.match_kind,
      status: row?.status ?? null,
      score_a: row?.scoreA ?? null,
      score_b: row?.scoreB ?? null,
      finished_at: row?.finishedAt?.toISOString() ?? null,
    };
  }

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

    async get(callerId: number, id: number): Promise<QueueReportDetail> {
      await access.authorise(callerId, 'reports');
      const report = await queue.get(id);
      const [base, chat_excerpt, match_summary, previous] = await Promise.all([
        withSanction(db, report),
        chatExcerpt(report),
        matchSummary(report),
        repo.sanctionsOf(db, report.reportedId),
      ]);
      return { ...base, chat_excerpt, match_summary, next_sanction: nextSanction(previous) };
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
