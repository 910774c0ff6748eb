// A report's evidence: the reporter's pictures (thumbnails, each opening full size), the match it came
// after (its statistics page for a quick match) and the chat messages around it.
import { Anchor, Group, Image, Modal, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { QueueReportDetail } from '@clutch/contract/operator';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { useLocalePath } from '../../../lib/locale-navigation';

function Pictures({ files }: { files: readonly string[] }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<string | null>(null);
  if (files.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        {t('operatorDesk.reports.noPictures')}
      </Text>
    );
  return (
    <>
      <Group gap="sm">
        {files.map((url, index) => (
          <UnstyledButton
            key={url}
            onClick={() => setShown(url)}
            aria-label={t('operatorDesk.reports.openPicture', { number: index + 1 })}
          >
            <Image src={url} alt="" w={120} h={90} fit="cover" radius="sm" />
          </UnstyledButton>
        ))}
      </Group>
      <Modal
        opened={shown !== null}
        onClose={() => setShown(null)}
        title={t('operatorDesk.reports.picture')}
        size="auto"
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {shown === null ? null : (
          <Stack gap="xs">
            <Image
              src={shown}
              alt={t('operatorDesk.reports.picture')}
              maw="80vw"
              mah="75vh"
              fit="contain"
            />
            <Anchor href={shown} target="_blank" rel="noreferrer" fz="sm">
              {t('operatorDesk.reports.openOriginal')}
            </Anchor>
          </Stack>
        )}
      </Modal>
    </>
  );
}

function MatchLine({ report }: { report: QueueReportDetail }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  if (report.after_match === null) return null;
  const id = String(report.after_match);
  const summary = report.match_summary;
  const score =
    summary !== null && summary.score_a !== null && summary.score_b !== null
      ? `${String(summary.score_a)}:${String(summary.score_b)}`
      : null;
  const isTournament = report.match_kind === 'tournament';
  return (
    <Stack gap={2}>
      {isTournament ? (
        <Text fz="sm">{t('operatorDesk.reports.tournamentMatch', { id })}</Text>
      ) : (
        <Anchor component={Link} to={localePath(`/statistics/${id}`)} fz="sm">
          {t('operatorDesk.reports.quickMatch', { id })}
        </Anchor>
      )}
      {summary === null ? null : (
        <Text fz="xs" c="dimmed">
          {[
            summary.status,
            score,
            summary.finished_at === null ? null : formatDateTime(summary.finished_at),
          ]
            .filter((part) => part !== null)
            .join(' · ')}
        </Text>
      )}
    </Stack>
  );
}

function ChatExcerpt({ report }: { report: QueueReportDetail }) {
  const { t } = useTranslation();
  if (report.chat_excerpt === null) return null;
  return (
    <Stack gap={4}>
      <Text fz="sm" fw={600}>
        {t('operatorDesk.reports.chat', { id: String(report.chat ?? '') })}
      </Text>
      {report.chat_excerpt.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('operatorDesk.reports.chatEmpty')}
        </Text>
      ) : (
        <Paper withBorder p="sm" radius="md">
          <Stack component="ol" gap={6} m={0} p={0} aria-label={t('operatorDesk.reports.chatList')}>
            {report.chat_excerpt.map((message) => (
              <li key={message.id} style={{ listStyle: 'none' }} data-testid="excerpt-message">
                <Group gap={6} wrap="nowrap" align="baseline">
                  <Text
                    fz="sm"
                    fw={700}
                    c={message.sender?.id === report.reported_to.id ? 'red.4' : undefined}
                  >
                    {message.sender?.username ?? t('operatorDesk.reports.system')}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {formatDateTime(message.timestamp)}
                  </Text>
                </Group>
                <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {message.content_text}
                </Text>
                {message.files.length === 0 ? null : (
                  <Text fz="xs" c="dimmed">
                    {t('operatorDesk.reports.files', { names: message.files.join(', ') })}
                  </Text>
                )}
              </li>
            ))}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

export function ReportEvidence({ report }: { report: QueueReportDetail }) {
  return (
    <Stack gap="md">
      <Pictures files={report.upload_files} />
      <MatchLine report={report} />
      <ChatExcerpt report={report} />
    </Stack>
  );
}
