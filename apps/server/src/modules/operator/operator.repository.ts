// Database access of the operator console: the audit log (insert and read only: the database
// refuses anything else), the sanctions decisions applied, and the reads of the users section
// (auth's users, sessions and bans, read in joins; only auth writes them).
import type { SanctionStep } from '@clutch/contract/operator';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { containing } from '../../platform/db/like.js';
import type { PageWindow } from '../../platform/http/pagination.js';
import { sessions, users } from '../auth/auth.tables.js';
import { operatorAudit, operatorSanctions } from './operator.tables.js';

export interface AuditDraft {
  actorId: number;
  action: string;
  targetKind: string;
  targetId: string | number;
  before: unknown;
  after: unknown;
  reason: string | null;
}

const userRow = {
  id: users.id,
  username: users.username,
  email: users.email,
  avatarUrl: users.avatarUrl,
  isBanned: users.isBanned,
  country: users.country,
  createdAt: users.createdAt,
};

function searchFilter(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const byName = or(
    ilike(users.username, containing(search)),
    ilike(users.email, containing(search)),
  );
  return /^\d{1,9}$/.test(search) ? or(eq(users.id, Number(search)), byName) : byName;
}

export const operatorRepository = {
  async audit(tx: DbOrTx, draft: AuditDraft): Promise<void> {
    await tx.insert(operatorAudit).values({
      ...draft,
      targetId: String(draft.targetId),
      before: draft.before ?? null,
      after: draft.after ?? null,
    });
  },

  async auditPage(
    db: DbOrTx,
    filter: { actorId: number | undefined; action: string | undefined },
    window: PageWindow,
  ) {
    const where = and(
      filter.actorId === undefined ? undefined : eq(operatorAudit.actorId, filter.actorId),
      filter.action === undefined ? undefined : eq(operatorAudit.action, filter.action),
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({
          entry: operatorAudit,
          actor: { id: users.id, username: users.username, avatarUrl: users.avatarUrl },
        })
        .from(operatorAudit)
        .leftJoin(users, eq(users.id, operatorAudit.actorId))
        .where(where)
        .orderBy(desc(operatorAudit.id))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ count: count() }).from(operatorAudit).where(where),
    ]);
    return { count: total?.count ?? 0, results: rows };
  },

  async sanctionsOf(tx: DbOrTx, userId: number): Promise<SanctionStep[]> {
    const rows = await tx
      .select({ step: operatorSanctions.step })
      .from(operatorSanctions)
      .where(eq(operatorSanctions.userId, userId))
      .orderBy(asc(operatorSanctions.id));
    return rows.map((row) => row.step);
  },

  async sanctionsOfReports(db: DbOrTx, reportIds: readonly number[]) {
    if (reportIds.length === 0) return new Map<number, SanctionStep>();
    const rows = await db
      .select({ reportId: operatorSanctions.reportId, step: operatorSanctions.step })
      .from(operatorSanctions)
      .where(inArray(operatorSanctions.reportId, [...reportIds]));
    return new Map(
      rows.flatMap((row) => (row.reportId === null ? [] : [[row.reportId, row.step]])),
    );
  },

  async addSanction(
    tx: DbOrTx,
    sanction: { userId: number; reportId: number; step: SanctionStep; decidedBy: number },
  ): Promise<void> {
    await tx.insert(operatorSanctions).values(sanction);
  },

  /** Serialises sanctions of one user, so two decisions cannot both pick the same ladder step. */
  async lockUserSanctions(tx: DbOrTx, userId: number): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('operator_sanctions'), ${userId})`);
  },

  async searchUsers(db: DbOrTx, search: string | undefined, window: PageWindow) {
    const where = searchFilter(search);
    const [rows, [total]] = await Promise.all([
      db
        .select(userRow)
        .from(users)
        .where(where)
        .orderBy(asc(users.id))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ count: count() }).from(users).where(where),
    ]);
    return { count: total?.count ?? 0, results: rows };
  },

  async user(db: DbOrTx, userId: number) {
    const [row] = await db.select(userRow).from(users).where(eq(users.id, userId));
    return row;
  },

  liveSessions(db: DbOrTx, userId: number, now: Date) {
    return db
      .select({
        id: sessions.id,
        userAgent: sessions.userAgent,
        ip: sessions.ip,
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .where(
        and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
      )
      .orderBy(desc(sessions.id));
  },
};
