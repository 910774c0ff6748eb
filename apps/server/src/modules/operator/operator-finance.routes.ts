// HTTP adapter of the console's finance section and a user's ledger: operator/finance/... and
// operator/users/:id/ledger/ in, the caller and parsed input to the service, the answer out.
import { operatorFinanceEndpoints as api } from '@clutch/contract/operator-finance';
import type { Mount } from '../../platform/http/mount.js';
import { pageAnswer, pageRequest } from '../../platform/http/pagination.js';
import type { OperatorFinanceService } from './operator-finance.service.js';

const PER_PAGE = 20;

export function registerOperatorFinanceRoutes(mount: Mount, finance: OperatorFinanceService): void {
  mount(api.settings, ({ caller }) => finance.settings(caller.id));
  mount(api.setCrystalPrice, ({ caller, body }) => finance.setCrystalPrice(caller.id, body));
  mount(api.setUsdCourse, ({ caller, body }) => finance.setUsdCourse(caller.id, body));
  mount(api.setWithdrawLimits, ({ caller, body }) => finance.setWithdrawLimits(caller.id, body));
  mount(api.setNetwork, ({ caller, params, body }) =>
    finance.setNetwork(caller.id, params.code, body),
  );
  mount(api.resetSetting, ({ caller, params, body }) =>
    finance.resetSetting(caller.id, params.key, body?.reason),
  );

  mount(api.packs, ({ caller }) => finance.packs(caller.id));
  mount(api.createPack, ({ caller, body }) => finance.createPack(caller.id, body));
  mount(api.updatePack, ({ caller, params, body }) =>
    finance.updatePack(caller.id, params.id, body),
  );
  mount(api.deletePack, ({ caller, params, body }) =>
    finance.deletePack(caller.id, params.id, body?.reason),
  );

  mount(api.withdrawals, async ({ caller, query, request }) => {
    const page = pageRequest(query, PER_PAGE);
    const filter = { status: query.status, userId: query.user };
    return pageAnswer(request, page, await finance.withdrawals(caller.id, filter, page));
  });
  mount(api.approveWithdrawal, ({ caller, params, body }) =>
    finance.approveWithdrawal(caller.id, params.id, body.reason),
  );
  mount(api.rejectWithdrawal, ({ caller, params, body }) =>
    finance.rejectWithdrawal(caller.id, params.id, body.reason),
  );
  mount(api.stuckPayouts, async ({ caller, query, request }) => {
    const page = pageRequest(query, PER_PAGE);
    const found = await finance.stuckPayouts(caller.id, query.older_than_minutes, page);
    return pageAnswer(request, page, found);
  });
  mount(api.resolvePayout, ({ caller, params, body }) =>
    finance.resolvePayout(caller.id, params.id, body.resolution, body.reason),
  );

  mount(api.userLedger, async ({ caller, params, query, request }) => {
    const page = pageRequest(query, PER_PAGE);
    return pageAnswer(
      request,
      page,
      await finance.userLedger(caller.id, params.id, query.book, page),
    );
  });
}
