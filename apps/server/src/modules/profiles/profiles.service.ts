// The current user's profile: reading it (profile/me) and the light edits the header makes.
import { AppError, MESSAGES } from '@clutch/contract/errors';
import type { Me } from '@clutch/contract/profile';
import type { Db } from '../../platform/db/database.js';
import type { EventPublisher } from '../../platform/realtime/bus.js';
import type { ProfileEvent } from './profiles.events.js';
import { MeCache } from './me-cache.js';
import { createProfilesRepository, type ProfileRow } from './profiles.repository.js';

const NO_BAN = { status: false, duration: null };

export function toMe(row: ProfileRow): Me {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    is_email_confirmed: row.emailConfirmedAt !== null,
    avatar_url: row.avatarUrl,
    country: row.country,
    discord: row.discord,
    steam_id: row.steamId,
    twitch: row.twitchLogin,
    is_demo: row.isDemo,
    // Filled in by the notifications, quick-match, tournament and wallet issues.
    unread_notifications: 0,
    quiet_mode_to: row.quietModeTo?.toISOString() ?? null,
    current_game: row.currentGame,
    current_quick_match: null,
    current_tournament: null,
    next_match: null,
    current_cart: null,
    ready_check: null,
    bans: { withdrawal: NO_BAN, tournament: NO_BAN, quick_match: NO_BAN, chat: NO_BAN },
    version: row.version,
  };
}

export interface MePatch {
  current_game?: number | undefined;
  is_demo?: boolean | undefined;
  quiet_mode_to?: string | null | undefined;
}

export function createProfilesService(deps: { db: Db; bus: EventPublisher<ProfileEvent> }) {
  const repo = createProfilesRepository(deps.db);
  const cache = new MeCache(100_000);
  const readMe = async (userId: number) => {
    const row = await repo.findById(userId);
    if (!row) throw new AppError('user_not_found', MESSAGES.userNotFound);
    return toMe(row);
  };
  return {
    getMe: (userId: number): Promise<Me> => cache.load(userId, () => readMe(userId)),
    /** Past the cache: live pushes must carry what the database says after the change. */
    getFreshMe: (userId: number): Promise<Me> => cache.refresh(userId, () => readMe(userId)),
    /** Everything profile/me shows must invalidate here when it changes (see profileChangedBy). */
    invalidate: (userId: number): void => cache.invalidate(userId),
    async patchMe(userId: number, patch: MePatch): Promise<Me> {
      const row = await repo.update(deps.db, userId, {
        ...(patch.current_game === undefined ? {} : { currentGame: patch.current_game }),
        ...(patch.is_demo === undefined ? {} : { isDemo: patch.is_demo }),
        ...(patch.quiet_mode_to === undefined
          ? {}
          : { quietModeTo: patch.quiet_mode_to === null ? null : new Date(patch.quiet_mode_to) }),
      });
      if (!row) throw new AppError('user_not_found', MESSAGES.userNotFound);
      cache.invalidate(userId);
      await deps.bus.publish({ type: 'ProfileChanged', userId, version: row.version });
      return toMe(row);
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
