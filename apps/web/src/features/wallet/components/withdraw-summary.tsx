// What a withdrawal comes to before it is sent: the network's fee, what reaches the address, and
// whether an operator approves it first.
import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CrystalAmount } from './crystal-amount';

export function WithdrawSummary({
  fee,
  receives,
  needsApproval,
}: {
  fee: number | null;
  receives: number | null;
  needsApproval: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Paper radius="md" p="sm" bg="dark.7" withBorder>
        <Stack gap={6}>
          <Group justify="space-between" role="group" aria-label={t('wallet.withdraw.fee')}>
            <Text fz="sm" c="dimmed">
              {t('wallet.withdraw.fee')}
            </Text>
            {fee === null ? <Text fz="sm">—</Text> : <CrystalAmount value={fee} size="sm" />}
          </Group>
          <Group justify="space-between" role="group" aria-label={t('wallet.withdraw.receives')}>
            <Text fz="sm" fw={700}>
              {t('wallet.withdraw.receives')}
            </Text>
            {receives === null ? (
              <Text fz="sm">—</Text>
            ) : (
              <CrystalAmount value={receives} size="md" colour="teal.4" />
            )}
          </Group>
        </Stack>
      </Paper>
      {needsApproval ? (
        <Alert color="yellow" variant="light" p="xs">
          <Text fz="sm">{t('wallet.withdraw.needsApproval')}</Text>
        </Alert>
      ) : null}
    </Stack>
  );
}
