// The 'more' view of a busy month-view day: that day read again without the month view's limit of
// 4, every event listed; choosing one opens the event modal.
import type { CalendarEvent } from '@clutch/contract/calendar';
import { Group, Loader, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WarningIcon } from '../../../components/ui/icons';
import type { Locale } from '../../../lib/locale';
import { userEventsQueryOptions } from '../api/user-events';
import { eventsOfDays, queryForDay } from '../calendar-events';
import { formatInTimeZone } from '../event-time';
import classes from './calendar.module.css';

function MoreRow({
  event,
  timeZone,
  onOpen,
}: {
  event: CalendarEvent;
  timeZone: string;
  onOpen: (event: CalendarEvent) => void;
}) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      onClick={() => onOpen(event)}
      data-testid={`calendar-more-event-${String(event.id)}`}
      data-conflict={event.is_conflict ? 'true' : undefined}
      p="xs"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        border: '1px solid var(--mantine-color-default-border)',
      }}
    >
      <Group gap="xs" wrap="nowrap">
        <span className={classes.swatch} style={{ background: event.color }} aria-hidden />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" truncate>
            {event.title}
          </Text>
          <Text size="xs" c="dimmed">
            {formatInTimeZone(event.match.start_time, timeZone)} –{' '}
            {formatInTimeZone(event.display_end, timeZone)}
          </Text>
        </Stack>
        {event.is_conflict ? (
          <Text c="red" title={t('calendar.conflict')} aria-label={t('calendar.conflict')}>
            <WarningIcon size={16} />
          </Text>
        ) : null}
      </Group>
    </UnstyledButton>
  );
}

export function MoreModal({
  date,
  timeZone,
  lang,
  onClose,
  onOpenEvent,
}: {
  date: string | null;
  timeZone: string;
  lang: Locale;
  onClose: () => void;
  onOpenEvent: (event: CalendarEvent) => void;
}) {
  const { t } = useTranslation();
  const day = useQuery({
    ...userEventsQueryOptions(queryForDay(date ?? '', timeZone, lang)),
    enabled: date !== null,
  });
  const events = day.data === undefined ? [] : eventsOfDays(day.data);
  const [year, month, dayOfMonth] = (date ?? '').split('-');
  return (
    <Modal
      opened={date !== null}
      onClose={onClose}
      title={t('calendar.moreTitle', { date: `${dayOfMonth ?? ''}/${month ?? ''}/${year ?? ''}` })}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="xs" data-testid="calendar-more-modal">
        {day.isPending ? <Loader size="sm" mx="auto" /> : null}
        {day.isError ? <Text c="red">{t('common.loadFailed')}</Text> : null}
        {day.isSuccess && events.length === 0 ? (
          <Text c="dimmed">{t('calendar.noEvents')}</Text>
        ) : null}
        {events.map((event) => (
          <MoreRow key={event.id} event={event} timeZone={timeZone} onOpen={onOpenEvent} />
        ))}
      </Stack>
    </Modal>
  );
}
