// The notification store: creating notifications as the user's settings say (in the app, by e-mail,
// or both), listing them, marking them read, and the per-type settings. Quiet mode holds e-mails back.
import { AppError } from '@clutch/contract/errors';
import {
  ALWAYS_IN_APP,
  DEFAULT_NOTIFICATION_SETTING,
  NOTIFICATION_TYPES,
  type Notification,
  type NotificationAttributes,
  type NotificationSetting,
  type NotificationType,
} from '@clutch/contract/notifications';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import { requireSelf } from '../../platform/http/auth-guard.js';
import type { Counted, PageWindow } from '../../platform/http/pagination.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { EventPublisher } from '../../platform/realtime/bus.js';
import { keptPage, OwnedPageCache, pageKey } from '../../platform/http/page-cache.js';
import { notificationMail } from './notification-mail.js';
import type { NotificationEvent } from './notifications.events.js';
import {
  notificationsRepository as repo,
  type NotificationRow,
  type SettingRow,
} from './notifications.repository.js';
import { toUserBrief } from '../../platform/http/user-brief.js';

export interface NotificationDraft {
  userId: number;
  type: NotificationType;
  attributes: NotificationAttributes;
  /** Who caused it; shown as atributtes.user. */
  actorId?: number;
  /** Makes the draft create at most one notification, however many times it is handed in. */
  key?: string;
}

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    seen: row.seen,
    created: row.createdAt.toISOString(),
    atributtes: {
      ...row.attributes,
      ...(row.actor
        ? {
            user: toUserBrief(row.actor),
          }
        : {}),
    },
  };
}

const isAlwaysInApp = (type: NotificationType) => ALWAYS_IN_APP.includes(type);

function settingsWithDefaults(stored: SettingRow[]): NotificationSetting[] {
  const byType = new Map(stored.map((row) => [row.type, row]));
  return NOTIFICATION_TYPES.map((type) => {
    const row = byType.get(type);
    return {
      type,
      in_app: isAlwaysInApp(type) || (row?.inApp ?? DEFAULT_NOTIFICATION_SETTING.in_app),
      email: row?.email ?? DEFAULT_NOTIFICATION_SETTING.email,
    };
  });
}

export interface NotificationsDeps {
  db: Db;
  bus: EventPublisher<NotificationEvent>;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  publicUrl: string;
}

/** Inbox pages kept in all (a page of 50 is some 15 KB), and of one inbox. */
const INBOX_PAGES_KEPT = 10_000;
const PAGES_PER_INBOX = 8;

