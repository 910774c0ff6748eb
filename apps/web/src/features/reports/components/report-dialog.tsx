// The report dialog: who (when the place it opened from offers several people), the reason from the
// server's translated list, a title, a description and up to five pictures with previews; the
// match or chat it opened from is shown and sent with it. Refusals appear beside their fields.
import {
  Alert,
  Button,
  CloseButton,
  FileButton,
  Group,
  Image,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  REPORT_DESCRIPTION_MAX,
  REPORT_MAX_FILE_MB,
  REPORT_MAX_FILES,
  REPORT_TITLE_MAX,
} from '@clutch/contract/reports';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportRequest } from '../../../components/report/report-entry';
import { formErrorsOf } from '../../../lib/form-errors';
import { currentLocale } from '../../../lib/i18n';
import { ACCEPTED_IMAGE_TYPES } from '../../../lib/image-file';
import { showToast } from '../../../lib/toast';
import { reportReasonsQueryOptions, useSendReport } from '../api/reports';
import {
  addFiles,
  canSend,
  emptyDraft,
  reportForm,
  type FileProblem,
  type ReportDraft,
} from '../report-draft';

/**
 * Above the chat modal (250) and its management dialogs (260), since a chat member is reported from
 * there; below dropdowns (300), so the selects still open over it.
 */
const REPORT_DIALOG_Z_INDEX = 270;

const SHOWN_FIELDS = ['reported_to', 'reason', 'title', 'description', 'upload_files'] as const;

function usePreviews(files: readonly File[]): string[] {
  const urls = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return urls;
}

function FilePreviews({ files, onRemove }: { files: File[]; onRemove: (index: number) => void }) {
  const { t } = useTranslation();
  const urls = usePreviews(files);
  if (files.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
      {files.map((file, index) => (
        <div key={`${file.name}-${String(index)}`} style={{ position: 'relative' }}>
          <Image src={urls[index]} alt={file.name} h={72} radius="sm" fit="cover" />
          <CloseButton
            size="sm"
            variant="filled"
            aria-label={t('reports.dialog.removeFile', { name: file.name })}
            onClick={() => onRemove(index)}
            style={{ position: 'absolute', top: 2, right: 2 }}
          />
        </div>
      ))}
    </SimpleGrid>
  );
}

function problemText(t: TFunction, problem: FileProblem): string {
  if (problem.kind === 'tooMany') return t('reports.dialog.tooManyFiles', { max: problem.max });
  if (problem.kind === 'tooLarge')
    return t('reports.dialog.fileTooLarge', { name: problem.name, mb: problem.mb });
  return t('reports.dialog.notAPicture', { name: problem.name });
}

export function ReportDialog({
  request,
  onClose,
}: {
  request: ReportRequest;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ReportDraft>(() => emptyDraft(request));
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const reasons = useQuery(reportReasonsQueryOptions(currentLocale()));
  const send = useSendReport(() => {
    showToast(t('reports.dialog.sent'), 'success');
    onClose();
  });
  const errors = formErrorsOf(send.error, SHOWN_FIELDS);
  const change = (part: Partial<ReportDraft>) => setDraft((current) => ({ ...current, ...part }));
  const onFiles = (chosen: File[]) => {
    const next = addFiles(draft.files, chosen);
    change({ files: next.files });
    setFileProblem(next.problem === null ? null : problemText(t, next.problem));
  };
  const only = request.candidates.length === 1 ? request.candidates[0] : undefined;
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      size="lg"
      zIndex={REPORT_DIALOG_Z_INDEX}
      title={only ? t('reports.reportUser', { name: only.username }) : t('reports.dialog.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (canSend(draft)) send.mutate(reportForm(draft, request));
        }}
      >
        <Stack gap="sm">
          {request.afterMatch ? (
            <Text fz="sm" c="dimmed">
              {t(
                request.afterMatch.kind === 'quick'
                  ? 'reports.dialog.afterQuickMatch'
                  : 'reports.dialog.afterTournamentMatch',
                { id: request.afterMatch.id },
              )}
            </Text>
          ) : null}
          {request.chat === undefined ? null : (
            <Text fz="sm" c="dimmed">
              {t('reports.dialog.fromChat')}
            </Text>
          )}
          {only ? null : (
            <Select
              label={t('reports.dialog.who')}
              placeholder={t('reports.dialog.whoPlaceholder')}
              data={request.candidates.map((c) => ({ value: String(c.id), label: c.username }))}
              value={draft.reportedTo === '' ? null : draft.reportedTo}
              onChange={(value) => change({ reportedTo: value ?? '' })}
              error={errors.fields['reported_to']}
              searchable
              required
              comboboxProps={{ withinPortal: true }}
            />
          )}
          <Select
            label={t('reports.dialog.reason')}
            placeholder={t('reports.dialog.reasonPlaceholder')}
            data={(reasons.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
            value={draft.reason === '' ? null : draft.reason}
            onChange={(value) => change({ reason: value ?? '' })}
            error={
              errors.fields['reason'] ??
              (reasons.isError ? t('reports.dialog.reasonsFailed') : undefined)
            }
            required
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label={t('reports.dialog.subject')}
            placeholder={t('reports.dialog.subjectHint')}
            value={draft.title}
            maxLength={REPORT_TITLE_MAX}
            onChange={(event) => change({ title: event.currentTarget.value })}
            error={errors.fields['title']}
            required
          />
          <Textarea
            label={t('reports.dialog.description')}
            placeholder={t('reports.dialog.descriptionHint')}
            value={draft.description}
            maxLength={REPORT_DESCRIPTION_MAX}
            autosize
            minRows={4}
            maxRows={10}
            onChange={(event) => change({ description: event.currentTarget.value })}
            error={errors.fields['description']}
            required
          />
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={0}>
                <Text fz="sm" fw={500}>
                  {t('reports.dialog.files')}
                </Text>
                <Text fz="xs" c="dimmed">
                  {t('reports.dialog.filesHint', { max: REPORT_MAX_FILES, mb: REPORT_MAX_FILE_MB })}
                </Text>
              </Stack>
              <FileButton onChange={onFiles} accept={ACCEPTED_IMAGE_TYPES} multiple>
                {(props) => (
                  <Button
                    {...props}
                    variant="default"
                    size="xs"
                    disabled={draft.files.length >= REPORT_MAX_FILES}
                  >
                    {t('reports.dialog.addFiles')}
                  </Button>
                )}
              </FileButton>
            </Group>
            <FilePreviews
              files={draft.files}
              onRemove={(index) => change({ files: draft.files.filter((_, i) => i !== index) })}
            />
            {(fileProblem ?? errors.fields['upload_files']) ? (
              <Text fz="xs" c="red.5" role="alert">
                {fileProblem ?? errors.fields['upload_files']}
              </Text>
            ) : null}
          </Stack>
          {errors.general === null ? null : (
            <Alert color="red" variant="light" role="alert">
              {errors.general}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('reports.dialog.cancel')}
            </Button>
            <Button type="submit" color="red" loading={send.isPending} disabled={!canSend(draft)}>
              {t('reports.dialog.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
