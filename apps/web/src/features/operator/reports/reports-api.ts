// The report queue's calls (packages/contract/src/operator.ts): the queue by status, one report with
// its evidence, taking a report, and deciding it. Every change refreshes the queue and the report.
import { operatorEndpoints } from '@clutch/contract/operator';
import type { ReportStatus } from '@clutch/contract/reports';
import type { DecideSchema } from '@clutch/contract/operator';
import type { z } from 'zod';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { DESK_PER_PAGE, DESK_REPORTS_KEY } from '../desk/desk-keys';

export function reportQueueQueryOptions(status: ReportStatus, page: number) {
  return queryOptions({
    queryKey: [...DESK_REPORTS_KEY, 'queue', status, page],
    queryFn: () =>
      call(operatorEndpoints.queue, { query: { status, page, per_page: DESK_PER_PAGE } }),
    placeholderData: keepPreviousData,
  });
}

export function queueReportQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...DESK_REPORTS_KEY, 'report', id],
    queryFn: () => call(operatorEndpoints.report, { params: { id } }),
  });
}

export function useAssignReport(id: number) {
  return useRefreshingMutation(DESK_REPORTS_KEY, () =>
    call(operatorEndpoints.assign, { params: { id } }),
  );
}

export type DecideInput = z.input<typeof DecideSchema>;

/** Quiet: the decide form shows the refusal under its fields. */
export function useDecideReport(id: number, onDecided: () => void) {
  return useRefreshingMutation(
    DESK_REPORTS_KEY,
    (body: DecideInput) =>
      call(operatorEndpoints.decide, { params: { id }, body }, { quiet: true }),
    onDecided,
  );
}
