// Both balances side by side, the one in use highlighted, with the demo / real switch the app hands
// in (it saves the profile and reloads the page) and the demo top-up.
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast';
import { useDemoTopUp } from '../api/buying';
import { CrystalAmount } from './crystal-amount';
import { Panel } from '../../../components/ui/panel';

export interface Balances {
  balance: number;
  demo_balance: number;
  is_demo: boolean;
}

function BalanceCard({
  label,
  hint,
  value,
  isInUse,
  colour,
  testId,
  action,
}: {
  label: string;
  hint: string;
  value: number;
  isInUse: boolean;
  colour: string;
  testId: string;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper
      role="group"
      aria-label={label}
      data-testid={testId}
      radius="md"
      p="md"
      withBorder
      bg={isInUse ? `var(--mantine-color-${colour}-light)` : 'dark.7'}
      style={isInUse ? { borderColor: `var(--mantine-color-${colour}-5)` } : undefined}
    >
      <Stack gap={8}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fz="sm" fw={700} c={isInUse ? `${colour}.3` : 'dimmed'}>
            {label}
          </Text>
          {isInUse ? (
            <Badge size="sm" color={colour} variant="filled" autoContrast>
              {t('wallet.balances.inUse')}
            </Badge>
          ) : null}
        </Group>
        <CrystalAmount value={value} size={30} iconSize={24} />
        <Text fz="xs" c="dimmed">
          {hint}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}

export function BalanceCards({
  balances,
  modeSwitch,
  onToppedUp,
}: {
  balances: Balances;
  /** The account-mode switch, owned by the profile. */
  modeSwitch: ReactNode;
  onToppedUp: () => void;
}) {
  const { t } = useTranslation();
  const topUp = useDemoTopUp(() => {
    showToast(t('wallet.balances.toppedUp'), 'success');
    onToppedUp();
  });
  return (
    <Panel
      gap="md"
      title={t('wallet.balances.title')}
      text={t('wallet.balances.modeHint')}
      controls={modeSwitch}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <BalanceCard
          label={t('wallet.balances.real')}
          hint={t('wallet.balances.realHint')}
          value={balances.balance}
          isInUse={!balances.is_demo}
          colour="clutch"
          testId="real-balance"
        />
        <BalanceCard
          label={t('wallet.balances.demo')}
          hint={t('wallet.balances.demoHint')}
          value={balances.demo_balance}
          isInUse={balances.is_demo}
          colour="yellow"
          testId="demo-balance"
          action={
            <Group>
              <Button
                size="xs"
                variant="light"
                color="yellow"
                loading={topUp.isPending}
                onClick={() => topUp.mutate()}
              >
                {t('wallet.balances.topUp')}
              </Button>
            </Group>
          }
        />
      </SimpleGrid>
    </Panel>
  );
}
