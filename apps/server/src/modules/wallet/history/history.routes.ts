// HTTP adapter for the wallet history (DRF page of 10 by default), written by the compiled page
// serializer.
import { HISTORY_PER_PAGE, walletEndpoints as api } from '@clutch/contract/wallet';
import type { Mount } from '../../../platform/http/mount.js';
import { pageAnswer, pageRequest } from '../../../platform/http/pagination.js';
import type { HistoryService } from './history.service.js';

export function registerHistoryRoutes(mount: Mount, history: HistoryService): void {
  mount(
    api.history,
    async ({ caller, query, request }) => {
      const page = pageRequest(query, HISTORY_PER_PAGE);
      return pageAnswer(request, page, await history.history(caller.id, query.book, page));
    },
    { compiledResponse: true },
  );
}
