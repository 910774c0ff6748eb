// The wallet's query keys, under the session root so a new session never sees another user's wallet.
// A balance change refreshes what it moves: the history, the limits and followed orders.
import type { QueryClient } from '@tanstack/react-query';
import { SESSION_QUERY_KEY } from '../../../lib/session-query';

export const WALLET_QUERY_KEY = [...SESSION_QUERY_KEY, 'wallet'] as const;
export const HISTORY_QUERY_KEY = [...WALLET_QUERY_KEY, 'history'] as const;
export const LIMITS_QUERY_KEY = [...WALLET_QUERY_KEY, 'withdraw-limits'] as const;
export const WITHDRAWALS_QUERY_KEY = [...WALLET_QUERY_KEY, 'withdrawals'] as const;
export const ORDER_QUERY_KEY = [...WALLET_QUERY_KEY, 'order'] as const;

export function refreshMovements(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [HISTORY_QUERY_KEY, LIMITS_QUERY_KEY, WITHDRAWALS_QUERY_KEY, ORDER_QUERY_KEY].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  ).then(() => undefined);
}
