// The withdrawal limits as small figures: minimum, per withdrawal, per day, what is left of today's
// limit, and the amount above which an operator approves first.
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { leftToday, type WithdrawContext } from '../withdraw-check';
import { CrystalAmount } from './crystal-amount';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={2} role="group" aria-label={label}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <CrystalAmount value={value} size="sm" iconSize={13} />
    </Stack>
  );
}

export function WithdrawLimits({ limits }: { limits: WithdrawContext['limits'] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} component="section" aria-label={t('wallet.withdraw.limits.title')}>
      <Text fz="sm" fw={700}>
        {t('wallet.withdraw.limits.title')}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" verticalSpacing="xs">
        <Figure label={t('wallet.withdraw.limits.min')} value={limits.min} />
        <Figure label={t('wallet.withdraw.limits.max')} value={limits.max} />
        <Figure label={t('wallet.withdraw.limits.daily')} value={limits.daily_max} />
        <Figure label={t('wallet.withdraw.limits.leftToday')} value={leftToday(limits)} />
        <Figure label={t('wallet.withdraw.limits.approval')} value={limits.approval_above} />
      </SimpleGrid>
    </Stack>
  );
}
