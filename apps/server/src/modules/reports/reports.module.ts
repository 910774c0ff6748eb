// The reports module: users reporting users (reasons, reports, their evidence), read back by the
// reporter; the staff's queue assigns and decides them in the same tables.
import type { AppEvent } from '../../app-events.js';
import type { ModuleParts, Platform } from '../../platform/module.js';
import type { MediaService } from '../media/media.service.js';
import { registerReportsRoutes } from './reports.routes.js';
import { createReportsService, type ReportsService } from './reports.service.js';

export interface ReportsModule extends ModuleParts<AppEvent> {
  reports: ReportsService;
}

export function createReportsModule(
  platform: Platform<AppEvent>,
  needs: { media: MediaService },
): ReportsModule {
  const reports = createReportsService({ db: platform.db, media: needs.media });
  return { reports, routes: ({ mount }) => registerReportsRoutes(mount, reports) };
}
