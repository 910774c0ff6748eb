// The sandbox provider's checkout (GET and POST wallet/checkout/{order}/): the order its page shows,
// read with the token from the payment link, and the buyer's answer, pay or cancel. No session is
// needed, as with a real provider's page; the token is what proves the link.
import { walletEndpoints } from '@clutch/contract/wallet';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

const checkoutKey = (orderId: number, token: string) => ['sandbox-checkout', orderId, token];

export function checkoutQueryOptions(orderId: number, token: string) {
  return queryOptions({
    queryKey: checkoutKey(orderId, token),
    queryFn: () => call(walletEndpoints.checkout, { params: { order: orderId }, query: { token } }),
    retry: false,
  });
}

export function useAnswerCheckout(orderId: number, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'pay' | 'cancel') =>
      call(walletEndpoints.checkoutAnswer, { params: { order: orderId }, body: { token, action } }),
    onSuccess: (order) => queryClient.setQueryData(checkoutKey(orderId, token), order),
  });
}
