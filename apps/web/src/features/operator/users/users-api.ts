// The users section's calls (packages/contract/src/operator.ts, operator-finance.ts): find users,
// one user with bans, sessions and roles, ban, unban, sign out everywhere, and their ledger.
import { operatorEndpoints, type OperatorUser } from '@clutch/contract/operator';
import { operatorFinanceEndpoints } from '@clutch/contract/operator-finance';
import type { Book } from '@clutch/contract/money';
import type { z } from 'zod';
import type { BanWriteSchema } from '@clutch/contract/operator';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { DESK_PER_PAGE, DESK_USERS_KEY } from '../desk/desk-keys';

export function userSearchQueryOptions(search: string, page: number) {
  return queryOptions({
    queryKey: [...DESK_USERS_KEY, 'search', search, page],
    queryFn: () =>
      call(operatorEndpoints.users, {
        query: { page, per_page: DESK_PER_PAGE, ...(search === '' ? {} : { search }) },
      }),
    placeholderData: keepPreviousData,
  });
}

export function operatorUserQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...DESK_USERS_KEY, 'user', id],
    queryFn: () => call(operatorEndpoints.user, { params: { id } }),
  });
}

export function userLedgerQueryOptions(id: number, book: Book, page: number) {
  return queryOptions({
    queryKey: [...DESK_USERS_KEY, 'ledger', id, book, page],
    queryFn: () =>
      call(operatorFinanceEndpoints.userLedger, {
        params: { id },
        query: { page, per_page: DESK_PER_PAGE, book },
      }),
    placeholderData: keepPreviousData,
  });
}

/** The answer is the user as they now stand: it replaces the cached one, and lists refresh. */
function useUserChange<Input>(id: number, run: (input: Input) => Promise<OperatorUser>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (user) => queryClient.setQueryData(operatorUserQueryOptions(id).queryKey, user),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DESK_USERS_KEY }),
  });
}

export type BanInput = z.input<typeof BanWriteSchema>;

/** Quiet: the ban form shows the refusal under its fields. */
export function useBanUser(id: number) {
  return useUserChange(id, (body: BanInput) =>
    call(operatorEndpoints.ban, { params: { id }, body }, { quiet: true }),
  );
}

export function useUnbanUser(id: number) {
  return useUserChange(id, (body: { kind: BanInput['kind']; reason: string }) =>
    call(operatorEndpoints.unban, { params: { id }, body }, { quiet: true }),
  );
}

export function useRevokeSessions(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      call(operatorEndpoints.revokeSessions, { params: { id }, body: { reason } }, { quiet: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DESK_USERS_KEY }),
  });
}
