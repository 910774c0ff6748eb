// Profiles: the current user's own view (profile/me) and its edits, other users' public profiles,
// the user search, and password and username changes (which the auth service carries out).
import { AppError, MESSAGES } from '@clutch/contract/errors';
import type { Me, MePatch, ProfileCard, PublicProfile } from '@clutch/contract/profile';
import type { Db } from '../../platform/db/database.js';
import { requireSelf, type AuthUser } from '../../platform/http/auth-guard.js';
import { commonMessage, localizedFields } from '../../platform/http/localized-errors.js';
import type { Counted, PageWindow } from '../../platform/http/pagination.js';
import type { EventPublisher } from '../../platform/realtime/bus.js';
import type { AuthService } from '../auth/auth.service.js';
import { isCountryCode } from '../../platform/countries.js';
import type { MediaService } from '../media/media.service.js';
import type { ProfileEvent } from './profiles.events.js';
import type { BanKind } from '../auth/user-bans.tables.js';
import { MeCache } from './me-cache.js';
import { fillMe, type MeContribution } from './me-parts.js';

// Other modules build their parts of profile/me to these types and never reach further in.
export type { MeContribution, MeFields } from './me-parts.js';
import {
  createProfilesRepository,
  type MeRow,
  type ProfileChanges,
  type SearchFilters,
} from './profiles.repository.js';
import { quietUntil } from './quiet-mode.js';
import { toUserBrief } from '../../platform/http/user-brief.js';

type BanState = Me['bans']['withdrawal'];

/** Each kind's active ban; duration is when it ends (ISO time) or "forever", with its reason. */
function bansOf(rows: MeRow['bans']): Me['bans'] {
  const state = (kind: BanKind): BanState => {
    const active = (rows ?? []).filter((ban) => ban.kind === kind);
    // The ban that ends last decides: a ban for good outlasts every timed one.
    const endOf = (ban: (typeof active)[number]) => ban.until ?? Number.POSITIVE_INFINITY;
    const last = active.reduce<(typeof active)[number] | undefined>(
      (latest, ban) => (latest === undefined || endOf(ban) > endOf(latest) ? ban : latest),
      undefined,
    );
    if (last === undefined) return { status: false, duration: null, reason: null };
    const duration = last.until === null ? 'forever' : new Date(last.until).toISOString();
    return { status: true, duration, reason: last.reason };
  };
  return {
    withdrawal: state('withdrawal'),
    tournament: state('tournament'),
    quick_match: state('quick_match'),
    chat: state('chat'),
  };
}

/** A timed ban ends without any event: a cached answer still showing one past its end is stale. */
function showsLapsedBan(me: Me, now: number): boolean {
  return Object.values(me.bans).some(
    (ban) =>
      ban.status &&
      ban.duration !== null &&
      ban.duration !== 'forever' &&
      Date.parse(ban.duration) <= now,
  );
}

/** profile/me from its row: what profiles reads itself, then every other module's part over it. */
export function toMe(meRow: MeRow, parts: readonly MeContribution[]): Me {
  const { user: row } = meRow;
  const base: Me = {
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
    unread_notifications: 0,
    quiet_mode_to: row.quietModeTo?.toISOString() ?? null,
    current_game: row.currentGame,
    current_tournament: null,
    next_match: null,
    // Filled in by the quick-match issue.
    current_quick_match: null,
    current_cart: null,
    ready_check: null,
    bans: bansOf(meRow.bans),
    balance: 0,
    demo_balance: 0,
    is_staff: row.isStaff,
    version: row.version,
  };
  return fillMe(parts, base, meRow.parts);
}

export interface ProfilesDeps {
  db: Db;
  bus: EventPublisher<ProfileEvent>;
  auth: AuthService;
  media: MediaService;
  /** Other modules' parts of profile/me (balances, unread notifications, tournaments). */
  meParts: readonly MeContribution[];
}

export interface SearchQuery {
  username?: string | undefined;
  exclude_me?: boolean | undefined;
  is_banned?: boolean | undefined;
}

