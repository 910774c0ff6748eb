// The history of the caller's current book (GET wallet/history/, 10 a page), newest first.
import { HISTORY_PER_PAGE, walletEndpoints } from '@clutch/contract/wallet';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { HISTORY_QUERY_KEY } from './wallet-keys';

export function historyQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...HISTORY_QUERY_KEY, page],
    queryFn: () => call(walletEndpoints.history, { query: { page, per_page: HISTORY_PER_PAGE } }),
    placeholderData: keepPreviousData,
  });
}
