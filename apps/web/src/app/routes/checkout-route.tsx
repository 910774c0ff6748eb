// /wallet/checkout/{order}?token=: the sandbox provider's checkout page, in the bare layout because it
// stands for a payment provider's own site. Its way back opens the wallet tab following the order.
import { useParams, useSearchParams } from 'react-router';
import { SandboxCheckout } from '../../features/wallet/components/sandbox-checkout';
import { useLocalePath } from '../../lib/locale-navigation';

export function CheckoutRoute() {
  const { order } = useParams();
  const [search] = useSearchParams();
  const localePath = useLocalePath();
  // The route's loader has already refused anything but a positive id.
  const orderId = Number(order);
  return (
    <SandboxCheckout
      key={orderId}
      orderId={orderId}
      token={search.get('token') ?? ''}
      walletPath={localePath(`/profile/me/wallet?order=${String(orderId)}`)}
    />
  );
}
