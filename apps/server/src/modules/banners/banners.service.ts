// Banners: an image with an optional link and name, made by a user, shown on the teams they lead.
// The creator edits and deletes it; allow_show false hides it from everyone else and from teams.
import type { Banner, BannerWrite } from '@clutch/contract/banners';
import { AppError } from '@clutch/contract/errors';
import type { Db } from '../../platform/db/database.js';
import type { Counted, PageWindow } from '../../platform/http/pagination.js';
import type { EventPublisher } from '../../platform/realtime/bus.js';
import type { MediaService } from '../media/media.service.js';
import type { BannersEvent } from './banners.events.js';
import {
  bannersRepository as repo,
  type BannerChanges,
  type BannerFilter,
  type BannerView,
} from './banners.repository.js';
import {
  BANNER_NOT_FOUND,
  requireCreator,
  requireTeamLeader,
  requireVisible,
} from './banners.policy.js';
import { toUserBrief } from '../../platform/http/user-brief.js';

export interface BannersDeps {
  db: Db;
  /** BannersChanged after every change teams may show (the team lists keep pages until then). */
  bus: EventPublisher<BannersEvent>;
  media: MediaService;
}

const toBanner = (row: BannerView): Banner => ({
  id: row.id,
  name: row.name,
  image: row.image,
  link: row.link,
  allow_show: row.allowShow,
  created_by: toUserBrief(row.creator),
  created_at: row.createdAt.toISOString(),
});

export function createBannersService(deps: BannersDeps) {
  const { db, media } = deps;
  const changed = (bannerId: number) => deps.bus.publish({ type: 'BannersChanged', bannerId });

  /** The image is a new file, or an address we already serve; never fetched from elsewhere. */
  async function imageOf(
    input: BannerWrite,
    file: Buffer | undefined,
  ): Promise<string | undefined> {
    if (file) return media.storeImage(file, 'image');
    if (input.image !== undefined) return media.acceptImageUrl(input.image, 'image');
    return undefined;
  }

  async function changesFrom(input: BannerWrite, file: Buffer | undefined) {
    const image = await imageOf(input, file);
    const changes: BannerChanges = {
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.link === undefined ? {} : { link: input.link }),
      ...(input.allow_show === undefined ? {} : { allowShow: input.allow_show }),
      ...(image === undefined ? {} : { image }),
    };
    return changes;
  }

  async function view(id: number): Promise<Banner> {
    const row = await repo.view(db, id);
    if (!row) throw new AppError('not_found', BANNER_NOT_FOUND);
    return toBanner(row);
  }

  async function ofTeam(teamId: number, viewerId: number): Promise<Banner[]> {
    return (await repo.ofTeam(db, teamId, viewerId)).map(toBanner);
  }

  return {
    /** The shown banners of every team given, with their team's id: the teams module's lists. */
    shownOnTeams: (teamIds: number[]) => repo.shownOnTeams(db, teamIds),
    async list(filter: BannerFilter, window: PageWindow): Promise<Counted<Banner>> {
      const found = await repo.list(db, filter, window);
      return { count: found.count, results: found.results.map(toBanner) };
    },

    async get(callerId: number, id: number): Promise<Banner> {
      return toBanner(requireVisible(await repo.view(db, id), callerId));
    },

    /** `id` in the body means nothing on create: the database picks it. */
    async create(callerId: number, input: BannerWrite, file?: Buffer): Promise<Banner> {
      const { image, ...changes } = await changesFrom(input, file);
      if (image === undefined) throw AppError.fields({ image: ['This field is required.'] });
      return view(await repo.insert(db, { ...changes, image, createdBy: callerId }));
    },

    async update(callerId: number, id: number, input: BannerWrite, file?: Buffer) {
      if (input.id !== undefined && input.id !== id)
        throw AppError.fields({ id: ['This is not the id of the banner being edited.'] });
      const banner = requireVisible(await repo.find(db, id), callerId);
      requireCreator(banner, callerId, 'edit it');
      await repo.update(db, id, await changesFrom(input, file));
      await changed(id);
      return view(id);
    },

    /** The pairings with teams go with it (foreign keys cascade). */
    async remove(callerId: number, id: number): Promise<void> {
      const banner = requireVisible(await repo.find(db, id), callerId);
      requireCreator(banner, callerId, 'delete it');
      await repo.delete(db, id);
      await changed(id);
    },

    /** The team's leader shows one of their own banners on it; attaching twice changes nothing. */
    async attachToTeam(callerId: number, teamId: number, bannerId: number): Promise<Banner[]> {
      await db.transaction(async (tx) => {
        requireTeamLeader(await repo.holdTeam(tx, teamId), callerId);
        const banner = requireVisible(await repo.holdBanner(tx, bannerId), callerId);
        if (banner.createdBy !== callerId)
          throw new AppError('permission_denied', 'You can show only your own banners.');
        await repo.attach(tx, teamId, bannerId);
      });
      await changed(bannerId);
      return ofTeam(teamId, callerId);
    },

    /** The leader takes any banner off the team, their own or a former leader's. */
    async detachFromTeam(callerId: number, teamId: number, bannerId: number): Promise<Banner[]> {
      await db.transaction(async (tx) => {
        requireTeamLeader(await repo.holdTeam(tx, teamId), callerId);
        if (!(await repo.detach(tx, teamId, bannerId)))
          throw new AppError('not_found', 'This banner is not on the team.');
      });
      await changed(bannerId);
      return ofTeam(teamId, callerId);
    },
  };
}

export type BannersService = ReturnType<typeof createBannersService>;
