// The payment method chips: only the providers this server is configured for (the crystal price
// answer lists them), so a method that would only fail is never offered.
import { Chip, Group, Stack, Text } from '@mantine/core';
import type { Provider } from '@clutch/contract/wallet';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The method in force: the one picked while the server still offers it, else the first offered. */
export function chosenProvider(
  offered: readonly Provider[],
  picked: Provider | null,
): Provider | null {
  if (picked !== null && offered.includes(picked)) return picked;
  return offered[0] ?? null;
}

export function ProviderChoice({
  offered,
  value,
  onChange,
}: {
  offered: readonly Provider[];
  value: Provider;
  onChange: (provider: Provider) => void;
}) {
  const { t } = useTranslation();
  const label = useId();
  return (
    <Stack gap={6}>
      <Text fz="sm" fw={600} id={label}>
        {t('wallet.buy.provider')}
      </Text>
      {/* Chips wrap on a narrow phone, where three segments would not fit. */}
      <Chip.Group
        multiple={false}
        value={value}
        onChange={(next) => {
          const known = offered.find((provider) => provider === next);
          if (known !== undefined) onChange(known);
        }}
      >
        <Group gap="xs" role="radiogroup" aria-labelledby={label}>
          {offered.map((provider) => (
            <Chip key={provider} value={provider} variant="light">
              {t(`wallet.buy.providers.${provider}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Stack>
  );
}
