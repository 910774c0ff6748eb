// The profiles module: profile/me and its edits, public profiles, user search, and the user-updates channel that pushes profile/me again whenever it changes.
import type { AppEvent } from '../../app-events.js';
import type { ModuleParts, Platform } from '../../platform/module.js';
import type { AuthService } from '../auth/auth.service.js';
import type { MediaService } from '../media/media.service.js';
import { accountMePart, type MeContribution } from './me-parts.js';
import { registerProfilesRealtime } from './profiles.realtime.js';
import { registerProfilesRoutes } from './profiles.routes.js';
import { createProfilesService, type ProfilesService } from './profiles.service.js';

export interface ProfilesNeeds {
  auth: AuthService;
  media: MediaService;
  /** The parts of profile/me other modules own: composed once, into one prepared statement. */
  meParts: readonly MeContribution[];
}

export interface ProfilesModule extends ModuleParts<AppEvent> {
  profiles: ProfilesService;
}

export function createProfilesModule(
  platform: Platform<AppEvent>,
  needs: ProfilesNeeds,
): ProfilesModule {
  const { db, bus } = platform;
  const meParts = [accountMePart, ...needs.meParts];
  const profiles = createProfilesService({
    db,
    bus,
    auth: needs.auth,
    media: needs.media,
    meParts,
  });
  // Invalidations other instances sent while the bus was away never came.
  bus.onResync(() => profiles.invalidateAll());
  return {
    profiles,
    routes: ({ mount }) => registerProfilesRoutes(mount, profiles),
    realtime: (gateway) => registerProfilesRealtime(gateway, bus, profiles, meParts),
  };
}
