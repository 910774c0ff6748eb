// The reports module: users reporting users (reasons, reports, their evidence), read back by the
// reporter; the staff's queue assigns and decides them in the same tables.
import type { AppEvent } from '../../app-events.js';
import type { ModuleParts, Platform } from '../../platform/module.js';
import type { MediaService } from '../media/media.service.js';
import { registerReportsRoutes } from './reports.routes.js';
import { createReportQueueService, type ReportQueueService } from './report-queue.service.js';
import { createReportsService, type ReportsService } from './reports.service.js';

export interface ReportsModule extends ModuleParts<AppEvent> {
  reports: ReportsService;
  /** The staff's queue, for the operator console. */
  queue: ReportQueueService;
}

export function createReportsModule(
  platform: Platform<AppEvent>,
  needs: { media: MediaService },
): ReportsModule {
  const reports = createReportsService({ db: platform.db, media: needs.media });
  return {
    reports,
    queue: createReportQueueService({ db: platform.db }),
    routes: ({ mount }) => registerReportsRoutes(mount, reports),
  };
}
