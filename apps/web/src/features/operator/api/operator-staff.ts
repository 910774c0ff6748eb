// Staff and their roles (admin): the list, granting a role to a user found by name, e-mail or id,
// and revoking one. Writes refresh the staff section and the caller's own operator/me/ (an admin
// may change their own roles). Refusals (the last admin) are shown where the action was taken.
import { operatorEndpoints as api, type StaffRole } from '@clutch/contract/operator';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { operatorKeys } from './operator-keys';

export function staffQueryOptions() {
  return queryOptions({
    queryKey: operatorKeys.staff,
    queryFn: () => call(api.staff),
  });
}

/** The first page of matches is enough to pick one person from. */
export function userSearchQueryOptions(search: string) {
  return queryOptions({
    queryKey: operatorKeys.userSearch(search),
    queryFn: () => call(api.users, { query: { search, page: 1 } }),
    enabled: search !== '',
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

function useStaffWrite<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: operatorKeys.staff });
      await queryClient.invalidateQueries({ queryKey: operatorKeys.me });
    },
  });
}

export function useGrantRole() {
  return useStaffWrite((input: { user: number; role: StaffRole }) =>
    call(api.grant, { body: input }, { quiet: true }),
  );
}

export function useRevokeRole() {
  return useStaffWrite((input: { id: number; role: StaffRole }) =>
    call(api.revoke, { params: input }, { quiet: true }),
  );
}
