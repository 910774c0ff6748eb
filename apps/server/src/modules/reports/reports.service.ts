// Use cases of the reports module: the translated reasons, filing a report (every rule checked
// before the evidence is stored, the open-report limit again under the pair's lock), and the
// reporter's own reports with their status and outcome.
import {
  MAX_OPEN_REPORTS_PER_TARGET,
  REPORT_MAX_FILES,
  type Report,
  type ReportLanguage,
  type ReportWrite,
} from '@clutch/contract/reports';
import type { Db } from '../../platform/db/database.js';
import {
  localizedError,
  localizedFields,
  type LocalizedMessage,
} from '../../platform/http/localized-errors.js';
import type { Counted, PageWindow } from '../../platform/http/pagination.js';
import { toUserBrief } from '../../platform/http/user-brief.js';
import type { MediaService } from '../media/media.service.js';
import { isReasonId, reasonOf, reasonsIn } from './report-reasons.js';
import { reportsMessage } from './reports-messages.js';
import { reportsRepository as repo, type NewReport, type ReportRow } from './reports.repository.js';

export const FILES_FIELD = 'upload_files';
const field = (name: string, message: LocalizedMessage) => localizedFields({ [name]: [message] });

function toReport(row: ReportRow, language: ReportLanguage): Report {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    reason: reasonOf(row.reason, language),
    reported_to: toUserBrief(row.reported),
    after_match: row.matchId,
    match_kind: row.matchKind,
    chat: row.chatId,
    upload_files: row.files,
    status: row.status,
    decision: row.decision,
    outcome: row.outcome,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

export function createReportsService(deps: { db: Db; media: MediaService }) {
  const { db, media } = deps;

  /** The checks that need no lock, in the order a person would fix them. */
  async function requireValid(reporterId: number, input: ReportWrite): Promise<NewReport> {
    if (!isReasonId(input.reason)) throw field('reason', reportsMessage('choose_reason'));
    if (input.reported_to === reporterId) throw field('reported_to', reportsMessage('report_self'));
    if (!(await repo.userExists(db, input.reported_to)))
      throw field('reported_to', reportsMessage('no_such_user'));
    if (input.match_kind !== undefined && input.after_match === undefined)
      throw field('after_match', reportsMessage('name_the_match'));
    const pair: [number, number] = [reporterId, input.reported_to];
    const matchKind = input.after_match === undefined ? null : (input.match_kind ?? 'quick');
    if (input.after_match !== undefined) {
      const played =
        matchKind === 'tournament'
          ? await repo.playedTournamentMatch(db, input.after_match, pair)
          : await repo.playedQuickMatch(db, input.after_match, pair);
      if (!played) throw field('after_match', reportsMessage('match_not_played'));
    }
    if (input.chat !== undefined && !(await repo.bothInChat(db, input.chat, pair)))
      throw field('chat', reportsMessage('not_both_in_chat'));
    return {
      reporterId,
      reportedId: input.reported_to,
      reason: input.reason,
      title: input.title,
      description: input.description,
      matchKind,
      matchId: input.after_match ?? null,
      chatId: input.chat ?? null,
    };
  }

  function tooManyOpen(open: number): boolean {
    return open >= MAX_OPEN_REPORTS_PER_TARGET;
  }

  async function view(reporterId: number, id: number, language: ReportLanguage) {
    const row = await repo.ownedBy(db, reporterId, id);
    if (!row) throw localizedError('not_found', reportsMessage('not_found'));
    return toReport(row, language);
  }

  return {
    reasons: (language: ReportLanguage) => reasonsIn(language),

    /** Pictures are checked by their bytes and re-encoded (metadata dropped) before anything is written. */
    async create(
      reporterId: number,
      input: ReportWrite,
      files: readonly Buffer[],
      language: ReportLanguage,
    ): Promise<Report> {
      if (files.length > REPORT_MAX_FILES)
        throw field(FILES_FIELD, reportsMessage('too_many_files'));
      const report = await requireValid(reporterId, input);
      if (tooManyOpen(await repo.countOpen(db, reporterId, report.reportedId)))
        throw localizedError('conflict', reportsMessage('too_many_open'));
      const urls: string[] = [];
      for (const file of files) urls.push(await media.storeImage(file, FILES_FIELD));
      const id = await db.transaction(async (tx) => {
        await repo.lockPair(tx, reporterId, report.reportedId);
        if (tooManyOpen(await repo.countOpen(tx, reporterId, report.reportedId)))
          throw localizedError('conflict', reportsMessage('too_many_open'));
        return repo.insert(tx, report, urls);
      });
      return view(reporterId, id, language);
    },

    /** Only the reporter's own: someone else's report is as unknown as a missing one. */
    get: view,

    async listMine(
      reporterId: number,
      window: PageWindow,
      language: ReportLanguage,
    ): Promise<Counted<Report>> {
      const found = await repo.listOf(db, reporterId, window);
      return { count: found.count, results: found.results.map((row) => toReport(row, language)) };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
