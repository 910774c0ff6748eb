// Withdrawals (packages/contract/src/wallet.ts): the networks with their fees and address formats,
// the caller's limits, withdrawing (with an Idempotency-Key per attempt), and the operators' queue of
// withdrawals waiting for approval.
import { walletEndpoints } from '@clutch/contract/wallet';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import {
  LIMITS_QUERY_KEY,
  WALLET_QUERY_KEY,
  WITHDRAWALS_QUERY_KEY,
  refreshMovements,
} from './wallet-keys';

export const PENDING_PER_PAGE = 10;

export function networksQueryOptions() {
  return queryOptions({
    queryKey: [...WALLET_QUERY_KEY, 'networks'],
    queryFn: () => call(walletEndpoints.networks),
    staleTime: 10 * 60_000,
  });
}

export function withdrawLimitsQueryOptions() {
  return queryOptions({
    queryKey: LIMITS_QUERY_KEY,
    queryFn: () => call(walletEndpoints.withdrawLimits),
  });
}

export interface WithdrawRequest {
  amount: string;
  network: string;
  address: string;
  idempotencyKey: string;
}

/** Quiet: the form shows the server's refusal under its fields. */
export function useWithdraw(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...body }: WithdrawRequest) =>
      call(walletEndpoints.withdraw, { body }, { quiet: true, idempotencyKey }),
    onSuccess: onDone,
    onSettled: () => refreshMovements(queryClient),
  });
}

export function pendingWithdrawalsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...WITHDRAWALS_QUERY_KEY, 'pending', page],
    queryFn: () =>
      call(walletEndpoints.pendingWithdrawals, { query: { page, per_page: PENDING_PER_PAGE } }),
    placeholderData: keepPreviousData,
  });
}

export interface OperatorDecision {
  id: number;
  decision: 'approve' | 'reject';
}

export function useDecideWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: OperatorDecision) =>
      decision === 'approve'
        ? call(walletEndpoints.approveWithdrawal, { params: { id } })
        : call(walletEndpoints.rejectWithdrawal, { params: { id }, body: {} }),
    onSettled: () => refreshMovements(queryClient),
  });
}
