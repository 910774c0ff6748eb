// Withdrawals (packages/contract/src/wallet.ts): the networks with their fees and address formats,
// the caller's limits, and withdrawing (with an Idempotency-Key per attempt). Operators approve
// withdrawals in the console's finance section (features/operator/finance).
import { walletEndpoints } from '@clutch/contract/wallet';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { LIMITS_QUERY_KEY, WALLET_QUERY_KEY, refreshMovements } from './wallet-keys';

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
