// "Report" for a page the app composes (a profile, a match's statistics, a tournament): opens the
// dialog about the people given, the match preset when there is one. Nothing without the host.
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  FlagIcon,
  useReportEntry,
  type ReportRequest,
} from '../../../components/report/report-entry';

export function ReportButton({
  request,
  label,
}: {
  request: ReportRequest;
  /** The button's text; "Report" when absent. */
  label?: string;
}) {
  const { t } = useTranslation();
  const open = useReportEntry();
  if (open === null || request.candidates.length === 0) return null;
  return (
    <Button
      variant="subtle"
      color="red"
      leftSection={<FlagIcon size={16} />}
      onClick={() => open(request)}
    >
      {label ?? t('reports.report')}
    </Button>
  );
}
