// The console's REPORTS section (moderator, admin): the queue by status (`?status=`), and one report
// opened (`?report=`) with its evidence, taking it, banning and deciding.
import { Stack, Tabs } from '@mantine/core';
import { REPORT_STATUSES, type ReportStatus } from '@clutch/contract/reports';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SectionHeader } from '../components/section-header';
import { BackButton } from '../desk/back-button';
import { useSelectedId } from '../desk/selected-param';
import { ReportDetail } from '../reports/report-detail';
import { ReportQueue } from '../reports/report-queue';

function readStatus(value: string | null): ReportStatus {
  return REPORT_STATUSES.find((status) => status === value) ?? 'open';
}

function ReportsSectionBody() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const [reportId, selectReport] = useSelectedId('report');
  const status = readStatus(search.get('status'));
  if (reportId !== null)
    return (
      <Stack gap="md">
        <BackButton label={t('operatorDesk.reports.back')} onClick={() => selectReport(null)} />
        <ReportDetail key={reportId} id={reportId} />
      </Stack>
    );
  return (
    <Tabs
      value={status}
      onChange={(value) =>
        setSearch((current) => {
          const next = new URLSearchParams(current);
          next.set('status', readStatus(value));
          return next;
        })
      }
      keepMounted={false}
    >
      <Tabs.List mb="md">
        {REPORT_STATUSES.map((item) => (
          <Tabs.Tab key={item} value={item}>
            {t(`operatorDesk.reports.statuses.${item}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {REPORT_STATUSES.map((item) => (
        <Tabs.Panel key={item} value={item}>
          <ReportQueue status={item} onOpen={selectReport} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

export function ReportsSection() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <SectionHeader
        title={t('operator.sections.reports')}
        description={t('operatorDesk.descriptions.reports')}
      />
      <ReportsSectionBody />
    </Stack>
  );
}
