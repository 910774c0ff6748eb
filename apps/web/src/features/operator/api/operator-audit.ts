// The audit log (admin), newest first, a page at a time, filtered by who acted and what they did.
import { operatorEndpoints as api } from '@clutch/contract/operator';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { operatorKeys } from './operator-keys';

/** The server's page size for the log (operator.routes.ts). */
export const AUDIT_PER_PAGE = 20;

export interface AuditFilter {
  page: number;
  actor: number | null;
  action: string;
}

export function auditQueryOptions(filter: AuditFilter) {
  return queryOptions({
    queryKey: operatorKeys.audit(filter),
    queryFn: () =>
      call(api.audit, {
        query: {
          page: filter.page,
          per_page: AUDIT_PER_PAGE,
          ...(filter.actor === null ? {} : { actor: filter.actor }),
          ...(filter.action === '' ? {} : { action: filter.action }),
        },
      }),
    placeholderData: keepPreviousData,
  });
}
