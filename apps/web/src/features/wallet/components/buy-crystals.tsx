// Buying real crystals: the provider choice (the sandbox by default; card and crypto when the server
// has them configured, else its 400 is toasted), the packs and a custom amount. Buying asks for a
// payment link and leaves for the provider's page.
import { Chip, Divider, Group, Stack, Text } from '@mantine/core';
import { PROVIDERS, type Provider } from '@clutch/contract/wallet';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListStatus } from '../../../components/ui/list-status';
import {
  crystalPriceQueryOptions,
  packsQueryOptions,
  useBuyCrystals,
  type Purchase,
} from '../api/buying';
import { CustomPurchase } from './custom-purchase';
import { PackGrid } from './pack-grid';
import { Panel } from '../../../components/ui/panel';

export function BuyCrystals() {
  const { t } = useTranslation();
  const providerLabel = useId();
  const [provider, setProvider] = useState<Provider>('sandbox');
  const packs = useQuery(packsQueryOptions());
  const price = useQuery(crystalPriceQueryOptions());
  const buy = useBuyCrystals();
  const pending: Purchase | undefined = buy.isPending || buy.isSuccess ? buy.variables : undefined;
  // After success the browser is leaving; the buttons stay busy until it has.
  const isBusy = pending !== undefined;
  return (
    <Panel gap="md" title={t('wallet.buy.title')} text={t('wallet.buy.text')}>
      <Stack gap={6}>
        <Text fz="sm" fw={600} id={providerLabel}>
          {t('wallet.buy.provider')}
        </Text>
        {/* Chips wrap on a narrow phone, where three segments would not fit. */}
        <Chip.Group
          multiple={false}
          value={provider}
          onChange={(value) => setProvider(PROVIDERS.find((known) => known === value) ?? 'sandbox')}
        >
          <Group gap="xs" role="radiogroup" aria-labelledby={providerLabel}>
            {PROVIDERS.map((value) => (
              <Chip key={value} value={value} variant="light">
                {t(`wallet.buy.providers.${value}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Stack>
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
      {price.data === undefined ? null : (
        <>
          <Divider />
          <CustomPurchase
            limits={price.data}
            isBusy={isBusy}
            isBuying={pending?.kind === 'custom'}
            onBuy={(crystals) => buy.mutate({ kind: 'custom', crystals, provider })}
          />
        </>
      )}
      {buy.isSuccess ? (
        <Text fz="sm" c="dimmed" role="status">
          {t('wallet.buy.redirecting')}
        </Text>
      ) : null}
    </Panel>
  );
}
