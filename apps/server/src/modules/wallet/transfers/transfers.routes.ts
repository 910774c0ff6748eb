// HTTP adapter of transfers: the caller's list (own id only), sending to user {id}, giving one back.
import { TRANSFERS_PER_PAGE, transfersEndpoints as api } from '@clutch/contract/transfers';
import { requireSelf } from '../../../platform/http/auth-guard.js';
import type { Mount } from '../../../platform/http/mount.js';
import { pageAnswer, pageRequest } from '../../../platform/http/pagination.js';
import { idempotencyKeyOf } from '../../../platform/idempotency/idempotency.js';
import type { TransfersService } from './transfers.service.js';

export function registerTransfersRoutes(mount: Mount, transfers: TransfersService): void {
  mount(api.list, async ({ caller, params, query, request }) => {
    requireSelf(caller, params.id);
    const page = pageRequest(query, TRANSFERS_PER_PAGE);
    return pageAnswer(request, page, await transfers.list(caller.id, page));
  });
  mount(api.send, ({ caller, params, body, request }) =>
    transfers.send(caller.id, params.id, body.amount, idempotencyKeyOf(request, caller.id)),
  );
  mount(api.giveBack, ({ caller, body, request }) =>
    transfers.giveBack(caller.id, body.transaction_id, idempotencyKeyOf(request, caller.id)),
  );
}
