// Deciding a report: action taken or no action, the outcome the reporter reads, the next step of the
// sanction ladder for the reported user (action taken only; the server names the step it would
// apply now), and an optional reason for the log.
import { Button, Checkbox, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { OPERATOR_REASON_MAX, type QueueReportDetail } from '@clutch/contract/operator';
import { REPORT_DECISIONS, type ReportDecision } from '@clutch/contract/reports';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error';
import { formErrorsOf } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { useDecideReport } from './reports-api';

const OUTCOME_MAX = 2000;

function isDecision(value: string): value is ReportDecision {
  return REPORT_DECISIONS.some((decision) => decision === value);
}

export function DecideForm({ report }: { report: QueueReportDetail }) {
  const { t } = useTranslation();
  const [decision, setDecision] = useState<ReportDecision>('action_taken');
  const [outcome, setOutcome] = useState('');
  const [isSanction, setIsSanction] = useState(false);
  const [reason, setReason] = useState('');
  const decide = useDecideReport(report.id, () =>
    showToast(t('operatorDesk.reports.decided', { id: String(report.id) }), 'success'),
  );
  const errors = formErrorsOf(decide.error, ['decision', 'outcome', 'sanction', 'reason']);
  const withSanction = decision === 'action_taken' && isSanction;
  return (
    <form
      aria-label={t('operatorDesk.reports.decideTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        if (outcome.trim() === '') return;
        decide.mutate({
          decision,
          outcome: outcome.trim(),
          sanction: withSanction,
          ...(reason.trim() === '' ? {} : { reason: reason.trim() }),
        });
      }}
    >
      <Stack gap="sm">
        <SegmentedControl
          aria-label={t('operatorDesk.reports.decision')}
          data={REPORT_DECISIONS.map((value) => ({
            value,
            label: t(`operatorDesk.reports.decisions.${value}`),
          }))}
          value={decision}
          onChange={(value) => {
            if (isDecision(value)) setDecision(value);
          }}
          style={{ alignSelf: 'flex-start' }}
        />
        <Textarea
          label={t('operatorDesk.reports.outcome')}
          description={t('operatorDesk.reports.outcomeHint', { name: report.reporter.username })}
          value={outcome}
          onChange={(event) => setOutcome(event.currentTarget.value)}
          maxLength={OUTCOME_MAX}
          error={errors.fields.outcome}
          required
          autosize
          minRows={2}
        />
        {decision === 'action_taken' ? (
          <Stack gap={4}>
            <Checkbox
              label={t('operatorDesk.reports.sanction', { name: report.reported_to.username })}
              checked={isSanction}
              onChange={(event) => setIsSanction(event.currentTarget.checked)}
              error={errors.fields.sanction}
            />
            <Text fz="xs" c="dimmed">
              {t('operatorDesk.reports.nextSanction', {
                step: t(`operatorDesk.sanctions.${report.next_sanction}`),
              })}
            </Text>
          </Stack>
        ) : null}
        <Textarea
          label={t('operatorDesk.reports.logReason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={OPERATOR_REASON_MAX}
          error={errors.fields.reason}
          autosize
          minRows={1}
        />
        <FormError message={errors.general} />
        <Group>
          <Button type="submit" loading={decide.isPending} disabled={outcome.trim() === ''}>
            {t('operatorDesk.reports.decide')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
