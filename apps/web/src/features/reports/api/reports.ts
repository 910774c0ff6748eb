// Reports (packages/contract/src/reports.ts): the translated reasons, sending a report (always a
// multipart form), and the caller's own reports page by page. Sending refreshes the caller's list.
import { REPORTS_PER_PAGE, reportsEndpoints, type Report } from '@clutch/contract/reports';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { Locale } from '../../../lib/locale';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { SESSION_QUERY_KEY } from '../../../lib/session-query';

export const REPORTS_QUERY_KEY = [...SESSION_QUERY_KEY, 'reports'] as const;

/** The reasons change only with the language. */
export function reportReasonsQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: [...REPORTS_QUERY_KEY, 'reasons', locale],
    queryFn: () => call(reportsEndpoints.reasons, { query: { lang: locale } }),
    staleTime: Infinity,
  });
}

export function myReportsQueryOptions(page: number, locale: Locale) {
  return queryOptions({
    queryKey: [...REPORTS_QUERY_KEY, 'mine', page, locale],
    queryFn: () =>
      call(reportsEndpoints.mine, {
        query: { page, per_page: REPORTS_PER_PAGE, lang: locale },
      }),
    placeholderData: keepPreviousData,
  });
}

/** The dialog shows refusals beside its fields, so the call raises no toast. */
export function useSendReport(onSent: (report: Report) => void) {
  return useRefreshingMutation(
    REPORTS_QUERY_KEY,
    (form: FormData) => call(reportsEndpoints.create, { query: {}, form }, { quiet: true }),
    onSent,
  );
}
