// The way into the report dialog from anywhere: the app mounts the dialog (features/reports) and
// hands its opener down through this context, so a feature (a chat member's row, a match page) can
// offer "Report" without importing another feature. Outside the provider there is no entry.
import { createContext, useContext } from 'react';
import { Icon } from '../ui/icons';

/** Someone who may be reported: the few fields every list has. */
export interface ReportCandidate {
  id: number;
  username: string;
}

export interface ReportRequest {
  /** Who the report may be about; more than one lets the reporter choose (a match's players). */
  candidates: readonly ReportCandidate[];
  /** The match the report follows, preset and shown in the dialog. */
  afterMatch?: { id: number; kind: 'quick' | 'tournament' };
  /** The chat the report is made from. */
  chat?: number;
}

export type OpenReport = (request: ReportRequest) => void;

const ReportEntryContext = createContext<OpenReport | null>(null);

export const ReportEntryProvider = ReportEntryContext.Provider;

/** Opens the report dialog; null where no dialog is mounted (signed out, tests of other parts). */
export function useReportEntry(): OpenReport | null {
  return useContext(ReportEntryContext);
}

export function FlagIcon({ size }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M4 22V4M4 4h12l-2 4 2 4H4" />
    </Icon>
  );
}
