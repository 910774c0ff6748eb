// Database access of the reports module: reports and their files, and the reads that check what a
// report names (the reported user, the match both played, the chat both are in).
import type { ReportMatchKind } from '@clutch/contract/reports';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import type { PageWindow } from '../../platform/http/pagination.js';
import { users } from '../auth/auth.tables.js';
import { chatMembers } from '../messenger/messenger.tables.js';
import { quickMatchPlayers, quickMatches } from '../quickmatch/quickmatch.tables.js';
import { tournamentMatches } from '../tournaments/tournament-matches.tables.js';
import { tournamentRoster } from '../tournaments/tournament-participants.tables.js';
import { reportFiles, reports } from './reports.tables.js';

export interface NewReport {
  reporterId: number;
  reportedId: number;
  reason: number;
  title: string;
  description: string;
  matchKind: ReportMatchKind | null;
  matchId: number | null;
  chatId: number | null;
}

export type ReportRow = typeof reports.$inferSelect & {
  reported: { id: number; username: string; avatarUrl: string | null };
  files: string[];
};

/** Lobbies past their ready check (veto, game, result) and bracket matches that began were played. */
const PLAYED_QUICK_MATCH = ['veto', 'in_game', 'finished'] as const;
const PLAYED_TOURNAMENT_MATCH = ['ready', 'in_game', 'finished'] as const;

export function selectRows(db: DbOrTx) {
  return db
    .select({
      report: reports,
      reported: { id: users.id, username: users.username, avatarUrl: users.avatarUrl },
    })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reportedId));
}

export async function withFiles(
  db: DbOrTx,
  rows: Awaited<ReturnType<typeof selectRows>>,
): Promise<ReportRow[]> {
  const ids = rows.map((row) => row.report.id);
  const files =
    ids.length === 0
      ? []
      : await db
          .select({ reportId: reportFiles.reportId, url: reportFiles.url })
          .from(reportFiles)
          .where(inArray(reportFiles.reportId, ids))
          .orderBy(asc(reportFiles.reportId), asc(reportFiles.position));
  return rows.map((row) => ({
    ...row.report,
    reported: row.reported,
    files: files.filter((file) => file.reportId === row.report.id).map((file) => file.url),
  }));
}

export const reportsRepository = {
  async userExists(db: DbOrTx, userId: number): Promise<boolean> {
    const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    return rows.length > 0;
  },

  /** Both users were seated in the quick match, and it got past its ready check. */
  async playedQuickMatch(db: DbOrTx, matchId: number, userIds: [number, number]) {
    const [row] = await db
      .select({ seated: count() })
      .from(quickMatchPlayers)
      .innerJoin(quickMatches, eq(quickMatches.id, quickMatchPlayers.quickMatchId))
      .where(
        and(
          eq(quickMatchPlayers.quickMatchId, matchId),
          inArray(quickMatchPlayers.userId, userIds),
          inArray(quickMatches.status, [...PLAYED_QUICK_MATCH]),
        ),
      );
    return (row?.seated ?? 0) === 2;
  },

  /** Both users are on the rosters of the bracket match's two sides, and it began. */
  async playedTournamentMatch(db: DbOrTx, matchId: number, userIds: [number, number]) {
    const [row] = await db
      .select({ players: count() })
      .from(tournamentMatches)
      .innerJoin(
        tournamentRoster,
        sql`${tournamentRoster.participantId} IN (${tournamentMatches.sideA}, ${tournamentMatches.sideB})`,
      )
      .where(
        and(
          eq(tournamentMatches.id, matchId),
          inArray(tournamentRoster.userId, userIds),
          inArray(tournamentMatches.status, [...PLAYED_TOURNAMENT_MATCH]),
        ),
      );
    return (row?.players ?? 0) === 2;
  },

  async bothInChat(db: DbOrTx, chatId: number, userIds: [number, number]): Promise<boolean> {
    const [row] = await db
      .select({ members: count() })
      .from(chatMembers)
      .where(and(eq(chatMembers.chatId, chatId), inArray(chatMembers.userId, userIds)));
    return (row?.members ?? 0) === 2;
  },

  /** Reports of one pair take turns, so the count of open ones holds under racing requests. */
  async lockPair(tx: DbOrTx, reporterId: number, reportedId: number): Promise<void> {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`report:${String(reporterId)}:${String(reportedId)}`}))`,
    );
  },

  async countOpen(db: DbOrTx, reporterId: number, reportedId: number): Promise<number> {
    const [row] = await db
      .select({ open: count() })
      .from(reports)
      .where(
        and(
          eq(reports.reporterId, reporterId),
          eq(reports.reportedId, reportedId),
          ne(reports.status, 'decided'),
        ),
      );
    return row?.open ?? 0;
  },

  async insert(tx: DbOrTx, report: NewReport, files: readonly string[]): Promise<number> {
    const [row] = await tx.insert(reports).values(report).returning({ id: reports.id });
    if (!row) throw new Error('insert returned no row');
    if (files.length > 0)
      await tx
        .insert(reportFiles)
        .values(files.map((url, index) => ({ reportId: row.id, position: index + 1, url })));
    return row.id;
  },

  async ownedBy(db: DbOrTx, reporterId: number, id: number): Promise<ReportRow | undefined> {
    const rows = await selectRows(db).where(
      and(eq(reports.id, id), eq(reports.reporterId, reporterId)),
    );
    const [row] = await withFiles(db, rows);
    return row;
  },

  async listOf(db: DbOrTx, reporterId: number, window: PageWindow) {
    const [rows, [total]] = await Promise.all([
      selectRows(db)
        .where(eq(reports.reporterId, reporterId))
        .orderBy(desc(reports.id))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ count: count() }).from(reports).where(eq(reports.reporterId, reporterId)),
    ]);
    return { count: total?.count ?? 0, results: await withFiles(db, rows) };
  },
};
