// The calendar clash confirm: the matches one already plays that joining would overlap (title, kind,
// dd/mm/yyyy hh:mm start–end in the viewer's time zone), with 'Join anyway' and 'Cancel'. A feature
// hands `confirmClashes` to withClashConfirm (lib/clash-warning.ts) and renders the modal beside it.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { CalendarClash } from '@clutch/contract/calendar';
import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfirmClashes } from '../../lib/clash-warning';
import { formatDate, formatDateTime, formatTime } from '../../lib/format';

interface ClashQuestion {
  clashes: readonly CalendarClash[];
  answer: (goAhead: boolean) => void;
}

/** 26/11/2026 18:00–19:30, or with both dates when the match runs past midnight. */
export function formatClashTime(clash: Pick<CalendarClash, 'start_time' | 'end_time'>): string {
  const sameDay = formatDate(clash.start_time) === formatDate(clash.end_time);
  const end = sameDay ? formatTime(clash.end_time) : formatDateTime(clash.end_time);
  return `${formatDateTime(clash.start_time)}–${end}`;
}

export function ClashConfirmModal({ question }: { question: ClashQuestion | null }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={question !== null}
      onClose={() => question?.answer(false)}
      title={t('clashWarning.title')}
      centered
      size="md"
      // It asks on behalf of a dialog that is still open (the join form), so it opens above it.
      zIndex={300}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {question === null ? null : (
        <Stack gap="md" data-testid="clash-confirm">
          <Text fz="sm">{t('clashWarning.intro')}</Text>
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {question.clashes.map((clash) => (
              <li key={`${clash.kind}-${String(clash.id)}`} data-testid="clash-item">
                <Text fw={600}>{clash.title}</Text>
                <Text fz="sm" c="dimmed">
                  {`${t(`clashWarning.kinds.${clash.kind}`)} · ${formatClashTime(clash)}`}
                </Text>
              </li>
            ))}
          </Stack>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => question.answer(false)}>
              {t('clashWarning.cancel')}
            </Button>
            <Button onClick={() => question.answer(true)} data-autofocus>
              {t('clashWarning.joinAnyway')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/**
 * `[confirmClashes, modal]`: asking opens the modal and resolves with the person's answer; a new
 * question, or the caller unmounting, answers an open one with false.
 */
export function useClashConfirm(): [ConfirmClashes, ReactElement] {
  const [question, setQuestion] = useState<ClashQuestion | null>(null);
  const open = useRef<ClashQuestion | null>(null);
  const confirmClashes = useCallback<ConfirmClashes>(
    (clashes) =>
      new Promise<boolean>((resolve) => {
        open.current?.answer(false);
        const asked: ClashQuestion = {
          clashes,
          answer: (goAhead) => {
            if (open.current === asked) {
              open.current = null;
              setQuestion(null);
            }
            resolve(goAhead);
          },
        };
        open.current = asked;
        setQuestion(asked);
      }),
    [],
  );
  useEffect(() => () => open.current?.answer(false), []);
  return [confirmClashes, <ClashConfirmModal key="clash-confirm" question={question} />];
}