export function createProfilesService(deps: ProfilesDeps) {
  const repo = createProfilesRepository(deps.db, deps.meParts);
  const cache = new MeCache(100_000);
  const readMe = async (userId: number) => {
    const row = await repo.findMe(userId);
    if (!row) throw new AppError('user_not_found', MESSAGES.userNotFound);
    // Frozen: the kept answer is shared by every read, and the compiled serializer writes it once.
    return Object.freeze(toMe(row, deps.meParts));
  };
  const freshMe = (userId: number) => cache.refresh(userId, () => readMe(userId));

  /** undefined: leave the avatar as it is. */
  async function avatarFrom(
    userId: number,
    text: string | null | undefined,
    file: Buffer | undefined,
  ): Promise<string | null | undefined> {
    if (file) return deps.media.storeImage(file, 'avatar');
    if (text === undefined || text === null) return text;
    // The avatar already on the profile (a Steam picture, say) may be sent back unchanged.
    const current = await repo.findMe(userId);
    if (current?.user.avatarUrl === text) return undefined;
    return deps.media.acceptImageUrl(text, 'avatar');
  }

  async function changesFrom(userId: number, patch: MePatch, avatarFile: Buffer | undefined) {
    if (patch.country && !isCountryCode(patch.country))
      throw localizedFields({
        country: [commonMessage('invalid_choice', { value: patch.country })],
      });
    const changes: ProfileChanges = {
      ...(patch.country === undefined ? {} : { country: patch.country }),
      ...(patch.discord === undefined ? {} : { discord: patch.discord }),
      ...(patch.current_game === undefined ? {} : { currentGame: patch.current_game }),
      ...(patch.is_demo === undefined ? {} : { isDemo: patch.is_demo }),
      ...(patch.quiet_mode_to === undefined
        ? {}
        : { quietModeTo: quietUntil(patch.quiet_mode_to, new Date()) }),
    };
    const avatar = await avatarFrom(userId, patch.avatar, avatarFile);
    return avatar === undefined ? changes : { ...changes, avatarUrl: avatar };
  }

  return {
    async getMe(userId: number): Promise<Me> {
      const me = await cache.load(userId, () => readMe(userId));
      return showsLapsedBan(me, Date.now()) ? freshMe(userId) : me;
    },
    /** Past the cache: live pushes must carry what the database says after the change. */
    getFreshMe: freshMe,
    /** Everything profile/me shows must invalidate here when it changes (see meChangedBy). */
    invalidate: (userId: number): void => cache.invalidate(userId),
    /** After the bus lost events: any cached answer may be stale. */
    invalidateAll: (): void => cache.clear(),

    /** Every value is checked (and an avatar file stored) before anything is written. */
    async patchMe(userId: number, patch: MePatch, avatarFile?: Buffer): Promise<Me> {
      const changes = await changesFrom(userId, patch, avatarFile);
      if (patch.username !== undefined) await deps.auth.changeUsername(userId, patch.username);
      const changed = Object.keys(changes).length > 0;
      if (changed && !(await repo.update(deps.db, userId, changes)))
        throw new AppError('user_not_found', MESSAGES.userNotFound);
      cache.invalidate(userId);
      const me = await freshMe(userId);
      if (changed) await deps.bus.publish({ type: 'ProfileChanged', userId, version: me.version });
      return me;
    },

    async publicProfile(viewerId: number, userId: number): Promise<PublicProfile> {
      const row = await repo.publicView(viewerId, userId);
      if (!row) throw new AppError('not_found', 'User not found.');
      const { user } = row;
      const friendship =
        viewerId === userId
          ? 'self'
          : row.isFriend
            ? 'friends'
            : row.sentRequestId !== null
              ? 'request_sent'
              : row.receivedRequestId !== null
                ? 'request_received'
                : 'none';
      return {
        ...toUserBrief(user),
        country: user.country,
        discord: user.discord,
        steam_id: user.steamId,
        twitch: user.twitchLogin,
        created: user.createdAt.toISOString(),
        friendship,
        friend_request_id: row.sentRequestId ?? row.receivedRequestId ?? null,
        is_banned: row.isBlocked,
      };
    },

    async search(
      viewerId: number,
      query: SearchQuery,
      window: PageWindow,
    ): Promise<Counted<ProfileCard>> {
      const filters: SearchFilters = {
        username: query.username || undefined,
        excludeMe: query.exclude_me ?? false,
        onlyBlocked: query.is_banned ?? false,
      };
      const found = await repo.search(viewerId, filters, window);
      return {
        count: found.count,
        results: found.results.map((row) => ({
          ...toUserBrief(row),
          country: row.country,
        })),
      };
    },

    async changePassword(
      caller: AuthUser,
      ownerId: number,
      input: Parameters<AuthService['changePassword']>[1],
    ): ReturnType<AuthService['changePassword']> {
      requireSelf(caller, ownerId);
      return deps.auth.changePassword(caller, input);
    },

    async changeUsername(callerId: number, ownerId: number, username: string): Promise<Me> {
      requireSelf(callerId, ownerId);
      await deps.auth.changeUsername(callerId, username);
      cache.invalidate(callerId);
      return freshMe(callerId);
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
