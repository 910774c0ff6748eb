// The console's FINANCE section (finance, admin): withdrawals waiting for approval, stuck payouts,
// the crystal packs, and the prices, dollar course, limits and networks; the tab is kept in `?tab=`.
import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SectionHeader } from '../components/section-header';
import { FinanceSettingsForms } from '../finance/finance-settings';
import { PacksEditor } from '../finance/packs-editor';
import { StuckPayouts } from '../finance/stuck-payouts';
import { WithdrawalQueue } from '../finance/withdrawal-queue';

const TABS = ['withdrawals', 'stuck', 'packs', 'settings'] as const;
type FinanceTab = (typeof TABS)[number];

function readTab(value: string | null): FinanceTab {
  return TABS.find((tab) => tab === value) ?? 'withdrawals';
}

function FinanceSectionBody() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab = readTab(search.get('tab'));
  return (
    <Tabs
      value={tab}
      onChange={(value) =>
        setSearch((current) => {
          const next = new URLSearchParams(current);
          next.set('tab', readTab(value));
          return next;
        })
      }
      keepMounted={false}
    >
      <Tabs.List mb="md">
        {TABS.map((item) => (
          <Tabs.Tab key={item} value={item}>
            {t(`operatorDesk.finance.tabs.${item}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="withdrawals">
        <WithdrawalQueue />
      </Tabs.Panel>
      <Tabs.Panel value="stuck">
        <StuckPayouts />
      </Tabs.Panel>
      <Tabs.Panel value="packs">
        <PacksEditor />
      </Tabs.Panel>
      <Tabs.Panel value="settings">
        <FinanceSettingsForms />
      </Tabs.Panel>
    </Tabs>
  );
}

export function FinanceSection() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <SectionHeader
        title={t('operator.sections.finance')}
        description={t('operatorDesk.descriptions.finance')}
      />
      <FinanceSectionBody />
    </Stack>
  );
}
