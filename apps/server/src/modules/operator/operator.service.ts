// The operator console's use cases outside users and reports: the caller's roles and sections,
// staff roles (admin), the audit log (admin, read only), content (support, admin) through the
// content service's upserts, and game status (admin). Every change writes its audit row in the
// same transaction (operator-access.ts).
import { AppError } from '@clutch/contract/errors';
import type {
  AuditEntry,
  FaqCategoryWriteSchema,
  FaqItemWriteSchema,
  GameStatusWriteSchema,
  NewsWriteSchema,
  OperatorMe,
  StaffRole,
  StaticPageWriteSchema,
} from '@clutch/contract/operator';
import type { z } from 'zod';
import type { Db, Tx } from '../../platform/db/database.js';
import type { Counted, PageWindow } from '../../platform/http/pagination.js';
import { toUserBrief } from '../../platform/http/user-brief.js';
import {
  countWithRole,
  grantRole,
  lockStaffRoles,
  revokeRole,
  rolesOf,
  staffMembers,
} from '../auth/staff-roles.service.js';
import type { ContentKind, ContentService } from '../content/content.service.js';
import type { GamesService } from '../games/games.service.js';
import type { OperatorAccess } from './operator-access.js';
import { sectionsOf } from './operator-policy.js';
import { operatorRepository as repo } from './operator.repository.js';

