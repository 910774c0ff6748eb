// The operator console: staff roles and sections (operator-policy.ts), the append-only audit log,
// and the sections' use cases over other modules' services (auth, reports, content, games, wallet).
import type { AppEvent } from '../../app-events.js';
import type { ModuleParts, Platform } from '../../platform/module.js';
import type { AuthService } from '../auth/auth.service.js';
import type { ContentService } from '../content/content.service.js';
import type { GamesService } from '../games/games.service.js';
import type { MessagesService } from '../messenger/messages.service.js';
import type { LobbiesStaff } from '../quickmatch/lobbies-staff.service.js';
import type { ReportQueueService } from '../reports/report-queue.service.js';
import type { TournamentsStaff } from '../tournaments/tournaments-staff.service.js';
import { createOperatorAccess } from './operator-access.js';
import { registerOperatorFinanceRoutes } from './operator-finance.routes.js';
import { createOperatorFinanceService, type FinanceNeeds } from './operator-finance.service.js';
import { registerOperatorOpsRoutes } from './operator-ops.routes.js';
import { createOperatorOpsService } from './operator-ops.service.js';
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
    wallet: FinanceNeeds;
    tournaments: TournamentsStaff;
    lobbies: LobbiesStaff;
    messages: Pick<MessagesService, 'excerpt'>;
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
  const reports = createOperatorReportsService({
    db,
    bus,
    queue: needs.reports,
    access,
    messages: needs.messages,
    now,
  });
  const ops = createOperatorOpsService({
    db,
    access,
    tournaments: needs.tournaments,
    lobbies: needs.lobbies,
  });
  const finance = createOperatorFinanceService({ db, access, wallet: needs.wallet });
  return {
    routes: ({ mount }) => {
      registerOperatorRoutes(mount, { operator, users, reports });
      registerOperatorFinanceRoutes(mount, finance);
      registerOperatorOpsRoutes(mount, ops);
    },
  };
}
