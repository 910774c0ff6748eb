// "My reports": the caller's reports, newest first (10 a page), each with whom it is about, the
// reason, its status and, once decided, the decision and the outcome staff wrote to the reporter.
import { Badge, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { REPORTS_PER_PAGE, type Report, type ReportStatus } from '@clutch/contract/reports';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListStatus } from '../../../components/ui/list-status';
import { Panel } from '../../../components/ui/panel';
import { formatDateTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { myReportsQueryOptions } from '../api/reports';

const STATUS_COLOR: Record<ReportStatus, string> = {
  open: 'gray',
  assigned: 'yellow',
  decided: 'teal',
};

function ReportItem({ report }: { report: Report }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm" bg="dark.7" data-testid="my-report">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {report.title}
          </Text>
          <Badge color={STATUS_COLOR[report.status]} variant="light" style={{ flexShrink: 0 }}>
            {t(`reports.status.${report.status}`)}
          </Badge>
        </Group>
        <Text fz="sm" c="dimmed">
          {`${t('reports.mine.about', { name: report.reported_to.username })} · ${report.reason.name}`}
        </Text>
        <Text fz="xs" c="dimmed">
          {[
            t('reports.mine.sentAt', { date: formatDateTime(report.created_at) }),
            report.upload_files.length > 0
              ? t('reports.mine.files', { count: report.upload_files.length })
              : null,
            report.decided_at === null
              ? null
              : t('reports.mine.decidedAt', { date: formatDateTime(report.decided_at) }),
          ]
            .filter((part) => part !== null)
            .join(' · ')}
        </Text>
        {report.decision === null ? null : (
          <Text fz="sm" fw={600}>
            {t(`reports.decision.${report.decision}`)}
          </Text>
        )}
        {report.outcome === null ? null : (
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {`${t('reports.mine.outcome')}: ${report.outcome}`}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

export function MyReports() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const reports = useQuery(myReportsQueryOptions(page, currentLocale()));
  const pages = Math.max(1, Math.ceil((reports.data?.count ?? 0) / REPORTS_PER_PAGE));
  return (
    <Panel title={t('reports.mine.title')} {...(reports.data ? { count: reports.data.count } : {})}>
      <ListStatus
        isPending={reports.isPending}
        isError={reports.isError}
        isEmpty={reports.data?.results.length === 0}
        emptyText={t('reports.mine.empty')}
        onRetry={() => void reports.refetch()}
      >
        <Stack gap="xs">
          {reports.data?.results.map((report) => (
            <ReportItem key={report.id} report={report} />
          ))}
        </Stack>
        {pages > 1 ? (
          <Pagination value={page} onChange={setPage} total={pages} size="sm" mt="sm" />
        ) : null}
      </ListStatus>
    </Panel>
  );
}
