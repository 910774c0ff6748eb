// Who the caller is in the console (GET operator/me/): their staff roles and the sections those
// open. A 403 or a profile without roles both mean "no sections", which the route turns into a
// "staff only" page rather than an error.
import { operatorEndpoints, type ConsoleSection } from '@clutch/contract/operator';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { useIsSignedIn } from '../../../lib/auth-tokens';
import { operatorKeys } from './operator-keys';

export function operatorMeQueryOptions() {
  return queryOptions({
    queryKey: operatorKeys.me,
    // The console explains a refusal itself (the staff-only page), so no toast.
    queryFn: () => call(operatorEndpoints.me, undefined, { quiet: true }),
    staleTime: 60_000,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

export type OperatorAccess =
  | { state: 'loading' }
  | { state: 'failed'; retry: () => void }
  | { state: 'denied' }
  | { state: 'open'; sections: readonly ConsoleSection[] };

/** A refusal (401/403/404) is an answer, not a failure: the caller is simply not staff. */
export function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

export function useOperatorMe() {
  const isSignedIn = useIsSignedIn();
  return useQuery({ ...operatorMeQueryOptions(), enabled: isSignedIn });
}

/** The console's gate in one value: loading, failed (retry), denied, or the sections to show. */
export function useOperatorAccess(): OperatorAccess {
  const me = useOperatorMe();
  if (me.isError)
    return isRefusal(me.error)
      ? { state: 'denied' }
      : { state: 'failed', retry: () => void me.refetch() };
  if (me.data === undefined) return { state: 'loading' };
  if (me.data.sections.length === 0) return { state: 'denied' };
  return { state: 'open', sections: me.data.sections };
}
