// Mounts the report dialog once for the app and hands its opener to everything below through the
// report-entry context (components/report): the profile, match, chat and tournament entries.
import { useCallback, useState, type ReactNode } from 'react';
import { ReportEntryProvider, type ReportRequest } from '../../../components/report/report-entry';
import { ReportDialog } from './report-dialog';

export function ReportHost({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<{ key: number; value: ReportRequest } | null>(null);
  const open = useCallback(
    (value: ReportRequest) => setRequest((current) => ({ key: (current?.key ?? 0) + 1, value })),
    [],
  );
  return (
    <ReportEntryProvider value={open}>
      {children}
      {request === null ? null : (
        <ReportDialog key={request.key} request={request.value} onClose={() => setRequest(null)} />
      )}
    </ReportEntryProvider>
  );
}
