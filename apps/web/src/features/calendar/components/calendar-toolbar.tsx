// The calendar's own toolbar (Mantine, so it matches the app and wraps on a phone): previous, today
// and next, the visible range's title as FullCalendar words it in the app's language, and the view
// switch.
import { ActionIcon, Button, Group, SegmentedControl, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CALENDAR_VIEW_NAMES, type CalendarViewName } from '../calendar-events';

const isViewName = (value: string): value is CalendarViewName =>
  CALENDAR_VIEW_NAMES.some((name) => name === value);

export function CalendarToolbar({
  title,
  view,
  onView,
  onPrevious,
  onToday,
  onNext,
}: {
  title: string;
  view: CalendarViewName;
  onView: (view: CalendarViewName) => void;
  onPrevious: () => void;
  onToday: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" data-testid="calendar-toolbar">
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          onClick={onPrevious}
          aria-label={t('calendar.previous')}
          data-testid="calendar-prev"
        >
          ‹
        </ActionIcon>
        <Button variant="default" onClick={onToday} data-testid="calendar-today">
          {t('calendar.today')}
        </Button>
        <ActionIcon
          variant="default"
          size="lg"
          onClick={onNext}
          aria-label={t('calendar.next')}
          data-testid="calendar-next"
        >
          ›
        </ActionIcon>
      </Group>
      <Title order={3} fz="h4" data-testid="calendar-title">
        {title}
      </Title>
      <SegmentedControl
        aria-label={t('calendar.viewSwitch')}
        value={view}
        onChange={(value) => {
          if (isViewName(value)) onView(value);
        }}
        data={CALENDAR_VIEW_NAMES.map((name) => ({
          value: name,
          label: <span data-testid={`calendar-view-${name}`}>{t(`calendar.views.${name}`)}</span>,
        }))}
      />
    </Group>
  );
}
