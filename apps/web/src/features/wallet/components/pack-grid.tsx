// The crystal packs as cards: crystals, the price in dollars and in the reader's money, and Buy.
import { Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CrystalPack } from '@clutch/contract/wallet';
import { useTranslation } from 'react-i18next';
import { formatCrystals } from '../../../lib/crystals';
import { useRouteLocale } from '../../../lib/locale-navigation';
import { CrystalAmount } from './crystal-amount';
import { usePriceTexts } from './use-prices';

export function PackGrid({
  packs,
  buyingPackId,
  isBusy,
  onBuy,
}: {
  packs: readonly CrystalPack[];
  buyingPackId: number | null;
  isBusy: boolean;
  onBuy: (pack: CrystalPack) => void;
}) {
  const { t } = useTranslation();
  const locale = useRouteLocale();
  const priceOf = usePriceTexts();
  return (
    <SimpleGrid
      component="ul"
      aria-label={t('wallet.buy.packs')}
      cols={{ base: 2, sm: 3 }}
      spacing="sm"
      p={0}
      m={0}
    >
      {packs.map((pack) => {
        const price = priceOf(pack.price);
        return (
          <Paper
            key={pack.id}
            component="li"
            withBorder
            radius="md"
            p="sm"
            bg="dark.7"
            style={{ listStyle: 'none' }}
          >
            <Stack gap={6} align="center" ta="center">
              <CrystalAmount value={pack.crystals} size={22} iconSize={20} colour="clutch.3" />
              <Text fz="xs" c="dimmed" tt="uppercase" fw={700}>
                {t('wallet.crystals')}
              </Text>
              <Text fw={700}>{price.usd}</Text>
              {price.local === null ? null : (
                <Text fz="xs" c="dimmed" mt={-6}>
                  ≈ {price.local}
                </Text>
              )}
              <Button
                size="xs"
                fullWidth
                loading={buyingPackId === pack.id}
                disabled={isBusy && buyingPackId !== pack.id}
                aria-label={t('wallet.buy.buyPack', {
                  crystals: formatCrystals(pack.crystals, locale),
                  price: price.usd,
                })}
                onClick={() => onBuy(pack)}
              >
                {t('wallet.buy.buy')}
              </Button>
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
