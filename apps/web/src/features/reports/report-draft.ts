// The report form's values and what they become on the wire (spec 1, section 5: empty fields are
// dropped). A report always goes as multipart/form-data, as the spec's client sends it: the text
// fields that hold something, then each picture as an `upload_files` part.
import { REPORT_MAX_FILE_MB, REPORT_MAX_FILES } from '@clutch/contract/reports';
import type { ReportRequest } from '../../components/report/report-entry';

export interface ReportDraft {
  /** The reported user's id, as the select holds it; '' until chosen. */
  reportedTo: string;
  reason: string;
  title: string;
  description: string;
  files: File[];
}

export function emptyDraft(request: ReportRequest): ReportDraft {
  const only = request.candidates.length === 1 ? request.candidates[0] : undefined;
  return {
    reportedTo: only === undefined ? '' : String(only.id),
    reason: '',
    title: '',
    description: '',
    files: [],
  };
}

/** The text parts, without the empty ones; the match and chat come from where the dialog opened. */
export function reportFields(draft: ReportDraft, request: ReportRequest): Record<string, string> {
  const fields: Record<string, string> = {
    title: draft.title.trim(),
    description: draft.description.trim(),
    reason: draft.reason,
    reported_to: draft.reportedTo,
    after_match: request.afterMatch === undefined ? '' : String(request.afterMatch.id),
    match_kind: request.afterMatch?.kind ?? '',
    chat: request.chat === undefined ? '' : String(request.chat),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));
}

export function reportForm(draft: ReportDraft, request: ReportRequest): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(reportFields(draft, request)))
    form.append(name, value);
  for (const file of draft.files) form.append('upload_files', file, file.name);
  return form;
}

export type FileProblem =
  | { kind: 'tooMany'; max: number }
  | { kind: 'tooLarge'; name: string; mb: number }
  | { kind: 'notAPicture'; name: string };

const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/**
 * Adds chosen files to the draft's, keeping the limits the server enforces (it checks the bytes
 * again): answers the files kept and the first problem met, if any.
 */
export function addFiles(
  current: readonly File[],
  chosen: readonly File[],
): { files: File[]; problem: FileProblem | null } {
  const files = [...current];
  let problem: FileProblem | null = null;
  for (const file of chosen) {
    if (!PICTURE_TYPES.includes(file.type)) problem ??= { kind: 'notAPicture', name: file.name };
    else if (file.size > REPORT_MAX_FILE_MB * 1_048_576)
      problem ??= { kind: 'tooLarge', name: file.name, mb: REPORT_MAX_FILE_MB };
    else if (files.length >= REPORT_MAX_FILES)
      problem ??= { kind: 'tooMany', max: REPORT_MAX_FILES };
    else files.push(file);
  }
  return { files, problem };
}

export function canSend(draft: ReportDraft): boolean {
  return (
    draft.reportedTo !== '' &&
    draft.reason !== '' &&
    draft.title.trim() !== '' &&
    draft.description.trim() !== ''
  );
}
