// The media module: image uploads, checked and re-encoded, stored through the platform's Storage.
import type { AppEvent } from '../../app-events.js';
import type { ModuleParts, Platform } from '../../platform/module.js';
import { registerMediaRoutes } from './media.routes.js';
import { createMediaService, type MediaService } from './media.service.js';

export interface MediaModule extends ModuleParts<AppEvent> {
  media: MediaService;
}

export function createMediaModule(platform: Platform<AppEvent>): MediaModule {
  const media = createMediaService({ storage: platform.storage });
  return { media, routes: ({ mount }) => registerMediaRoutes(mount, media) };
}
