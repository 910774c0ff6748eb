// HTTP adapter for withdrawals: networks, limits, the two withdraw paths (the network in the body or
// in the path) and the operators' review of large withdrawals.
import { AppError } from '@clutch/contract/errors';
import { DEFAULT_PER_PAGE } from '@clutch/contract/common';
import { walletEndpoints as api } from '@clutch/contract/wallet';
import type { Mount } from '../../../platform/http/mount.js';
import { pageAnswer, pageRequest } from '../../../platform/http/pagination.js';
import { idempotencyKeyOf } from '../../../platform/idempotency/idempotency.js';
import type { WithdrawalsService } from './withdrawals.service.js';

export function registerWithdrawalsRoutes(mount: Mount, withdrawals: WithdrawalsService): void {
  mount(api.networks, () => Promise.resolve(withdrawals.networks()));
  mount(api.withdrawLimits, ({ caller }) => withdrawals.limits(caller.id));
  mount(api.withdraw, ({ caller, body, request }) =>
    withdrawals.withdraw(caller.id, body, idempotencyKeyOf(request, caller.id)),
  );
  mount(api.withdrawType, ({ caller, params, body, request }) => {
    if (body.network !== undefined && body.network !== params.type)
      throw AppError.fields({
        network: [`The network ${body.network} differs from ${params.type} in the path.`],
      });
    return withdrawals.withdraw(
      caller.id,
      { ...body, network: params.type },
      idempotencyKeyOf(request, caller.id),
    );
  });
  mount(api.pendingWithdrawals, async ({ caller, query, request }) => {
    const page = pageRequest(query, DEFAULT_PER_PAGE);
    return pageAnswer(request, page, await withdrawals.pending(caller.id, page));
  });
  mount(api.approveWithdrawal, ({ caller, params }) => withdrawals.approve(caller.id, params.id));
  mount(api.rejectWithdrawal, ({ caller, params, body }) =>
    withdrawals.reject(caller.id, params.id, body?.reason),
  );
}
