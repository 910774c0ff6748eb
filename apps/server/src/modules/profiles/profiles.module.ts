// The profiles module: profile/me and its edits, public profiles, user search, payment settings,
// and the user-updates channel that pushes profile/me again whenever it changes.
import type { AppEvent } from '../../app-events.js';
import type { ModuleParts, Platform } from '../../platform/module.js';
import type { AuthService } from '../auth/auth.service.js';
import type { MediaService } from '../media/media.service.js';
import { createPaymentSettingsService } from './payment-settings.service.js';
import { registerProfilesRealtime } from './profiles.realtime.js';
import { registerProfilesRoutes } from './profiles.routes.js';
import { createProfilesService, type ProfilesService } from './profiles.service.js';

export interface ProfilesNeeds {
  auth: AuthService;
  media: MediaService;
}

export interface ProfilesModule extends ModuleParts<AppEvent> {
  profiles: ProfilesService;
}

export function createProfilesModule(
  platform: Platform<AppEvent>,
  needs: ProfilesNeeds,
): ProfilesModule {
  const { db, bus } = platform;
  const profiles = createProfilesService({
    db,
    bus,
    auth: needs.auth,
    media: needs.media,
    demoStartingBalance: platform.config.DEMO_STARTING_CRYSTALS,
  });
  const payments = createPaymentSettingsService({ db });
  return {
    profiles,
    routes: ({ mount }) => registerProfilesRoutes(mount, profiles, payments),
    realtime: (gateway) => registerProfilesRealtime(gateway, bus, profiles),
  };
}
