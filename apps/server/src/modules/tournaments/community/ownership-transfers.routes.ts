// HTTP adapter of ownership transfers: offer, show by token, confirm, list and withdraw.
import {
  TRANSFERS_PER_PAGE,
  tournamentTransfersEndpoints as api,
} from '@clutch/contract/tournament-transfers';
import type { Mount } from '../../../platform/http/mount.js';
import { pageAnswer, pageRequest } from '../../../platform/http/pagination.js';
import type { OwnershipTransfersService } from './ownership-transfers.service.js';

export function registerOwnershipTransfersRoutes(
  mount: Mount,
  transfers: OwnershipTransfersService,
): void {
  mount(api.offer, ({ caller, params, body }) => transfers.offer(caller.id, params.id, body.user));
  mount(api.show, ({ caller, params, query }) =>
    transfers.show(caller.id, params.id, query.transfer_token),
  );
  mount(api.confirm, ({ caller, params, body }) =>
    transfers.confirm(caller.id, params.token, body),
  );
  mount(api.list, async ({ caller, params, query, request }) => {
    const page = pageRequest(query, TRANSFERS_PER_PAGE);
    return pageAnswer(
      request,
      page,
      await transfers.list(caller.id, params.id, query.status, page),
    );
  });
  mount(api.withdraw, async ({ caller, params }) => {
    await transfers.withdraw(caller.id, params.id, params.transferId);
    return null;
  });
}
