// A custom number of whole crystals within the server's limits, priced live at the crystal price.
import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCrystals } from '../../../lib/crystals';
import { useRouteLocale } from '../../../lib/locale-navigation';
import { customPrice } from '../money';
import { usePriceTexts } from './use-prices';

export interface CustomLimits {
  price: number;
  custom_min: number;
  custom_max: number;
}

export function isCustomAmountAllowed(crystals: number | null, limits: CustomLimits): boolean {
  return (
    crystals !== null &&
    Number.isInteger(crystals) &&
    crystals >= limits.custom_min &&
    crystals <= limits.custom_max
  );
}

export function CustomPurchase({
  limits,
  isBuying,
  isBusy,
  onBuy,
}: {
  limits: CustomLimits;
  isBuying: boolean;
  isBusy: boolean;
  onBuy: (crystals: number) => void;
}) {
  const { t } = useTranslation();
  const locale = useRouteLocale();
  const priceOf = usePriceTexts();
  const [crystals, setCrystals] = useState<number | null>(limits.custom_min);
  const isAllowed = isCustomAmountAllowed(crystals, limits);
  const price = crystals === null ? null : priceOf(customPrice(crystals, limits.price));
  const bounds = {
    min: formatCrystals(limits.custom_min, locale),
    max: formatCrystals(limits.custom_max, locale),
  };
  return (
    <Stack gap="xs">
      <Text fw={700}>{t('wallet.buy.customTitle')}</Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NumberInput
          label={t('wallet.buy.customLabel')}
          description={t('wallet.buy.customHint', bounds)}
          error={crystals !== null && !isAllowed ? t('wallet.buy.customOutside', bounds) : null}
          value={crystals ?? ''}
          onChange={(value) => setCrystals(typeof value === 'number' ? value : null)}
          min={limits.custom_min}
          max={limits.custom_max}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          w={{ base: '100%', sm: 240 }}
        />
        <Stack gap={0} miw={110}>
          <Text fz="xs" c="dimmed">
            {t('wallet.buy.total')}
          </Text>
          <Text fw={800} fz="lg" data-testid="custom-price">
            {isAllowed && price !== null ? price.usd : '—'}
          </Text>
          {isAllowed && price !== null && price.local !== null ? (
            <Text fz="xs" c="dimmed">
              ≈ {price.local}
            </Text>
          ) : null}
        </Stack>
        <Button
          disabled={!isAllowed || (isBusy && !isBuying)}
          loading={isBuying}
          aria-label={
            isAllowed && crystals !== null && price !== null
              ? t('wallet.buy.buyCustom', {
                  crystals: formatCrystals(crystals, locale),
                  price: price.usd,
                })
              : undefined
          }
          onClick={() => {
            if (isAllowed && crystals !== null) onBuy(crystals);
          }}
        >
          {t('wallet.buy.buy')}
        </Button>
      </Group>
    </Stack>
  );
}
