// Database access of the notifications module.
import type { NotificationAttributes, NotificationType } from '@clutch/contract/notifications';
import { and, count, desc, eq, inArray, not, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { perDatabase } from '../../platform/db/prepared.js';
import type { PageWindow } from '../../platform/http/pagination.js';
import { users } from '../auth/auth.tables.js';
import {
  notificationInboxes,
  notificationSettings,
  notifications,
  notificationTriggers,
} from './notifications.tables.js';

export interface NotificationRow {
  id: number;
  type: NotificationType;
  seen: boolean;
  createdAt: Date;
  attributes: NotificationAttributes;
  actor: { id: number; username: string; avatarUrl: string | null } | null;
}

export interface SettingRow {
  type: NotificationType;
  inApp: boolean;
  email: boolean;
}

const rowColumns = {
  id: notifications.id,
  type: notifications.type,
  seen: notifications.seen,
  createdAt: notifications.createdAt,
  attributes: notifications.attributes,
  actor: { id: users.id, username: users.username, avatarUrl: users.avatarUrl },
};

/** Notifications with the actor as they are now, in one query. */
function selectRows(db: DbOrTx) {
  return db
    .select(rowColumns)
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId));
}

function prepareStatements(db: DbOrTx) {
  const user = sql.placeholder('user');
  const pageIds = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, user))
    .orderBy(desc(notifications.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  return {
    page: db
      .select({
        ...rowColumns,
        total: sql<number>`(SELECT count(*)::int FROM ${notifications} WHERE ${notifications.userId} = ${user})`,
      })
      .from(notifications)
      .leftJoin(users, eq(users.id, notifications.actorId))
      .where(sql`${notifications.id} IN (${pageIds})`)
      .orderBy(desc(notifications.id))
      .prepare('notifications_page'),
  };
}
const statements = perDatabase(prepareStatements);

const unseenOf = (userId: number) => and(eq(notifications.userId, userId), not(notifications.seen));

export const notificationsRepository = {
  /** True for the first caller with this key; every later one (another instance) gets false. */
  async claimTrigger(tx: DbOrTx, key: string): Promise<boolean> {
    const rows = await tx
      .insert(notificationTriggers)
      .values({ key })
      .onConflictDoNothing()
      .returning({ key: notificationTriggers.key });
    return rows.length > 0;
  },
  async recipient(tx: DbOrTx, userId: number) {
    const [row] = await tx
      .select({
        username: users.username,
        email: users.email,
        emailConfirmedAt: users.emailConfirmedAt,
        quietModeTo: users.quietModeTo,
      })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  },
  async usernameOf(db: DbOrTx, userId: number): Promise<string | undefined> {
    const [row] = await db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, userId));
    return row?.username;
  },
  async insert(
    tx: DbOrTx,
    values: {
      userId: number;
      type: NotificationType;
      actorId: number | null;
      attributes: NotificationAttributes;
    },
  ): Promise<number> {
    const [row] = await tx.insert(notifications).values(values).returning({ id: notifications.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  },
  /** The row lock this takes also orders concurrent changes to one user's notifications. */
  async bumpInbox(tx: DbOrTx, userId: number): Promise<number> {
    const [row] = await tx
      .insert(notificationInboxes)
      .values({ userId, version: 1 })
      .onConflictDoUpdate({
        target: notificationInboxes.userId,
        set: { version: sql`${notificationInboxes.version} + 1` },
      })
      .returning({ version: notificationInboxes.version });
    if (!row) throw new Error('upsert returned no row');
    return row.version;
  },
  async view(db: DbOrTx, id: number): Promise<NotificationRow | undefined> {
    const [row] = await selectRows(db).where(eq(notifications.id, id));
    return row;
  },
  /**
   * A page, newest first, and the total: one named prepared statement. The page's ids are cut from
   * notifications_user_idx and the total counted there (uncorrelated, each run once); only the
   * page's rows are joined with their actors.
   */
  async list(db: DbOrTx, userId: number, window: PageWindow) {
    const statement = statements(db).page;
    const rows = await statement.execute({
      user: userId,
      limit: window.limit,
      offset: window.offset,
    });
    const total =
      rows[0]?.total ??
      (window.offset === 0
        ? 0
        : ((await statement.execute({ user: userId, limit: 1, offset: 0 }))[0]?.total ?? 0));
    const results: NotificationRow[] = rows.map(({ total: _total, ...row }) => row);
    return { count: total, results };
  },
  /** Marks unseen notifications of the user seen (all, or those with these ids); answers their ids. */
  async markSeen(tx: DbOrTx, userId: number, ids: number[] | null): Promise<number[]> {
    const rows = await tx
      .update(notifications)
      .set({ seen: true })
      .where(and(unseenOf(userId), ids === null ? undefined : inArray(notifications.id, ids)))
      .returning({ id: notifications.id });
    return rows.map((row) => row.id).sort((a, b) => a - b);
  },
  async unreadCount(db: DbOrTx, userId: number): Promise<number> {
    const [row] = await db.select({ count: count() }).from(notifications).where(unseenOf(userId));
    return row?.count ?? 0;
  },

  async settings(db: DbOrTx, userId: number): Promise<SettingRow[]> {
    return db
      .select({
        type: notificationSettings.type,
        inApp: notificationSettings.inApp,
        email: notificationSettings.email,
      })
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, userId));
  },
  async settingFor(tx: DbOrTx, userId: number, type: NotificationType) {
    const [row] = await tx
      .select({ inApp: notificationSettings.inApp, email: notificationSettings.email })
      .from(notificationSettings)
      .where(and(eq(notificationSettings.userId, userId), eq(notificationSettings.type, type)));
    return row;
  },
  async saveSettings(db: DbOrTx, userId: number, rows: SettingRow[]): Promise<void> {
    await db
      .insert(notificationSettings)
      .values(rows.map((row) => ({ userId, ...row })))
      .onConflictDoUpdate({
        target: [notificationSettings.userId, notificationSettings.type],
        set: { inApp: sql`excluded.in_app`, email: sql`excluded.email` },
      });
  },
};
