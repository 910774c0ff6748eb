// Buying crystals (packages/contract/src/wallet.ts): the packs, the price of one crystal with the
// custom-purchase limits, the dollar rates, a payment link for a pack or a custom amount, the order a
// provider sends the buyer back with, and the demo top-up.
import { walletEndpoints, type Provider } from '@clutch/contract/wallet';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ORDER_POLL_MS } from '../order-return';
import { ORDER_QUERY_KEY, WALLET_QUERY_KEY } from './wallet-keys';

/** Prices and rates change only when the server is reconfigured. */
const PRICES_STALE_MS = 10 * 60_000;

export function packsQueryOptions() {
  return queryOptions({
    queryKey: [...WALLET_QUERY_KEY, 'packs'],
    queryFn: () => call(walletEndpoints.packs),
    staleTime: PRICES_STALE_MS,
  });
}

export function crystalPriceQueryOptions() {
  return queryOptions({
    queryKey: [...WALLET_QUERY_KEY, 'crystal-price'],
    queryFn: () => call(walletEndpoints.crystalPrice),
    staleTime: PRICES_STALE_MS,
  });
}

export function usdCourseQueryOptions() {
  return queryOptions({
    queryKey: [...WALLET_QUERY_KEY, 'usd-course'],
    queryFn: () => call(walletEndpoints.usdCourse),
    staleTime: PRICES_STALE_MS,
  });
}

/** Followed until the provider's webhook settles it. */
export function orderQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: [...ORDER_QUERY_KEY, orderId],
    queryFn: () => call(walletEndpoints.order, { params: { id: orderId } }),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? ORDER_POLL_MS : false),
  });
}

export type Purchase =
  | { kind: 'pack'; packId: number; provider: Provider }
  | { kind: 'custom'; crystals: number; provider: Provider };

function startPurchase(purchase: Purchase) {
  return purchase.kind === 'pack'
    ? call(walletEndpoints.packLink, {
        params: { id: purchase.packId, provider: purchase.provider },
      })
    : call(walletEndpoints.customRoom, {
        body: { crystals: purchase.crystals, provider: purchase.provider },
      });
}

/** Asks for a payment link, then leaves for the provider's page (errors are toasted by the client). */
export function useBuyCrystals(
  goTo: (link: string) => void = (link) => window.location.assign(link),
) {
  return useMutation({
    mutationFn: startPurchase,
    onSuccess: (answer) => goTo(answer.link),
  });
}

export function useDemoTopUp(onDone: () => void) {
  return useMutation({
    mutationFn: () => call(walletEndpoints.demoTopUp),
    onSuccess: onDone,
  });
}
