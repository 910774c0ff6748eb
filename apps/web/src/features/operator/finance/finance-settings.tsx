// The finance settings in force, each form showing whether an operator overrode the server's
// configuration (with "back to default"): the crystal price, the dollar course, withdrawal limits
// and the withdrawal networks.
import { Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { FinanceSettingKey, FinanceSettings } from '@clutch/contract/operator-finance';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PaneLoadFailed, PaneLoader } from '../../../components/ui/list-status';
import { Panel } from '../../../components/ui/panel';
import { formatDateTime } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { financeSettingsQueryOptions, useResetSetting } from './finance-api';
import { CourseForm } from './course-form';
import { LimitsForm } from './limits-form';
import { NetworksTable } from './networks-table';
import { PriceForm } from './price-form';

function SettingPanel({
  settings,
  setting,
  children,
}: {
  settings: FinanceSettings;
  setting: FinanceSettingKey;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const reset = useResetSetting();
  const isOverridden = settings.overridden.includes(setting);
  return (
    <Panel
      title={t(`operatorDesk.finance.settings.${setting}`)}
      controls={
        isOverridden ? (
          <Group gap={6}>
            <Badge variant="light" color="yellow">
              {t('operatorDesk.finance.overridden')}
            </Badge>
            <Button
              size="xs"
              variant="subtle"
              loading={reset.isPending}
              onClick={() =>
                reset.mutate(setting, {
                  onSuccess: () => showToast(t('operatorDesk.finance.resetDone'), 'success'),
                })
              }
            >
              {t('operatorDesk.finance.reset')}
            </Button>
          </Group>
        ) : (
          <Badge variant="light" color="gray">
            {t('operatorDesk.finance.default')}
          </Badge>
        )
      }
    >
      {children}
    </Panel>
  );
}

export function FinanceSettingsForms() {
  const { t } = useTranslation();
  const settings = useQuery(financeSettingsQueryOptions());
  if (settings.isPending) return <PaneLoader />;
  if (settings.isError) return <PaneLoadFailed onRetry={() => void settings.refetch()} />;
  const { data } = settings;
  return (
    <Stack gap="lg">
      {data.updated_at === null ? null : (
        <Text fz="sm" c="dimmed">
          {t('operatorDesk.finance.updatedAt', { date: formatDateTime(data.updated_at) })}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <SettingPanel settings={data} setting="crystal_price">
          <PriceForm key={JSON.stringify(data.crystal_price)} price={data.crystal_price} />
        </SettingPanel>
        <SettingPanel settings={data} setting="usd_course">
          <CourseForm key={JSON.stringify(data.usd_course)} rates={data.usd_course} />
        </SettingPanel>
      </SimpleGrid>
      <SettingPanel settings={data} setting="withdraw_limits">
        <LimitsForm key={JSON.stringify(data.withdraw_limits)} limits={data.withdraw_limits} />
      </SettingPanel>
      <SettingPanel settings={data} setting="networks">
        <NetworksTable networks={data.networks} />
      </SettingPanel>
    </Stack>
  );
}
