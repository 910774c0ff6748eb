// One status of the report queue, oldest first: who reported whom, why, who has it; a row opens it.
import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import type { ReportStatus } from '@clutch/contract/reports';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListStatus } from '../../../components/ui/list-status';
import { formatDateTime } from '../../../lib/format';
import { TablePager } from '../desk/table-pager';
import { reportQueueQueryOptions } from './reports-api';

export function ReportQueue({
  status,
  onOpen,
}: {
  status: ReportStatus;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const queue = useQuery(reportQueueQueryOptions(status, page));
  const rows = queue.data?.results ?? [];
  return (
    <Stack gap="md">
      <ListStatus
        isPending={queue.isPending}
        isError={queue.isError}
        isEmpty={rows.length === 0}
        emptyText={t('operatorDesk.reports.empty')}
        onRetry={() => void queue.refetch()}
      >
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover aria-label={t('operatorDesk.reports.table')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>{t('operatorDesk.reports.subject')}</Table.Th>
                <Table.Th>{t('operatorDesk.reports.reason')}</Table.Th>
                <Table.Th>{t('operatorDesk.reports.reporter')}</Table.Th>
                <Table.Th>{t('operatorDesk.reports.reported')}</Table.Th>
                <Table.Th>{t('operatorDesk.reports.assignee')}</Table.Th>
                <Table.Th>{t('operatorDesk.reports.created')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((report) => (
                <Table.Tr key={report.id} data-testid="queue-report">
                  <Table.Td>{report.id}</Table.Td>
                  <Table.Td>
                    <Anchor
                      component="button"
                      type="button"
                      fw={600}
                      onClick={() => onOpen(report.id)}
                    >
                      {report.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{report.reason.name}</Table.Td>
                  <Table.Td>{report.reporter.username}</Table.Td>
                  <Table.Td>{report.reported_to.username}</Table.Td>
                  <Table.Td>
                    {report.assignee === null ? (
                      <Text fz="sm" c="dimmed">
                        {t('operatorDesk.reports.unassigned')}
                      </Text>
                    ) : (
                      report.assignee.username
                    )}
                  </Table.Td>
                  <Table.Td>
                    {formatDateTime(report.created_at)}
                    {report.decision === null ? null : (
                      <Badge ml={6} variant="light" color={decisionColour(report.decision)}>
                        {t(`operatorDesk.reports.decisions.${report.decision}`)}
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <TablePager count={queue.data?.count} page={page} onChange={setPage} />
      </ListStatus>
    </Stack>
  );
}

export function decisionColour(decision: 'action_taken' | 'no_action'): string {
  return decision === 'action_taken' ? 'red' : 'gray';
}
