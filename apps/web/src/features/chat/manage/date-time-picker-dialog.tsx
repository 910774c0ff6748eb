// The date-time picker of timed bans and mutes (spec 2 item 12): a day from today on, then a 24-hour
// hour and minute after now, on the viewer's own clock; Confirm stays disabled until all three are
// chosen, and answers the moment as UTC 'YYYY-MM-DD HH:MM'.
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { chosenMoment, openHours, openMinutes, toBanUntil, type LocalDay } from './ban-until';
import { MonthCalendar } from './month-calendar';

/** How often the open picker moves "now" on, so a minute that has passed stops being offered. */
const CLOCK_TICK_MS = 15_000;

const two = (value: number) => String(value).padStart(2, '0');
const options = (values: readonly number[]) =>
  values.map((value) => ({ value: String(value), label: two(value) }));

function useNow(isRunning: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!isRunning) return;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [isRunning]);
  return now;
}

function PickerBody({
  busy,
  onBack,
  onConfirm,
}: {
  busy: boolean;
  onBack: () => void;
  onConfirm: (until: string) => void;
}) {
  const { t } = useTranslation();
  const now = useNow(true);
  const [day, setDay] = useState<LocalDay | null>(null);
  const [hour, setHour] = useState<number | null>(null);
  const [minute, setMinute] = useState<number | null>(null);
  const hours = day === null ? [] : openHours(day, now);
  // A choice the clock or a new day has overtaken is shown as not made.
  const shownHour = hour !== null && hours.includes(hour) ? hour : null;
  const minutes = day === null || shownHour === null ? [] : openMinutes(day, shownHour, now);
  const shownMinute = minute !== null && minutes.includes(minute) ? minute : null;
  const moment = chosenMoment(day, shownHour, shownMinute, now);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <Stack gap="md">
      <MonthCalendar now={now} value={day} onChange={setDay} />
      <Group grow gap="sm">
        <Select
          label={t('chatManage.picker.hour')}
          data={options(hours)}
          value={shownHour === null ? null : String(shownHour)}
          onChange={(value) => setHour(value === null ? null : Number(value))}
          disabled={day === null}
          placeholder="--"
          allowDeselect={false}
          maxDropdownHeight={220}
        />
        <Select
          label={t('chatManage.picker.minute')}
          data={options(minutes)}
          value={shownMinute === null ? null : String(shownMinute)}
          onChange={(value) => setMinute(value === null ? null : Number(value))}
          disabled={shownHour === null}
          placeholder="--"
          allowDeselect={false}
          maxDropdownHeight={220}
        />
      </Group>
      <Stack gap={2}>
        <Text fz="sm" fw={moment === null ? 400 : 700} aria-live="polite" data-testid="ban-until">
          {moment === null
            ? t('chatManage.picker.choose')
            : t('chatManage.picker.chosen', { date: formatDateTime(moment) })}
        </Text>
        <Text fz="xs" c="dimmed">
          {t('chatManage.picker.zone', { zone })}
        </Text>
      </Stack>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onBack}>
          {t('chatManage.picker.back')}
        </Button>
        <Button
          disabled={moment === null}
          loading={busy}
          onClick={() => {
            if (moment !== null) onConfirm(toBanUntil(moment));
          }}
        >
          {t('chatManage.picker.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}

export function DateTimePickerDialog({
  opened,
  title,
  busy = false,
  onBack,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  busy?: boolean;
  onBack: () => void;
  onConfirm: (until: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onBack}
      title={title}
      centered
      size={380}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* Mounted only while open, so each opening starts with nothing chosen. */}
      {opened ? <PickerBody busy={busy} onBack={onBack} onConfirm={onConfirm} /> : null}
    </Modal>
  );
}
