// The console's users section (support, moderator, admin): search, one user with their active bans,
// live sessions and roles, setting and lifting bans (profile/me and user-updates refresh through
// ProfileChanged), and ending every session of a user.
import { AppError } from '@clutch/contract/errors';
import type { OperatorUser } from '@clutch/contract/operator';
import type { z } from 'zod';
import type {
  BanWriteSchema,
  OperatorUserRowSchema,
  UnbanWriteSchema,
} from '@clutch/contract/operator';
import type { AppEvent } from '../../app-events.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import type { Counted, PageWindow } from '../../platform/http/pagination.js';
import type { EventPublisher } from '../../platform/realtime/bus.js';
import type { AuthService } from '../auth/auth.service.js';
import { rolesOf } from '../auth/staff-roles.service.js';
import {
  activeBansOf,
  bumpUserVersion,
  endBans,
  insertBan,
  type BanRecord,
} from '../auth/user-bans.service.js';
import type { OperatorAccess } from './operator-access.js';
import { operatorRepository as repo } from './operator.repository.js';

type UserRow = NonNullable<Awaited<ReturnType<typeof repo.user>>>;

const toRow = (row: UserRow): z.infer<typeof OperatorUserRowSchema> => ({
  id: row.id,
  username: row.username,
  email: row.email,
  avatar_url: row.avatarUrl,
  is_banned: row.isBanned,
  created_at: row.createdAt.toISOString(),
});

export const toBan = (ban: BanRecord) => ({
  id: ban.id,
  kind: ban.kind,
  until: ban.until?.toISOString() ?? null,
  reason: ban.reason,
  created_at: ban.createdAt.toISOString(),
});

const field = (name: string, message: string) => AppError.fields({ [name]: [message] });

/** `until` in the future or `forever: true`, exactly one: a 400 naming the field otherwise. */
export function banEnd(input: { until?: string; forever?: boolean }, now: Date): Date | null {
  if (input.forever === true) {
    if (input.until !== undefined) throw field('until', 'Give an end time or forever, not both.');
    return null;
  }
  if (input.until === undefined) throw field('until', 'Give an end time, or forever: true.');
  const until = new Date(input.until);
  if (until <= now) throw field('until', 'The end of a ban must be in the future.');
  return until;
}

export function createOperatorUsersService(deps: {
  db: Db;
  bus: EventPublisher<AppEvent>;
  auth: AuthService;
  access: OperatorAccess;
  now: () => Date;
}) {
  const { db, bus, access, now } = deps;

  async function detail(on: DbOrTx, userId: number): Promise<OperatorUser> {
    const row = await repo.user(on, userId);
    if (!row) throw new AppError('not_found', 'Not found.');
    const at = now();
    // One after another: `on` may be a transaction, one connection.
    const roles = await rolesOf(on, userId);
    const bans = await activeBansOf(on, userId, at);
    const sessions = await repo.liveSessions(on, userId, at);
    return {
      ...toRow(row),
      country: row.country,
      roles,
      bans: bans.map(toBan),
      sessions: sessions.map((s) => ({
        id: s.id,
        user_agent: s.userAgent,
        ip: s.ip,
        created_at: s.createdAt.toISOString(),
        expires_at: s.expiresAt.toISOString(),
      })),
    };
  }

  const profileChanged = (userId: number, version: number) => () =>
    bus.publish({ type: 'ProfileChanged', userId, version });

  return {
    async search(callerId: number, search: string | undefined, window: PageWindow) {
      await access.authorise(callerId, 'users');
      const found = await repo.searchUsers(db, search, window);
      return { count: found.count, results: found.results.map(toRow) } satisfies Counted<unknown>;
    },

    async get(callerId: number, userId: number): Promise<OperatorUser> {
      await access.authorise(callerId, 'users');
      return detail(db, userId);
    },

    ban(callerId: number, userId: number, input: z.output<typeof BanWriteSchema>) {
      const at = now();
      const until = banEnd(input, at);
      return access.act(callerId, 'users', async (tx) => {
        const before = await detail(tx, userId);
        const ban = await insertBan(tx, { userId, kind: input.kind, until, reason: input.reason });
        const version = await bumpUserVersion(tx, userId);
        return {
          result: await detail(tx, userId),
          audit: [
            {
              action: 'user.ban',
              targetKind: 'user',
              targetId: userId,
              before: { bans: before.bans },
              after: { ban: toBan(ban) },
              reason: input.reason,
            },
          ],
          afterCommit: profileChanged(userId, version),
        };
      });
    },

    unban(callerId: number, userId: number, input: z.output<typeof UnbanWriteSchema>) {
      return access.act(callerId, 'users', async (tx) => {
        await detail(tx, userId);
        const ended = await endBans(tx, userId, input.kind, now());
        if (ended.length === 0) throw field('kind', `This user has no active ${input.kind} ban.`);
        const version = await bumpUserVersion(tx, userId);
        return {
          result: await detail(tx, userId),
          audit: [
            {
              action: 'user.unban',
              targetKind: 'user',
              targetId: userId,
              before: { bans: ended.map(toBan) },
              after: { kind: input.kind, lifted: ended.length },
              reason: input.reason,
            },
          ],
          afterCommit: profileChanged(userId, version),
        };
      });
    },

    revokeSessions(callerId: number, userId: number, reason: string) {
      return access.act(callerId, 'users', async (tx) => {
        const before = await detail(tx, userId);
        const revoked = await deps.auth.revokeUserSessionsIn(tx, userId, 'operator');
        return {
          result: { revoked: revoked.count },
          audit: [
            {
              action: 'user.sessions_revoke',
              targetKind: 'user',
              targetId: userId,
              before: { sessions: before.sessions.map((s) => s.id) },
              after: { revoked: revoked.count },
              reason,
            },
          ],
          afterCommit: revoked.announce,
        };
      });
    },
  };
}

export type OperatorUsersService = ReturnType<typeof createOperatorUsersService>;
