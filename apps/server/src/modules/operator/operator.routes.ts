// HTTP adapter of the operator console: operator/... routes in, the caller and parsed input to the
// services (which check the caller's roles), the answer out.
import { operatorEndpoints as api } from '@clutch/contract/operator';
import type { Mount } from '../../platform/http/mount.js';
import { pageAnswer, pageRequest } from '../../platform/http/pagination.js';
import type { OperatorReportsService } from './operator-reports.service.js';
import type { OperatorUsersService } from './operator-users.service.js';
import type { OperatorService } from './operator.service.js';

const PER_PAGE = 20;

export function registerOperatorRoutes(
  mount: Mount,
  services: {
    operator: OperatorService;
    users: OperatorUsersService;
    reports: OperatorReportsService;
  },
): void {
  const { operator, users, reports } = services;
  mount(api.me, ({ caller }) => operator.me(caller.id));
  mount(api.staff, ({ caller }) => operator.staff(caller.id));
  mount(api.grant, ({ caller, body }) => operator.grant(caller.id, body.user, body.role));
  mount(api.revoke, ({ caller, params }) => operator.revoke(caller.id, params.id, params.role));
  mount(api.audit, async ({ caller, query, request }) => {
    const page = pageRequest(query, PER_PAGE);
    const filter = { actorId: query.actor, action: query.action };
    return pageAnswer(request, page, await operator.audit(caller.id, filter, page));
  });

  mount(api.users, async ({ caller, query, request }) => {
    const page = pageRequest(query, PER_PAGE);
    const search = query.search === '' ? undefined : query.search;
    return pageAnswer(request, page, await users.search(caller.id, search, page));
  });
  mount(api.user, ({ caller, params }) => users.get(caller.id, params.id));
  mount(api.ban, ({ caller, params, body }) => users.ban(caller.id, params.id, body));
  mount(api.unban, ({ caller, params, body }) => users.unban(caller.id, params.id, body));
  mount(api.revokeSessions, ({ caller, params, body }) =>
    users.revokeSessions(caller.id, params.id, body.reason),
  );

  mount(api.queue, async ({ caller, query, request }) => {
    const page = pageRequest(query, PER_PAGE);
    return pageAnswer(request, page, await reports.list(caller.id, query.status ?? null, page));
  });
  mount(api.report, ({ caller, params }) => reports.get(caller.id, params.id));
  mount(api.assign, ({ caller, params }) => reports.assign(caller.id, params.id));
  mount(api.decide, ({ caller, params, body }) => reports.decide(caller.id, params.id, body));

  mount(api.newsSources, async ({ caller, query, request }) => {
    const page = pageRequest(query, PER_PAGE);
    return pageAnswer(request, page, await operator.newsSources(caller.id, page));
  });
  mount(api.faqSources, ({ caller }) => operator.faqSources(caller.id));
  mount(api.staticPageSources, ({ caller }) => operator.staticPageSources(caller.id));
  mount(api.preview, ({ caller, body }) => operator.preview(caller.id, body.markdown));
  mount(api.createNews, ({ caller, body }) => operator.saveNews(caller.id, null, body));
  mount(api.updateNews, ({ caller, params, body }) =>
    operator.saveNews(caller.id, params.id, body),
  );
  mount(api.createFaqCategory, ({ caller, body }) =>
    operator.saveFaqCategory(caller.id, null, body),
  );
  mount(api.updateFaqCategory, ({ caller, params, body }) =>
    operator.saveFaqCategory(caller.id, params.id, body),
  );
  mount(api.createFaqItem, ({ caller, body }) => operator.saveFaqItem(caller.id, null, body));
  mount(api.updateFaqItem, ({ caller, params, body }) =>
    operator.saveFaqItem(caller.id, params.id, body),
  );
  mount(api.putStaticPage, ({ caller, params, body }) =>
    operator.saveStaticPage(caller.id, params.slug, body),
  );
  mount(api.gameStatus, ({ caller, params, body }) =>
    operator.setGameStatus(caller.id, params.id, body),
  );
}
