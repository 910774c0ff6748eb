// The banners module: banners and the teams that show them.
import type { AppEvent } from '../../app-events.js';
import type { ModuleParts, Platform } from '../../platform/module.js';
import type { MediaService } from '../media/media.service.js';
import { registerBannersRoutes } from './banners.routes.js';
import { createBannersService, type BannersService } from './banners.service.js';

export interface BannersModule extends ModuleParts<AppEvent> {
  banners: BannersService;
}

export function createBannersModule(
  platform: Platform<AppEvent>,
  needs: { media: MediaService },
): BannersModule {
  const banners = createBannersService({ db: platform.db, bus: platform.bus, media: needs.media });
  return { banners, routes: ({ mount }) => registerBannersRoutes(mount, banners) };
}
