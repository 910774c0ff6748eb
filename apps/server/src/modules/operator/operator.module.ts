// The operator console: staff roles and sections (operator-policy.ts), the append-only audit log,
// and the sections' use cases over other modules' services (auth, reports, content, games).
import type { AppEvent } from '../../app-events.js';
import type { ModuleParts, Platform } from '../../platform/module.js';
import type { AuthService } from '../auth/auth.service.js';
import type { ContentService } from '../content/content.service.js';
import type { GamesService } from '../games/games.service.js';
import type { ReportQueueService } from '../reports/report-queue.service.js';
import { createOperatorAccess } from './operator-access.js';
import { createOperatorReportsService } from './operator-reports.service.js';
import { createOperatorUsersService } from './operator-users.service.js';
import { registerOperatorRoutes } from './operator.routes.js';
import { createOperatorService } from './operator.service.js';

export function createOperatorModule(
  platform: Platform<AppEvent>,
  needs: {
    auth: AuthService;
    reports: ReportQueueService;
    content: ContentService;
    games: GamesService;
  },
): ModuleParts<AppEvent> {
  const { db, bus } = platform;
  const now = () => new Date();
  const access = createOperatorAccess(db);
  const operator = createOperatorService({
    db,
    access,
    content: needs.content,
    games: needs.games,
  });
  const users = createOperatorUsersService({ db, bus, auth: needs.auth, access, now });
  const reports = createOperatorReportsService({ db, bus, queue: needs.reports, access, now });
  return { routes: ({ mount }) => registerOperatorRoutes(mount, { operator, users, reports }) };
}
