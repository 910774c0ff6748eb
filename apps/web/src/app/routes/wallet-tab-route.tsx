// The profile's wallet tab (own profile only): a notice following an order the buyer came back with,
// both balances with the account-mode switch, buying crystals, withdrawing and the history (operators
// approve withdrawals in the console's finance section). Another user's wallet says it is private.
import { Grid, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { meQueryOptions } from '../../features/profile/api/me';
import { AccountModeSwitch } from '../../features/profile/components/account-mode-switch';
import { BalanceCards } from '../../features/wallet/components/balance-cards';
import { BuyCrystals } from '../../features/wallet/components/buy-crystals';
import { HistoryTable } from '../../features/wallet/components/history-table';
import { OrderNotice } from '../../features/wallet/components/order-notice';
import { TransactionsList } from '../../features/transfers/components/transactions-list';
import { WithdrawForm } from '../../features/wallet/components/withdraw-form';
import { returnedOrderId } from '../../features/wallet/order-return';
import { PrivateTab } from './private-tab';
import { useProfileTarget } from './profile-target';

export function ProfileWalletRoute() {
  const { me, profile, isOwn } = useProfileTarget();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const orderId = returnedOrderId(search);
  if (!isOwn)
    return (
      <PrivateTab
        tab="wallet"
        title={t('wallet.notYoursTitle')}
        text={t('wallet.notYoursText', { name: profile.username })}
        action={t('wallet.toOwn')}
      />
    );
  const dismissOrder = () =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('order');
        return next;
      },
      { replace: true },
    );
  return (
    <Stack gap="lg">
      {orderId === null ? null : <OrderNotice orderId={orderId} onDismiss={dismissOrder} />}
      <BalanceCards
        balances={me}
        modeSwitch={<AccountModeSwitch me={me} />}
        onToppedUp={() => void queryClient.invalidateQueries(meQueryOptions())}
      />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <BuyCrystals />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <WithdrawForm me={me} />
        </Grid.Col>
      </Grid>
      <HistoryTable />
      <TransactionsList userId={me.id} />
    </Stack>
  );
}
