// Buying real crystals: the payment methods this server is configured for (the crystal price answer
// lists them; none configured says so instead of offering methods that would fail), the packs and a
// custom amount. Buying asks for a payment link and leaves for the provider's page.
import { Alert, Divider, Text } from '@mantine/core';
import type { Provider } from '@clutch/contract/wallet';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListStatus } from '../../../components/ui/list-status';
import {
  crystalPriceQueryOptions,
  packsQueryOptions,
  useBuyCrystals,
  type Purchase,
} from '../api/buying';
import { CustomPurchase, type CustomLimits } from './custom-purchase';
import { PackGrid } from './pack-grid';
import { chosenProvider, ProviderChoice } from './provider-choice';
import { Panel } from '../../../components/ui/panel';

export function BuyCrystals() {
  const { t } = useTranslation();
  const price = useQuery(crystalPriceQueryOptions());
  const [picked, setPicked] = useState<Provider | null>(null);
  const offered = price.data?.providers ?? [];
  const provider = chosenProvider(offered, picked);
  return (
    <Panel gap="md" title={t('wallet.buy.title')} text={t('wallet.buy.text')}>
      <ListStatus
        isPending={price.isPending}
        isError={price.isError}
        isEmpty={false}
        emptyText=""
        onRetry={() => void price.refetch()}
      >
        {price.data === undefined ? null : provider === null ? (
          <Alert color="yellow" title={t('wallet.buy.noProvidersTitle')}>
            {t('wallet.buy.noProvidersText')}
          </Alert>
        ) : (
          <>
            <ProviderChoice offered={offered} value={provider} onChange={setPicked} />
            <Purchases provider={provider} limits={price.data} />
          </>
        )}
      </ListStatus>
    </Panel>
  );
}

function Purchases({ provider, limits }: { provider: Provider; limits: CustomLimits }) {
  const { t } = useTranslation();
  const packs = useQuery(packsQueryOptions());
  const buy = useBuyCrystals();
  const pending: Purchase | undefined = buy.isPending || buy.isSuccess ? buy.variables : undefined;
  // After success the browser is leaving; the buttons stay busy until it has.
  const isBusy = pending !== undefined;
  return (
    <>
      <ListStatus
        isPending={packs.isPending}
        isError={packs.isError}
        isEmpty={packs.data?.length === 0}
        emptyText={t('common.loadFailed')}
        onRetry={() => void packs.refetch()}
      >
        <PackGrid
          packs={packs.data ?? []}
          isBusy={isBusy}
          buyingPackId={pending?.kind === 'pack' ? pending.packId : null}
          onBuy={(pack) => buy.mutate({ kind: 'pack', packId: pack.id, provider })}
        />
      </ListStatus>
      <Divider />
      <CustomPurchase
        limits={limits}
        isBusy={isBusy}
        isBuying={pending?.kind === 'custom'}
        onBuy={(crystals) => buy.mutate({ kind: 'custom', crystals, provider })}
      />
      {buy.isSuccess ? (
        <Text fz="sm" c="dimmed" role="status">
          {t('wallet.buy.redirecting')}
        </Text>
      ) : null}
    </>
  );
}
