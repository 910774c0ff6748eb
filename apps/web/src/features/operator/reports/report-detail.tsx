// One report: what was reported and by whom, its evidence, who has it (take it), a direct ban of the
// reported user (a day of quick matches unless changed; the ladder starts with a warning) and the
// decision, or once decided what was decided.
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { QueueReportDetail } from '@clutch/contract/operator';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PaneLoadFailed, PaneLoader } from '../../../components/ui/list-status';
import { Panel } from '../../../components/ui/panel';
import { formatDateTime } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { BanForm } from '../users/ban-form';
import { DecideForm } from './decide-form';
import { ReportEvidence } from './report-evidence';
import { decisionColour } from './report-queue';
import { useOperatorMe } from '../api/operator-me';
import { queueReportQueryOptions, useAssignReport } from './reports-api';

function Assignee({ report }: { report: QueueReportDetail }) {
  const { t } = useTranslation();
  const me = useOperatorMe();
  const assign = useAssignReport(report.id);
  const isMine = report.assignee !== null && report.assignee.id === me.data?.id;
  return (
    <Group gap="sm">
      <Text fz="sm">
        {report.assignee === null
          ? t('operatorDesk.reports.unassigned')
          : t('operatorDesk.reports.assignedTo', { name: report.assignee.username })}
      </Text>
      {report.status === 'decided' || isMine ? null : (
        <Button
          size="xs"
          variant="light"
          loading={assign.isPending}
          onClick={() =>
            assign.mutate(undefined, {
              onSuccess: () => showToast(t('operatorDesk.reports.taken'), 'success'),
            })
          }
        >
          {t('operatorDesk.reports.take')}
        </Button>
      )}
    </Group>
  );
}

function Decided({ report }: { report: QueueReportDetail }) {
  const { t } = useTranslation();
  if (report.decision === null) return null;
  return (
    <Panel title={t('operatorDesk.reports.decisionTitle')}>
      <Group gap="sm">
        <Badge color={decisionColour(report.decision)} variant="light">
          {t(`operatorDesk.reports.decisions.${report.decision}`)}
        </Badge>
        {report.sanction === null ? null : (
          <Badge color="orange" variant="light">
            {t(`operatorDesk.sanctions.${report.sanction}`)}
          </Badge>
        )}
        {report.decided_at === null ? null : (
          <Text fz="sm" c="dimmed">
            {formatDateTime(report.decided_at)}
          </Text>
        )}
      </Group>
      <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {report.outcome}
      </Text>
    </Panel>
  );
}

function DirectBan({ report }: { report: QueueReportDetail }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const name = report.reported_to.username;
  return (
    <Panel
      title={t('operatorDesk.reports.banTitle', { name })}
      text={t('operatorDesk.reports.banText')}
      controls={
        <Button size="xs" variant="light" color="red" onClick={() => setIsOpen((open) => !open)}>
          {isOpen ? t('common.close') : t('operatorDesk.reports.banOpen', { name })}
        </Button>
      }
    >
      {isOpen ? (
        <BanForm
          userId={report.reported_to.id}
          initial={{
            kind: 'quick_match',
            length: '1d',
            reason: t('operatorDesk.reports.banReason', {
              id: String(report.id),
              title: report.title,
            }),
          }}
          onBanned={() => setIsOpen(false)}
        />
      ) : null}
    </Panel>
  );
}

export function ReportDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const report = useQuery(queueReportQueryOptions(id));
  if (report.isPending) return <PaneLoader />;
  if (report.isError) return <PaneLoadFailed onRetry={() => void report.refetch()} />;
  const { data } = report;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group gap="sm">
          <Title order={3}>
            #{data.id} · {data.title}
          </Title>
          <Badge variant="light">{t(`operatorDesk.reports.statuses.${data.status}`)}</Badge>
        </Group>
        <Text fz="sm" c="dimmed">
          {t('operatorDesk.reports.line', {
            reporter: data.reporter.username,
            reported: data.reported_to.username,
            reason: data.reason.name,
            date: formatDateTime(data.created_at),
          })}
        </Text>
        <Assignee report={data} />
      </Stack>
      <Panel title={t('operatorDesk.reports.description')}>
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {data.description}
        </Text>
      </Panel>
      <Panel title={t('operatorDesk.reports.evidence')}>
        <ReportEvidence report={data} />
      </Panel>
      {data.status === 'decided' ? (
        <Decided report={data} />
      ) : (
        <>
          <DirectBan report={data} />
          <Panel title={t('operatorDesk.reports.decideTitle')}>
            <DecideForm report={data} />
          </Panel>
        </>
      )}
    </Stack>
  );
}