export function createOperatorService(deps: {
  db: Db;
  access: OperatorAccess;
  content: ContentService;
  games: GamesService;
}) {
  const { db, access, content } = deps;

  async function member(userId: number) {
    const row = await repo.user(db, userId);
    if (!row) throw AppError.fields({ user: ['There is no such user.'] });
    return { user: toUserBrief(row), roles: await rolesOf(db, userId) };
  }

  function changeRole(callerId: number, userId: number, role: StaffRole, isGranted: boolean) {
    return access.act(callerId, 'staff', async (tx) => {
      await lockStaffRoles(tx);
      if (!(await repo.user(tx, userId)))
        throw AppError.fields({ user: ['There is no such user.'] });
      const before = await rolesOf(tx, userId);
      if (isGranted) await grantRole(tx, userId, role, callerId);
      else {
        if (!before.includes(role))
          throw new AppError('not_found', `This user does not hold the ${role} role.`);
        if (role === 'admin' && (await countWithRole(tx, 'admin')) <= 1)
          throw new AppError(
            'conflict',
            'The last admin keeps the role: grant another admin first.',
          );
        await revokeRole(tx, userId, role);
      }
      const after = await rolesOf(tx, userId);
      return {
        result: null,
        audit: [
          {
            action: isGranted ? 'staff.grant' : 'staff.revoke',
            targetKind: 'user',
            targetId: userId,
            before: { roles: before },
            after: { roles: after },
            reason: null,
          },
        ],
      };
    });
  }

  /** One content write: the upsert on the console's transaction, audited with what was sent. */
  function writeContent<T extends { id: number } | { slug: string }>(
    callerId: number,
    kind: ContentKind,
    target: number | string | null,
    upsert: (tx: Tx) => Promise<T>,
  ): Promise<T> {
    return access.act(callerId, 'content', async (tx) => {
      const before = target === null ? null : await content.snapshot(kind, target, tx);
      const saved = await upsert(tx);
      const targetId = 'id' in saved ? saved.id : saved.slug;
      return {
        result: saved,
        audit: [
          {
            action: before === null ? `content.${kind}.create` : `content.${kind}.update`,
            targetKind: kind,
            targetId,
            before,
            after: await content.snapshot(kind, targetId, tx),
            reason: null,
          },
        ],
      };
    });
  }

  return {
    async me(callerId: number): Promise<OperatorMe> {
      const row = await repo.user(db, callerId);
      if (!row) throw new AppError('not_found', 'Not found.');
      const roles = await rolesOf(db, callerId);
      return { id: row.id, username: row.username, roles, sections: sectionsOf(roles) };
    },

    async staff(callerId: number) {
      await access.authorise(callerId, 'staff');
      return (await staffMembers(db)).map(({ roles, ...user }) => ({
        user: toUserBrief(user),
        roles,
      }));
    },

    async grant(callerId: number, userId: number, role: StaffRole) {
      await changeRole(callerId, userId, role, true);
      return member(userId);
    },

    async revoke(callerId: number, userId: number, role: StaffRole) {
      await changeRole(callerId, userId, role, false);
      return member(userId);
    },

    async audit(
      callerId: number,
      filter: { actorId: number | undefined; action: string | undefined },
      window: PageWindow,
    ): Promise<Counted<AuditEntry>> {
      await access.authorise(callerId, 'audit');
      const found = await repo.auditPage(db, filter, window);
      return {
        count: found.count,
        results: found.results.map(({ entry, actor }) => ({
          id: entry.id,
          actor: actor ? toUserBrief(actor) : null,
          action: entry.action,
          target_kind: entry.targetKind,
          target_id: entry.targetId,
          before: entry.before,
          after: entry.after,
          reason: entry.reason,
          created_at: entry.createdAt.toISOString(),
        })),
      };
    },

    async newsSources(callerId: number, window: PageWindow) {
      await access.authorise(callerId, 'content');
      const found = await content.newsSources(window);
      return {
        count: found.count,
        results: found.results.map((item) => ({
          id: item.id,
          is_published: item.isPublished,
          created_date: item.createdAt.toISOString(),
          texts: item.texts,
        })),
      };
    },

    async faqSources(callerId: number) {
      await access.authorise(callerId, 'content');
      const { categories, items } = await content.faqSources();
      return {
        categories,
        items: items.map(({ categoryId, ...item }) => ({ ...item, category: categoryId })),
      };
    },

    async staticPageSources(callerId: number) {
      await access.authorise(callerId, 'content');
      return (await content.staticPageSources()).map((page) => ({
        slug: page.slug,
        updated_date: page.updatedAt.toISOString(),
        texts: page.texts,
      }));
    },

    /** Reads nothing and changes nothing, so no audit row: the renderer pages use, for the editor. */
    async preview(callerId: number, markdown: string) {
      await access.authorise(callerId, 'content');
      return { html: content.preview(markdown) };
    },

    saveNews(callerId: number, id: number | null, input: z.output<typeof NewsWriteSchema>) {
      return writeContent(callerId, 'news', id, (tx) =>
        content.upsertNews(
          { ...(id === null ? {} : { id }), isPublished: input.is_published, texts: input.texts },
          tx,
        ),
      );
    },

    saveFaqCategory(
      callerId: number,
      id: number | null,
      input: z.output<typeof FaqCategoryWriteSchema>,
    ) {
      return writeContent(callerId, 'faq_category', id, (tx) =>
        content.upsertFaqCategory({ ...(id === null ? {} : { id }), ...input }, tx),
      );
    },

    saveFaqItem(callerId: number, id: number | null, input: z.output<typeof FaqItemWriteSchema>) {
      return writeContent(callerId, 'faq_item', id, (tx) =>
        content.upsertFaqItem(
          {
            ...(id === null ? {} : { id }),
            categoryId: input.category,
            position: input.position,
            texts: input.texts,
          },
          tx,
        ),
      );
    },

    saveStaticPage(callerId: number, slug: string, input: z.output<typeof StaticPageWriteSchema>) {
      return writeContent(callerId, 'static_page', slug, (tx) =>
        content.upsertStaticPage({ slug, texts: input.texts }, tx),
      );
    },

    setGameStatus(callerId: number, gameId: number, input: z.output<typeof GameStatusWriteSchema>) {
      return access.act(callerId, 'games', async (tx) => {
        const { before, after } = await deps.games.setStatusIn(tx, gameId, {
          workStatus: input.work_status,
          errorMessage: input.error_message === '' ? null : input.error_message,
        });
        return {
          result: after,
          audit: [
            {
              action: 'game.status',
              targetKind: 'game',
              targetId: gameId,
              before,
              after,
              reason: null,
            },
          ],
        };
      });
    },
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;
