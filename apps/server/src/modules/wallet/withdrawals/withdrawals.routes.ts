// HTTP adapter for withdrawals: networks, limits and the two withdraw paths (the network in the body
// or in the path). Operators review withdrawals in the console (operator module, finance section).
import { walletEndpoints as api } from '@clutch/contract/wallet';
import { localizedFields } from '../../../platform/http/localized-errors.js';
import type { Mount } from '../../../platform/http/mount.js';
import { walletMessage } from '../wallet-messages.js';
import { idempotencyKeyOf } from '../../../platform/idempotency/idempotency.js';
import type { WithdrawalsService } from './withdrawals.service.js';

export function registerWithdrawalsRoutes(mount: Mount, withdrawals: WithdrawalsService): void {
  mount(api.networks, () => withdrawals.networks());
  mount(api.withdrawLimits, ({ caller }) => withdrawals.limits(caller.id));
  mount(api.withdraw, ({ caller, body, request }) =>
    withdrawals.withdraw(caller.id, body, idempotencyKeyOf(request, caller.id)),
  );
  mount(api.withdrawType, ({ caller, params, body, request }) => {
    if (body.network !== undefined && body.network !== params.type)
      throw localizedFields({
        network: [walletMessage('network_differs', { network: body.network, type: params.type })],
      });
    return withdrawals.withdraw(
      caller.id,
      { ...body, network: params.type },
      idempotencyKeyOf(request, caller.id),
    );
  });
}
