// After paying at a provider the buyer comes back with ?order=<id>: this notice follows the order
// (polling while it waits for the provider's webhook) until it is paid or cancelled.
import { Alert, Group, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CheckIcon, WarningIcon } from '../../../components/ui/icons';
import { formatCrystals } from '../../../lib/crystals';
import { useRouteLocale } from '../../../lib/locale-navigation';
import { orderQueryOptions } from '../api/buying';

export function OrderNotice({ orderId, onDismiss }: { orderId: number; onDismiss: () => void }) {
  const { t } = useTranslation();
  const locale = useRouteLocale();
  const order = useQuery(orderQueryOptions(orderId));
  const id = String(orderId);
  const common = {
    withCloseButton: true,
    onClose: onDismiss,
    closeButtonLabel: t('common.dismiss'),
    variant: 'light',
    radius: 'lg',
    role: 'status',
    'data-testid': 'order-notice',
  } as const;
  if (order.isError)
    return (
      <Alert {...common} color="red" icon={<WarningIcon size={18} />}>
        {t('wallet.order.loadFailed', { id })}
      </Alert>
    );
  const status = order.data?.status ?? 'pending';
  if (status === 'paid')
    return (
      <Alert {...common} color="teal" icon={<CheckIcon size={18} />}>
        {t('wallet.order.paid', { crystals: formatCrystals(order.data?.crystals ?? 0, locale) })}
      </Alert>
    );
  if (status === 'cancelled')
    return (
      <Alert {...common} color="gray" icon={<WarningIcon size={18} />}>
        {t('wallet.order.cancelled', { id })}
      </Alert>
    );
  return (
    <Alert {...common} color="blue" icon={<Loader size={16} color="blue" />}>
      <Group gap="xs">
        <Text fz="sm">{t('wallet.order.pending', { id })}</Text>
      </Group>
    </Alert>
  );
}