export function createNotificationsService(deps: NotificationsDeps) {
  const { db, bus } = deps;
  // An inbox's pages are kept until its owner gets or sees a notification (dropPagesOf), or a name
  // or picture an actor shows changes (dropPages): NOTIFICATION_PAGE_EVENTS in the module.
  const pages = new OwnedPageCache<number, Counted<Notification>>(
    INBOX_PAGES_KEPT,
    PAGES_PER_INBOX,
  );

  async function mail(draft: NotificationDraft, to: string, username: string): Promise<void> {
    const actorName =
      draft.actorId === undefined ? undefined : await repo.usernameOf(db, draft.actorId);
    const content = notificationMail(draft.type, {
      publicUrl: deps.publicUrl,
      username,
      actorName,
      attributes: draft.attributes,
    });
    // The notification has committed; a mail failure is logged, never turned into a lost notification.
    await deps.mailer.send({ to, ...content }).catch((error: unknown) => {
      deps.logger.error({ err: error, userId: draft.userId, type: draft.type }, 'mail not sent');
    });
  }

  /** One transaction: claim the trigger key, read the setting, store the notification if in the app. */
  function store(draft: NotificationDraft) {
    return db.transaction(async (tx) => {
      if (draft.key !== undefined && !(await repo.claimTrigger(tx, draft.key))) return null;
      const recipient = await repo.recipient(tx, draft.userId);
      if (!recipient) return null;
      const setting = (await repo.settingFor(tx, draft.userId, draft.type)) ?? {
        inApp: DEFAULT_NOTIFICATION_SETTING.in_app,
        email: DEFAULT_NOTIFICATION_SETTING.email,
      };
      if (!setting.inApp && !isAlwaysInApp(draft.type))
        return { recipient, email: setting.email, created: null };
      const id = await repo.insert(tx, {
        userId: draft.userId,
        type: draft.type,
        actorId: draft.actorId ?? null,
        attributes: draft.attributes,
      });
      const version = await repo.bumpInbox(tx, draft.userId);
      return { recipient, email: setting.email, created: { id, version } };
    });
  }

  return {
    /** Creates what the recipient's setting for the type asks for; null when nothing shows in the app. */
    async notify(draft: NotificationDraft): Promise<Notification | null> {
      const outcome = await store(draft);
      if (!outcome) return null;
      let notification: Notification | null = null;
      const row = outcome.created ? await repo.view(db, outcome.created.id) : undefined;
      if (outcome.created && row) {
        notification = toNotification(row);
        await bus.publish({
          type: 'NotificationCreated',
          userId: draft.userId,
          notification,
          version: outcome.created.version,
        });
      }
      const { recipient } = outcome;
      const quiet = recipient.quietModeTo !== null && recipient.quietModeTo > new Date();
      // Only to an address the user has proven, and not while they asked for quiet.
      if (outcome.email && recipient.email && recipient.emailConfirmedAt && !quiet)
        await mail(draft, recipient.email, recipient.username);
      return notification;
    },

    async list(
      callerId: number,
      ownerId: number,
      window: PageWindow,
    ): Promise<Counted<Notification>> {
      requireSelf(callerId, ownerId);
      return pages.load(callerId, pageKey({}, window), async () => {
        const found = await repo.list(db, callerId, window);
        return keptPage({ count: found.count, results: found.results.map(toNotification) });
      });
    },

    /** Forgets the user's kept inbox pages. */
    dropPagesOf: (userId: number): void => pages.drop(userId),
    /** Forgets every kept inbox page. */
    dropPages: (): void => pages.clear(),

    async markSeen(
      callerId: number,
      ownerId: number,
      which: { all?: boolean | undefined; ids?: number[] | undefined },
    ): Promise<{ updated: number; unread_notifications: number }> {
      requireSelf(callerId, ownerId);
      const ids = which.all === true ? null : (which.ids ?? []);
      const changed = await db.transaction(async (tx) => {
        const seen = await repo.markSeen(tx, callerId, ids);
        return { seen, version: seen.length > 0 ? await repo.bumpInbox(tx, callerId) : null };
      });
      const unread = await repo.unreadCount(db, callerId);
      if (changed.version !== null)
        await bus.publish({
          type: 'NotificationsSeen',
          userId: callerId,
          ids: ids === null ? null : changed.seen,
          unread,
          version: changed.version,
        });
      return { updated: changed.seen.length, unread_notifications: unread };
    },

    async settings(userId: number, window: PageWindow): Promise<Counted<NotificationSetting>> {
      const all = settingsWithDefaults(await repo.settings(db, userId));
      return { count: all.length, results: all.slice(window.offset, window.offset + window.limit) };
    },

    /** Fields left out keep their value; answers every setting after the change. */
    async updateSettings(
      userId: number,
      changes: {
        type: NotificationType;
        in_app?: boolean | undefined;
        email?: boolean | undefined;
      }[],
    ): Promise<NotificationSetting[]> {
      const locked = changes.find(
        (change) => isAlwaysInApp(change.type) && change.in_app === false,
      );
      if (locked)
        throw new AppError(
          'bad_request',
          `Notifications of type ${locked.type} always show in the app.`,
        );
      const current = new Map(
        settingsWithDefaults(await repo.settings(db, userId)).map((s) => [s.type, s]),
      );
      const rows = changes.map((change): SettingRow => {
        const was = current.get(change.type) ?? { ...DEFAULT_NOTIFICATION_SETTING };
        return {
          type: change.type,
          inApp: change.in_app ?? was.in_app,
          email: change.email ?? was.email,
        };
      });
      await repo.saveSettings(db, userId, rows);
      return settingsWithDefaults(await repo.settings(db, userId));
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
